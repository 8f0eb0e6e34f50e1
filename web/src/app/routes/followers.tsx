import { useParams } from 'wouter';
import { FollowListScreen } from '@/features/people/components/follow-list-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile/{username}/followers. */
export default function FollowersRoute() {
  const { username = '' } = useParams<{ username: string }>();
  useDocumentTitle(`Followers of @${username}`);
  return <FollowListScreen username={username} side="followers" />;
}
