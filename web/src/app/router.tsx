import type { User } from '@sorsi/proto';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { TermsGate } from '@/features/terms/components/terms-gate';
import { identifyUser, trackPageview } from '@/lib/analytics';
import { useAuth } from '@/lib/auth';
import { useScrollToTopOnRouteChange } from '@/lib/use-scroll-to-top';

// The route table of spec social-and-discovery §2. Screens load on demand, so the first page only
// downloads its own code. Routes of later issues are links only: until routed, they show the 404 page.

const screens = {
  about: () => import('./routes/about'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  support: () => import('./routes/support'),
  landing: () => import('./routes/landing'),
  home: () => import('./routes/home'),
  profileSettings: () => import('./routes/profile-settings'),
  taste: () => import('./routes/taste'),
  browse: () => import('./routes/browse'),
  notFound: () => import('./routes/not-found'),
};

const About = lazy(screens.about);
const Privacy = lazy(screens.privacy);
const Terms = lazy(screens.terms);
const Support = lazy(screens.support);
const Landing = lazy(screens.landing);
const Home = lazy(screens.home);
const ProfileSettings = lazy(screens.profileSettings);
const Taste = lazy(screens.taste);
const Browse = lazy(screens.browse);
const NotFound = lazy(screens.notFound);

/** The screen an address most likely shows ('/' is a first visit's signed-out landing). */
const LIKELY_SCREEN: Record<string, () => Promise<unknown>> = {
  '/': screens.landing,
  '/about': screens.about,
  '/privacy': screens.privacy,
  '/terms': screens.terms,
  '/support': screens.support,
  '/profile': screens.profileSettings,
  '/taste': screens.taste,
  '/browse': screens.browse,
};

/** Starts downloading the likely screen at once, so it arrives while the auth check runs, not after. */
export function preloadScreenFor(path: string): void {
  void LIKELY_SCREEN[path]?.();
}

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
        <Route path="/about" component={About} />
        <Route path="/privacy" component={Privacy} />
        <Route path="/terms" component={Terms} />
        <Route path="/support" component={Support} />
        <Route>{user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}</Route>
      </Switch>
    </Suspense>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <TermsGate user={user}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/profile" component={ProfileSettings} />
        <Route path="/taste" component={Taste} />
        <Route path="/browse" component={Browse} />
        <Route component={NotFound} />
      </Switch>
    </TermsGate>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={Landing} />
      {/* Settings redirects a signed-out visitor to sign-in (spec taste-and-account §2). */}
      <Route path="/profile" component={ProfileSettings} />
      {/* Taste shows signed-out visitors a card inviting them to sign in (spec taste-and-account §2). */}
      <Route path="/taste" component={Taste} />
      <Route component={NotFound} />
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
