import type { FirstData } from '@/app/route-table';
import { feedQueryOptions } from '@/features/experiences/api/experiences';
import { ExperiencesScreen } from '@/features/experiences/components/experiences-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The home feed's first page, the view the screen opens on (as proto's page-calls preload it). */
export const firstData: FirstData = (queryClient) => queryClient.prefetchInfiniteQuery(feedQueryOptions('home'));

/** /experiences (spec social-and-discovery §2): signed out, it invites to log in. */
export default function ExperiencesRoute() {
  useDocumentTitle('Experiences');
  return <ExperiencesScreen />;
}
