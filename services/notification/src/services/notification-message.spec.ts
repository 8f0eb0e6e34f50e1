import { notificationMessage } from './notification-message';

const ana = {
  id: '6d1f3c1e-6a52-4d3a-9f0e-2b7c0f4e9a11',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Lima',
  profileImageUrl: null,
};

describe('notificationMessage', () => {
  it('names the actor by first and last name, one of them, or the username when neither is set', () => {
    expect(notificationMessage('follow', ana, null)).toBe('Ana Lima started following you');
    expect(notificationMessage('follow', { ...ana, lastName: null }, null)).toBe('Ana started following you');
    expect(notificationMessage('follow', { ...ana, firstName: ' ', lastName: null }, null)).toBe(
      'ana started following you',
    );
  });

  it('says Someone while the actor is not known yet', () => {
    expect(notificationMessage('like', null, null)).toBe('Someone liked your experience');
  });

  it('quotes the start of a comment when there is one', () => {
    expect(notificationMessage('comment', ana, 'Great pick')).toBe(
      'Ana Lima commented on your experience: "Great pick"',
    );
    expect(notificationMessage('comment', ana, '')).toBe('Ana Lima commented on your experience');
  });

  it('says when the post it is about has since been removed', () => {
    expect(notificationMessage('like', ana, null, true)).toBe(
      'Ana Lima liked your experience, which has since been removed',
    );
    expect(notificationMessage('comment', ana, 'Great pick', true)).toBe(
      'Ana Lima commented on your experience, which has since been removed: "Great pick"',
    );
  });
});
