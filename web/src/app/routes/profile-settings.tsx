import { useEffect } from 'react';
import { BackHeader } from '@/components/layout/back-header';
import { AccountManagement } from '@/features/account/components/account-management';
import { ProfileInformation } from '@/features/account/components/profile-information';
import { YourData } from '@/features/account/components/your-data';
import { useAuth } from '@/lib/auth';
import { goToLogin, LOGIN_REDIRECT_DELAY_MS } from '@/lib/browser-navigation';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile: own settings (spec taste-and-account §2 "Settings screen"). */
export default function ProfileSettingsRoute() {
  const { user } = useAuth();
  useDocumentTitle('Settings');
  return (
    <div className="min-h-dvh">
      <BackHeader>
        <h1 className="text-xl font-semibold">Settings</h1>
      </BackHeader>
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-5 sm:py-10">
        {user ? (
          <>
            <ProfileInformation user={user} />
            <YourData />
            <AccountManagement />
          </>
        ) : (
          <RedirectToLogin />
        )}
      </main>
    </div>
  );
}

/** Signed-out visitors go to sign-in 500 ms after the screen sees there is no session. */
function RedirectToLogin() {
  useEffect(() => {
    const timer = setTimeout(() => goToLogin(), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <p className="text-muted-foreground">You are signed out. Taking you to sign in...</p>;
}
