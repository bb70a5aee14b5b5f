import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { formatAbhaNumber, type Profile } from '@sehat/shared';
import { FingerprintIcon, IdCardIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The self-declared ABHA number and address on the profile, with links to /kyc and the emergency card. */
export function AbhaCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FingerprintIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>{t('abhaCard.abha')}</h2>
        </CardTitle>
        <CardDescription>{t('abhaCard.selfDeclaredNotVerifiedWith')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('abhaCard.abhaNumber')}</dt>
            <dd className="font-mono">
              {profile.abha_number ? formatAbhaNumber(profile.abha_number) : t('abhaCard.notAdded')}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('abhaCard.abhaAddress')}</dt>
            <dd className="break-all">{profile.abha_address ?? t('abhaCard.notAdded')}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/kyc">
              <FingerprintIcon aria-hidden="true" />
              {profile.abha_number || profile.abha_address ? t('abhaCard.editAbha') : t('abhaCard.addAbha')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/emergency-card">
              <IdCardIcon aria-hidden="true" />
              {t('abhaCard.emergencyCard')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
