import { GOVERNMENT_SCHEME_MESSAGES, type SchemeCard } from '@sehat/shared';
import { LandmarkIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReadOnly } from '@/lib/caregiving';
import { shortDate } from '@/lib/i18n/dates';
import { messageGroup } from '@/lib/i18n/messages';
import { useTranslation } from '@/lib/i18n/namespaces/government-schemes';
import { toast } from '@/lib/toast';
import { useDeleteSchemeCard, useSchemeCards } from '../api/schemes-api';
import { SchemeCardDialog } from './scheme-card-dialog';
import { SchemeCardFileButton } from './scheme-card-file-button';
import { SchemeGuide } from './scheme-guide';

const M = messageGroup('governmentSchemes', GOVERNMENT_SCHEME_MESSAGES);

/**
 * /government-schemes (docs/product.md#insurance-policy, docs/decisions/056-government-schemes.md): the
 * patient's scheme cards (add, edit and delete with a confirmation, view the card file), and the
 * "Which schemes may apply?" guide. A viewer caregiver reads only.
 */
export function SchemesPage() {
  const { t } = useTranslation('government-schemes');
  useDocumentTitle(t('page.documentTitle'));
  const cards = useSchemeCards();
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState<{ card: SchemeCard | null } | null>(null);
  const [deleting, setDeleting] = useState<SchemeCard | null>(null);
  const remove = useDeleteSchemeCard();
  const add = () => setEditing({ card: null });

  let body;
  if (cards.isPending)
    body = (
      <Card>
        <ListSkeleton label={t('page.loading')} />
      </Card>
    );
  else if (cards.isError)
    body = (
      <Card>
        <LoadError what={t('page.what')} onRetry={cards.refetch} retrying={cards.isFetching} />
      </Card>
    );
  else if (cards.data.items.length === 0)
    body = (
      <Card>
        <CardContent>
          <EmptyState icon={LandmarkIcon} title={t('page.emptyTitle')}>
            <p className="max-w-sm text-sm text-muted-foreground">{t('page.emptyHint')}</p>
            {!readOnly && (
              <Button type="button" onClick={add}>
                {t('page.add')}
              </Button>
            )}
          </EmptyState>
        </CardContent>
      </Card>
    );
  else
    body = (
      <ul className="grid gap-3">
        {cards.data.items.map((card) => (
          <li key={card.id}>
            <Card className="py-4">
              <CardContent className="grid gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold">
                    <span lang="en">{card.scheme_name}</span>
                    {card.scheme === 'state' && card.state ? ` · ${card.state}` : ''}
                  </h3>
                  {card.valid_till && (
                    <span className="text-sm text-muted-foreground">
                      {t('page.validTill', { date: shortDate(card.valid_till) })}
                    </span>
                  )}
                </div>
                <p className="font-mono text-lg break-all">{card.card_number}</p>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                  {(['family_id', 'beneficiary_id', 'city', 'wellness_centre'] as const).map((key) =>
                    card[key] ? (
                      <div key={key} className="flex flex-wrap gap-1">
                        <dt className="text-muted-foreground">{t(`fields.${key}`)}:</dt>
                        <dd className="break-all">{card[key]}</dd>
                      </div>
                    ) : null,
                  )}
                </dl>
                <div className="flex flex-wrap gap-2">
                  {card.has_card_file && <SchemeCardFileButton id={card.id} />}
                  {!readOnly && (
                    <>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => setEditing({ card })}
                        aria-label={`${t('page.edit')} ${card.scheme_name}`}
                      >
                        <PencilIcon aria-hidden="true" />
                        {t('page.edit')}
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => setDeleting(card)}
                        aria-label={`${t('page.delete')} ${card.scheme_name}`}
                      >
                        <Trash2Icon aria-hidden="true" />
                        {t('page.delete')}
                      </Button>
                    </>
                  )}
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          !readOnly && cards.data && cards.data.items.length > 0 ? (
            <Button type="button" onClick={add}>
              <PlusIcon aria-hidden="true" />
              {t('page.add')}
            </Button>
          ) : null
        }
      />
      <section aria-labelledby="scheme-cards-title" className="grid gap-3">
        <h2 id="scheme-cards-title" className="text-lg font-semibold">
          {t('page.cardsTitle')}
        </h2>
        {body}
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="page.onEmergencyCard"
            components={{
              card: <Link className="text-primary underline underline-offset-4" to="/emergency-card" />,
            }}
          />
        </p>
      </section>
      <SchemeGuide />
      <SchemeCardDialog
        open={editing !== null}
        card={editing?.card ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('page.deleteTitle')}
        description={t('page.deleteDescription', {
          scheme: deleting?.scheme_name ?? '',
          number: deleting?.card_number ?? '',
        })}
        confirmLabel={t('page.deleteCard')}
        busyLabel={t('page.deleting')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(M.deleted);
        }}
      />
    </div>
  );
}
