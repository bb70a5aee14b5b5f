import { useTranslation } from '@/lib/i18n/namespaces/emergency-card';
import {
  EMERGENCY_CARD_MESSAGES,
  emergencyCardText,
  formatAbhaNumber,
  formatIndianMobile,
  type EmergencyCard,
} from '@sehat/shared';
import { HeartPulseIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { CardQr } from './card-qr';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('emergencyCard', EMERGENCY_CARD_MESSAGES);

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase print:text-black">
        {label}
      </dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

const listOrNone = (items: readonly string[]) => (items.length ? items.join(', ') : messageText(M.none));

/**
 * The card itself, as printed: the facts a first responder needs, the
 * contacts with their numbers, and the QR code of the same text. The
 * `emergency-card-sheet` class is what the print style keeps on the page.
 */
export function CardSheet({ card }: { card: EmergencyCard }) {
  const { t } = useTranslation('emergency-card');
  return (
    <article
      aria-labelledby="emergency-card-title"
      className="emergency-card-sheet grid gap-5 rounded-xl border-2 border-red-700 bg-card p-4 text-card-foreground shadow-sm sm:p-6 print:shadow-none"
    >
      <div className="flex items-center gap-2 border-b pb-3 text-red-800">
        <HeartPulseIcon aria-hidden="true" className="size-6" />
        <h2 id="emergency-card-title" className="text-xl font-bold tracking-tight">
          {messageText(M.title)}
        </h2>
      </div>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_auto]">
        <dl className="grid content-start gap-3 sm:grid-cols-2">
          <Fact label={t('cardSheet.name')}>{card.name ?? messageText(M.notRecorded)}</Fact>
          <Fact label={t('cardSheet.age')}>{card.age ?? messageText(M.notRecorded)}</Fact>
          <Fact label={t('cardSheet.bloodGroup')}>
            <span className="text-lg font-bold">{card.blood_group ?? messageText(M.notRecorded)}</span>
          </Fact>
          <Fact label={t('cardSheet.abhaNumber')}>
            {card.abha_number ? (
              <>
                <span className="font-mono">{formatAbhaNumber(card.abha_number)}</span>{' '}
                <span className="text-xs text-muted-foreground print:text-black">
                  {t('cardSheet.selfDeclared')}
                </span>
              </>
            ) : (
              messageText(M.notRecorded)
            )}
            {card.abha_address && <span className="block text-sm">{card.abha_address}</span>}
          </Fact>
          <Fact label={t('cardSheet.allergies')}>{listOrNone(card.allergies)}</Fact>
          <Fact label={t('cardSheet.chronicConditions')}>{listOrNone(card.chronic_conditions)}</Fact>
          <Fact label={t('cardSheet.currentMedicines')} className="sm:col-span-2">
            {card.medicines.length ? (
              <ul className="list-disc pl-5">
                {card.medicines.map((m, i) => (
                  <li key={i}>
                    {m.medications}{' '}
                    <span className="text-sm text-muted-foreground print:text-black">({m.record_date})</span>
                  </li>
                ))}
              </ul>
            ) : (
              messageText(M.none)
            )}
          </Fact>
          <Fact label={t('cardSheet.emergencyContacts')} className="sm:col-span-2">
            {card.contacts.length ? (
              <ol className="grid gap-1">
                {card.contacts.map((c) => (
                  <li key={`${c.name}-${c.phone}`}>
                    <span className="font-medium">{c.name}</span> ({c.relationship}){' '}
                    <a
                      href={`tel:${c.phone}`}
                      className="whitespace-nowrap underline-offset-4 hover:underline"
                    >
                      {formatIndianMobile(c.phone)}
                    </a>
                    {c.is_primary && <span className="text-sm font-semibold"> {t('cardSheet.primary')}</span>}
                  </li>
                ))}
              </ol>
            ) : (
              messageText(M.none)
            )}
          </Fact>
          {card.shows_policy && (
            <Fact label={t('choices.insurance')} className="sm:col-span-2">
              {card.policy ? (
                <>
                  {t('choices.policyLine', {
                    insurer: card.policy.insurer_name,
                    number: card.policy.policy_number,
                  })}
                  {card.policy.tpa_name && (
                    <span className="block text-sm">
                      {t('choices.tpaLine', { tpa: card.policy.tpa_name })}
                    </span>
                  )}
                  {card.policy.helpline && (
                    <a
                      href={`tel:${card.policy.helpline.replace(/[^\d+]/g, '')}`}
                      className="block text-sm underline-offset-4 hover:underline"
                    >
                      {t('choices.helpline', { phone: card.policy.helpline })}
                    </a>
                  )}
                </>
              ) : (
                t('choices.noActivePolicy')
              )}
            </Fact>
          )}
          {card.shows_schemes && (
            <Fact label={t('choices.schemeCards')} className="sm:col-span-2">
              {card.scheme_cards.length ? (
                <ul className="grid gap-1">
                  {card.scheme_cards.map((s) => (
                    <li key={`${s.scheme_name}-${s.card_number}`}>
                      <span lang="en">{s.scheme_name}</span>:{' '}
                      <span className="font-mono">{s.card_number}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                messageText(M.none)
              )}
            </Fact>
          )}
        </dl>
        <figure className="grid justify-items-center gap-2 self-start">
          <CardQr text={emergencyCardText(card)} />
          <figcaption className="max-w-48 text-center text-xs text-muted-foreground print:text-black">
            {messageText(M.qrHint)}
          </figcaption>
        </figure>
      </div>
      <p className="text-xs text-muted-foreground print:text-black">
        {t('cardSheet.footer', {
          id: card.patient_id ?? messageText(M.notRecorded),
          date: card.generated_on,
        })}
      </p>
    </article>
  );
}
