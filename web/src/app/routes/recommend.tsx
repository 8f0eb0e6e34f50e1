import { RecommendScreen } from '@/features/recommend/components/recommend-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /recommend (spec social-and-discovery §2): signed out, it invites to log in. */
export default function RecommendRoute() {
  useDocumentTitle('Wine Recommendation');
  return <RecommendScreen />;
}
