import { formatClaimStatus, formatInr, type InsurancePolicyDetail } from '@sehat/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useClaims } from '@/lib/queries/get-claims';
import { Badge } from '@/components/ui/badge';
import { shortDate } from '@/lib/i18n/dates';
import { useTranslation } from '@/lib/i18n/namespaces/insurance-policies';
import { useLinkClaim } from '../api/policies-api';

/**
 * The claims made under this period, and what was claimed and approved against the sum insured — the
 * amounts the patient entered, said plainly: Sehat has no balance from the insurer. A claim not under this
 * period can be linked to it here.
 */
export function PolicyClaims({ policy }: { policy: InsurancePolicyDetail }) {
  const { t } = useTranslation('insurance-policies');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('claims.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p data-testid="policy-totals">
          {t('claims.totals', {
            claimed: formatInr(policy.claimed_total),
            approved: formatInr(policy.approved_total),
            sum: formatInr(policy.sum_insured),
          })}
        </p>
        <p className="text-sm text-muted-foreground">{t('claims.asEntered')}</p>
        {policy.claims.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('claims.none')}</p>
        ) : (
          <ul className="grid gap-2">
            {policy.claims.map((claim) => (
              <li
                key={claim.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <span className="grid">
                  <Link
                    to={`/insurance-claim/${claim.id}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {claim.claim_id}
                  </Link>
                  <span className="text-sm text-muted-foreground">
                    {shortDate(claim.claim_date)} · {claim.hospital_name}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <span>{formatInr(claim.amount)}</span>
                  <Badge variant="secondary">{formatClaimStatus(claim.status)}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
        <LinkClaim policy={policy} />
      </CardContent>
    </Card>
  );
}

/** Links one of the patient's other claims (the latest 100) to this period. */
function LinkClaim({ policy }: { policy: InsurancePolicyDetail }) {
  const { t } = useTranslation('insurance-policies');
  const claims = useClaims(1, 100);
  const link = useLinkClaim();
  const [chosen, setChosen] = useState('');
  const others = (claims.data?.items ?? []).filter((c) => c.policy_id !== policy.id);
  if (others.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <label htmlFor="link-claim" className="text-sm font-medium">
          {t('claims.link')}
        </label>
        <Select value={chosen} onValueChange={setChosen} disabled={link.isPending}>
          <SelectTrigger id="link-claim" className="w-full">
            <SelectValue placeholder={t('form.choose')} />
          </SelectTrigger>
          <SelectContent>
            {others.map((c) => (
              <SelectItem key={c.id} value={c.id}>
                {c.claim_id} · {formatInr(c.amount)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button
        type="button"
        disabled={!chosen || link.isPending}
        onClick={() =>
          link.mutate({ claimId: chosen, policyId: policy.id }, { onSuccess: () => setChosen('') })
        }
      >
        {t('claims.linkButton')}
      </Button>
    </div>
  );
}
