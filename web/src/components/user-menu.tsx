import type { User } from '@sorsi/proto';
import { Compass, Flag, Info, LogOut, Scale, ShoppingBag, UserRound, Wine } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LOGOUT_PATH } from '@/lib/browser-navigation';
import { displayName, initials } from '@/lib/user-display';

/** The avatar menu's entries, in the spec's order (taste-and-account §1). */
const MENU_ENTRIES = [
  { label: 'Taste', href: '/taste', Icon: Wine },
  { label: 'Compare', href: '/compare', Icon: Scale },
  { label: 'Shop', href: '/shop', Icon: ShoppingBag },
  { label: 'Explore', href: '/browse', Icon: Compass },
  { label: 'My Profile', href: '/profile', Icon: UserRound },
  { label: 'About', href: '/about', Icon: Info },
];

export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback>{initials(user)}</AvatarFallback>
    </Avatar>
  );
}

export function UserMenu({ user }: { user: User }) {
  const name = displayName(user);
  return (
    // Non-modal: a menu does not hide the page from assistive tech (axe's aria-hidden-focus), it just closes.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="rounded-full p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {MENU_ENTRIES.map(({ label, href, Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        {user.isAdmin && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link href="/admin/reports">
                <Flag aria-hidden="true" />
                Admin Reports
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {/* Sign-out is a full-page navigation, not a screen. */}
          <a href={LOGOUT_PATH}>
            <LogOut aria-hidden="true" />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
