import { useTranslation } from '@/lib/i18n/namespaces/medicines';
import type { DoseDay } from '@sehat/shared';
import { Link } from 'react-router';
import { DoseList } from '@/components/dose-list';

/**
 * The dashboard Today card's doses (docs/decisions/054-medicines.md): today's doses from the dashboard's own
 * answer (no request of their own), each with Taken / Skipped; nothing when the patient takes no medicine
 * today.
 */
export function TodayDoses({ day }: { day: DoseDay | null }) {
  const { t } = useTranslation('medicines');
  if (!day || day.items.length === 0) return null;
  return (
    <div className="grid w-full gap-2 border-t pt-4">
      <h3 className="text-sm font-semibold">
        <Link to="/medicines" className="hover:underline">
          {t('page.today')}
        </Link>
      </h3>
      <DoseList doses={day.items} />
    </div>
  );
}
