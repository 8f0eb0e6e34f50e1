import type { Person } from '@sorsi/proto';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { personInitials } from '@/lib/person-display';

/** A person's picture, or their initials (spec §9) while it loads or when there is none. */
export function PersonAvatar({
  person,
  className,
}: {
  person: Pick<Person, 'firstName' | 'lastName' | 'username'> & { profileImageUrl?: string | null };
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {person.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt="" />}
      <AvatarFallback>{personInitials(person)}</AvatarFallback>
    </Avatar>
  );
}
