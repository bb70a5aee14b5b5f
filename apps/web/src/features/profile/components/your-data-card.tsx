import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Where the API serves the patient's FHIR R4 Bundle (GET /api/export/fhir, an attachment). */
const FHIR_EXPORT_URL = '/api/export/fhir';

/**
 * "Your data" on the profile (issue "Easy sharing and data rights", export; DPDP Act 2023 s.11): downloads
 * everything Sehat holds about the patient as a FHIR R4 file any health app or doctor's system can read.
 */
export function YourDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Your Data</h2>
        </CardTitle>
        <CardDescription>
          Download everything Sehat holds about you: your records, lab reports, visits, claims and contacts,
          in the FHIR R4 health-record format.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href={FHIR_EXPORT_URL} download>
            <DownloadIcon aria-hidden="true" />
            Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
