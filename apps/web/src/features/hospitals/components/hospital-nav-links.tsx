import { HOSPITAL_TEXT } from '@sehat/shared';
import { ArrowLeftIcon, HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const hospitalsMessages = messageGroup('hospitals', HOSPITAL_TEXT);

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
          {messageText(hospitalsMessages.backToList)}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard">
          <HomeIcon aria-hidden="true" />
          {messageText(hospitalsMessages.home)}
        </Link>
      </Button>
    </>
  );
}
