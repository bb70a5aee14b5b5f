import { useTranslation } from '@/lib/i18n/namespaces/hospitals';
import { HOSPITAL_TEXT, fullAddress, mapsLinkFor, ratingLabel, type HospitalDetail } from '@sehat/shared';
import { CalendarPlusIcon, ExternalLinkIcon, MapPinIcon, PhoneIcon, MailIcon, StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHospital } from '@/lib/queries/get-hospital';
import { ClinicActions } from './clinic-actions';
import { HospitalNavLinks } from './hospital-nav-links';
import { HospitalNotFound } from './hospital-not-found';
import { messageGroup, messageText, wordsText } from '@/lib/i18n/messages';
import { refusalWords } from '@/lib/error-policy';

const hospitalsMessages = messageGroup('hospitals', HOSPITAL_TEXT);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5 text-sm">{children}</CardContent>
    </Card>
  );
}

function Placeholder({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground italic">{children}</p>;
}

/** One fact of the About card: the built-in value, or a user clinic's 'Contact clinic for ...'. */
function Fact({ term, value, placeholder }: { term: string; value?: ReactNode; placeholder: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      {value === undefined ? (
        <dd className="text-muted-foreground italic">{placeholder}</dd>
      ) : (
        <dd className="font-medium">{value}</dd>
      )}
    </div>
  );
}

/**
 * The detail sections, the same for both kinds (docs/product.md#screens-and-routes): built-in hospitals
 * show their description, facts, facilities, doctors and timings; a user
 * clinic, which stores none of them, shows 'Contact clinic for ...' in each.
 */
function DetailSections({ hospital }: { hospital: HospitalDetail }) {
  const { t } = useTranslation('hospitals');
  const built = hospital.source === 'built-in' ? hospital : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <Section title={t('hospitalDetailPage.about')}>
          {built ? (
            <p>{built.description}</p>
          ) : (
            <Placeholder>{messageText(hospitalsMessages.contactForDescription)}</Placeholder>
          )}
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact
              term={t('hospitalDetailPage.termBeds')}
              value={built?.beds}
              placeholder={messageText(hospitalsMessages.contactForBeds)}
            />
            <Fact
              term={t('hospitalDetailPage.termEstablished')}
              value={built?.established}
              placeholder={messageText(hospitalsMessages.contactForEstablished)}
            />
            <Fact
              term={t('hospitalDetailPage.termAccreditation')}
              value={built?.accreditation}
              placeholder={messageText(hospitalsMessages.contactForAccreditation)}
            />
          </dl>
        </Section>
      </div>
      <Section title={t('hospitalDetailPage.facilities')}>
        {built ? (
          <ul className="grid list-disc gap-1 pl-5">
            {built.facilities.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : (
          <Placeholder>{messageText(hospitalsMessages.contactForFacilities)}</Placeholder>
        )}
      </Section>
      <Section title={t('hospitalDetailPage.doctors')}>
        {built ? (
          <ul className="grid gap-2">
            {built.doctors.map((d) => (
              <li key={d.name}>
                <span className="font-medium">{d.name}</span>
                <span className="text-muted-foreground"> · {d.specialization}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Placeholder>{messageText(hospitalsMessages.contactForDoctors)}</Placeholder>
        )}
      </Section>
      <div className="md:col-span-2">
        <Section title={t('hospitalDetailPage.timings')}>
          {built ? (
            <p>{built.timings}</p>
          ) : (
            <Placeholder>{messageText(hospitalsMessages.contactForTimings)}</Placeholder>
          )}
        </Section>
      </div>
    </div>
  );
}

/**
 * /hospital/{id} (docs/product.md#hospital-detail): a built-in hospital or one of the
 * patient's clinics, with Home, a maps link (stored, else built from the
 * coordinates) and 'Book Appointment'; 'Hospital Not Found' otherwise.
 */
export function HospitalDetailPage() {
  const { t } = useTranslation('hospitals');
  const { id } = useParams();
  const hospital = useHospital(id);
  useDocumentTitle(hospital.data?.name ?? t('hospitalDetailPage.hospital'));

  if (hospital.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('hospitalDetailPage.loadingHospital')}
        </span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (hospital.isError) {
    const error = hospital.error;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return <HospitalNotFound />;
    return (
      <div role="alert" className="mx-auto grid w-full max-w-lg justify-items-center gap-3 p-10 text-center">
        <p>
          {wordsText(
            error instanceof ApiError
              ? refusalWords(error)
              : { key: 'general.generic', english: GENERIC_ERROR_MESSAGE },
          )}
        </p>
        <Button type="button" variant="outline" onClick={() => void hospital.refetch()}>
          {t('hospitalDetailPage.tryAgain')}
        </Button>
      </div>
    );
  }

  const h = hospital.data;
  const distance = h.source === 'built-in' ? h.distance : messageText(hospitalsMessages.userAdded);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <HospitalNavLinks backVariant="ghost" />
        {h.source === 'clinic' && <ClinicActions clinic={h} />}
      </div>

      <Card className="gap-4">
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" className="font-mono">
              {h.source === 'built-in' ? h.id : h.clinic_id}
            </Badge>
            <Badge variant={h.source === 'built-in' ? 'default' : 'secondary'}>
              {h.source === 'built-in'
                ? t('hospitalDetailPage.hospital')
                : t('hospitalDetailPage.yourClinic')}
            </Badge>
          </div>
          <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{h.name}</h1>
          <p className="flex items-center gap-1 text-sm">
            <StarIcon aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            <span>
              {h.rating > 0 ? `${ratingLabel(h.rating)} / 5` : messageText(hospitalsMessages.notRated)}
            </span>
            <span className="text-muted-foreground"> · {distance}</span>
          </p>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p className="flex gap-2">
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 wrap-anywhere">{fullAddress(h.address, h.city, h.state)}</span>
          </p>
          <p className="flex gap-2">
            <PhoneIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <a href={`tel:${h.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
              {h.phone}
            </a>
          </p>
          <p className="flex gap-2">
            <MailIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <a href={`mailto:${h.email}`} className="break-all hover:underline">
              {h.email}
            </a>
          </p>
          {h.specialties.length > 0 && (
            <ul aria-label={t('hospitalDetailPage.specialties')} className="flex flex-wrap gap-1.5">
              {h.specialties.map((s) => (
                <li key={s}>
                  <Badge variant="secondary">{s}</Badge>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-2 pt-2 sm:flex-row">
            <Button asChild variant="outline">
              <a href={mapsLinkFor(h)} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                {messageText(hospitalsMessages.openInMaps)}
              </a>
            </Button>
            <Button asChild>
              <Link
                to={`/book-appointment?hospital=${encodeURIComponent(h.source === 'built-in' ? h.id : h.clinic_id)}`}
              >
                <CalendarPlusIcon aria-hidden="true" />
                {messageText(hospitalsMessages.bookAppointment)}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <DetailSections hospital={h} />
    </div>
  );
}
