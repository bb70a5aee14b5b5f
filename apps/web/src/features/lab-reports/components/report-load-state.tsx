import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { LAB_REPORT_MESSAGES } from '@sehat/shared';
import { FlaskConicalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { LoadError } from '@/components/load-error';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const labReportsMessages = messageGroup('labReports', LAB_REPORT_MESSAGES);

type ReportLoadStateProps = {
  /** What the page loads: a lab report, or one test's trend. */
  what: 'lab report' | 'trend';
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
};

/**
 * A report screen before its data: skeletons while loading; 'Lab report not found' (a 404,
 * including another patient's id) with a way back; else "Couldn't load …" with Retry.
 */
export function ReportLoadState({ what, error, retrying, onRetry }: ReportLoadStateProps) {
  const { t } = useTranslation('lab-reports');
  if (!error)
    return (
      <div
        className="grid gap-4"
        aria-busy="true"
        aria-label={
          what === 'lab report' ? t('reportLoadState.loadingLabReport') : t('reportLoadState.loadingTrend')
        }
      >
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  return (
    <Card className="py-0">
      <CardContent className="px-0">
        {error instanceof ApiError && error.status === 404 ? (
          <EmptyState
            icon={FlaskConicalIcon}
            title={
              what === 'lab report'
                ? messageText(labReportsMessages.reportNotFound)
                : t('reportLoadState.noResultsOfThisTest')
            }
          >
            <Button asChild variant="outline">
              <Link to="/pathological-reports">{t('reportLoadState.backToPathologicalReports')}</Link>
            </Button>
          </EmptyState>
        ) : (
          <LoadError
            what={what === 'lab report' ? t('reportLoadState.thisLabReport') : t('reportLoadState.thisTrend')}
            retrying={retrying}
            onRetry={onRetry}
          />
        )}
      </CardContent>
    </Card>
  );
}
