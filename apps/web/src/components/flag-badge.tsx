import type { LabFlag } from '@sehat/shared';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/namespaces/components';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** 'High', 'Low' or 'Normal' (docs/product.md#screens-added-since-the-first-version; ज़्यादा, कम, सामान्य in Hindi), by word and icon as well as colour; nothing without a flag. */
export function FlagBadge({ flag, className }: { flag: LabFlag | null; className?: string }) {
  const { t } = useTranslation('components');
  if (!flag) return null;
  const Icon = flag === 'high' ? ArrowUpIcon : flag === 'low' ? ArrowDownIcon : null;
  return (
    <Badge
      variant={flag === 'high' ? 'destructive' : 'outline'}
      className={cn(
        flag === 'low' && 'border-amber-700 bg-amber-50 text-amber-900',
        flag === 'normal' && 'text-muted-foreground',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" />}
      {t(`flagBadge.${flag}`)}
    </Badge>
  );
}
