import { useTranslation } from '@/lib/i18n/namespaces/appointments';
import { findBuiltInHospital } from '@sehat/shared';
import { HomeIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useHospital } from '@/lib/queries/get-hospital';
import { BookingForm, type BookingPlace } from './booking-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The place a `?hospital=` ID stands for: a built-in hospital at once, the patient's clinic once loaded. */
function usePreselection(id: string | null): { loading: boolean; place: BookingPlace | null } {
  const builtIn = id ? findBuiltInHospital(id) : undefined;
  const clinic = useHospital(id && !builtIn ? id : undefined);
  const found = builtIn ?? (clinic.data?.source === 'clinic' ? clinic.data : null);
  return {
    loading: clinic.isLoading,
    place: id && found ? { state: found.state, city: found.city, hospital: id } : null,
  };
}

/** /book-appointment (docs/product.md#book-appointment); `?hospital=HOS001` or a clinic ID preselects a hospital. */
export function BookAppointmentPage() {
  const { t } = useTranslation('appointments');
  useDocumentTitle(t('bookAppointmentPage.bookAppointment'));
  const [params] = useSearchParams();
  const { loading, place } = usePreselection(params.get('hospital'));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('bookAppointmentPage.bookAppointment')}</h1>
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <HomeIcon aria-hidden="true" />
            {t('bookAppointmentPage.home')}
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('bookAppointmentPage.appointmentDetails')}</h2>
          </CardTitle>
          <CardDescription>{t('bookAppointmentPage.chooseWhereAndWhenAnd')}</CardDescription>
        </CardHeader>
        <CardContent>
          {loading ? (
            <div className="grid gap-4" aria-busy="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : (
            <BookingForm key={place?.hospital ?? 'none'} initial={place} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
