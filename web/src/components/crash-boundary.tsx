import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { trackError } from '@/lib/analytics';
import { browserNavigation } from '@/lib/browser-navigation';

interface CrashBoundaryState {
  error: Error | null;
}

/** The crash fallback of spec social-and-discovery §2: the error goes to analytics. */
export class CrashBoundary extends Component<{ children: ReactNode }, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): CrashBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    trackError(error, { componentStack: info.componentStack });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashFallback onRetry={() => this.setState({ error: null })} />;
  }
}

function CrashFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page stopped working unexpectedly. Try again, or start over from the home page.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        {/* A full reload, so whatever state broke the page is gone. */}
        <Button variant="outline" onClick={() => browserNavigation.assign('/')}>
          Go to Home
        </Button>
      </div>
    </main>
  );
}
