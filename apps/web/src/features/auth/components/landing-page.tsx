import { FileTextIcon, LockIcon, Share2Icon, ShieldCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Logo } from '@/components/logo';
import { loadAuthClient } from '@/lib/auth-call';
import { AuthCard } from './auth-card';

const FEATURES = [
  {
    title: 'Secure & Private',
    description: 'Your health data is encrypted and visible only to you.',
    icon: LockIcon,
  },
  {
    title: 'Complete Records',
    description: 'Medical history, prescriptions, visits and lab results in one place.',
    icon: FileTextIcon,
  },
  {
    title: 'Easy Sharing',
    description: 'Have your history ready for any doctor or clinic you visit.',
    icon: Share2Icon,
  },
] as const;

/** Landing page at / (spec §1, §2): header, hero, the sign-in/sign-up card, three feature cards, HIPAA note. */
export function LandingPage() {
  // The auth client signs in and up; fetch it once the page has painted, before the first submit.
  useEffect(() => {
    void loadAuthClient();
  }, []);

  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-br from-teal-50 via-background to-sky-50">
      <header className="border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Logo />
          <h1 className="text-xl font-bold tracking-tight text-primary">Sehat</h1>
        </div>
      </header>

      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_26rem] lg:grid-rows-[min-content_1fr] lg:items-start lg:gap-12 lg:py-16">
        <section className="grid gap-4 lg:pt-6" aria-labelledby="hero-title">
          <h2
            id="hero-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            Your health records, <span className="text-primary">all in one place</span>
          </h2>
          <p className="max-w-xl text-base text-muted-foreground sm:text-lg">
            Keep your medical history, prescriptions, clinic visits and insurance claims together, safe and
            ready whenever you or your doctor need them.
          </p>
        </section>

        <div className="lg:row-span-2">
          <AuthCard />
        </div>

        <section aria-label="Features" className="grid gap-4">
          <ul className="grid gap-4 sm:grid-cols-3">
            {FEATURES.map(({ title, description, icon: Icon }) => (
              <li key={title} className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm sm:block sm:p-5">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary sm:mb-3">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{description}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-success" />
            HIPAA compliant and encrypted: your records are protected in transit and at rest.
          </p>
        </section>
      </main>

      <footer className="py-6 text-center text-xs text-muted-foreground">
        © Sehat · Personal health records
      </footer>
    </div>
  );
}
