import { Wine } from 'lucide-react';
import { Link } from 'wouter';
import { BRAND_NAME } from '@/lib/brand';
import { cn } from '@/lib/cn';

/** The wordmark, linking home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full font-serif text-2xl font-semibold text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Wine className="size-6" aria-hidden="true" />
      {BRAND_NAME}
    </Link>
  );
}
