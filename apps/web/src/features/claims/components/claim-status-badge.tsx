import { claimStatusTone, formatClaimStatus, type ClaimStatusTone } from '@sehat/shared';
import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const TONE_CLASSES: Record<ClaimStatusTone, string> = {
  approved: 'border-transparent bg-green-100 text-green-800',
  pending: 'border-transparent bg-yellow-100 text-yellow-800',
  rejected: 'border-transparent bg-red-100 text-red-800',
  other: 'border-transparent bg-gray-100 text-gray-700',
};

/** A claim's status (docs/product.md#states-and-transitions): approved green, pending yellow, rejected red, anything else grey. */
export function ClaimStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('claims');
  const tone = claimStatusTone(status);
  return (
    <Badge data-tone={tone} className={cn(TONE_CLASSES[tone])}>
      {tone === 'other' ? formatClaimStatus(status) : t(`claimStatusBadge.${tone}`)}
    </Badge>
  );
}
