import { initialsOf, type Person } from '@sorsi/proto';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';

/** Initials take this share of the avatar's width, so they read as well at 96 px as at 36 px. */
const INITIALS_SCALE = 0.4;

/** A person's picture, or their initials (spec §9) while it loads or when there is none. */
export function PersonAvatar({
  person,
  size,
  className,
}: {
  person: Pick<Person, 'firstName' | 'lastName' | 'username'> & { profileImageUrl?: string | null };
  /** Its width and height in CSS pixels. */
  size: number;
  className?: string;
}) {
  return (
    <Avatar className={className} style={{ width: size, height: size }}>
      {person.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt="" />}
      <AvatarFallback style={{ fontSize: Math.round(size * INITIALS_SCALE) }}>{initialsOf(person)}</AvatarFallback>
    </Avatar>
  );
}
