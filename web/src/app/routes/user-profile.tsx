import { useParams } from 'wouter';
import type { FirstData } from '@/app/route-table';
import { journeyQueryOptions, profileQueryOptions } from '@/features/people/api/people';
import { ProfileScreen } from '@/features/people/components/profile-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The person and the first page of their journey, together (as proto's page-calls preload them). */
export const firstData: FirstData = (queryClient, { username = '' }) =>
  Promise.all([
    queryClient.prefetchQuery(profileQueryOptions(username)),
    queryClient.prefetchInfiniteQuery(journeyQueryOptions(username)),
  ]);

/** /profile/{username} (spec social-and-discovery §2). */
export default function UserProfileRoute() {
  const { username = '' } = useParams<{ username: string }>();
  useDocumentTitle(`@${username}`);
  return <ProfileScreen username={username} />;
}
