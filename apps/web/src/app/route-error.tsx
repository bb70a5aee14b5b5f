import { useTranslation } from '@/lib/i18n/namespaces/common';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';

/** Last-resort screen when a route fails to load or render (e.g. a new deploy removed an old chunk). */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation('common');
  useEffect(() => {
    console.warn('Route failed', error);
  }, [error]);

  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <Logo className="size-12" />
      <h1 className="text-2xl font-bold">{t('routeError.somethingWentWrong')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('routeError.thisPageCouldNotBe')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </div>
  );
}
