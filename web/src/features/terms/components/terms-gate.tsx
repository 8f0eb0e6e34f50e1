import type { User } from '@sorsi/proto';
import { lazy, Suspense, type ReactNode } from 'react';

// The dialog's code loads only for the few who still have to accept.
const TermsDialog = lazy(() => import('./terms-dialog'));

/** Signed-in screens show behind the terms dialog until the person has accepted (needsTos). */
export function TermsGate({ user, children }: { user: User; children: ReactNode }) {
  return (
    <>
      {children}
      {user.needsTos && (
        <Suspense fallback={null}>
          <TermsDialog />
        </Suspense>
      )}
    </>
  );
}
