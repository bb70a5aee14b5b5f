import { AUTH_MESSAGES } from '@sehat/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/landing';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { sessionEnd } from '@/lib/session';
import { SignInForm } from './sign-in-form';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

// Only Sign In shows at first paint; the other two views load when opened.
const SignUpForm = lazy(async () => ({ default: (await import('./sign-up-form')).SignUpForm }));
const ForgotPasswordForm = lazy(async () => ({
  default: (await import('./forgot-password-form')).ForgotPasswordForm,
}));

function FormFallback() {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner />
    </div>
  );
}

/**
 * The landing card (docs/product.md#who-sehat-is-for, docs/product.md#screens-and-routes, docs/product.md#states-and-transitions): 'Welcome', tabs Sign In (default) and
 * Sign Up; the forgot-password view replaces the sign-in form until it is
 * sent or dismissed. After a session ended by itself (`sessionEnd.expired`)
 * it says so above the tabs: 'Your session has expired. Please sign in again.'
 */
export function AuthCard() {
  const [forgotOpen, setForgotOpen] = useState(false);
  const { t } = useTranslation('landing');

  return (
    <Card className="w-full gap-4 shadow-lg">
      <CardHeader className="text-center">
        <h2 className="text-2xl font-semibold tracking-tight">{t('card.welcome')}</h2>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessionEnd.expired && (
          <p role="status" className="mb-4 text-center text-sm">
            {messageText(authMessages.sessionExpired)}
          </p>
        )}
        <Tabs defaultValue="sign-in" onValueChange={() => setForgotOpen(false)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">{t('card.signIn')}</TabsTrigger>
            <TabsTrigger value="sign-up">{t('card.signUp')}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" className="pt-2">
            {forgotOpen ? (
              <Suspense fallback={<FormFallback />}>
                <ForgotPasswordForm onBack={() => setForgotOpen(false)} />
              </Suspense>
            ) : (
              <SignInForm onForgotPassword={() => setForgotOpen(true)} />
            )}
          </TabsContent>
          <TabsContent value="sign-up" className="pt-2">
            <Suspense fallback={<FormFallback />}>
              <SignUpForm />
            </Suspense>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
