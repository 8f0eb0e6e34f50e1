import { likersLine, showsLikersLink } from './likers-line';

const liker = (firstName: string | null, username = firstName?.toLowerCase() ?? 'anon') => ({
  userId: `id-${username}`,
  username,
  firstName,
});

describe('the likers line', () => {
  it.each<[number, (string | null)[], string | null]>([
    [0, [], null],
    [1, ['Ana'], 'Liked by Ana'],
    [2, ['Ana', 'Ben'], 'Liked by Ana and Ben'],
    [3, ['Ana', 'Ben', 'Cleo'], 'Liked by Ana, Ben and Cleo'],
    [4, ['Ana', 'Ben', 'Cleo'], 'Liked by Ana, Ben, Cleo and 1 other'],
    [12, ['Ana', 'Ben', 'Cleo'], 'Liked by Ana, Ben, Cleo and 9 others'],
    [2, [null], 'Liked by anon and 1 other'],
    [5, [], '5 likes'],
  ])('%i likes by %j: %p', (likeCount, names, line) => {
    expect(likersLine({ likeCount, recentLikers: names.map((name) => liker(name)) })).toBe(line);
  });

  it('offers the likers dialog only above 3 likes', () => {
    expect([3, 4].map(showsLikersLink)).toEqual([false, true]);
  });
});
