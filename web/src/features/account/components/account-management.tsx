import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeactivateAccountDialog } from './deactivate-account-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Spec taste-and-account §2 "Account Management". */
export function AccountManagement() {
  return (
    <Card aria-labelledby="account-management-title">
      <CardHeader>
        <CardTitle id="account-management-title">Account Management</CardTitle>
        <CardDescription>Take a break from Sorsi, or leave for good.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col divide-y">
        <div className="flex flex-col gap-3 pb-6 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <div>
            <h3 className="font-sans text-base font-semibold">Deactivate account</h3>
            <p className="text-sm text-muted-foreground">
              Hide your account until you sign in again. Signing in reactivates it.
            </p>
          </div>
          <DeactivateAccountDialog />
        </div>
        <div className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <div>
            <h3 className="font-sans text-base font-semibold">Delete account</h3>
            <p className="text-sm text-muted-foreground">
              Erase your account and all your data for good. This cannot be undone.
            </p>
          </div>
          <DeleteAccountDialog />
        </div>
      </CardContent>
    </Card>
  );
}
