import { CheckIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The page an invitation mail's link opens (`/caregivers/accept#token`, `/family/accept#token`;
 * docs/decisions/051-caregivers.md, docs/decisions/057-handing-over-a-profile.md). The token is in the
 * fragment, which the browser never sends to the server; Accept hands it to `onAccept` (a refusal is shown by
 * the mutation's error policy). Without a token the page says so instead of offering the button.
 */
export function AcceptLinkPage({
  texts,
  pending,
  onAccept,
}: {
  texts: { title: string; description: string; noToken: string; accept: string; accepting: string };
  pending: boolean;
  onAccept: (token: string) => Promise<void>;
}) {
  useDocumentTitle(texts.title);
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return (
    <div className="mx-auto grid w-full max-w-xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={texts.title} description={texts.description} actions={null} />
      <Card>
        <CardContent>
          {token === '' ? (
            <p className="text-sm text-muted-foreground">{texts.noToken}</p>
          ) : (
            <Button
              type="button"
              disabled={pending}
              onClick={() => void onAccept(token).catch(() => undefined)}
            >
              <CheckIcon aria-hidden="true" />
              {pending ? texts.accepting : texts.accept}
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
