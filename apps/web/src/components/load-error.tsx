import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/namespaces/components';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type LoadErrorProps = {
  /** What failed to load, e.g. 'medical records': the heading reads "Couldn't load medical records". */
  what: string;
  /** Loads again (a query's `refetch`). */
  onRetry: () => unknown;
  /** True while the retry runs: the button is busy. */
  retrying?: boolean;
  className?: string;
  /** A one-line version for small places (the bell, a count). */
  compact?: boolean;
};

/**
 * A failed list or count load (docs/product.md#screens-added-since-the-first-version): "Couldn't load …" with Retry,
 * never the empty state or zeros. The failure is still logged by `useLogLoadFailure` (docs/product.md#data-calls).
 */
export function LoadError({ what, onRetry, retrying = false, className, compact = false }: LoadErrorProps) {
  const { t } = useTranslation('components');
  return (
    <div
      role="alert"
      className={cn(
        'flex items-center gap-3 text-center',
        compact ? 'flex-wrap justify-center p-3 text-sm' : 'flex-col px-6 py-12',
        className,
      )}
    >
      {!compact && (
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangleIcon aria-hidden="true" className="size-7" />
        </span>
      )}
      <p className={cn('font-semibold', !compact && 'text-lg')}>{t('loadError.title', { what })}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={retrying}
        aria-busy={retrying}
        onClick={() => void onRetry()}
      >
        <RotateCwIcon aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        {retrying ? t('loadError.retrying') : t('loadError.retry')}
      </Button>
    </div>
  );
}
