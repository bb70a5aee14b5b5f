import { STATE_NAMES, schemesThatMayApply, type GuideAnswers } from '@sehat/shared';
import { ExternalLinkIcon, InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { shortDate } from '@/lib/i18n/dates';
import { useTranslation } from '@/lib/i18n/namespaces/government-schemes';

const START: GuideAnswers = {
  age: null,
  state: null,
  centralGovt: false,
  exServiceman: false,
  rationCard: 'unsure',
};

/**
 * "Which schemes may apply?" (docs/decisions/056-government-schemes.md): a few questions, answered on the
 * page (nothing is sent or kept), and the schemes the shared guide lists for them, each with its official
 * site and the date its rule was compiled. Says plainly that it is guidance, never a decision.
 */
export function SchemeGuide() {
  const { t } = useTranslation('government-schemes');
  const [answers, setAnswers] = useState<GuideAnswers>(START);
  const set = (patch: Partial<GuideAnswers>) => setAnswers((a) => ({ ...a, ...patch }));
  const results = schemesThatMayApply(answers);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('guide.title')}</h2>
        </CardTitle>
        <p className="flex items-start gap-2 rounded-md bg-accent p-3 text-sm font-medium">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('guide.notice')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="guide-age">{t('guide.age')}</Label>
            <Input
              id="guide-age"
              inputMode="numeric"
              maxLength={3}
              value={answers.age ?? ''}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '');
                set({ age: digits ? Number(digits) : null });
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="guide-state">{t('guide.state')}</Label>
            <NativeSelect
              id="guide-state"
              value={answers.state ?? ''}
              onChange={(e) => set({ state: e.target.value || null })}
            >
              <option value="">—</option>
              {STATE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="guide-ration">{t('guide.rationCard')}</Label>
            <NativeSelect
              id="guide-ration"
              value={answers.rationCard}
              onChange={(e) => set({ rationCard: e.target.value as GuideAnswers['rationCard'] })}
            >
              <option value="yes">{t('guide.rationYes')}</option>
              <option value="no">{t('guide.rationNo')}</option>
              <option value="unsure">{t('guide.rationUnsure')}</option>
            </NativeSelect>
          </div>
          <div className="grid content-end gap-3">
            {(['centralGovt', 'exServiceman'] as const).map((key) => (
              <div key={key} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  id={`guide-${key}`}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={answers[key]}
                  onChange={(e) => set({ [key]: e.target.checked })}
                />
                <Label htmlFor={`guide-${key}`} className="leading-snug font-normal">
                  {t(`guide.${key}`)}
                </Label>
              </div>
            ))}
          </div>
        </div>
        <section aria-labelledby="guide-results" className="grid gap-3" aria-live="polite">
          <h3 id="guide-results" className="font-semibold">
            {t('guide.results')}
          </h3>
          {results.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('guide.none')}</p>
          ) : (
            <ul className="grid gap-3">
              {results.map((r) => (
                <li key={`${r.scheme}-${r.state ?? ''}`} className="grid gap-1 rounded-lg border p-3">
                  {/* The scheme's official name and site, in English as published (WCAG 3.1.2). */}
                  <span className="font-medium" lang="en">
                    {r.name}
                  </span>
                  <span className="text-sm">{t(`guide.reasons.${r.reason}`, { state: r.state })}</span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <a
                      href={r.site}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
                    >
                      {t('guide.site')}: <span lang="en">{r.site.replace(/^https:\/\//, '')}</span>
                      <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                    </a>
                    <span>
                      {t('guide.checked', { date: shortDate(r.checked) })}
                      {r.toBeChecked && ` · ${t('guide.toBeChecked')}`}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
