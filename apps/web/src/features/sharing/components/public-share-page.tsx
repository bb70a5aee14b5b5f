import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import { CircleOffIcon, RotateCwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOpenPublicShare } from '../api/open-public-share';
import { AccessCodeForm } from './access-code-form';
import { SharedSummary } from './shared-summary';
import { wordsText, type Words } from '@/lib/i18n/messages';

/** Adds `<meta name>` tags for as long as the page is shown: never indexed, no referrer sent. */
function usePrivatePageMeta() {
  const { t } = useTranslation('sharing');
  useEffect(() => {
    const tags = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.append(meta);
      return meta;
    });
    return () => tags.forEach((meta) => meta.remove());
  }, []);
  useDocumentTitle(t('publicSharePage.sharedHealthRecords'));
}

function Refusal({ message, onRetry }: { message: Words; onRetry?: () => void }) {
  const { t } = useTranslation('sharing');
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleOffIcon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-lg font-semibold">{wordsText(message)}</h1>
        {onRetry ? (
          <Button type="button" variant="outline" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" />
            {t('publicSharePage.retry')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('publicSharePage.noRecordsAreShownAsk')}</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /s/:token (docs/decisions/023-share-links.md): what a doctor sees on any phone without an account. Outside the
 * signed-in shell; opens the share (asking for the 6-digit code when it has one) and shows the
 * read-only summary, or a clear refusal with no data when the link is not valid, has expired, was
 * revoked or is locked.
 */
export function PublicSharePage() {
  const { t } = useTranslation('sharing');
  const { token = '' } = useParams();
  const { state, submitCode, reload } = useOpenPublicShare(token);
  usePrivatePageMeta();
  return (
    <div className="min-h-svh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-3">
          <Logo className="size-8" />
          <span className="font-semibold">{t('publicSharePage.sehat')}</span>
          <span className="text-sm text-muted-foreground">
            {t('publicSharePage.sharedHealthRecordsReadOnly')}
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6">
        {state.kind === 'loading' && (
          <div className="grid gap-4" aria-busy="true" aria-label={t('publicSharePage.loadingSharedRecords')}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
        {state.kind === 'code' && (
          <AccessCodeForm busy={state.busy} message={state.message} onSubmit={submitCode} />
        )}
        {state.kind === 'ended' && <Refusal message={state.message} />}
        {state.kind === 'failed' && <Refusal message={state.message} onRetry={reload} />}
        {state.kind === 'ready' && (
          <>
            <h1 className="sr-only">{t('publicSharePage.heading', { name: state.share.patient.name })}</h1>
            <SharedSummary share={state.share} onExpired={reload} />
          </>
        )}
      </main>
    </div>
  );
}
