import { HOSPITAL_TEXT } from '@sehat/shared';
import { SearchXIcon } from 'lucide-react';
import { HospitalNavLinks } from './hospital-nav-links';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const hospitalsMessages = messageGroup('hospitals', HOSPITAL_TEXT);

/** 'Hospital Not Found' with a back button to /hospitals-near-me (docs/product.md#hospital-detail). */
export function HospitalNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-lg justify-items-center gap-4 rounded-xl border bg-card p-10 text-center shadow-sm">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{messageText(hospitalsMessages.notFound)}</h1>
      <p className="text-sm text-muted-foreground">{messageText(hospitalsMessages.notFoundHint)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <HospitalNavLinks backVariant="default" />
      </div>
    </div>
  );
}
