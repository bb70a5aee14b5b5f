import {
  CENTRAL_SCHEMES,
  GOVERNMENT_SCHEME_MESSAGES,
  RECEIPT_ACCEPT,
  SCHEME_CODES,
  SCHEME_LIMITS,
  STATE_NAMES,
  schemeFields,
  type SchemeCard,
  type SchemeCardFields,
  type SchemeCardFieldsInput,
  type SchemeCode,
} from '@sehat/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useEditDialogForm } from '@/hooks/use-edit-dialog-form';
import { messageGroup } from '@/lib/i18n/messages';
import { useTranslation } from '@/lib/i18n/namespaces/government-schemes';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { useSaveSchemeCard } from '../api/schemes-api';

const M = messageGroup('governmentSchemes', GOVERNMENT_SCHEME_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.schemeCardResolver));

type CardForm = {
  scheme: string;
  state: string;
  card_number: string;
  family_id: string;
  beneficiary_id: string;
  city: string;
  wellness_centre: string;
  valid_till: string;
};

const toForm = (card: SchemeCard | null): CardForm => ({
  scheme: card?.scheme ?? '',
  state: card?.state ?? '',
  card_number: card?.card_number ?? '',
  family_id: card?.family_id ?? '',
  beneficiary_id: card?.beneficiary_id ?? '',
  city: card?.city ?? '',
  wellness_centre: card?.wellness_centre ?? '',
  valid_till: card?.valid_till ?? '',
});

/** The card's main number as the card calls it (PM-JAY ID, CGHS beneficiary ID, …). */
function numberLabel(scheme: string): string {
  if (scheme === 'state' || !(SCHEME_CODES as readonly string[]).includes(scheme)) return 'stateCardNumber';
  return CENTRAL_SCHEMES[scheme as Exclude<SchemeCode, 'state'>].numberLabel;
}

/**
 * Add or edit one scheme card in a dialog (docs/decisions/056-government-schemes.md): the scheme, the state
 * for a state scheme, the card's number and the fields its card carries, valid-till and the card file.
 * Checked with the API's own schema, sent as multipart; a refusal is toasted and the dialog stays open.
 */
export function SchemeCardDialog({
  open,
  card,
  onOpenChange,
}: {
  open: boolean;
  /** The card being edited; null adds a new one. */
  card: SchemeCard | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('government-schemes');
  const save = useSaveSchemeCard();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<CardForm, unknown, SchemeCardFields>({
    // The form holds text; the schema says which scheme codes and states it accepts.
    resolver: (values, context, options) =>
      resolver(values as CardForm & SchemeCardFieldsInput, context, options as never),
    defaultValues: toForm(card),
  });
  const { busy, onSubmit, field } = useEditDialogForm({
    form,
    item: card,
    open,
    toForm,
    save: {
      isPending: save.isPending,
      mutateAsync: ({ id }) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(form.getValues())) body.append(key, value);
        if (file) body.append('card_file', file);
        return save.mutateAsync({ id, fields: body });
      },
    },
    idPrefix: 'scheme',
    added: M.added,
    saved: M.saved,
    onOpenChange: (next) => {
      if (!next) setFile(null);
      onOpenChange(next);
    },
  });
  const { errors } = form.formState;
  const scheme = form.watch('scheme');
  const fields = (SCHEME_CODES as readonly string[]).includes(scheme)
    ? schemeFields(scheme as SchemeCode)
    : [];

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{card ? t('fields.editTitle') : t('fields.addTitle')}</DialogTitle>
          <DialogDescription>{t('fields.description')}</DialogDescription>
        </DialogHeader>
        <form {...preloadOnFirstUse(resolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="scheme-scheme" label={t('fields.scheme')} required error={errors.scheme?.message}>
            <FormControl>
              <NativeSelect disabled={busy} {...form.register('scheme')}>
                <option value="">{t('fields.chooseScheme')}</option>
                {SCHEME_CODES.map((code) => (
                  <option key={code} value={code}>
                    {t(`schemes.${code}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          </FormField>
          <FormField
            id="scheme-state"
            label={t('fields.state')}
            required={scheme === 'state'}
            error={errors.state?.message}
          >
            <FormControl>
              <NativeSelect disabled={busy} {...form.register('state')}>
                <option value="">{t('fields.chooseState')}</option>
                {STATE_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          </FormField>
          <InputField
            label={t(`fields.${numberLabel(scheme)}`)}
            required
            autoComplete="off"
            maxLength={40}
            {...field('card_number')}
          />
          {fields.includes('family_id') && (
            <InputField
              label={t('fields.family_id')}
              placeholder={t('fields.optional')}
              maxLength={40}
              {...field('family_id')}
            />
          )}
          {fields.includes('beneficiary_id') && (
            <InputField
              label={t('fields.beneficiary_id')}
              placeholder="XX-XXXX-XXXX-XXXX"
              inputMode="numeric"
              maxLength={20}
              {...field('beneficiary_id')}
            />
          )}
          {fields.includes('city') && (
            <InputField
              label={t('fields.city')}
              placeholder={t('fields.optional')}
              maxLength={SCHEME_LIMITS.city}
              {...field('city')}
            />
          )}
          {fields.includes('wellness_centre') && (
            <InputField
              label={t('fields.wellness_centre')}
              placeholder={t('fields.optional')}
              maxLength={SCHEME_LIMITS.wellnessCentre}
              {...field('wellness_centre')}
            />
          )}
          <InputField label={t('fields.valid_till')} type="date" {...field('valid_till')} />
          <FormField
            id="scheme-card-file"
            label={t('fields.cardFile')}
            hint={card?.has_card_file ? t('fields.replaceFileHint') : t('fields.cardFileHint')}
          >
            <FormControl>
              <Input
                type="file"
                accept={RECEIPT_ACCEPT}
                disabled={busy}
                className="cursor-pointer file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-secondary file:px-2 file:text-sm file:font-medium"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </FormControl>
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('fields.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('fields.saving') : card ? t('fields.save') : t('fields.add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
