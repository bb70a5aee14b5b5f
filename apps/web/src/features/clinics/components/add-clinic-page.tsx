import { HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AddClinicForm } from './add-clinic-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /add-clinics (spec §2 Add clinic): the clinic form; Cancel and Home go to /dashboard. */
export function AddClinicPage() {
  useDocumentTitle('Add Clinic');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Add Clinic Information</h1>
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <HomeIcon aria-hidden="true" />
            Home
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Clinic Details</h2>
          </CardTitle>
          <CardDescription>
            Fields marked * are required. Your clinic appears on Hospitals Near Me.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AddClinicForm />
        </CardContent>
      </Card>
    </div>
  );
}
