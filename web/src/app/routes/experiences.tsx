import { ExperiencesScreen } from '@/features/experiences/components/experiences-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /experiences (spec social-and-discovery §2): signed out, it invites to log in. */
export default function ExperiencesRoute() {
  useDocumentTitle('Experiences');
  return <ExperiencesScreen />;
}
