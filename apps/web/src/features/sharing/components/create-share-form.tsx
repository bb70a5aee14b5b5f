import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import {
  SHARE_MAX_CODE_ATTEMPTS,
  SHARE_DURATIONS,
  SHARE_MESSAGES,
  type CreatedShare,
  type CreateShare,
  type CreateShareInput,
} from '@sehat/shared';
import { useController, useForm } from 'react-hook-form';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useCreateShare } from '../api/create-share';
import { ShareScopePicker } from './share-scope-picker';
import { fieldErrorText, messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('sharing', SHARE_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.createShareResolver));

/**
 * A new share link: a label, how long (1 hour, 24 hours, 7 days), an optional access code and what
 * to share; checked with the API's schema. `initialRecordId`, `initialReportId` and `initialFile`
 * preselect a record, a lab report or one of a record's files (from their pages).
 */
export function CreateShareForm({
  initialRecordId,
  initialReportId = null,
  initialFile,
  onCreated,
  onCancel,
}: {
  initialRecordId: string | null;
  initialReportId?: string | null;
  /** A file to share alone (`<bucket>/<name>`) and its name, from a record's page. */
  initialFile: { id: string; name: string } | null;
  onCreated: (created: CreatedShare) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('sharing');
  const create = useCreateShare();
  const form = useForm<CreateShareInput, unknown, CreateShare>({
    resolver,
    defaultValues: {
      label: '',
      duration: '24h',
      access_code: false,
      scope:
        initialRecordId || initialReportId || initialFile
          ? {
              type: 'items',
              medical_record_ids: initialRecordId ? [initialRecordId] : [],
              lab_report_ids: initialReportId ? [initialReportId] : [],
              file_ids: initialFile ? [initialFile.id] : [],
            }
          : { type: 'all' },
    },
  });
  const { field: scope, fieldState: scopeState } = useController({ control: form.control, name: 'scope' });
  const { field: duration } = useController({ control: form.control, name: 'duration' });
  const { field: accessCode } = useController({ control: form.control, name: 'access_code' });
  const busy = create.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      toast.success(M.created);
      onCreated(created);
    } catch {
      // toasted by the error policy
    }
  });
  const scopeError =
    scopeState.error?.message ??
    (scopeState.error as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <form
      {...preloadOnFirstUse(resolver.preload)}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-busy={busy}
    >
      <InputField
        id="share-label"
        label={t('createShareForm.label')}
        required
        maxLength={80}
        placeholder={t('createShareForm.eGDrMehtaApollo')}
        hint={t('createShareForm.onlyYouSeeItIn')}
        disabled={busy}
        error={form.formState.errors.label?.message}
        {...form.register('label')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('createShareForm.howLong')}</legend>
        <div className="flex flex-wrap gap-4">
          {SHARE_DURATIONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={duration.name}
                value={value}
                className="size-4 accent-primary"
                checked={duration.value === value}
                onChange={() => duration.onChange(value)}
                disabled={busy}
              />
              {t(`createShareForm.durations.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-3">
        <Switch
          id="share-access-code-switch"
          checked={accessCode.value ?? false}
          onCheckedChange={accessCode.onChange}
          disabled={busy}
          aria-describedby="share-access-code-hint"
        />
        <div className="grid">
          <label htmlFor="share-access-code-switch" className="text-sm font-medium">
            {t('createShareForm.askForA6Digit')}
          </label>
          <span id="share-access-code-hint" className="text-xs text-muted-foreground">
            {t('createShareForm.accessCodeHint', { max: SHARE_MAX_CODE_ATTEMPTS })}
          </span>
        </div>
      </div>
      <ShareScopePicker
        value={scope.value}
        onChange={scope.onChange}
        files={initialFile ? [initialFile] : []}
      />
      {scopeError && (
        <p role="alert" className="text-sm text-destructive">
          {fieldErrorText(scopeError)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('createShareForm.creating') : t('createShareForm.createLink')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t('createShareForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
