import { UNREAD_POLL_FEED_MS } from '@sorsi/proto';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { unreadBadgeText, unreadCountQueryOptions } from '@/lib/unread-count';

/** The bell to /notifications with the unread badge ('99+' above 99), polled while a screen shows it. */
export function NotificationsBell() {
  const unread = useQuery(unreadCountQueryOptions(UNREAD_POLL_FEED_MS));
  const badge = unreadBadgeText(unread.data?.count ?? 0);
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link href="/notifications" aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}>
        <Bell className="size-5" aria-hidden="true" />
        {badge && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-semibold text-primary-foreground"
          >
            {badge}
          </span>
        )}
      </Link>
    </Button>
  );
}
