import { LayoutDashboardIcon, LogOutIcon, UserPenIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/namespaces/shell';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { SignOutForm } from '@/features/auth/components/sign-out-form';
import { PatientSwitcher } from '@/features/family/components/patient-switcher';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ProfileStrip } from '@/features/profile/components/profile-strip';
import { useProfileLanguage } from './profile-language';

/**
 * An icon button of the header with its tooltip, the submit button of its form, so it works before the
 * scripts have run (drawn `worksWithoutScripts`).
 */
function HeaderIconButton({
  label,
  icon: Icon,
  disabled,
}: {
  label: string;
  icon: LucideIcon;
  disabled?: boolean;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={label}
          disabled={disabled}
          worksWithoutScripts
        >
          <Icon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * A header button that opens a screen: a GET form, which the browser follows before the scripts have run
 * (the server renders the screen); once React has the page, the router opens it in place.
 */
function HeaderNavigationButton({ label, icon, to }: { label: string; icon: LucideIcon; to: string }) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action={to}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    >
      <HeaderIconButton label={label} icon={icon} />
    </form>
  );
}

/**
 * Signed-in header (docs/product.md#screens-and-routes): sidebar toggle, logo, 'Sehat' / 'Medical
 * Dashboard' (one link to /dashboard, as the logo is everywhere), then the
 * profile strip, whose records are open (the patient switcher), the bell and buttons Dashboard, Edit Profile and Sign Out.
 * Wraps to two rows on phones.
 */
export function AppHeader({ email }: { email: string }) {
  const { t } = useTranslation('shell');
  const saveLanguage = useProfileLanguage();

  return (
    <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-background/90 px-3 py-2 backdrop-blur sm:px-4">
      <div className="flex min-w-0 items-center gap-2">
        <SidebarTrigger />
        <Separator orientation="vertical" className="h-6!" />
        <Link
          to="/dashboard"
          aria-label={t('header.homeLink')}
          className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo className="size-8" />
          <span className="grid leading-tight">
            <span className="text-base font-bold text-primary">Sehat</span>
            <span className="text-xs text-muted-foreground">{t('header.subtitle')}</span>
          </span>
        </Link>
      </div>
      {/* A row of its own on a phone, so the name fits at 390 px. */}
      <div className="flex min-w-0 max-sm:order-last max-sm:w-full sm:ml-auto">
        <PatientSwitcher />
      </div>
      <div className="flex min-w-0 items-center gap-1 max-sm:w-full max-sm:justify-between sm:gap-2">
        <ProfileStrip fallbackEmail={email} />
        <div className="flex shrink-0 items-center">
          <LanguageSwitch onChange={saveLanguage} />
          <NotificationBell />
          <HeaderNavigationButton label={t('header.dashboard')} icon={LayoutDashboardIcon} to="/dashboard" />
          <HeaderNavigationButton label={t('header.editProfile')} icon={UserPenIcon} to="/edit-profile" />
          <SignOutForm className="contents">
            {(pending) => <HeaderIconButton label={t('signOut')} icon={LogOutIcon} disabled={pending} />}
          </SignOutForm>
        </div>
      </div>
    </header>
  );
}
