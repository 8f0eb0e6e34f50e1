import {
  CreateExperienceBodySchema,
  commentExcerpt,
  ExperienceWinesSchema,
  FeedQuerySchema,
  hashtagsOf,
  INPUT_REQUIRED_MESSAGE,
  tagsOf,
  UpdateExperienceBodySchema,
} from './experiences';
import { personRefOf } from './people';

describe('experience rules', () => {
  it('needs text or an image (spec §5 Input Required)', () => {
    const empty = CreateExperienceBodySchema.safeParse({ text: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(INPUT_REQUIRED_MESSAGE);
    expect(CreateExperienceBodySchema.parse({ image: 'data:image/png;base64,AA' })).toMatchObject({
      text: '',
      visibility: 'public',
      wines: [],
      tags: [],
    });
    expect(CreateExperienceBodySchema.parse({ text: ' Dinner ', visibility: 'private_to_followers' }).text).toBe(
      'Dinner',
    );
  });

  it('refuses unknown fields and bad visibility', () => {
    expect(CreateExperienceBodySchema.safeParse({ text: 'x', userId: 'me' }).success).toBe(false);
    expect(CreateExperienceBodySchema.safeParse({ text: 'x', visibility: 'friends' }).success).toBe(false);
  });

  it('keeps wines distinct and non-blank, at most 10', () => {
    expect(ExperienceWinesSchema.parse([' Barolo ', 'barolo', '', 'Chablis'])).toEqual(['Barolo', 'Chablis']);
    expect(ExperienceWinesSchema.safeParse(Array.from({ length: 11 }, (_, i) => `Wine ${i}`)).success).toBe(false);
  });

  it('reads hashtags as tags, not anchors or entities', () => {
    expect(hashtagsOf('Tonight #Barolo with #friends, #barolo again & a#b &#39; #a-b')).toEqual([
      'barolo',
      'friends',
      'a',
    ]);
    expect(tagsOf(['dinner'], 'So good #Dinner #Piemonte')).toEqual(['dinner', 'piemonte']);
  });

  it('edits need at least one field', () => {
    expect(UpdateExperienceBodySchema.safeParse({}).success).toBe(false);
    expect(UpdateExperienceBodySchema.parse({ location: '  ' })).toEqual({ location: null });
  });

  it('pages the feed by limit/offset, or by cursor', () => {
    expect(FeedQuerySchema.parse({})).toEqual({ limit: 12, offset: 0 });
    expect(FeedQuerySchema.parse({ limit: '12', offset: '24' })).toEqual({ limit: 12, offset: 24 });
    expect(FeedQuerySchema.parse({ offset: '24', cursor: 'abc' })).toEqual({ limit: 12, offset: 0, cursor: 'abc' });
    expect(FeedQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(FeedQuerySchema.safeParse({ limit: '-1' }).success).toBe(false);
  });

  it('quotes a comment briefly', () => {
    expect(commentExcerpt('  Lovely\n\nwine ')).toBe('Lovely wine');
    expect(commentExcerpt('x'.repeat(200))).toHaveLength(80);
  });
});

describe('person references in paths', () => {
  it('takes a user id or a username, with or without @', () => {
    expect(personRefOf('0E8F5C1A-7D0B-4C36-9C0A-2B9C5D1E3F40')).toEqual({
      userId: '0e8f5c1a-7d0b-4c36-9c0a-2b9c5d1e3f40',
    });
    expect(personRefOf('%40Anna_b')).toEqual({ username: 'anna_b' });
    expect(personRefOf('no such!')).toBeNull();
    expect(personRefOf('ab')).toBeNull();
  });
});
