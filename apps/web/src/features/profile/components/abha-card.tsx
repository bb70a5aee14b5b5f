import { formatAbhaNumber, type Profile } from '@sehat/shared';
import { FingerprintIcon, IdCardIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The self-declared ABHA number and address on the profile, with links to /kyc and the emergency card. */
export function AbhaCard({ profile }: { profile: Profile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FingerprintIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>ABHA</h2>
        </CardTitle>
        <CardDescription>Self-declared, not verified with ABDM.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">ABHA Number</dt>
            <dd className="font-mono">
              {profile.abha_number ? formatAbhaNumber(profile.abha_number) : 'Not added'}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">ABHA Address</dt>
            <dd className="break-all">{profile.abha_address ?? 'Not added'}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/kyc">
              <FingerprintIcon aria-hidden="true" />
              {profile.abha_number || profile.abha_address ? 'Edit ABHA' : 'Add ABHA'}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/emergency-card">
              <IdCardIcon aria-hidden="true" />
              Emergency Card
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
