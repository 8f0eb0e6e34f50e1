import type { User } from '@sorsi/proto';
import { AccountButton } from './account-button';
import { loadOnce, useDeferredMenu } from './deferred-menu';

// The account menu loads after the screen's first paint (see deferred-menu).
const loadAccountMenu = loadOnce(() => import('./account-menu').then((module) => module.default));

export function UserMenu({ user }: { user: User }) {
  const { Menu, state, standIn } = useDeferredMenu(loadAccountMenu);
  return Menu ? <Menu user={user} {...state} /> : <AccountButton user={user} {...standIn} />;
}
