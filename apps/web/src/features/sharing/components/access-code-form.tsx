import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import { SHARE_ACCESS_CODE_LENGTH, SHARE_MESSAGES } from '@sehat/shared';
import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { messageGroup, messageText, wordsText, type Words } from '@/lib/i18n/messages';

const M = messageGroup('sharing', SHARE_MESSAGES);

/** The 6-digit code prompt of a protected share; `message` is the server's last refusal. */
export function AccessCodeForm({
  busy,
  message,
  onSubmit,
}: {
  busy: boolean;
  message: Words | null;
  onSubmit: (code: string) => void;
}) {
  const { t } = useTranslation('sharing');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Words | null>(null);
  const shown = problem ?? message;
  const error = shown === null ? undefined : wordsText(shown);
  return (
    <Card className="mx-auto w-full max-w-sm">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeyRoundIcon aria-hidden="true" className="size-5 text-primary" />
          <h1>{t('accessCodeForm.accessCode')}</h1>
        </CardTitle>
        <CardDescription>{messageText(M.codeRequired)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!new RegExp(`^\\d{${SHARE_ACCESS_CODE_LENGTH}}$`).test(code)) {
              setProblem(M.codeFormat);
              return;
            }
            setProblem(null);
            onSubmit(code);
          }}
        >
          <FormField id="share-access-code" label={t('accessCodeForm.accessCode')} error={error}>
            <FormControl>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={SHARE_ACCESS_CODE_LENGTH}
                value={code}
                disabled={busy}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
                className="text-center text-lg tracking-[0.5em]"
              />
            </FormControl>
          </FormField>
          <Button type="submit" disabled={busy}>
            {busy ? t('accessCodeForm.opening') : t('accessCodeForm.open')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
