import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { formatClaimType, formatInr, type Claim } from '@sehat/shared';
import { Link } from 'react-router';
import { shortDate } from '@/lib/i18n/dates';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ClaimStatusBadge } from './claim-status-badge';
import { ReceiptButtons } from './receipt-buttons';

/**
 * The claims table (docs/product.md#insurance-claims-list): Claim ID links to the
 * detail; approved amount '-' when none; actions only when an approved
 * receipt exists, else '-'.
 */
export function ClaimsTable({ claims }: { claims: Claim[] }) {
  return (
    <>
      <ClaimCards claims={claims} />
      <ClaimRows claims={claims} />
    </>
  );
}

/**
 * The claims on a phone (below md): one card per claim with the same facts, so nothing scrolls
 * sideways at 390 px (docs/product.md#screens-added-since-the-first-version).
 */
function ClaimCards({ claims }: { claims: Claim[] }) {
  const { t } = useTranslation('claims');
  return (
    <ul className="grid divide-y md:hidden" aria-label={t('claimsTable.insuranceClaims')}>
      {claims.map((claim) => (
        <li key={claim.id} className="grid gap-2 px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/insurance-claim/${claim.id}`}
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {claim.claim_id}
            </Link>
            <ClaimStatusBadge status={claim.status} />
          </div>
          <p className="text-sm wrap-anywhere">
            {formatClaimType(claim.claim_type)} · {claim.hospital_name}
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('claimsTable.amount')}</dt>
            <dd className="text-right tabular-nums">{formatInr(claim.amount)}</dd>
            <dt className="text-muted-foreground">{t('claimsTable.approvedAmount')}</dt>
            <dd className="text-right tabular-nums">
              {claim.approved_amount === null ? '-' : formatInr(claim.approved_amount)}
            </dd>
            <dt className="text-muted-foreground">{t('claimsTable.date')}</dt>
            <dd className="text-right">{shortDate(claim.claim_date)}</dd>
          </dl>
          {claim.has_approved_receipt && (
            <ReceiptButtons claimId={claim.id} claimNumber={claim.claim_id} kind="approved" compact />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The table itself, from md up. */
function ClaimRows({ claims }: { claims: Claim[] }) {
  const { t } = useTranslation('claims');
  return (
    <Table className="hidden md:table">
      <TableHeader>
        <TableRow>
          <TableHead>{t('claimsTable.claimId')}</TableHead>
          <TableHead>{t('claimsTable.type')}</TableHead>
          <TableHead>{t('claimsTable.hospitalClinic')}</TableHead>
          <TableHead className="text-right">{t('claimsTable.amount')}</TableHead>
          <TableHead className="text-right">{t('claimsTable.approvedAmount')}</TableHead>
          <TableHead>{t('claimsTable.status')}</TableHead>
          <TableHead>{t('claimsTable.date')}</TableHead>
          <TableHead>{t('claimsTable.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {claims.map((claim) => (
          <TableRow key={claim.id}>
            <TableCell className="font-medium whitespace-nowrap">
              <Link
                to={`/insurance-claim/${claim.id}`}
                className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {claim.claim_id}
              </Link>
            </TableCell>
            <TableCell>{formatClaimType(claim.claim_type)}</TableCell>
            <TableCell className="max-w-56 truncate" title={claim.hospital_name}>
              {claim.hospital_name}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatInr(claim.amount)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {claim.approved_amount === null ? '-' : formatInr(claim.approved_amount)}
            </TableCell>
            <TableCell>
              <ClaimStatusBadge status={claim.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{shortDate(claim.claim_date)}</TableCell>
            <TableCell>
              {claim.has_approved_receipt ? (
                <ReceiptButtons claimId={claim.id} claimNumber={claim.claim_id} kind="approved" compact />
              ) : (
                '-'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
