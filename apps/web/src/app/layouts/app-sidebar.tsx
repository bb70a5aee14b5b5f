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
  PillIcon,
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
import type { CareNeed } from '@sehat/shared';
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
import { careAllows } from '@/lib/caregiving';
import { useSession } from '@/lib/session';

const OWNER = { need: 'owner' } as const;
const ACCOUNT = { need: 'account' } as const;
const PROFILE = { need: 'profile' } as const;

/**
 * Each link's title is `shell:links.<key>`; `need` is what its screen asks of the open patient, as the
 * API's route policy for the screen's requests (docs/decisions/051-caregivers.md): a caregiver sees only
 * the links their grant opens.
 */
const QUICK_LINKS: readonly { key: string; to: string; icon: LucideIcon; need: CareNeed }[] = [
  {
    key: 'bookAppointment',
    to: '/book-appointment',
    icon: CalendarPlusIcon,
    need: { need: ['visits'], access: 'write' },
  },
  { key: 'editProfile', to: '/edit-profile', icon: UserPenIcon, need: OWNER },
  { key: 'family', to: '/family', icon: UsersIcon, need: ACCOUNT },
  { key: 'caregivers', to: '/caregivers', icon: HeartHandshakeIcon, need: ACCOUNT },
  { key: 'readings', to: '/readings', icon: HeartPulseIcon, need: { need: ['readings'], access: 'read' } },
  { key: 'medicines', to: '/medicines', icon: PillIcon, need: { need: ['history'], access: 'read' } },
  {
    key: 'vaccinations',
    to: '/vaccinations',
    icon: SyringeIcon,
    need: { need: ['history'], access: 'read' },
  },
  { key: 'personalInfo', to: '/personal-info', icon: UserCogIcon, need: PROFILE },
  {
    key: 'addMedicalHistory',
    to: '/add-medical-history',
    icon: ClipboardPlusIcon,
    need: { need: ['history'], access: 'write' },
  },
  { key: 'addClinics', to: '/add-clinics', icon: BuildingIcon, need: { need: ['visits'], access: 'write' } },
  {
    key: 'insuranceClaims',
    to: '/insurance-claims',
    icon: ReceiptTextIcon,
    need: { need: ['claims'], access: 'read' },
  },
  {
    key: 'pathologicalReports',
    to: '/pathological-reports',
    icon: FlaskConicalIcon,
    need: { need: ['lab_reports'], access: 'read' },
  },
  { key: 'shareLinks', to: '/sharing', icon: QrCodeIcon, need: OWNER },
  { key: 'kyc', to: '/kyc', icon: FingerprintIcon, need: OWNER },
  { key: 'emergencyContacts', to: '/emergency-contacts', icon: PhoneCallIcon, need: PROFILE },
  { key: 'activity', to: '/activity', icon: HistoryIcon, need: OWNER },
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
  const patient = useSession().data?.patient;
  const links = QUICK_LINKS.filter(({ need }) => careAllows(patient, need));
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
              {links.map(({ key, to, icon: Icon }) => {
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
