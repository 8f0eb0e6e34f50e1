import { AppError } from '@sorsi/proto';
import { moderated } from './moderated';

describe('what a moderation verdict means for new content', () => {
  it('publishes an allowed post, saying nothing more', () => {
    expect(moderated({ outcome: 'published' })).toEqual({ state: 'published' });
  });

  it('holds a post for review and tells its author so', () => {
    expect(moderated({ outcome: 'held', message: 'A moderator will look at it shortly.' })).toEqual({
      state: 'held',
      moderationInfo: { needsReview: true, message: 'A moderator will look at it shortly.' },
    });
  });

  it('refuses a rejected one with the MODERATION error and its message, storing nothing', () => {
    expect(() => moderated({ outcome: 'rejected', message: 'This violates our community guidelines' })).toThrow(
      new AppError('MODERATION', 'This violates our community guidelines'),
    );
  });
});
