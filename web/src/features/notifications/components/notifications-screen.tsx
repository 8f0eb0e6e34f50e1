import { type Notification, UNREAD_POLL_NOTIFICATIONS_MS } from '@sorsi/proto';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { monthDayTime } from '@/lib/date-format';
import { Bell, BellOff, Heart, MessageCircle, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { BackHeader } from '@/components/layout/back-header';
import { LoadState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { MorePages } from '@/components/more-pages';
import { cn } from '@/lib/cn';
import { unreadBadgeText, unreadCountQueryOptions } from '@/lib/unread-count';
import { notificationsQueryOptions, useMarkAllRead, useMarkRead } from '../api/notifications';
import { destinationOf } from '../utils/notification-display';

// Spec social-and-discovery §2 "Notifications", §4, §8 toasts, §9 polls.

const ICONS = { follow: UserPlus, like: Heart, comment: MessageCircle, other: Bell } as const;

export function NotificationsScreen() {
  const notifications = useInfiniteQuery(notificationsQueryOptions);
  const unread = useQuery(unreadCountQueryOptions(UNREAD_POLL_NOTIFICATIONS_MS));
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [, navigate] = useLocation();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = unread.data?.count ?? 0;

  // What was unread on arrival stays shown unread for the visit, even once the server counts it read.
  const unreadOnArrival = useUnreadOnArrival(items);
  // Opening the screen marks everything read once, silently (§4), but only after the list has shown.
  const markedOnOpen = useRef(false);
  useEffect(() => {
    if (markedOnOpen.current || !notifications.isSuccess || unreadCount === 0) return;
    markedOnOpen.current = true;
    markAllRead.mutate();
  }, [notifications.isSuccess, unreadCount, markAllRead]);
  const shownUnread = (notification: Notification) => !notification.isRead || unreadOnArrival.has(notification.id);

  function markEverythingRead(): void {
    markAllRead.mutate(undefined, {
      onSuccess: () => {
        unreadOnArrival.clear();
        toast({ title: 'All notifications marked as read' });
      },
      onError: () => toast({ title: 'Failed to mark all notifications as read', variant: 'destructive' }),
    });
  }

  function open(notification: Notification): void {
    const destination = destinationOf(notification);
    const go = () => destination && navigate(destination);
    if (notification.isRead) return void go();
    markRead.mutate(notification.id, {
      onSuccess: go,
      onError: () => toast({ title: 'Failed to mark notification as read', variant: 'destructive' }),
    });
  }

  const badge = unreadBadgeText(unreadCount);
  return (
    <div className="min-h-dvh">
      <BackHeader>
        <h1 className="text-xl font-semibold sm:text-2xl">Notifications</h1>
        {badge && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            {badge}
            <span className="sr-only"> unread</span>
          </span>
        )}
        {items.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={markEverythingRead}
            disabled={markAllRead.isPending}
          >
            Mark All Read
          </Button>
        )}
      </BackHeader>
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:px-5">
        <LoadState
          query={notifications}
          loading="Loading notifications..."
          failure={{ title: 'Couldn’t load your notifications' }}
        >
          {() =>
            items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed px-6 py-14 text-center">
                <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
                <p className="font-medium">No notifications yet</p>
                <p className="max-w-sm text-sm text-muted-foreground">
                  When wine lovers follow you, or like and comment on your experiences, you’ll see it here.
                </p>
              </div>
            ) : (
              <ul aria-label="Notifications" className="flex flex-col divide-y rounded-3xl border bg-card">
                {items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      unread={shownUnread(notification)}
                      onOpen={() => open(notification)}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
        <MorePages list={notifications} label="Show older notifications" />
      </main>
    </div>
  );
}

/** The ids that were unread when they arrived; forgotten when the person marks all read. */
function useUnreadOnArrival(items: Notification[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const arrived = items.filter((item) => !item.isRead && !ids.has(item.id)).map((item) => item.id);
  if (arrived.length > 0) setIds(new Set([...ids, ...arrived]));
  return { has: (id: string) => ids.has(id), clear: () => setIds(new Set()) };
}

function NotificationItem({
  notification,
  unread,
  onOpen,
}: {
  notification: Notification;
  unread: boolean;
  onOpen: () => void;
}) {
  const Icon = ICONS[notification.type];
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        unread && 'bg-accent/40',
      )}
    >
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm', unread && 'font-medium')}>{notification.message}</span>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {monthDayTime(new Date(notification.createdAt))}
        </time>
      </span>
      {unread && (
        <span className="mt-2 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </button>
  );
}
