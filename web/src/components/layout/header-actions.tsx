import type { User } from '@sorsi/proto';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { lazyNamed, OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { UserMenu } from '@/components/user-menu';
import { NotificationsBell } from './notifications-bell';

// The search loads when first opened, not with every screen.
const SiteSearchDialog = lazyNamed(() => import('@/features/search/components/site-search-dialog'), 'SiteSearchDialog');

/**
 * The right end of every signed-in screen's header (issue 21 §5): search (people and wines), the bell with
 * its unread badge, the account menu. One component, so every screen offers the same three.
 */
export function HeaderActions({ user }: { user: User }) {
  const [searching, setSearching] = useState(false);
  return (
    <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
      <Button variant="ghost" size="icon" aria-label="Search" aria-haspopup="dialog" onClick={() => setSearching(true)}>
        <Search className="size-5" aria-hidden="true" />
      </Button>
      <NotificationsBell />
      <UserMenu user={user} />
      <OnDemand wanted={searching}>
        <SiteSearchDialog open={searching} onOpenChange={setSearching} />
      </OnDemand>
    </div>
  );
}
