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

export interface DashboardCard {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Where the card goes; none for Government Schemes (spec §2: no navigation). */
  to?: string;
  /** Which count the card shows, with its unit. */
  count?: { key: keyof DashboardCounts; unit: string };
}

/** The nine dashboard cards of spec §2, in order. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    title: 'Book An Appointment',
    description: 'Schedule a visit with a hospital or clinic',
    icon: CalendarPlusIcon,
    to: '/book-appointment',
  },
  {
    title: 'Medical History',
    description: 'Your past visits, diagnoses and treatments',
    icon: ClipboardListIcon,
    to: '/medical-history',
    count: { key: 'medical_records', unit: 'records' },
  },
  {
    title: 'Prescription History',
    description: 'Medications prescribed to you',
    icon: PillIcon,
    to: '/prescription-history',
    count: { key: 'active_prescriptions', unit: 'prescriptions' },
  },
  {
    title: 'Hospitals / Clinical Visits',
    description: 'Upcoming visits and follow-ups',
    icon: HospitalIcon,
    to: '/upcoming-visits',
    count: { key: 'upcoming_visits', unit: 'upcoming' },
  },
  {
    title: 'Hospitals Near Me',
    description: 'Find hospitals and clinics around you',
    icon: MapPinIcon,
    to: '/hospitals-near-me',
  },
  {
    title: 'My Insurance Policy',
    description: 'Your health insurance cover',
    icon: ShieldCheckIcon,
    to: '/insurance-policy',
  },
  {
    title: 'Insurance Claims',
    description: 'File and track your claims',
    icon: ReceiptTextIcon,
    to: '/insurance-claims',
  },
  {
    title: 'Pathological Reports',
    description: 'Lab results from the last 3 months',
    icon: FlaskConicalIcon,
    to: '/pathological-reports',
    count: { key: 'recent_lab_results', unit: 'results' },
  },
  {
    title: 'Government Schemes',
    description: 'Public health schemes you may be eligible for',
    icon: LandmarkIcon,
  },
];

export interface StatTile {
  label: string;
  hint: string;
  icon: LucideIcon;
  to: string;
  key: keyof DashboardCounts;
}

/** The four stat tiles of spec §2, each linking to its page. */
export const STAT_TILES: readonly StatTile[] = [
  {
    label: 'Medical Records',
    hint: 'total records',
    icon: FileHeartIcon,
    to: '/medical-history',
    key: 'medical_records',
  },
  {
    label: 'Upcoming Visits',
    hint: 'next 30 days',
    icon: BuildingIcon,
    to: '/upcoming-visits',
    key: 'upcoming_visits',
  },
  {
    label: 'Active Prescriptions',
    hint: 'with medications',
    icon: PillIcon,
    to: '/prescription-history',
    key: 'active_prescriptions',
  },
  {
    label: 'Recent Lab Results',
    hint: 'last 3 months',
    icon: ActivityIcon,
    to: '/pathological-reports',
    key: 'recent_lab_results',
  },
];
