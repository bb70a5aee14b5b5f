import type { DashboardCounts } from '@sehat/shared';
import {
  ActivityIcon,
  BuildingIcon,
  CalendarPlusIcon,
  ClipboardListIcon,
  FileHeartIcon,
  FlaskConicalIcon,
  HospitalIcon,
  LandmarkIcon,
  MapPinIcon,
  PillIcon,
  ReceiptTextIcon,
  ShieldCheckIcon,
  type LucideIcon,
} from 'lucide-react';

/** A card's title, description and count unit are `dashboard:cards.<id>.title`, `.description`, `.unit`. */
export interface DashboardCard {
  id: string;
  icon: LucideIcon;
  /** Where the card goes. */
  to: string;
  /** Which count the card shows, with its unit. */
  count?: { key: keyof DashboardCounts };
}

/** The nine dashboard cards of docs/product.md#screens-and-routes, in order. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    id: 'book',
    icon: CalendarPlusIcon,
    to: '/book-appointment',
  },
  {
    id: 'history',
    icon: ClipboardListIcon,
    to: '/medical-history',
    count: { key: 'medical_records' },
  },
  {
    id: 'prescriptions',
    icon: PillIcon,
    to: '/prescription-history',
    count: { key: 'active_prescriptions' },
  },
  {
    id: 'visits',
    icon: HospitalIcon,
    to: '/upcoming-visits',
    count: { key: 'upcoming_visits' },
  },
  {
    id: 'nearMe',
    icon: MapPinIcon,
    to: '/hospitals-near-me',
  },
  {
    id: 'policy',
    icon: ShieldCheckIcon,
    to: '/insurance-policy',
  },
  {
    id: 'claims',
    icon: ReceiptTextIcon,
    to: '/insurance-claims',
  },
  {
    id: 'labReports',
    icon: FlaskConicalIcon,
    to: '/pathological-reports',
    count: { key: 'recent_lab_results' },
  },
  {
    id: 'schemes',
    icon: LandmarkIcon,
    to: '/government-schemes',
  },
];

/** A tile's label and hint are `dashboard:tiles.<key>.label` and `.hint`. */
export interface StatTile {
  icon: LucideIcon;
  to: string;
  key: keyof DashboardCounts;
}

/** The four stat tiles of docs/product.md#screens-and-routes, each linking to its page. */
export const STAT_TILES: readonly StatTile[] = [
  {
    icon: FileHeartIcon,
    to: '/medical-history',
    key: 'medical_records',
  },
  {
    icon: BuildingIcon,
    to: '/upcoming-visits',
    key: 'upcoming_visits',
  },
  {
    icon: PillIcon,
    to: '/prescription-history',
    key: 'active_prescriptions',
  },
  {
    icon: ActivityIcon,
    to: '/pathological-reports',
    key: 'recent_lab_results',
  },
];
