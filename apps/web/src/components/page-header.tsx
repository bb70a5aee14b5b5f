import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  /** The muted line under the title, if any. */
  description?: ReactNode;
  /** Announce changes of the description (e.g. a count that arrives after loading). */
  liveDescription?: boolean;
  /** The page's buttons, on the right (below the title on narrow screens). */
  actions: ReactNode;
};

/** A list page's header: the h1 with a line of text under it, and the page's action buttons. */
export function PageHeader({ title, description, liveDescription = false, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description != null && (
          <p className="text-sm text-muted-foreground" aria-live={liveDescription ? 'polite' : undefined}>
            {description}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}
