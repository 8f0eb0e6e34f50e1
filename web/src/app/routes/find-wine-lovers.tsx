import { FindWineLoversScreen } from '@/features/people/components/find-wine-lovers-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /find-wine-lovers (spec social-and-discovery §2). */
export default function FindWineLoversRoute() {
  useDocumentTitle('Find Wine Lovers');
  return <FindWineLoversScreen />;
}
