import {
  AppError,
  type CheckedField,
  EXPERIENCE_NOT_FOUND_MESSAGE,
  FEED_COMMENTS_SHOWN,
  LIKERS_NAMED,
} from '@sorsi/proto';

/** A post the viewer may not see answers exactly as one that does not exist. */
export const experienceNotFound = () => new AppError('NOT_FOUND', EXPERIENCE_NOT_FOUND_MESSAGE);

/** What a feed shows of each post's engagement: the likers line's names and the latest comments. */
export const FEED_ENGAGEMENT = { likersShown: LIKERS_NAMED, commentsShown: FEED_COMMENTS_SHOWN };

/** What others see of a post, as the moderation check reads it: every text field, named as its author knows it. */
export function postFieldsShown(post: {
  summary: string;
  wines: readonly string[];
  location: string | null;
  feeling: string | null;
  tags: readonly string[];
}): CheckedField[] {
  const named: Array<[string, string | null]> = [
    ['Caption', post.summary],
    ...post.wines.map((wine): [string, string] => ['Wine', wine]),
    ['Place', post.location],
    ['Feeling', post.feeling],
    ['Tags', post.tags.map((tag) => `#${tag}`).join(' ')],
  ];
  return named
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1].trim() !== '')
    .map(([field, text]) => ({ field, text }));
}
