import { Camera, Compass, MessageCircle, Route as RouteIcon, ShoppingBag, Sparkles, Users } from 'lucide-react';
import { Link, Redirect, useSearch } from 'wouter';
import { BrandLink } from '@/components/layout/brand-link';
import { SiteFooter } from '@/components/layout/site-footer';
import { Button } from '@/components/ui/button';
import { HeaderActions } from '@/components/layout/header-actions';
import { useSignedInUser } from '@/lib/auth';
import { useGreeting } from '@/lib/greeting';
import { useDocumentTitle } from '@/lib/use-document-title';

// Spec social-and-discovery §2 "Landing (signed in)"; /dashboard shows the same (the spec does not say
// what it shows). A notification's `/?experienceId=` hands over to the feed, which shows the post.

const CARDS = [
  {
    href: '/taste',
    title: 'Taste',
    text: 'Chat with your AI sommelier about what is in your glass.',
    Icon: MessageCircle,
  },
  {
    href: '/experiences',
    title: 'Experiences',
    text: 'Share wine moments and see what others are pouring.',
    Icon: Users,
  },
  { href: '/browse', title: 'Explore', text: 'Browse tastings shared by wine lovers.', Icon: Compass },
  { href: '/compare', title: 'Compare', text: 'Snap a wine list and find the best bottle for you.', Icon: Camera },
  { href: '/shop', title: 'Shop', text: 'Photograph a shelf and get advice on what to buy.', Icon: ShoppingBag },
  { href: '/recommend', title: 'Recommend', text: 'Say what you like and get a wine style to try.', Icon: Sparkles },
];

export default function HomeRoute() {
  const user = useSignedInUser();
  const experienceId = new URLSearchParams(useSearch()).get('experienceId');
  const greeting = useGreeting(user);
  useDocumentTitle('Home');
  if (experienceId) return <Redirect to={`/experiences?experienceId=${encodeURIComponent(experienceId)}`} replace />;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-2.5 sm:px-5">
          <BrandLink />
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            {/* On a phone the words give way to the header's search, bell and menu; the name stays. */}
            <Button asChild variant="outline" size="sm" className="px-2.5 sm:px-3">
              <Link href={`/profile/${user.username || user.id}`}>
                <RouteIcon aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">My Journey</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm" className="hidden px-3 sm:inline-flex">
              <Link href="/about">About</Link>
            </Button>
            <HeaderActions user={user} />
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-5 py-10 sm:py-14">
        <h1 className="text-4xl font-semibold sm:text-5xl">{greeting}</h1>
        <p className="mt-3 text-lg text-muted-foreground">What are we tasting today?</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map(({ href, title, text, Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex h-full gap-4 rounded-3xl border bg-card p-5 shadow-[0_1px_2px_rgb(42_27_31/0.05)] transition-colors outline-none hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring sm:flex-col sm:p-6"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="font-serif text-xl font-semibold">{title}</span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
      <SiteFooter />
    </div>
  );
}
