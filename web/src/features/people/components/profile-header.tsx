import type { UserProfile } from '@sorsi/proto';
import { PersonAvatar } from '@/components/person-avatar';
import { ProfileCounts } from './profile-counts';
import { RelationshipButtons } from './relationship-buttons';

/** Who the profile is: avatar, name, @username, bio, counts, and for someone else Follow and Block. */
export function ProfileHeader({ profile, signedIn }: { profile: UserProfile; signedIn: boolean }) {
  const person = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    profileImageUrl: profile.avatarUrl,
  };
  const counts = [
    { label: 'Following', value: profile.followingCount, href: `/profile/${profile.username}/following` },
    { label: 'Followers', value: profile.followersCount, href: `/profile/${profile.username}/followers` },
    { label: 'Tastings', value: profile.tastingsCount },
    { label: 'Experiences', value: profile.experiencesCount },
  ];
  return (
    <section aria-label="About" className="flex flex-col items-center gap-4 rounded-3xl border bg-card p-6 text-center">
      <PersonAvatar person={person} size={96} />
      <div className="flex flex-col gap-1">
        <p className="font-serif text-2xl font-semibold">{profile.displayName}</p>
        {/* A person without a name is shown by their username already. */}
        {profile.displayName !== profile.username && (
          <p className="text-sm text-muted-foreground">@{profile.username}</p>
        )}
        {profile.bio && <p className="mt-2 max-w-md text-[15px]">{profile.bio}</p>}
      </div>
      {/* Someone one has blocked: their activity is hidden, so counts of it would only contradict that. */}
      {!profile.isBlocked && <ProfileCounts counts={counts} />}
      {signedIn && !profile.isSelf && <RelationshipButtons profile={profile} />}
    </section>
  );
}
