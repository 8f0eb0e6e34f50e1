import { Link } from 'wouter';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec: any path that is not routed; its words are for people who followed a link (issue 21 §2). */
export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <MessagePage title="404 Page Not Found">
      <p className="text-muted-foreground">
        There is no page at this address. The link may be mistyped, or the page may have moved.
      </p>
      <Button asChild>
        <Link href="/">Go to Home</Link>
      </Button>
    </MessagePage>
  );
}
