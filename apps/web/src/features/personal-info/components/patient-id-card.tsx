import { useTranslation } from '@/lib/i18n/namespaces/personal-info';
import { PERSONAL_INFO_MESSAGES, type PersonalInfo } from '@sehat/shared';
import { IdCardIcon } from 'lucide-react';
import { InputField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const personalInfoMessages = messageGroup('personalInfo', PERSONAL_INFO_MESSAGES);

/** The read-only identity card (docs/product.md#screens-and-routes, docs/product.md#roles-and-access): patient ID, first and last name. */
export function PatientIdCard({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation('personal-info');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <IdCardIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>{t('patientIdCard.patientId')}</h2>
        </CardTitle>
        <CardDescription>{t('patientIdCard.theseDetailsIdentifyYouAnd')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <InputField
          id="patient-id"
          label={t('patientIdCard.patientId')}
          value={info.patient_id ?? t('patientIdCard.notAssigned')}
          readOnly
          disabled
          className="font-mono"
        />
        <InputField
          id="first-name"
          label={t('patientIdCard.firstName')}
          hint={messageText(personalInfoMessages.identityHint)}
          value={info.first_name ?? ''}
          readOnly
          disabled
        />
        <InputField
          id="last-name"
          label={t('patientIdCard.lastName')}
          hint={messageText(personalInfoMessages.identityHint)}
          value={info.last_name ?? ''}
          readOnly
          disabled
        />
      </CardContent>
    </Card>
  );
}
