import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /notifications (spec social-and-discovery §2), for signed-in people only (the router sees to it). */
export default function NotificationsRoute() {
  useDocumentTitle('Notifications');
  return <NotificationsScreen />;
}
