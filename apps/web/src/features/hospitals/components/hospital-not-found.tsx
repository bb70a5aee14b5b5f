import { HOSPITAL_TEXT } from '@sehat/shared';
import { SearchXIcon } from 'lucide-react';
import { HospitalNavLinks } from './hospital-nav-links';
import { localiseMessage } from '@/lib/i18n/message-translator';

/** 'Hospital Not Found' with a back button to /hospitals-near-me (docs/product.md#hospital-detail). */
export function HospitalNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-lg justify-items-center gap-4 rounded-xl border bg-card p-10 text-center shadow-sm">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{localiseMessage(HOSPITAL_TEXT.notFound)}</h1>
      <p className="text-sm text-muted-foreground">{localiseMessage(HOSPITAL_TEXT.notFoundHint)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <HospitalNavLinks backVariant="default" />
      </div>
    </div>
  );
}
