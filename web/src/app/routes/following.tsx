import { useParams } from 'wouter';
import { FollowListScreen } from '@/features/people/components/follow-list-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile/{username}/following. */
export default function FollowingRoute() {
  const { username = '' } = useParams<{ username: string }>();
  useDocumentTitle(`@${username} follows`);
  return <FollowListScreen username={username} side="following" />;
}
