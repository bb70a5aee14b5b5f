import { PERSONAL_INFO_MESSAGES as M } from '@sehat/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePersonalInfo } from '../api/personal-info';
import { PatientIdCard } from './patient-id-card';
import { PersonalInfoFormCard } from './personal-info-form';

/**
 * /personal-info (spec §2 "Edit personal information", §8): back button,
 * read-only patient ID card, editable card. No profile: 'Personal information
 * not found.' with Go Back; a failed load also toasts 'Error: Failed to load
 * personal information.' (its query's error policy).
 */
export function PersonalInfoPage() {
  useDocumentTitle('Personal Information');
  const info = usePersonalInfo();

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-3xl gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard">
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">Edit Personal Information</h1>
      </div>
      {info.isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="size-8" label="Loading personal information" />
        </div>
      ) : !info.data ? (
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
          <p className="text-lg font-medium">{M.notFound}</p>
          <Button asChild>
            <Link to="/dashboard">Go Back</Link>
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
