import { HOSPITAL_TEXT } from '@sehat/shared';
import { ArrowLeftIcon, HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { localiseMessage } from '@/lib/i18n/message-translator';

/**
 * The two ways out of a hospital page (docs/product.md#hospital-detail): back to
 * /hospitals-near-me and Home to /dashboard. `backVariant` styles the back
 * link (ghost beside a hospital, solid on 'Hospital Not Found').
 */
export function HospitalNavLinks({ backVariant }: { backVariant: 'ghost' | 'default' }) {
  return (
    <>
      <Button asChild variant={backVariant} className={backVariant === 'ghost' ? '-ml-2' : undefined}>
        <Link to="/hospitals-near-me">
          <ArrowLeftIcon aria-hidden="true" />
          {localiseMessage(HOSPITAL_TEXT.backToList)}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard">
          <HomeIcon aria-hidden="true" />
          {localiseMessage(HOSPITAL_TEXT.home)}
        </Link>
      </Button>
    </>
  );
}
