import type { BuiltInHospital } from './hospital-schemas.js';

/**
 * The four built-in sample hospitals HOS001–HOS004 (docs/product.md#hospitals-near-me,
 * docs/product.md#data-kept, docs/product.md#limits-and-constants). Illustrative entries in four states; names, phones and e-mails are
 * sample data, not real institutions. No stored maps link: the detail page
 * builds a maps search from the coordinates.
 */
export const BUILT_IN_HOSPITALS: readonly BuiltInHospital[] = [
  {
    id: 'HOS001',
    name: 'Indraprastha City Multispeciality Hospital',
    phone: '+91 11 4055 1200',
    email: 'care@indraprasthacity.example',
    address: '14 Mathura Road, Sarita Vihar, New Delhi 110076',
    state: 'Delhi',
    city: 'New Delhi',
    specialties: ['Cardiology', 'Neurology', 'Orthopaedics', 'Oncology', 'Nephrology'],
    rating: 4.6,
    distance: '2.5 km',
    coordinates: '28.5355,77.2910',
    maps_link: null,
    description:
      'A 500-bed tertiary care hospital in South Delhi with round-the-clock emergency and trauma care, a dedicated cardiac institute and a comprehensive cancer centre.',
    facilities: [
      '24/7 Emergency & Trauma',
      'ICU & CCU',
      'Cath Lab',
      'MRI & CT Scan',
      'Blood Bank',
      'Pharmacy',
      'Ambulance',
    ],
    doctors: [
      { name: 'Dr. Rajesh Malhotra', specialization: 'Cardiology' },
      { name: 'Dr. Neha Kapoor', specialization: 'Neurology' },
      { name: 'Dr. Sanjay Gupta', specialization: 'Orthopaedics' },
    ],
    timings: 'Emergency 24/7; OPD Mon–Sat 9:00 AM – 6:00 PM',
    beds: 500,
    established: 1996,
    accreditation: 'NABH, NABL',
  },
  {
    id: 'HOS002',
    name: 'Arabian Sea Heart & General Hospital',
    phone: '+91 22 6620 4400',
    email: 'info@arabianseahospital.example',
    address: '221 Dr. Annie Besant Road, Worli, Mumbai 400018',
    state: 'Maharashtra',
    city: 'Mumbai',
    specialties: ['Cardiology', 'Cardiac Surgery', 'General Medicine', 'Gastroenterology', 'Paediatrics'],
    rating: 4.4,
    distance: '3.8 km',
    coordinates: '19.0176,72.8170',
    maps_link: null,
    description:
      'A multispeciality hospital on the Worli sea face known for its heart programme, with minimally invasive cardiac surgery, a paediatric wing and a 24-hour pharmacy.',
    facilities: [
      '24/7 Emergency',
      'Cardiac ICU',
      'Modular Operation Theatres',
      'Dialysis Unit',
      'Diagnostic Lab',
      'Pharmacy',
    ],
    doctors: [
      { name: 'Dr. Anil Deshmukh', specialization: 'Cardiac Surgery' },
      { name: 'Dr. Priya Kulkarni', specialization: 'Paediatrics' },
      { name: 'Dr. Farhan Shaikh', specialization: 'Gastroenterology' },
    ],
    timings: 'Emergency 24/7; OPD Mon–Sat 8:00 AM – 8:00 PM, Sun 9:00 AM – 1:00 PM',
    beds: 350,
    established: 2004,
    accreditation: 'NABH',
  },
  {
    id: 'HOS003',
    name: 'Cauvery Valley Super Speciality Hospital',
    phone: '+91 80 4120 8800',
    email: 'contact@cauveryvalley.example',
    address: '45 Bannerghatta Road, JP Nagar, Bengaluru 560076',
    state: 'Karnataka',
    city: 'Bengaluru',
    specialties: ['Oncology', 'Neurosurgery', 'Nephrology', 'Urology', 'Obstetrics & Gynaecology'],
    rating: 4.7,
    distance: '5.1 km',
    coordinates: '12.8996,77.5970',
    maps_link: null,
    description:
      'A super speciality hospital in South Bengaluru with a kidney transplant programme, robotic surgery and a mother-and-child centre.',
    facilities: [
      '24/7 Emergency',
      'Robotic Surgery',
      'Transplant Unit',
      'NICU',
      'PET-CT',
      'Blood Bank',
      'Cafeteria',
    ],
    doctors: [
      { name: 'Dr. Kavitha Rao', specialization: 'Oncology' },
      { name: 'Dr. Suresh Hegde', specialization: 'Neurosurgery' },
      { name: 'Dr. Meera Iyengar', specialization: 'Obstetrics & Gynaecology' },
    ],
    timings: 'Emergency 24/7; OPD Mon–Sat 9:00 AM – 7:00 PM',
    beds: 420,
    established: 2009,
    accreditation: 'NABH, JCI',
  },
  {
    id: 'HOS004',
    name: 'Marina Coast Medical Centre',
    phone: '+91 44 2811 3300',
    email: 'help@marinacoastmedical.example',
    address: '12 Greams Lane, Thousand Lights, Chennai 600006',
    state: 'Tamil Nadu',
    city: 'Chennai',
    specialties: ['Orthopaedics', 'ENT', 'Dermatology', 'Ophthalmology', 'General Surgery'],
    rating: 4.3,
    distance: '1.9 km',
    coordinates: '13.0604,80.2496',
    maps_link: null,
    description:
      'A community-focused medical centre in central Chennai offering joint replacement, eye and ENT care, and day-care surgery at affordable rates.',
    facilities: [
      'Emergency Care',
      'Day-Care Surgery',
      'Physiotherapy',
      'Eye Clinic',
      'X-Ray & Ultrasound',
      'Pharmacy',
    ],
    doctors: [
      { name: 'Dr. Lakshmi Narayanan', specialization: 'Orthopaedics' },
      { name: 'Dr. Arvind Subramanian', specialization: 'ENT' },
      { name: 'Dr. Deepa Raghavan', specialization: 'Ophthalmology' },
    ],
    timings: 'Emergency 24/7; OPD Mon–Sat 8:30 AM – 5:30 PM',
    beds: 180,
    established: 1988,
    accreditation: 'NABH',
  },
];

/** The built-in hospital with this ID (e.g. 'HOS002'), or undefined. */
export function findBuiltInHospital(id: string): BuiltInHospital | undefined {
  return BUILT_IN_HOSPITALS.find((h) => h.id === id);
}
