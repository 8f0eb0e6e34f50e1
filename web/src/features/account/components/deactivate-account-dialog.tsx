import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { goToLogout } from '@/lib/browser-navigation';
import { useDeactivateAccount } from '../api/deactivate-account';
import { LOGOUT_AFTER_ACCOUNT_CHANGE_MS } from './account-rules';

export function DeactivateAccountDialog() {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivateAccount();

  const confirm = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Account deactivated', description: 'Sign in again whenever you want to come back.' });
        setTimeout(goToLogout, LOGOUT_AFTER_ACCOUNT_CHANGE_MS);
      },
      onError: (error) =>
        toast({ title: 'Failed to deactivate account', description: error.message, variant: 'destructive' }),
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={deactivate.isSuccess}>
          Deactivate
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Deactivate your account?</AlertDialogTitle>
          <AlertDialogDescription>
            Your account, profile and posts will be hidden until you sign in again. Signing in again reactivates your
            account. You will be signed out now.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button onClick={confirm} disabled={deactivate.isPending}>
            {deactivate.isPending ? 'Deactivating...' : 'Deactivate account'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
