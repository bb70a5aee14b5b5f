import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MedicalHistoryForm } from './medical-history-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /add-medical-history (spec §2 "Add medical history"). */
export function AddMedicalHistoryPage() {
  useDocumentTitle('Add Medical History');
  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Add Medical History</h1>
        <p className="text-sm text-muted-foreground">
          Record a visit, its diagnosis and treatment, and attach prescriptions.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Visit details</CardTitle>
          <CardDescription>Fields marked * are required.</CardDescription>
        </CardHeader>
        <CardContent>
          <MedicalHistoryForm />
        </CardContent>
      </Card>
    </div>
  );
}
