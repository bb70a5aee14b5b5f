import { useTranslation } from '@/lib/i18n/namespaces/personal-info';
import { PERSONAL_INFO_MESSAGES } from '@sehat/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePersonalInfo } from '../api/get-personal-info';
import { PatientIdCard } from './patient-id-card';
import { PersonalInfoFormCard } from './personal-info-form';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('personalInfo', PERSONAL_INFO_MESSAGES);

/**
 * /personal-info (docs/product.md#edit-personal-information, docs/product.md#messages): back button,
 * read-only patient ID card, editable card. No profile: 'Personal information
 * not found.' with Go Back; a failed load also toasts 'Error: Failed to load
 * personal information.' (its query's error policy).
 */
export function PersonalInfoPage() {
  const { t } = useTranslation('personal-info');
  useDocumentTitle(t('personalInfoPage.personalInformation'));
  const info = usePersonalInfo();

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-3xl gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard">
            <ArrowLeftIcon aria-hidden="true" />
            {t('personalInfoPage.back')}
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('personalInfoPage.editPersonalInformation')}
        </h1>
      </div>
      {info.isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="size-8" label={t('personalInfoPage.loadingPersonalInformation')} />
        </div>
      ) : !info.data ? (
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
          <p className="text-lg font-medium">{messageText(M.notFound)}</p>
          <Button asChild>
            <Link to="/dashboard">{t('personalInfoPage.goBack')}</Link>
          </Button>
        </div>
      ) : (
        <>
          <PatientIdCard info={info.data} />
          <PersonalInfoFormCard info={info.data} />
        </>
      )}
    </div>
  );
}
