import { useTranslation } from '@/lib/i18n/namespaces/hospitals';
import { HOSPITAL_TEXT, distanceLabel, fullAddress, ratingLabel, type HospitalListItem } from '@sehat/shared';
import { CalendarPlusIcon, MapPinIcon, NavigationIcon, PhoneIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const hospitalsMessages = messageGroup('hospitals', HOSPITAL_TEXT);

/**
 * One hospital or clinic on Hospitals near me (docs/product.md#screens-and-routes): name, ID linking to
 * /hospital/{id}, address, phone, specialties, rating, distance, and 'Book
 * Appointment' (to /book-appointment with this hospital preselected).
 */
export function HospitalCard({ hospital }: { hospital: HospitalListItem & { distance_km?: number | null } }) {
  const { t } = useTranslation('hospitals');
  const titleId = `hospital-${hospital.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="leading-snug font-semibold wrap-anywhere">
            {hospital.name}
          </h2>
          <Link
            to={`/hospital/${encodeURIComponent(hospital.id)}`}
            className="w-fit rounded-sm font-mono text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            ID: {hospital.id}
          </Link>
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium">
          <StarIcon aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span className="sr-only">{t('hospitalCard.rating')}</span>
          {hospital.rating > 0 ? ratingLabel(hospital.rating) : messageText(hospitalsMessages.notRated)}
          {hospital.rating > 0 && <span className="sr-only">{t('hospitalCard.of5')}</span>}
        </span>
      </div>

      <dl className="grid gap-2 text-sm">
        <div className="flex gap-2">
          <dt>
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">{t('hospitalCard.address')}</span>
          </dt>
          <dd className="min-w-0 wrap-anywhere">
            {fullAddress(hospital.address, hospital.city, hospital.state)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <PhoneIcon aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">{t('hospitalCard.phone')}</span>
          </dt>
          <dd>
            <a href={`tel:${hospital.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
              {hospital.phone}
            </a>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <NavigationIcon aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">{t('hospitalCard.distance')}</span>
          </dt>
          <dd data-testid="distance">
            {hospital.distance_km != null || hospital.distance
              ? distanceLabel(hospital)
              : messageText(hospitalsMessages.userAdded)}
          </dd>
        </div>
      </dl>

      {hospital.specialties.length > 0 && (
        <ul aria-label={t('hospitalCard.specialties')} className="flex flex-wrap gap-1.5">
          {hospital.specialties.map((specialty) => (
            <li key={specialty}>
              <Badge variant="secondary">{specialty}</Badge>
            </li>
          ))}
        </ul>
      )}

      <Button asChild className="mt-auto w-full">
        <Link to={`/book-appointment?hospital=${encodeURIComponent(hospital.id)}`}>
          <CalendarPlusIcon aria-hidden="true" />
          {messageText(hospitalsMessages.bookAppointment)}
        </Link>
      </Button>
    </article>
  );
}
