import { useTranslation } from '@/lib/i18n/namespaces/shell';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any unknown path (docs/product.md#screens-and-routes): 'Oops! Page not found', 'Return to Home' → /dashboard; the miss is logged. */
export function NotFound() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.pageNotFound'));
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: ', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-gradient-to-br from-teal-50 via-background to-sky-50 p-6 text-center">
      <Logo className="size-12" />
      <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.oopsPageNotFound')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('notFound.thePageYouAreLooking')}</p>
      <Button asChild size="lg">
        <Link to="/dashboard">{t('notFound.returnToHome')}</Link>
      </Button>
    </main>
  );
}
