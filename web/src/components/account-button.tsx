import { displayNameOf, initialsOf, type User } from '@sorsi/proto';
import type { ComponentProps } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';

export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback>{initialsOf(user, 'U')}</AvatarFallback>
    </Avatar>
  );
}

/** The avatar button that opens the account menu (the menu's trigger once the menu's code has arrived). */
export function AccountButton({ user, ...props }: { user: User } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={`Account menu for ${displayNameOf(user)}`}
      aria-haspopup="menu"
      className="rounded-full p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      {...props}
    >
      <UserAvatar user={user} />
    </button>
  );
}
