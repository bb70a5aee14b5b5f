import { useTranslation } from '@/lib/i18n/namespaces/emergency-contacts';
import {
  EMERGENCY_CONTACT_MESSAGES,
  type emergencyContactInputSchema,
  formatIndianMobile,
  type EmergencyContact,
  type EmergencyContactFields,
} from '@sehat/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { useEditDialogForm } from '@/hooks/use-edit-dialog-form';
import { useSaveEmergencyContact } from '../api/save-emergency-contact';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('emergencyContacts', EMERGENCY_CONTACT_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.contactResolver));

type ContactForm = z.input<typeof emergencyContactInputSchema>;

const blank: ContactForm = { name: '', relationship: '', phone: '', email: '' };
const toForm = (contact: EmergencyContact | null): ContactForm =>
  contact
    ? {
        name: contact.name,
        relationship: contact.relationship,
        phone: formatIndianMobile(contact.phone),
        email: contact.email ?? '',
      }
    : blank;

/**
 * Add or edit one emergency contact in a dialog: name, relationship, Indian
 * mobile number (+91 and 10 digits starting 6–9) and an optional e-mail,
 * checked by the API's own schema; the server's refusal (e.g. a 6th contact)
 * is toasted and the dialog stays open.
 */
export function ContactFormDialog({
  open,
  contact,
  onOpenChange,
}: {
  open: boolean;
  /** The contact being edited; null adds a new one. */
  contact: EmergencyContact | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('emergency-contacts');
  const save = useSaveEmergencyContact();
  const form = useForm<ContactForm, unknown, EmergencyContactFields>({
    resolver,
    defaultValues: toForm(contact),
  });
  const { busy, onSubmit, field } = useEditDialogForm({
    form,
    item: contact,
    open,
    toForm,
    save,
    idPrefix: 'contact',
    added: M.added,
    saved: M.saved,
    onOpenChange,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {contact
              ? t('contactFormDialog.editEmergencyContact')
              : t('contactFormDialog.addEmergencyContact')}
          </DialogTitle>
          <DialogDescription>{t('contactFormDialog.whoShouldBeCalledIf')}</DialogDescription>
        </DialogHeader>
        <form {...preloadOnFirstUse(resolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
          <InputField
            label={t('contactFormDialog.name')}
            required
            autoComplete="off"
            maxLength={100}
            {...field('name')}
          />
          <InputField
            label={t('contactFormDialog.relationship')}
            required
            placeholder={t('contactFormDialog.eGMotherBrotherFriend')}
            maxLength={50}
            {...field('relationship')}
          />
          <InputField
            label={t('contactFormDialog.mobileNumber')}
            required
            type="tel"
            inputMode="tel"
            placeholder="+91 98765 43210"
            hint={t('contactFormDialog.anIndianMobileNumber91')}
            maxLength={30}
            {...field('phone')}
          />
          <InputField
            label={t('contactFormDialog.emailOptional')}
            type="email"
            maxLength={254}
            {...field('email')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('contactFormDialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy
                ? t('contactFormDialog.saving')
                : contact
                  ? t('contactFormDialog.saveContact')
                  : t('contactFormDialog.addContact')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
