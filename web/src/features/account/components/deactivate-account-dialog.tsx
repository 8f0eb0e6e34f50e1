import { lazy, useState } from 'react';
import { OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { goToLogoutAfter } from '@/lib/browser-navigation';
import { useDeactivateAccount } from '../api/deactivate-account';
import { LOGOUT_AFTER_ACCOUNT_CHANGE_MS } from './account-rules';

const ConfirmDialog = lazy(() => import('@/components/confirm-dialog'));

export function DeactivateAccountDialog() {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivateAccount();

  const confirm = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Account deactivated', description: 'Sign in again whenever you want to come back.' });
        goToLogoutAfter(LOGOUT_AFTER_ACCOUNT_CHANGE_MS);
      },
      onError: (error) =>
        toast({ title: 'Failed to deactivate account', description: error.message, variant: 'destructive' }),
    });

  return (
    <>
      <Button variant="outline" disabled={deactivate.isSuccess} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Deactivate
      </Button>
      <OnDemand wanted={open}>
        <ConfirmDialog
          title="Deactivate your account?"
          description="Your account, profile and posts will be hidden until you sign in again. Signing in again reactivates your account. You will be signed out now."
          confirmLabel="Deactivate account"
          pendingLabel="Deactivating..."
          destructive={false}
          open={open}
          pending={deactivate.isPending}
          onClose={() => setOpen(false)}
          onConfirm={confirm}
        />
      </OnDemand>
    </>
  );
}
