import { AdminReportsScreen } from '@/features/admin/components/admin-reports-screen';
import { useSignedInUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/reports (spec social-and-discovery §2): signed-in people only; the screen turns non-admins away. */
export default function AdminReportsRoute() {
  const user = useSignedInUser();
  useDocumentTitle('Admin Reports');
  return <AdminReportsScreen user={user} />;
}
