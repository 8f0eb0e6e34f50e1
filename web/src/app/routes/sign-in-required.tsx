import { loginPathReturningTo } from '@sorsi/proto/session-paths';
import { Link } from 'wouter';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReturnPath } from '@/lib/use-return-path';

/**
 * A signed-in page opened signed out, typically from a shared link (issue 21 §2): an invitation to sign
 * in that comes back to this very address afterwards.
 */
export default function SignInRequiredRoute() {
  const here = useReturnPath();
  useDocumentTitle('Sign in to continue');
  return (
    <MessagePage title="Sign in to continue">
      <p className="text-muted-foreground">
        This page is for Sorsi members. Sign in and you will come right back here.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* Sign-in is a full-page navigation, not a screen. */}
        <Button asChild>
          <a href={loginPathReturningTo(here)}>Sign in</a>
        </Button>
        <Button asChild variant="outline">
          <Link href="/">Go to Home</Link>
        </Button>
      </div>
    </MessagePage>
  );
}
