import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AddClaimForm } from './add-claim-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /add-insurance-claim (spec §2 "Add claim"). */
export function AddClaimPage() {
  useDocumentTitle('Add Insurance Claim');
  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Add Insurance Claim</h1>
        <Button asChild variant="outline">
          <Link to="/insurance-claims">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Claims
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Claim Details</h2>
          </CardTitle>
          <CardDescription>Fields marked * are required.</CardDescription>
        </CardHeader>
        <CardContent>
          <AddClaimForm />
        </CardContent>
      </Card>
    </div>
  );
}
