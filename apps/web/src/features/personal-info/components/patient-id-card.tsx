import { PERSONAL_INFO_MESSAGES, type PersonalInfo } from '@sehat/shared';
import { IdCardIcon } from 'lucide-react';
import { FormRow } from '@/components/form-row';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';

/** The read-only identity card (spec §2, §6): patient ID, first and last name. */
export function PatientIdCard({ info }: { info: PersonalInfo }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <IdCardIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>Patient ID</h2>
        </CardTitle>
        <CardDescription>These details identify you and cannot be edited here.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <FormRow id="patient-id" label="Patient ID">
          <Input
            id="patient-id"
            value={info.patient_id ?? 'Not assigned'}
            readOnly
            disabled
            className="font-mono"
          />
        </FormRow>
        <FormRow id="first-name" label="First Name" hint={PERSONAL_INFO_MESSAGES.identityHint}>
          <Input
            id="first-name"
            value={info.first_name ?? ''}
            readOnly
            disabled
            aria-describedby="first-name-hint"
          />
        </FormRow>
        <FormRow id="last-name" label="Last Name" hint={PERSONAL_INFO_MESSAGES.identityHint}>
          <Input
            id="last-name"
            value={info.last_name ?? ''}
            readOnly
            disabled
            aria-describedby="last-name-hint"
          />
        </FormRow>
      </CardContent>
    </Card>
  );
}
