import type { ReactNode } from 'react';
import { SIGN_OUT_PATH, useSignOut } from '../api/sign-out';

/**
 * Sign Out as an HTML form (POST /api/sign-out): before the scripts have run, the browser sends it and the
 * server answers with the landing page, signed out; once React has the page, `useSignOut` sends it with
 * its toasts. `children` gets whether a sign-out is under way and is the form's submit button, drawn
 * `worksWithoutScripts`.
 */
export function SignOutForm({
  className,
  children,
}: {
  className?: string;
  children: (pending: boolean) => ReactNode;
}) {
  const signOut = useSignOut();
  return (
    <form
      method="post"
      action={SIGN_OUT_PATH}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        signOut.mutate();
      }}
    >
      {children(signOut.isPending)}
    </form>
  );
}
