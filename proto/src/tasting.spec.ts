import { mediaKeyOf } from './media';
import {
  CreateTastingBodySchema,
  CreateTastingRequestSchema,
  MAX_CONVERSATION_MESSAGES,
  TastingListQuerySchema,
  TastingMessageInputSchema,
  TastingSearchQuerySchema,
  UpdateTastingBodySchema,
} from './tasting';
import { cutText } from './text';
import { normaliseVintage, VintageInputSchema, WineTypeInputSchema } from './wine';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('wine type (spec §3: options Red, White, Rosé, Sparkling, Dessert, Fortified, Other; default red)', () => {
  it.each([
    ['Red', 'red'],
    ['Rosé', 'rose'],
    [' ROSÉ ', 'rose'],
    ['rose', 'rose'],
    ['Sparkling', 'sparkling'],
    ['Dessert', 'dessert'],
    ['Fortified', 'fortified'],
    ['OTHER', 'other'],
    ['white', 'white'],
  ])('%j is stored as %s', (input, stored) => {
    expect(WineTypeInputSchema.parse(input)).toBe(stored);
  });

  it.each(['orange', '', 'red wine'])('refuses %j', (input) => {
    expect(WineTypeInputSchema.safeParse(input).success).toBe(false);
  });

  it('defaults to red on a save without one (§9 "Wine type default: red")', () => {
    expect(CreateTastingRequestSchema.parse({ title: 'A' }).wineType).toBe('red');
  });
});

describe('vintage (spec §5: at most 10 characters, hint "Use YYYY or NV"; §9: years 1950 to 2039)', () => {
  it.each([
    ['2018', '2018'],
    [' 1950 ', '1950'],
    ['2039', '2039'],
    ['NV', 'NV'],
    ['nv', 'NV'],
    ['Nv', 'NV'],
    [2015, '2015'],
    ['1949', null],
    ['2040', null],
    ['15', null],
    ['2015ish', null],
    ['', null],
    ['   ', null],
    [null, null],
    [1800, null],
  ])('%j is stored as %j', (input, stored) => {
    expect(normaliseVintage(input)).toBe(stored);
    expect(VintageInputSchema.parse(input)).toBe(stored);
  });

  it('refuses more than the form allows, with the form message', () => {
    expect(issuesOf(VintageInputSchema.safeParse('12345678901'))).toEqual([
      ': String must contain at most 10 character(s)',
    ]);
  });
});

describe('saved messages (spec §9: each saved message content is cut to 1000 characters)', () => {
  it('cuts content to 1000 characters and keeps shorter content whole', () => {
    const long = TastingMessageInputSchema.parse({ role: 'user', content: 'x'.repeat(1500) });
    expect(long.content).toHaveLength(1000);
    expect(TastingMessageInputSchema.parse({ role: 'assistant', content: 'Hello' }).content).toBe('Hello');
  });

  it('never splits an emoji at the cut', () => {
    const text = `${'a'.repeat(999)}🍷tail`;
    expect(cutText(text, 1000)).toBe('a'.repeat(999));
    expect(cutText(`${'a'.repeat(998)}🍷tail`, 1000)).toBe(`${'a'.repeat(998)}🍷`);
  });

  it('keeps media URLs, drops null images and the chat-only fields', () => {
    const message = TastingMessageInputSchema.parse({
      role: 'assistant',
      content: 'A lovely Barolo',
      image: null,
      generatedImage: '/api/media/generated/ab12.webp',
      wineLabel: { producer: 'Vietti' },
    });
    expect(message).toEqual({
      role: 'assistant',
      content: 'A lovely Barolo',
      generatedImage: '/api/media/generated/ab12.webp',
    });
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'https://evil.example/x.png',
    '/api/media/../secret',
    'javascript:alert(1)',
  ])('refuses %s as an image', (image) => {
    expect(TastingMessageInputSchema.safeParse({ role: 'user', content: '', image }).success).toBe(false);
  });

  it('finds the media key of a media URL', () => {
    expect(mediaKeyOf('/api/media/uploads/2025/ab.jpg')).toBe('uploads/2025/ab.jpg');
    expect(mediaKeyOf('https://elsewhere/api/media/x')).toBeNull();
  });

  it(`accepts at most ${MAX_CONVERSATION_MESSAGES} messages`, () => {
    const messages = (n: number) => Array.from({ length: n }, () => ({ role: 'user', content: 'hi' }));
    expect(CreateTastingRequestSchema.safeParse({ title: 'T', conversation: messages(100) }).success).toBe(true);
    expect(CreateTastingRequestSchema.safeParse({ title: 'T', conversation: messages(101) }).success).toBe(false);
  });
});

describe('save body (spec §5 save form, §7 POST /api/wine-tastings)', () => {
  it('applies the spec defaults (§9: visibility public, wine type red, status active)', () => {
    expect(CreateTastingBodySchema.parse({ title: '  Barolo night ' })).toEqual({
      title: 'Barolo night',
      wineType: 'red',
      conversation: [],
      visibility: 'public',
      status: 'active',
      producer: null,
      wineName: null,
      varietal: null,
      year: null,
      rating: null,
      placeEnjoyed: null,
      placeDetails: null,
      note: null,
    });
  });

  it('accepts the userId the web sends and drops it: the session decides who acts', () => {
    const parsed = CreateTastingBodySchema.parse({ title: 'T', userId: 'someone-else' });
    expect(parsed).not.toHaveProperty('userId');
    expect(UpdateTastingBodySchema.parse({ status: 'active', userId: 'x' })).toEqual({ status: 'active' });
  });

  it('refuses a userId in the RPC request itself', () => {
    expect(CreateTastingRequestSchema.safeParse({ title: 'T', userId: crypto.randomUUID() }).success).toBe(false);
  });

  it.each(['title', 'producer', 'wineName', 'varietal'])(
    'limits %s to 60 characters with the form message',
    (field) => {
      const body = { title: 'T', [field]: 'x'.repeat(61) };
      expect(issuesOf(CreateTastingBodySchema.safeParse(body))).toEqual([
        `${field}: String must contain at most 60 character(s)`,
      ]);
      expect(CreateTastingBodySchema.safeParse({ title: 'T', [field]: 'x'.repeat(60) }).success).toBe(true);
    },
  );

  it('stores blank label fields as null and requires a title', () => {
    const parsed = CreateTastingBodySchema.parse({ title: 'T', producer: '  ', wineName: '', varietal: null });
    expect(parsed).toMatchObject({ producer: null, wineName: null, varietal: null });
    expect(issuesOf(CreateTastingBodySchema.safeParse({ title: '   ' }))).toEqual(['title: Required']);
  });

  it("accepts only status 'active' (§3: other values not shown)", () => {
    expect(CreateTastingBodySchema.safeParse({ title: 'T', status: 'archived' }).success).toBe(false);
  });

  it('leaves a blank summary out, so the server derives it', () => {
    expect(CreateTastingBodySchema.parse({ title: 'T', summary: '  ' }).summary).toBeUndefined();
    expect(CreateTastingBodySchema.parse({ title: 'T', summary: 'Wine tasting session' }).summary).toBe(
      'Wine tasting session',
    );
  });

  it('refuses NUL characters, which Postgres cannot store', () => {
    expect(CreateTastingBodySchema.safeParse({ title: 'a\u0000b' }).success).toBe(false);
  });

  it('gives the same request when parsed twice (the gateway parses, then the service)', () => {
    const body = {
      title: 'T',
      wineType: 'Rosé',
      year: 'nv',
      conversation: [{ role: 'user', content: 'y'.repeat(1200), image: '/api/media/a.jpg' }],
      rating: 4.5,
      placeDetails: { placeId: 'p1', name: 'Bar', address: 'Via Roma 1' },
    };
    const once = CreateTastingBodySchema.parse(body);
    expect(CreateTastingRequestSchema.parse(once)).toEqual(once);
  });
});

describe('list and search query strings (spec §3: query, wineType, textSearch, userId, skipConversation)', () => {
  it('turns query-string text into the RPC request with defaults', () => {
    expect(TastingListQuerySchema.parse({ skipConversation: 'true' })).toEqual({
      skipConversation: true,
      textSearch: true,
      limit: 20,
    });
    expect(
      TastingListQuerySchema.parse({
        query: '  cabernet   franc ',
        wineType: 'Rosé',
        textSearch: 'false',
        limit: '50',
      }),
    ).toEqual({ query: 'cabernet franc', wineType: 'rose', textSearch: false, skipConversation: false, limit: 50 });
  });

  it.each([
    [{ skipConversation: 'yes' }],
    [{ limit: '0' }],
    [{ limit: '101' }],
    [{ limit: '-1' }],
    [{ userId: 'not-a-uuid' }],
    [{ unknown: 'x' }],
    [{ query: ['a', 'b'] }],
  ])('refuses %j', (query) => {
    expect(TastingListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('requires a term for search', () => {
    expect(TastingSearchQuerySchema.safeParse({}).success).toBe(false);
    expect(TastingSearchQuerySchema.safeParse({ query: '  ' }).success).toBe(false);
    expect(TastingSearchQuerySchema.parse({ query: 'ch' }).query).toBe('ch');
  });
});
