import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The app's toaster. `toast.error(title, { description })` is the spec's
 * destructive toast (red, rich colours); `toast.success` the green one.
 * The region is labelled 'Alerts' so it does not clash with the bell.
 */
export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      richColors
      closeButton
      position="bottom-right"
      containerAriaLabel="Alerts"
      toastOptions={{ classNames: { toast: 'font-sans', description: 'text-sm' } }}
      {...props}
    />
  );
}
