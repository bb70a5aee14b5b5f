import { cn } from '@/lib/utils';

/** Sehat's mark: a white medical cross on a teal rounded square (decorative). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-9 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" className="fill-primary-foreground" />
    </svg>
  );
}
