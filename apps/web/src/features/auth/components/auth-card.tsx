import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/**
 * The landing card (spec §1, §2, §4): 'Welcome', tabs Sign In (default) and
 * Sign Up; the forgot-password view replaces the sign-in form until it is
 * sent or dismissed.
 */
export function AuthCard() {
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <Card className="w-full gap-4 shadow-lg">
      <CardHeader className="text-center">
        <h2 className="text-2xl font-semibold tracking-tight">Welcome</h2>
        <CardDescription>Sign in to access your medical records</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="sign-in" onValueChange={() => setForgotOpen(false)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" className="pt-2">
            {forgotOpen ? (
              <ForgotPasswordForm onBack={() => setForgotOpen(false)} />
            ) : (
              <SignInForm onForgotPassword={() => setForgotOpen(true)} />
            )}
          </TabsContent>
          <TabsContent value="sign-up" className="pt-2">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
