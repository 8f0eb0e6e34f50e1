import { type ReactNode, useEffect, useRef } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandLink } from './brand-link';
import { BackHeader } from './back-header';
import { SiteFooter } from './site-footer';

/** The frame of the public text pages (about, privacy, terms, support). */
export function StaticPage({ title, meta, children }: { title: string; meta?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col">
      <BackHeader>
        <BrandLink className="text-xl" />
      </BackHeader>
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 py-10 sm:py-14">
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        {meta && <p className="mt-3 text-sm text-muted-foreground">{meta}</p>}
        <div className="mt-8 flex flex-col gap-8">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * One titled part of a static page; with an `id`, a link can point at it (`/terms#community-guidelines`),
 * and it is scrolled to when the page opens at it (the page loads after the link was followed).
 */
export function StaticSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (id && window.location.hash === `#${id}`) section.current?.scrollIntoView?.();
  }, [id]);
  return (
    <section
      ref={section}
      id={id}
      className="flex flex-col gap-3 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5"
    >
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function ContactEmail({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
