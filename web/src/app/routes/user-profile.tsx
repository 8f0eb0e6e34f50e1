import { useParams } from 'wouter';
import { ProfileScreen } from '@/features/people/components/profile-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile/{username} (spec social-and-discovery §2). */
export default function UserProfileRoute() {
  const { username = '' } = useParams<{ username: string }>();
  useDocumentTitle(`@${username}`);
  return <ProfileScreen username={username} />;
}
