import { Camera, Compass, GlassWater, Heart, MessageCircle, ScanLine, ShoppingBag, Sparkles, Wine } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLink } from '@/components/layout/brand-link';
import { SiteFooter } from '@/components/layout/site-footer';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/lib/app-config';
import { BRAND_NAME, TAGLINE } from '@/lib/brand';
import { LOGIN_PATH } from '@/lib/browser-navigation';
import { useDocumentTitle } from '@/lib/use-document-title';

// Spec social-and-discovery §1 (three promises, five selling points, beta notice) and §2 "Landing (signed out)".

const PROMISES = [
  { Icon: MessageCircle, text: 'Taste and learn with an AI bartender' },
  { Icon: Compass, text: 'Explore tastings shared by wine lovers' },
  { Icon: Camera, text: 'Snap a photo for wine-list recommendations' },
];

const SELLING_POINTS = [
  {
    Icon: Heart,
    title: 'Share moments with photos',
    text: 'Post the bottle, the table and the company, and keep them.',
  },
  { Icon: Sparkles, title: 'AI-guided tasting', text: 'Describe what you taste and learn why it tastes that way.' },
  { Icon: ScanLine, title: 'Smart wine-list recommendations', text: 'Photograph a wine list and find your best pick.' },
  { Icon: ShoppingBag, title: 'Shopping help', text: 'Standing at a shelf? Get advice on what to take home.' },
  { Icon: GlassWater, title: 'Discover new favourites', text: 'Follow wine lovers and find bottles you will love.' },
];

export default function LandingRoute() {
  useDocumentTitle(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-5 py-3">
        <BrandLink />
        <Button asChild variant="ghost" size="sm">
          <Link href="/about">About</Link>
        </Button>
      </header>
      <main className="flex-1">
        <section className="mx-auto grid max-w-5xl items-center gap-12 px-5 pt-10 pb-14 sm:pt-20 sm:pb-20 lg:grid-cols-[1.15fr_0.85fr]">
          <div className="flex flex-col items-start gap-6">
            <p className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-medium">
              <Wine className="size-4 text-primary" aria-hidden="true" />
              Your AI wine companion
            </p>
            <h1 className="text-5xl leading-[1.05] font-semibold text-balance sm:text-7xl">{TAGLINE}</h1>
            <ul className="flex flex-col gap-3 text-lg">
              {PROMISES.map(({ Icon, text }) => (
                <li key={text} className="flex items-center gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Icon className="size-[18px]" aria-hidden="true" />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-2 w-full sm:w-auto">
              {/* Sign-in is a full-page navigation into the identity provider. */}
              <a href={LOGIN_PATH}>Sign in</a>
            </Button>
          </div>
          <SampleConversation />
        </section>

        <section aria-labelledby="why-title" className="border-y bg-card">
          <div className="mx-auto max-w-5xl px-5 py-14">
            <h2 id="why-title" className="text-3xl font-semibold">
              Why wine lovers use {BRAND_NAME}
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {SELLING_POINTS.map(({ Icon, title, text }) => (
                <li key={title} className="flex gap-4 rounded-3xl border bg-background p-5">
                  <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <h3 className="font-sans text-base font-semibold">{title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="beta-title" className="mx-auto max-w-5xl px-5 py-14">
          <div className="rounded-3xl border border-primary/30 bg-primary/5 p-6 sm:p-8">
            <h2 id="beta-title" className="text-2xl font-semibold">
              {BRAND_NAME} is in beta
            </h2>
            <p className="mt-2 text-muted-foreground">
              We are building {BRAND_NAME} together with its first wine lovers. Tell us what works and what does not
              through our{' '}
              <a
                href={appConfig.feedbackUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline underline-offset-4"
              >
                feedback form
              </a>
              .
            </p>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

/** A taste of the Taste chat, for wide screens where the hero has room beside it. */
function SampleConversation() {
  return (
    <figure className="hidden rotate-1 flex-col gap-3 rounded-[2rem] border bg-card p-6 shadow-xl lg:flex">
      <p className="ml-10 self-end rounded-3xl rounded-br-md bg-primary px-4 py-3 text-sm text-primary-foreground">
        We&apos;re opening a 2019 Barolo tonight. What should I look for?
      </p>
      <p className="mr-10 rounded-3xl rounded-bl-md bg-muted px-4 py-3 text-sm">
        Roses and tar on the nose, then sour cherry and firm, drying tannins. Give it an hour in a decanter and pour it
        with a mushroom risotto.
      </p>
      <figcaption className="mt-1 text-center text-xs text-muted-foreground">
        Ask about anything in your glass.
      </figcaption>
    </figure>
  );
}
