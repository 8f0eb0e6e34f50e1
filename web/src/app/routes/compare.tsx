import { CompareScreen } from '@/features/compare/components/compare-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /compare (spec social-and-discovery §2): a wine-list photo, then follow-up questions. */
export default function CompareRoute() {
  useDocumentTitle('Compare');
  return <CompareScreen />;
}
