import { displayNameOf, type User } from '@sorsi/proto';
import { Compass, Flag, Info, LogOut, Scale, ShoppingBag, Sparkles, UserRound, Wine } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
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
import { AccountButton } from './account-button';
import { type DeferredMenuState, useFocusAtMount } from './deferred-menu';

/** The avatar menu's entries, in the spec's order (taste-and-account §1), with Recommend (issue 21 §5). */
const MENU_ENTRIES = [
  { label: 'Taste', href: '/taste', Icon: Wine },
  { label: 'Compare', href: '/compare', Icon: Scale },
  { label: 'Shop', href: '/shop', Icon: ShoppingBag },
  { label: 'Explore', href: '/browse', Icon: Compass },
  { label: 'Recommend', href: '/recommend', Icon: Sparkles },
  { label: 'My Profile', href: '/profile', Icon: UserRound },
  { label: 'About', href: '/about', Icon: Info },
];

/** The avatar's dropdown (loaded after the screen's first paint; see UserMenu). */
export default function AccountMenu({ user, open, onOpenChange, focusTrigger }: { user: User } & DeferredMenuState) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusAtMount(trigger, focusTrigger);
  return (
    // Non-modal: a menu does not hide the page from assistive tech (axe's aria-hidden-focus), it just closes.
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <AccountButton ref={trigger} user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{displayNameOf(user)}</DropdownMenuLabel>
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
