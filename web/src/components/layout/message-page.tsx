import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';

/** A page that only says something and offers a way on (sign-in prompt, not found): the wordmark above it. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-5xl items-center px-4 py-2.5 sm:px-5">
          <BrandLink />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {children}
      </main>
    </div>
  );
}
