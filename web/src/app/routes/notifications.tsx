import type { FirstData } from '@/app/route-table';
import { notificationsQueryOptions } from '@/features/notifications/api/notifications';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The list's first page (proto's page-calls name the same call for the page to preload). */
export const firstData: FirstData = (queryClient) => queryClient.prefetchInfiniteQuery(notificationsQueryOptions);

/** /notifications (spec social-and-discovery §2), for signed-in people only (the router sees to it). */
export default function NotificationsRoute() {
  useDocumentTitle('Notifications');
  return <NotificationsScreen />;
}
