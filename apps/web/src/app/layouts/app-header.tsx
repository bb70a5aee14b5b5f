import { LayoutDashboardIcon, LogOutIcon, UserPenIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/namespaces/shell';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSignOut } from '@/features/auth/api/sign-out';
import { PatientSwitcher } from '@/features/family/components/patient-switcher';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ProfileStrip } from '@/features/profile/components/profile-strip';
import { useProfileLanguage } from './profile-language';

function HeaderIconButton({
  label,
  icon: Icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
        >
          <Icon />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * Signed-in header (docs/product.md#screens-and-routes): sidebar toggle, logo, 'Sehat' / 'Medical
 * Dashboard' (one link to /dashboard, as the logo is everywhere), then the
 * profile strip, whose records are open (the patient switcher), the bell and buttons Dashboard, Edit Profile and Sign Out.
 * Wraps to two rows on phones.
 */
export function AppHeader({ email }: { email: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
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
          <HeaderIconButton
            label={t('header.dashboard')}
            icon={LayoutDashboardIcon}
            onClick={() => void navigate('/dashboard')}
          />
          <HeaderIconButton
            label={t('header.editProfile')}
            icon={UserPenIcon}
            onClick={() => void navigate('/edit-profile')}
          />
          <HeaderIconButton
            label={t('signOut')}
            icon={LogOutIcon}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          />
        </div>
      </div>
    </header>
  );
}
