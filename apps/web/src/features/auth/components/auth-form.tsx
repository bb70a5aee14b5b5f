import type { ComponentProps } from 'react';
import { PRELOAD_ON_FIRST_USE } from './lazy-resolver';

/**
 * The form of the sign-in, sign-up, two-factor, forgot-password and reset-password views: the browser's
 * own checks off (the shared schemas' messages show instead, docs/product.md#messages), and what a submit needs fetched
 * when the patient first uses it (`PRELOAD_ON_FIRST_USE`).
 */
export function AuthForm(props: Omit<ComponentProps<'form'>, 'noValidate' | 'className'>) {
  return <form {...PRELOAD_ON_FIRST_USE} noValidate className="grid gap-4" {...props} />;
}
