import { Link } from 'wouter';

/** Following, Followers, Tastings, Experiences; the follow lists open from their counts. */
export function ProfileCounts({ counts }: { counts: { label: string; value: number; href?: string }[] }) {
  return (
    <ul aria-label="Counts" className="grid w-full grid-cols-4 gap-2">
      {counts.map(({ label, value, href }) => {
        const content = (
          <>
            <span className="text-lg font-semibold">{value}</span>
            <span className="text-xs text-muted-foreground">{label}</span>
          </>
        );
        return (
          <li key={label}>
            {href ? (
              <Link
                href={href}
                className="flex flex-col rounded-2xl py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                {content}
              </Link>
            ) : (
              <span className="flex flex-col py-2">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
