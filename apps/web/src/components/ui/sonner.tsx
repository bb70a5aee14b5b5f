import type * as React from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/components';
import { Toaster as Sonner } from 'sonner';
import { useIsMobile } from '@/hooks/use-mobile';

// lib/toast.ts raises toasts through this chunk, so the toaster and the toasts arrive together.
export { toast } from 'sonner';

/**
 * The app's toaster. `toast.error(title, { description })` is the product's
 * destructive toast (red, rich colours); `toast.success` the green one.
 * The region is labelled 'Alerts' so it does not clash with the bell; each toast's
 * close button is named in the patient's language. On a
 * phone they sit at the top, over the header, not over a form's buttons.
 */
export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  const { t } = useTranslation('components');
  const isMobile = useIsMobile();
  return (
    <Sonner
      richColors
      closeButton
      position={isMobile ? 'top-center' : 'bottom-right'}
      containerAriaLabel={t('toaster.label')}
      toastOptions={{
        classNames: { toast: 'font-sans', description: 'text-sm' },
        closeButtonAriaLabel: t('toaster.close'),
      }}
      {...props}
    />
  );
}
