import { eventually } from '@sorsi/kit/testing';
import { mediaKeyOf, Routes } from '@sorsi/proto';
import sharp from 'sharp';
import { type Call, Client } from './client';
import { PEOPLE, type PersonRole, type Role, ROLES } from './roles';

// The fixture world every row of the route × role test reads and acts on: an owner O with content of
// every kind, the people around O in every relation, and a deactivated author D with content of the same
// kinds. Built once through the real gateway, as the people would through the web.

export interface Person {
  id: string;
  username: string;
  client: Client;
}

/** Ids of a tasting or a post, its photo's media key, and a text that is only in it. */
export interface Item {
  id: string;
  photoKey: string | null;
  /** A word of its title or place that appears nowhere else. */
  marker: string;
}

/** Who blocked whom, once the world is built (O blocked Z and lifted it: no block remains). */
const BLOCKS: ReadonlyArray<readonly [PersonRole, PersonRole]> = [
  ['owner', 'blocked'],
  ['blocker', 'owner'],
];
const DEACTIVATED: readonly PersonRole[] = ['deactivated'];

/** Everyone who liked O's public post, and who commented on it (the owner too). */
export const LIKERS: readonly PersonRole[] = [
  'follower',
  'stranger',
  'blocked',
  'blocker',
  'unblocked',
  'deactivated',
  'admin',
  'exAdmin',
];
export const COMMENTERS: readonly PersonRole[] = ['owner', ...LIKERS];

export interface World {
  people: Record<PersonRole, Person>;
  signedOut: Client;
  /** O's tastings: public (with a photo, a place), private (with a photo), and a public one to delete. */
  tastings: { public: Item; private: Item; doomed: Item; deactivated: Item };
  /** O's posts: public and followers-only (each with a photo), a public one to delete; D's public one. */
  posts: { public: Item; followers: Item; doomed: Item; deactivated: Item };
  /** A public tasting and a public post of each of X and Y: hidden from O, as O's are from them. */
  blockedContent: Record<'blocked' | 'blocker', { tasting: Item; post: Item }>;
  /** On O's public post: one comment by each commenter, and second ones by F and S. */
  comments: Record<(typeof COMMENTERS)[number], string> & { followerSecond: string; strangerSecond: string };
  /** A notification of O's, from F's follow. */
  ownerNotificationId: string;
  /** S's report of O's public post (what the admin list must show). */
  strangerReportId: number;
  /** Pending reports, one for each role to try to resolve. */
  reportsToResolve: Record<Role, number>;
}

export const clientOf = (world: World, role: Role): Client =>
  role === 'signedOut' ? world.signedOut : world.people[role].client;

export const isActive = (role: Role): boolean => !DEACTIVATED.includes(role as PersonRole);

/** A block between the two, either way. */
export function blockedBetween(a: Role, b: Role): boolean {
  return BLOCKS.some(([blocker, blocked]) => (blocker === a && blocked === b) || (blocker === b && blocked === a));
}

/** Whether the viewer may see O's public content (signed out included): not blocked with O. */
export const seesOwner = (viewer: Role): boolean => !blockedBetween(viewer, 'owner');

/** Likers of O's public post the viewer is shown: active, not blocked with the viewer. */
export const likersShownTo = (viewer: Role): PersonRole[] =>
  LIKERS.filter((liker) => isActive(liker) && !blockedBetween(liker, viewer));

/**
 * Comments on O's public post the viewer is shown: their own, and others' by active people blocked
 * neither with the viewer nor with O.
 */
export function commentsShownTo(world: World, viewer: Role): string[] {
  const shown = (author: PersonRole) =>
    isActive(author) && (author === viewer || (!blockedBetween(author, viewer) && !blockedBetween(author, 'owner')));
  return [
    ...COMMENTERS.filter(shown).map((author) => world.comments[author]),
    ...(shown('follower') ? [world.comments.followerSecond] : []),
    ...(shown('stranger') ? [world.comments.strangerSecond] : []),
  ];
}

/** A bottle label photo, so uploads look like what people post (and pass the photo check). */
async function labelPhoto(producer: string, wine: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="450" height="600">
    <rect width="100%" height="100%" fill="#f4ecd8"/>
    <text x="225" y="220" font-family="DejaVu Serif" font-size="40" font-weight="bold" text-anchor="middle">${producer}</text>
    <text x="225" y="320" font-family="DejaVu Serif" font-size="34" text-anchor="middle">${wine}</text>
    <text x="225" y="440" font-family="DejaVu Sans" font-size="40" font-weight="bold" text-anchor="middle">2016</text>
  </svg>`;
  return `data:image/jpeg;base64,${(await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString('base64')}`;
}

const keyOf = (url: unknown): string => {
  const key = typeof url === 'string' ? mediaKeyOf(url) : null;
  if (!key) throw new Error(`Not a media URL: ${String(url)}`);
  return key;
};

type Json = Record<string, unknown>;

/** A photo stored through the chat (as the Taste screen does), and the conversation that shows it. */
async function chatPhoto(client: Client, producer: string, wine: string) {
  const question = { role: 'user', content: `What is this ${wine}?`, image: await labelPhoto(producer, wine) };
  const reply = await client.expectOk<Json>({ route: Routes.taste.chat, body: { messages: [question] } });
  const conversation = [
    { role: 'user', content: question.content, image: reply.image },
    { role: 'assistant', content: reply.content },
  ];
  return { key: keyOf(reply.image), conversation };
}

async function tasting(client: Client, body: Json, photoKey: string | null, marker: string): Promise<Item> {
  const saved = await client.expectOk<Json>({ route: Routes.tastings.create, body });
  return { id: saved.id as string, photoKey, marker };
}

async function post(client: Client, body: Json, marker: string): Promise<Item> {
  const created = await client.expectOk<Json>({ route: Routes.experiences.create, body });
  // A post held for review is seen by its author alone: the world needs published ones.
  if (created.moderationInfo) throw new Error(`Post "${marker}" was held: ${JSON.stringify(created.moderationInfo)}`);
  return { id: created.id as string, photoKey: created.imageUrl ? keyOf(created.imageUrl) : null, marker };
}

const place = (name: string) => ({ placeId: `place-${name.replace(/\W+/g, '-')}`, name, address: `${name}, Verona` });

/**
 * Everyone signs in through the provider; all but N accept the terms. Then O and D create their
 * content, the others engage with O's, and the blocks and D's deactivation come last (the world as it is
 * after them; what each changed before is the point).
 */
export async function buildWorld(baseUrl: string): Promise<World> {
  const personRoles = ROLES.filter((role): role is PersonRole => role !== 'signedOut');
  const clients = await Promise.all(personRoles.map((role) => Client.signIn(baseUrl, PEOPLE[role])));
  const people = {} as Record<PersonRole, Person>;
  await Promise.all(
    personRoles.map(async (role, index) => {
      const client = clients[index]!;
      if (role !== 'termsNotAccepted') await client.expectOk({ route: Routes.tos.accept, body: {} });
      const user = await client.expectOk<Json>({ route: Routes.auth.currentUser });
      people[role] = { id: user.id as string, username: user.username as string, client };
    }),
  );
  const O = people.owner.client;
  const D = people.deactivated.client;

  const [publicPhoto, privatePhoto, deactivatedPhoto] = await Promise.all([
    chatPhoto(O, 'Quintarelli', 'Amarone Classico'),
    chatPhoto(O, 'Dal Forno', 'Amarone Privatissimo'),
    chatPhoto(D, 'Bertani', 'Amarone Dimenticato'),
  ]);
  const tastings: World['tastings'] = {
    public: await tasting(
      O,
      {
        title: 'Quintarelli Amarone',
        producer: 'Quintarelli',
        visibility: 'public',
        conversation: publicPhoto.conversation,
        placeEnjoyed: 'Enoteca Segretissima',
        placeDetails: place('Enoteca Segretissima'),
      },
      publicPhoto.key,
      'Segretissima',
    ),
    private: await tasting(
      O,
      { title: 'Dal Forno Amarone Privatissimo', visibility: 'private', conversation: privatePhoto.conversation },
      privatePhoto.key,
      'Privatissimo',
    ),
    doomed: await tasting(O, { title: 'Amarone Effimero', visibility: 'public' }, null, 'Effimero'),
    deactivated: await tasting(
      D,
      {
        title: 'Bertani Amarone Dimenticato',
        visibility: 'public',
        conversation: deactivatedPhoto.conversation,
        placeDetails: place('Osteria Scomparsa'),
      },
      deactivatedPhoto.key,
      'Scomparsa',
    ),
  };
  const posts: World['posts'] = {
    public: await post(
      O,
      {
        text: 'Amarone night with friends',
        visibility: 'public',
        wines: ['Quintarelli Amarone Pubblico'],
        location: 'Verona',
        image: await labelPhoto('Quintarelli', 'Amarone Pubblico'),
      },
      'Pubblico',
    ),
    followers: await post(
      O,
      {
        text: 'Just for the friends of my cellar',
        visibility: 'private_to_followers',
        wines: ['Quintarelli Amarone Riservatissimo'],
        image: await labelPhoto('Quintarelli', 'Riservatissimo'),
      },
      'Riservatissimo',
    ),
    doomed: await post(O, { text: 'Amarone Passeggero, soon gone', visibility: 'public' }, 'Passeggero'),
    deactivated: await post(
      D,
      {
        text: 'Bertani at home',
        visibility: 'public',
        wines: ['Bertani Amarone Sparito'],
        image: await labelPhoto('Bertani', 'Amarone Sparito'),
      },
      'Sparito',
    ),
  };

  const blockedContent = {} as World['blockedContent'];
  for (const [role, word] of [
    ['blocked', 'Escluso'],
    ['blocker', 'Lontano'],
  ] as const) {
    const client = people[role].client;
    blockedContent[role] = {
      tasting: await tasting(client, { title: `Amarone ${word}`, visibility: 'public' }, null, word),
      post: await post(client, { text: `Amarone ${word}ssimo tonight`, visibility: 'public' }, `${word}ssimo`),
    };
  }

  // Engagement with O, before any block: the blocks and the deactivation must hide what came before them.
  const follow = (from: PersonRole, to: PersonRole) =>
    people[from].client.expectOk({ route: Routes.follow.follow, params: { person: people[to].id } });
  for (const follower of ['follower', 'blocked', 'blocker', 'unblocked', 'deactivated'] as const) {
    await follow(follower, 'owner');
  }
  await follow('owner', 'follower');
  await follow('owner', 'deactivated');
  await follow('follower', 'deactivated');
  await follow('deactivated', 'follower');
  const postId = { id: posts.public.id };
  for (const liker of LIKERS) {
    await people[liker].client.expectOk({ route: Routes.experiences.toggleLike, params: postId });
  }
  const comment = async (author: PersonRole, content: string): Promise<string> => {
    const created = await people[author].client.expectOk<Json>({
      route: Routes.experiences.comment,
      params: postId,
      body: { content },
    });
    if (created.moderationInfo) throw new Error(`Comment "${content}" was held`);
    return created.id as string;
  };
  const comments = {} as World['comments'];
  for (const author of COMMENTERS) comments[author] = await comment(author, `Cheers from ${PEOPLE[author].givenName}`);
  comments.followerSecond = await comment('follower', 'And a second glass');
  comments.strangerSecond = await comment('stranger', 'Same here, a second one');

  // Reports: S's on O's post (the admin list), and a pending one for each role to try to resolve.
  const report = async (reporter: PersonRole, targetType: string, targetId: string): Promise<number> =>
    (
      await people[reporter].client.expectOk<Json>({
        route: Routes.reports.create,
        body: { targetType, targetId, reason: 'other', description: `${reporter} reports ${targetType}` },
      })
    ).id as number;
  const strangerReportId = await report('stranger', 'experience', posts.public.id);
  const pool: number[] = [];
  for (const reporter of ['follower', 'unblocked', 'admin', 'exAdmin'] as const) {
    pool.push(await report(reporter, 'experience', posts.public.id));
    pool.push(await report(reporter, 'tasting', tastings.public.id));
    pool.push(await report(reporter, 'comment', comments.owner));
  }
  const reportsToResolve = Object.fromEntries(ROLES.map((role, index) => [role, pool[index]!])) as Record<Role, number>;

  // The blocks: O blocks X, Y blocks O, O blocks Z and lifts it.
  const block = (from: PersonRole, to: PersonRole, route: Call['route'] = Routes.block.block) =>
    people[from].client.expectOk({ route, params: { username: people[to].username } });
  await block('owner', 'blocked');
  await block('blocker', 'owner');
  await block('owner', 'unblocked');
  await block('owner', 'unblocked', Routes.block.unblock);

  // F's follow reaches O as a notification (an event to the notification service).
  let fromFollower: { id: string } | undefined;
  await eventually(
    async () => {
      const notifications = await O.expectOk<Array<{ id: string; type: string; actor: { id: string } | null }>>({
        route: Routes.notifications.list,
        query: { limit: 100 },
      });
      fromFollower = notifications.find((n) => n.type === 'follow' && n.actor?.id === people.follower.id);
      return fromFollower !== undefined;
    },
    { timeoutMs: 30_000, intervalMs: 100 },
  );

  const world: World = {
    people,
    signedOut: Client.signedOut(baseUrl),
    tastings,
    posts,
    blockedContent,
    comments,
    ownerNotificationId: fromFollower!.id,
    strangerReportId,
    reportsToResolve,
  };
  // D deactivates last, after creating and engaging: what D left must go out of sight.
  await D.expectOk({ route: Routes.account.deactivate, body: {} });
  return world;
}

/** Something that must not appear in an answer, and what it is (for the failure's words). */
export interface Hidden {
  what: string;
  text: string;
}

/** What must never appear in an answer to this viewer: the ids, photos and words of content hidden from them. */
export function hiddenFrom(world: World, viewer: Role): Hidden[] {
  const of = (what: string, item: Item): Hidden[] => [
    { what: `${what} (id)`, text: item.id },
    { what: `${what} (its words)`, text: item.marker },
    ...(item.photoKey ? [{ what: `${what} (photo)`, text: item.photoKey }] : []),
  ];
  const comment = (whose: string, id: string): Hidden => ({ what: `${whose} comment on O's post`, text: id });
  const hidden: Hidden[] = [
    // D is deactivated: nothing of theirs, for anyone.
    ...of("D's public tasting", world.tastings.deactivated),
    ...of("D's public post", world.posts.deactivated),
    comment("D's", world.comments.deactivated),
    // Comments by people blocked with O are hidden on O's post for everyone.
    comment("X's", world.comments.blocked),
    comment("Y's", world.comments.blocker),
  ];
  if (viewer === 'owner') {
    for (const [role, { tasting, post }] of Object.entries(world.blockedContent)) {
      const whose = role === 'blocked' ? "X's" : "Y's";
      hidden.push(...of(`${whose} public tasting`, tasting), ...of(`${whose} public post`, post));
    }
  }
  if (viewer !== 'owner') hidden.push(...of("O's private tasting", world.tastings.private));
  if (viewer !== 'owner' && viewer !== 'follower') hidden.push(...of("O's followers-only post", world.posts.followers));
  if (!seesOwner(viewer)) {
    hidden.push(
      ...of("O's public tasting", world.tastings.public),
      ...of("O's other public tasting", world.tastings.doomed),
    );
    hidden.push(...of("O's public post", world.posts.public), ...of("O's other public post", world.posts.doomed));
    hidden.push(...Object.entries(world.comments).map(([key, id]) => comment(`the "${key}"`, id)));
  }
  return hidden;
}
