import type { User } from '@sorsi/proto';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { whenPageIdle } from '@/lib/when-page-idle';
import { AccountButton } from './account-button';
import type { AccountMenuProps } from './account-menu';

// The menu's code (Radix menus and their positioning, 20 KB) stays off the path to the screen's first
// paint: the screen shows the same avatar button at once, the code downloads once the page is idle (or
// as soon as the person reaches for the button), and the menu then takes the button's place. Whether it
// is open lives here, so a press on the stand-in opens the menu whenever its code arrives.

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

let accountMenu: Promise<ComponentType<AccountMenuProps>> | undefined;
const loadAccountMenu = () => (accountMenu ??= import('./account-menu').then((module) => module.default));

export function UserMenu({ user }: { user: User }) {
  const [AccountMenu, setAccountMenu] = useState<ComponentType<AccountMenuProps> | null>(null);
  const [open, setOpen] = useState(false);
  // Keyboard focus on the stand-in moves to the real button when it takes over.
  const [focused, setFocused] = useState(false);
  const fetchMenu = useCallback(() => {
    void loadAccountMenu().then((menu) => setAccountMenu(() => menu));
  }, []);
  useEffect(() => whenPageIdle(fetchMenu), [fetchMenu]);
  const pressed = () => {
    setOpen(true);
    fetchMenu();
  };

  if (AccountMenu)
    return <AccountMenu user={user} open={open} onOpenChange={setOpen} focusTrigger={focused && !open} />;
  return (
    <AccountButton
      user={user}
      onPointerEnter={fetchMenu}
      onFocus={() => {
        setFocused(true);
        fetchMenu();
      }}
      onBlur={() => setFocused(false)}
      // The same presses that open Radix's trigger: a main-button pointer press, or Enter, Space, ArrowDown.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) pressed();
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        pressed();
      }}
    />
  );
}
