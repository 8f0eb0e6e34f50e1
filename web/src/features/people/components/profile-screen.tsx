import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { BackHeader } from '@/components/layout/back-header';
import { LoadState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { errorStatus } from '@/lib/api-request';
import { useAuth } from '@/lib/auth';
import { profileQueryOptions } from '../api/people';
import { BlockedNotice } from './blocked-notice';
import { ProfileHeader } from './profile-header';
import { WineJourney } from './wine-journey';

// Spec social-and-discovery §2 "Profile /profile/{username}": the person (ProfileHeader), then their Wine
// Journey, or in its place what blocking them does.

export function ProfileScreen({ username }: { username: string }) {
  const fromSearch = new URLSearchParams(useSearch()).get('from') === 'search';
  const profile = useQuery(profileQueryOptions(username));
  const { user } = useAuth();
  const isSelf = user?.username.toLowerCase() === username.toLowerCase();
  const backTo = fromSearch ? '/find-wine-lovers' : '/';
  return (
    <div className="min-h-dvh">
      <BackHeader backTo={backTo} backLabel={fromSearch ? 'Back to Find Wine Lovers' : 'Back to home'}>
        <h1 className="text-xl font-semibold sm:text-2xl">Profile</h1>
        {isSelf && (
          <Button asChild variant="ghost" size="icon" className="ml-auto">
            <Link href="/profile" aria-label="Settings">
              <Settings className="size-5" aria-hidden="true" />
            </Link>
          </Button>
        )}
      </BackHeader>
      <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6 sm:px-5">
        {errorStatus(profile.error) === 404 ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-lg font-medium">Profile not found</p>
            {/* A place of the app, not the browser's history: a direct visit has nothing in it to go back to. */}
            <Button asChild variant="outline">
              <Link href={backTo}>Go Back</Link>
            </Button>
          </div>
        ) : (
          <LoadState query={profile} loading="Loading profile..." failure={{ title: 'Couldn’t load this profile' }}>
            {(loaded) => (
              <>
                <ProfileHeader profile={loaded} signedIn={Boolean(user)} />
                {loaded.isBlocked ? <BlockedNotice profile={loaded} /> : <WineJourney profile={loaded} />}
              </>
            )}
          </LoadState>
        )}
      </main>
    </div>
  );
}
