import {
  BuildingIcon,
  CalendarPlusIcon,
  ClipboardPlusIcon,
  FingerprintIcon,
  FlaskConicalIcon,
  HeartPulseIcon,
  HistoryIcon,
  LogOutIcon,
  PhoneCallIcon,
  ReceiptTextIcon,
  QrCodeIcon,
  UserCogIcon,
  UserPenIcon,
  UsersIcon,
  SyringeIcon,
  HeartHandshakeIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/lib/i18n/namespaces/shell';
import { Link, useLocation } from 'react-router';
import { Separator } from '@/components/ui/separator';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { SignOutForm } from '@/features/auth/components/sign-out-form';

/** Each link's title is `shell:links.<key>`. */
const QUICK_LINKS: readonly { key: string; to: string; icon: LucideIcon }[] = [
  { key: 'bookAppointment', to: '/book-appointment', icon: CalendarPlusIcon },
  { key: 'editProfile', to: '/edit-profile', icon: UserPenIcon },
  { key: 'family', to: '/family', icon: UsersIcon },
  { key: 'caregivers', to: '/caregivers', icon: HeartHandshakeIcon },
  { key: 'readings', to: '/readings', icon: HeartPulseIcon },
  { key: 'vaccinations', to: '/vaccinations', icon: SyringeIcon },
  { key: 'personalInfo', to: '/personal-info', icon: UserCogIcon },
  { key: 'addMedicalHistory', to: '/add-medical-history', icon: ClipboardPlusIcon },
  { key: 'addClinics', to: '/add-clinics', icon: BuildingIcon },
  { key: 'insuranceClaims', to: '/insurance-claims', icon: ReceiptTextIcon },
  { key: 'pathologicalReports', to: '/pathological-reports', icon: FlaskConicalIcon },
  { key: 'shareLinks', to: '/sharing', icon: QrCodeIcon },
  { key: 'kyc', to: '/kyc', icon: FingerprintIcon },
  { key: 'emergencyContacts', to: '/emergency-contacts', icon: PhoneCallIcon },
  { key: 'activity', to: '/activity', icon: HistoryIcon },
];

/**
 * Side navigation 'Quick Links' (docs/product.md#screens-and-routes, docs/product.md#limits-and-constants): the product's eight links, Pathological Reports
 * (docs/product.md#screens-added-since-the-first-version), Share Links and Activity (docs/decisions/023-share-links.md) and Sign Out,
 * collapsible to icons with tooltips; a sheet on mobile that closes on navigation.
 */
export function AppSidebar() {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const { t } = useTranslation('shell');
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar title={t('quickLinks')}>
      <SidebarContent>
        <nav aria-label={t('quickLinks')}>
          <SidebarGroup>
            <SidebarGroupLabel>{t('quickLinks')}</SidebarGroupLabel>
            <SidebarMenu>
              {QUICK_LINKS.map(({ key, to, icon: Icon }) => {
                const title = t(`links.${key}`);
                return (
                  <SidebarMenuItem key={to}>
                    <SidebarMenuButton
                      asChild
                      isActive={pathname === to || pathname.startsWith(`${to}/`)}
                      tooltip={title}
                    >
                      <Link
                        to={to}
                        onClick={closeOnMobile}
                        aria-current={pathname === to ? 'page' : undefined}
                      >
                        <Icon aria-hidden="true" />
                        <span>{title}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <Separator />
        <SidebarMenu>
          <SidebarMenuItem>
            <SignOutForm>
              {(pending) => (
                <SidebarMenuButton
                  type="submit"
                  tooltip={t('signOut')}
                  disabled={pending}
                  worksWithoutScripts
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                >
                  <LogOutIcon aria-hidden="true" />
                  <span>{t('signOut')}</span>
                </SidebarMenuButton>
              )}
            </SignOutForm>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
