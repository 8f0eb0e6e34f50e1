import type { UserProfile } from '@sorsi/proto';

/** In place of the journey of someone one has blocked: what blocking does, and the way back (Unblock above). */
export function BlockedNotice({ profile }: { profile: UserProfile }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed px-6 py-10 text-center">
      <p className="font-medium">You blocked @{profile.username}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Their wine activity is hidden from you and they cannot see yours. Unblock them to see it again.
      </p>
    </div>
  );
}
