import { displayNameOf, type UserListItem } from '@sorsi/proto';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { profileHref } from '@/lib/profile-href';
import { PersonAvatar } from '@/components/person-avatar';

/** A person in a list (followers, following, search): avatar, name, @username, counts; taps open the profile. */
export function PersonRow({
  person,
  nameFallback,
  from,
  action,
}: {
  person: UserListItem;
  nameFallback: string;
  from?: 'search';
  action?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3 rounded-3xl border bg-card p-3 sm:p-4">
      <Link
        href={profileHref(person.username, from)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <PersonAvatar person={person} size={48} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold">{displayNameOf(person, nameFallback)}</span>
          <span className="truncate text-sm text-muted-foreground">@{person.username}</span>
          <span className="text-xs text-muted-foreground">
            {person.followersCount} {person.followersCount === 1 ? 'follower' : 'followers'} · {person.followingCount}{' '}
            following
          </span>
        </span>
      </Link>
      {action}
    </div>
  );
}
