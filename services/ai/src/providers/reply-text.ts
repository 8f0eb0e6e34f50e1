import { AppError } from '@sorsi/proto';

/** The reply's text, or UPSTREAM when there is none: an empty reply is an error (spec §5), never sent on. */
export function nonEmptyReply(content: string | null | undefined): string {
  const text = content?.trim();
  if (!text) throw new AppError('UPSTREAM', 'The sommelier gave an empty reply');
  return text;
}
