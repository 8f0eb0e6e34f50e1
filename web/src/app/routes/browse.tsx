import { ExploreScreen } from '@/features/explore/components/explore-screen';
import { useSignedInUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /browse: Explore (spec social-and-discovery §2), for signed-in people only (the router sees to it). */
export default function BrowseRoute() {
  const user = useSignedInUser();
  useDocumentTitle('Explore');
  return <ExploreScreen user={user} />;
}
