import { Trans } from 'react-i18next';
import { useTranslation } from '@/lib/i18n/namespaces/emergency-card';
import { EMERGENCY_CARD_MESSAGES } from '@sehat/shared';
import { ArrowLeftIcon, DownloadIcon, PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useEmergencyCard } from '../api/get-emergency-card';
import { downloadCardPdf } from './card-pdf';
import { CardChoices } from './card-choices';
import { CardSheet } from './card-sheet';
import './emergency-card-print.css';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('emergencyCard', EMERGENCY_CARD_MESSAGES);

const LINK = 'text-primary underline underline-offset-4';

/**
 * /emergency-card (docs/product.md#screens-added-since-the-first-version): the card on screen,
 * printable on one page (print CSS), downloadable as a PDF, with a QR code of
 * its own text. The buttons do not print. The patient's own account chooses whether it adds the active
 * policy and the scheme card numbers (docs/decisions/056-government-schemes.md).
 */
export function EmergencyCardPage() {
  const { t } = useTranslation('emergency-card');
  useDocumentTitle(messageText(M.title));
  const card = useEmergencyCard();
  const role = useSession().data?.patient.role;
  const owner = role === 'self' || role === 'manager';
  const [making, setMaking] = useState(false);

  const download = async () => {
    if (!card.data) return;
    setMaking(true);
    try {
      await downloadCardPdf(card.data);
    } catch {
      toast.error(M.pdfFailed);
    } finally {
      setMaking(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="outline" size="sm">
            <Link to="/emergency-contacts">
              <ArrowLeftIcon aria-hidden="true" />
              {t('emergencyCardPage.emergencyContacts')}
            </Link>
          </Button>
          <h1 className="text-2xl font-semibold tracking-tight">{messageText(M.title)}</h1>
        </div>
        {card.data && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              {t('emergencyCardPage.print')}
            </Button>
            <Button type="button" disabled={making} aria-busy={making} onClick={() => void download()}>
              <DownloadIcon aria-hidden="true" />
              {making ? t('emergencyCardPage.makingPdf') : t('emergencyCardPage.downloadPdf')}
            </Button>
          </div>
        )}
      </div>
      {card.isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="size-8" label={t('emergencyCardPage.loadingYourEmergencyCard')} />
        </div>
      ) : !card.data ? (
        <LoadError
          what={t('emergencyCardPage.yourEmergencyCard')}
          onRetry={card.refetch}
          retrying={card.isFetching}
        />
      ) : (
        <>
          <CardSheet card={card.data} />
          {owner && <CardChoices card={card.data} />}
          <p className="text-sm text-muted-foreground print:hidden">
            <Trans
              t={t}
              i18nKey="emergencyCardPage.updateFrom"
              components={{
                info: <Link className={LINK} to="/personal-info" />,
                contacts: <Link className={LINK} to="/emergency-contacts" />,
                kyc: <Link className={LINK} to="/kyc" />,
              }}
            />
          </p>
        </>
      )}
    </div>
  );
}
