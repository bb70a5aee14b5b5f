import {
  BuildingIcon,
  CalendarPlusIcon,
  ClipboardPlusIcon,
  FingerprintIcon,
  FlaskConicalIcon,
  HistoryIcon,
  LogOutIcon,
  PhoneCallIcon,
  ReceiptTextIcon,
  QrCodeIcon,
  UserCogIcon,
  UserPenIcon,
  type LucideIcon,
} from 'lucide-react';
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
import { useSignOut } from '@/features/auth/api/sign-out';

const QUICK_LINKS: readonly { title: string; to: string; icon: LucideIcon }[] = [
  { title: 'Book Appointment', to: '/book-appointment', icon: CalendarPlusIcon },
  { title: 'Edit Profile', to: '/edit-profile', icon: UserPenIcon },
  { title: 'Edit Personal Info', to: '/personal-info', icon: UserCogIcon },
  { title: 'Add Medical History', to: '/add-medical-history', icon: ClipboardPlusIcon },
  { title: 'Add Clinics', to: '/add-clinics', icon: BuildingIcon },
  { title: 'Insurance Claims', to: '/insurance-claims', icon: ReceiptTextIcon },
  { title: 'Pathological Reports', to: '/pathological-reports', icon: FlaskConicalIcon },
  { title: 'Share Links', to: '/sharing', icon: QrCodeIcon },
  { title: 'Link Your KYC', to: '/kyc', icon: FingerprintIcon },
  { title: 'Emergency Contacts', to: '/emergency-contacts', icon: PhoneCallIcon },
  { title: 'Activity', to: '/activity', icon: HistoryIcon },
];

/**
 * Side navigation 'Quick Links' (spec §2, §9): the spec's eight links, Pathological Reports
 * (issue 10), Share Links and Activity (issue 11) and Sign Out,
 * collapsible to icons with tooltips; a sheet on mobile that closes on navigation.
 */
export function AppSidebar() {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const signOut = useSignOut();
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar title="Quick Links">
      <SidebarContent>
        <nav aria-label="Quick Links">
          <SidebarGroup>
            <SidebarGroupLabel>Quick Links</SidebarGroupLabel>
            <SidebarMenu>
              {QUICK_LINKS.map(({ title, to, icon: Icon }) => (
                <SidebarMenuItem key={to}>
                  <SidebarMenuButton
                    asChild
                    isActive={pathname === to || pathname.startsWith(`${to}/`)}
                    tooltip={title}
                  >
                    <Link to={to} onClick={closeOnMobile} aria-current={pathname === to ? 'page' : undefined}>
                      <Icon aria-hidden="true" />
                      <span>{title}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <Separator />
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              tooltip="Sign Out"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            >
              <LogOutIcon aria-hidden="true" />
              <span>Sign Out</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
