import { formatClaimType, formatInr, formatShortDate, type Claim } from '@sehat/shared';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ClaimStatusBadge } from './claim-status-badge';
import { ReceiptButtons } from './receipt-buttons';

/**
 * The claims table (spec §2 "Insurance claims list"): Claim ID links to the
 * detail; approved amount '-' when none; actions only when an approved
 * receipt exists, else '-'.
 */
export function ClaimsTable({ claims }: { claims: Claim[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Claim ID</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Hospital/Clinic</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Approved Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Actions</TableHead>
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
            <TableCell className="whitespace-nowrap">{formatShortDate(claim.claim_date)}</TableCell>
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
