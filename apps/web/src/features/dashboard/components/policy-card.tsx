import type { ActivePolicy } from '@sehat/shared';
import { ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { ECardButtons } from '@/components/e-card-buttons';
import { useTranslation } from '@/lib/i18n/namespaces/dashboard';
import { cn } from '@/lib/utils';

/**
 * The dashboard's "My Insurance Policy" card (docs/decisions/053-insurance-policies.md): a link to the policies
 * like the other cards, and under it the policy running today — insurer, number, days to expiry — with its
 * e-card one tap away (a button beside the link, never inside it). The data comes with the dashboard's one
 * request.
 */
export function PolicyDashboardCard({
  className,
  linkClassName,
  policy,
  children,
}: {
  className: string;
  linkClassName: string;
  policy: ActivePolicy;
  /** The card's icon and words (the dashboard's CardBody). */
  children: React.ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={cn(className, 'flex-col gap-3')}>
      <Link to="/insurance-policy" className={cn('flex w-full items-start gap-4 rounded-md', linkClassName)}>
        {children}
        <ChevronRightIcon
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </Link>
      {policy && (
        <div className="grid w-full gap-2 border-t pt-3 text-sm" data-testid="active-policy">
          <span className="min-w-0 break-words">
            <span className="font-medium">{policy.insurer_name}</span> · {policy.policy_number}
          </span>
          <span className={cn(policy.days_to_expiry <= 30 ? 'text-destructive' : 'text-muted-foreground')}>
            {t('policyCard.daysLeft', { count: policy.days_to_expiry })}
          </span>
          {policy.has_e_card && <ECardButtons policyId={policy.id} compact />}
        </div>
      )}
    </div>
  );
}
