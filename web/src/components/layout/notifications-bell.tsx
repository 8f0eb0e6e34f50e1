import { UNREAD_POLL_FEED_MS } from '@sorsi/proto';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { unreadBadgeText, unreadCountQueryOptions } from '@/lib/unread-count';

const NOTIFICATIONS_PATH = '/notifications';

/**
 * The bell to /notifications with the unread badge ('99+' above 99), polled while a screen shows it. On
 * the notifications screen itself the screen's title carries the count, so the bell only marks the page.
 */
export function NotificationsBell() {
  const [location] = useLocation();
  const onNotifications = location === NOTIFICATIONS_PATH;
  const unread = useQuery(unreadCountQueryOptions(UNREAD_POLL_FEED_MS));
  const badge = onNotifications ? null : unreadBadgeText(unread.data?.count ?? 0);
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link
        href={NOTIFICATIONS_PATH}
        aria-current={onNotifications ? 'page' : undefined}
        aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
      >
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
