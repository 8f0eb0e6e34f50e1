import type { User } from '@sorsi/proto';
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { TermsGate } from '@/features/terms/components/terms-gate';
import { identifyUser, trackPageview } from '@/lib/analytics';
import { useAuth } from '@/lib/auth';
import { useScrollToTopOnRouteChange } from '@/lib/use-scroll-to-top';
import { NOT_FOUND, ROUTES, routesFor, screenOf, SIGN_IN_REQUIRED, signInRequiredPaths } from './route-table';

export function AppRouter() {
  const { user, isLoading } = useAuth();
  useScrollToTopOnRouteChange();
  usePageviews();
  useAnalyticsIdentity(user);

  // Spec: the app renders nothing else until the auth check finishes.
  if (isLoading) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        {ROUTES.filter((route) => route.audience === 'everyone').map((route) => (
          <Route key={route.path} path={route.path} component={screenOf(route)} />
        ))}
        <Route>{user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}</Route>
      </Switch>
    </Suspense>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <TermsGate user={user}>
      <SessionRoutes session="signed-in" />
    </TermsGate>
  );
}

function SignedOutRoutes() {
  return <SessionRoutes session="signed-out" />;
}

function SessionRoutes({ session }: { session: 'signed-in' | 'signed-out' }) {
  return (
    <Switch>
      {routesFor(session).map((route) => (
        <Route key={route.path} path={route.path} component={screenOf(route)} />
      ))}
      {session === 'signed-out' &&
        signInRequiredPaths().map((path) => <Route key={path} path={path} component={screenOf(SIGN_IN_REQUIRED)} />)}
      <Route component={screenOf(NOT_FOUND)} />
    </Switch>
  );
}

/** "page views with page name": the first path segment names the page. */
function usePageviews(): void {
  const [location] = useLocation();
  useEffect(() => trackPageview(location, location.split('/')[1] || 'home'), [location]);
}

function useAnalyticsIdentity(user: User | null): void {
  useEffect(() => {
    if (user) identifyUser(user);
  }, [user]);
}
