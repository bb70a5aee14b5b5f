import { useTranslation } from '@/lib/i18n/namespaces/emergency-contacts';
import { formatIndianMobile, type EmergencyContact } from '@sehat/shared';
import { MailIcon, PencilIcon, PhoneIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** One contact: name, relationship, phone (a tel: link), e-mail, and its Edit, Make primary and Remove buttons. */
export function ContactRow({
  contact,
  busy,
  onEdit,
  onMakePrimary,
  onRemove,
}: {
  contact: EmergencyContact;
  busy: boolean;
  onEdit: () => void;
  onMakePrimary: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('emergency-contacts');
  return (
    <li className="grid gap-3 px-4 py-4 sm:flex sm:items-center sm:justify-between sm:px-6">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-medium wrap-anywhere">{contact.name}</h2>
          <span className="text-sm text-muted-foreground">({contact.relationship})</span>
          {contact.is_primary && <Badge>{t('contactRow.primary')}</Badge>}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <a className="inline-flex items-center gap-1 hover:underline" href={`tel:${contact.phone}`}>
            <PhoneIcon aria-hidden="true" className="size-3.5" />
            {formatIndianMobile(contact.phone)}
          </a>
          {contact.email && (
            <span className="inline-flex min-w-0 items-center gap-1 break-all">
              <MailIcon aria-hidden="true" className="size-3.5 shrink-0" />
              {contact.email}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!contact.is_primary && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onMakePrimary}
            aria-label={t('contactRow.makePrimaryNamed', { name: contact.name })}
          >
            <StarIcon aria-hidden="true" />
            {t('contactRow.makePrimary')}
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onEdit}
          aria-label={t('contactRow.editNamed', { name: contact.name })}
        >
          <PencilIcon aria-hidden="true" />
          {t('contactRow.edit')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('contactRow.removeNamed', { name: contact.name })}
        >
          <Trash2Icon aria-hidden="true" />
          {t('contactRow.remove')}
        </Button>
      </div>
    </li>
  );
}
