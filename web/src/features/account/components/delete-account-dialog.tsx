import { DELETE_ACCOUNT_PHRASE, REAUTH_LOGIN_PATH } from '@sorsi/proto';
import { useId, useState, type FormEvent } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorStatus } from '@/lib/api-request';
import { goToLogoutAfter } from '@/lib/browser-navigation';
import { useDeleteAccount } from '../api/delete-account';
import { LOGOUT_AFTER_ACCOUNT_CHANGE_MS } from './account-rules';
import { DownloadMyData } from './download-my-data';

const showInvalidConfirmation = () =>
  toast({
    title: 'Invalid Confirmation',
    description: `Please type ${DELETE_ACCOUNT_PHRASE} exactly to confirm.`,
    variant: 'destructive',
  });

/** Spec taste-and-account §5 "Permanent account deletion": confirm stays disabled until the phrase matches. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [phrase, setPhrase] = useState('');
  /** The server's words when the last sign-in is too old to delete the account with (issue 8 §9). */
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const inputId = useId();
  const keepCopyId = useId();
  const matches = phrase === DELETE_ACCOUNT_PHRASE;

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setPhrase('');
      setSignInAgain(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return showInvalidConfirmation();
    deleteAccount.mutate(
      { confirmationPhrase: DELETE_ACCOUNT_PHRASE },
      {
        onSuccess: () => {
          changeOpen(false);
          toast({ title: 'Account deleted', description: 'Your account and your data have been erased. Goodbye!' });
          goToLogoutAfter(LOGOUT_AFTER_ACCOUNT_CHANGE_MS);
        },
        // The body carries only the phrase, so a 400 means the server did not accept it.
        onError: (error) => {
          if (error instanceof ApiError && error.type === 'reauthenticate') setSignInAgain(error.message);
          else if (errorStatus(error) === 400) showInvalidConfirmation();
          else toast({ title: 'Failed to delete account', description: error.message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" disabled={deleteAccount.isSuccess}>
          Permanently Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account forever?</AlertDialogTitle>
            <AlertDialogDescription>
              This erases your account, tastings, posts, comments and follows. It cannot be undone: signing in again
              later creates a brand-new account.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <section aria-labelledby={keepCopyId} className="flex flex-col gap-3 rounded-2xl border p-4">
            <h3 id={keepCopyId} className="font-sans text-base font-semibold">
              Keep a copy first
            </h3>
            <p className="text-sm text-muted-foreground">
              Download everything Sorsi holds about you before it is erased.
            </p>
            <DownloadMyData />
          </section>
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId} className="leading-snug">
              Type <span className="font-mono font-semibold">{DELETE_ACCOUNT_PHRASE}</span> to confirm
            </Label>
            <Input
              id={inputId}
              value={phrase}
              onChange={(event) => setPhrase(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          {signInAgain && (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4"
            >
              <p className="text-sm">{signInAgain}</p>
              <Button asChild variant="outline" className="self-start">
                <a href={REAUTH_LOGIN_PATH}>Sign in again</a>
              </Button>
            </div>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!matches || deleteAccount.isPending}>
              {deleteAccount.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
