import { AppError, EXPERIENCE_NOT_FOUND_MESSAGE, FEED_COMMENTS_SHOWN, LIKERS_NAMED } from '@sorsi/proto';

/** A post the viewer may not see answers exactly as one that does not exist. */
export const experienceNotFound = () => new AppError('NOT_FOUND', EXPERIENCE_NOT_FOUND_MESSAGE);

/** What a feed shows of each post's engagement: the likers line's names and the latest comments. */
export const FEED_ENGAGEMENT = { likersShown: LIKERS_NAMED, commentsShown: FEED_COMMENTS_SHOWN };
