import { FileTextIcon, LockIcon, Share2Icon, ShieldCheckIcon } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/landing';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { useHydrated } from '@/hooks/use-hydrated';
import { lazyWithQueryClient } from '@/lib/lazy-component';

/**
 * The sign-in / sign-up card (its forms, react-hook-form and the tabs) is its own chunk, fetched as the
 * page renders: the hero paints with the entry alone (landing budget, docs/decisions/031-web-budgets.md).
 */
const AuthCard = lazyWithQueryClient(async () => (await import('./auth-card')).AuthCard);

/** Holds the card's place while its chunk arrives, so nothing below it jumps. */
function AuthCardPlaceholder() {
  const { t } = useTranslation('landing');
  return (
    <div
      role="status"
      aria-label={t('authLoading')}
      className="h-[29rem] animate-pulse rounded-xl border bg-card shadow-sm"
    />
  );
}

/** The three feature cards: `landing:features.<key>.title` and `.description`. */
const FEATURES = [
  { key: 'secure', icon: LockIcon },
  { key: 'complete', icon: FileTextIcon },
  { key: 'sharing', icon: Share2Icon },
] as const;

/** Landing page at / (docs/product.md#who-sehat-is-for, docs/product.md#screens-and-routes): header, hero, the sign-in/sign-up card, three feature cards, HIPAA note. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const hydrated = useHydrated();

  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-br from-teal-50 via-background to-sky-50">
      <header className="border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Logo />
          <h1 className="text-xl font-bold tracking-tight text-primary">Sehat</h1>
          <div className="ml-auto">
            <LanguageSwitch />
          </div>
        </div>
      </header>

      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_26rem] lg:grid-rows-[min-content_1fr] lg:items-start lg:gap-12 lg:py-16">
        <section className="grid gap-4 lg:pt-6" aria-labelledby="hero-title">
          <h2
            id="hero-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {t('hero.title')} <span className="text-primary">{t('hero.highlight')}</span>
          </h2>
          <p className="max-w-xl text-base text-muted-foreground sm:text-lg">{t('hero.text')}</p>
        </section>

        <div className="lg:row-span-2">
          {/* The card's forms exist only once scripts run: in the HTML, a form would submit natively. */}
          {hydrated ? (
            <Suspense fallback={<AuthCardPlaceholder />}>
              <AuthCard />
            </Suspense>
          ) : (
            <AuthCardPlaceholder />
          )}
        </div>

        <section aria-label={t('features.label')} className="grid gap-4">
          <ul className="grid gap-4 sm:grid-cols-3">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm sm:block sm:p-5">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary sm:mb-3">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{t(`features.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{t(`features.${key}.description`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-success" />
            {t('hipaa')}
          </p>
        </section>
      </main>

      <footer className="py-6 text-center text-xs text-muted-foreground">{t('footer')}</footer>
    </div>
  );
}
