import { Wine } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec: any path that is not routed. */
export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <Wine className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-semibold">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild variant="outline">
        <Link href="/">Go to Home</Link>
      </Button>
    </main>
  );
}
