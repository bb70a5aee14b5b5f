import { useTranslation } from '@/lib/i18n/namespaces/emergency-contacts';
import { MAX_EMERGENCY_CONTACTS, type EmergencyContact, EMERGENCY_CONTACT_MESSAGES } from '@sehat/shared';
import { IdCardIcon, PhoneCallIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useDeleteEmergencyContact } from '../api/delete-emergency-contact';
import { useEmergencyContacts } from '../api/get-emergency-contacts';
import { useMakePrimaryContact } from '../api/make-primary-contact';
import { ContactFormDialog } from './contact-form-dialog';
import { ContactRow } from './contact-row';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('emergencyContacts', EMERGENCY_CONTACT_MESSAGES);

/**
 * /emergency-contacts (docs/product.md#screens-added-since-the-first-version): up to 5 contacts,
 * primary first; add and edit in a dialog, remove after a confirmation, make
 * another one primary. Links to the emergency card.
 */
export function EmergencyContactsPage() {
  const { t } = useTranslation('emergency-contacts');
  useDocumentTitle(t('emergencyContactsPage.emergencyContacts'));
  const contacts = useEmergencyContacts();
  const remove = useDeleteEmergencyContact();
  const makePrimary = useMakePrimaryContact();
  const [editing, setEditing] = useState<{ contact: EmergencyContact | null } | null>(null);
  const [removing, setRemoving] = useState<EmergencyContact | null>(null);

  const items = contacts.data?.items;
  const full = (items?.length ?? 0) >= MAX_EMERGENCY_CONTACTS;
  const busy = remove.isPending || makePrimary.isPending;

  /** Removes the contact; a failure is toasted by the error policy and keeps the dialog open. */
  const confirmRemove = async () => {
    if (!removing) return;
    await remove.mutateAsync(removing.id);
    toast.success(M.removed);
    setRemoving(null);
  };

  const primary = async (contact: EmergencyContact) => {
    try {
      await makePrimary.mutateAsync(contact.id);
    } catch {
      return;
    }
    toast.success(M.madePrimary);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('emergencyContactsPage.emergencyContacts')}
        description={t('emergencyContactsPage.description', { max: MAX_EMERGENCY_CONTACTS })}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/emergency-card">
                <IdCardIcon aria-hidden="true" />
                {t('emergencyContactsPage.emergencyCard')}
              </Link>
            </Button>
            {items && items.length > 0 && (
              <Button type="button" disabled={full} onClick={() => setEditing({ contact: null })}>
                <PlusIcon aria-hidden="true" />
                {t('emergencyContactsPage.addContact')}
              </Button>
            )}
          </>
        }
      />
      {full && <p className="text-sm text-muted-foreground">{messageText(M.tooMany)}</p>}

      <Card className="py-0">
        <CardContent className="px-0">
          {contacts.isPending ? (
            <ListSkeleton label={t('emergencyContactsPage.loadingEmergencyContacts')} />
          ) : !items ? (
            <LoadError
              what={t('emergencyContactsPage.yourEmergencyContacts')}
              onRetry={contacts.refetch}
              retrying={contacts.isFetching}
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={PhoneCallIcon}
              title={t('emergencyContactsPage.noEmergencyContactsYet')}
              className="gap-4 py-14"
            >
              <p className="text-sm text-muted-foreground">{t('emergencyContactsPage.addThePeopleToCall')}</p>
              <Button type="button" onClick={() => setEditing({ contact: null })}>
                <PlusIcon aria-hidden="true" />
                {t('emergencyContactsPage.addContact')}
              </Button>
            </EmptyState>
          ) : (
            <ul aria-label={t('emergencyContactsPage.emergencyContacts2')} className="divide-y">
              {items.map((contact) => (
                <ContactRow
                  key={contact.id}
                  contact={contact}
                  busy={busy}
                  onEdit={() => setEditing({ contact })}
                  onMakePrimary={() => void primary(contact)}
                  onRemove={() => setRemoving(contact)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <ContactFormDialog
        open={editing !== null}
        contact={editing?.contact ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('emergencyContactsPage.removeThisEmergencyContact')}
        description={removing ? t('emergencyContactsPage.removeDescription', { name: removing.name }) : ''}
        confirmLabel={t('emergencyContactsPage.remove')}
        busyLabel={t('emergencyContactsPage.removing')}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
