import { DELETE_ACCOUNT_PHRASE, Routes } from '@sorsi/proto';
import sharp from 'sharp';
import { type Call, Client } from './client';
import {
  ADMIN_ONLY,
  all,
  type Cell,
  type Check,
  type SyncCheck,
  cells,
  created,
  each,
  exactly,
  fields,
  idsOfArray,
  idsOfResults,
  includes,
  INVALID,
  isImage,
  NOT_FOUND,
  ok,
  type Outcome,
  type Row,
  signedIn,
  status,
  TERMS_OR_NOT_FOUND,
  TERMS_REQUIRED,
} from './outcomes';
import { BLOCKED_WITH_OWNER, NO_SESSION, PEOPLE, type PersonRole, type Role, ROLES } from './roles';
import {
  blockedBetween,
  commentsShownTo,
  isActive,
  type Item,
  LIKERS,
  likersShownTo,
  seesOwner,
  type World,
} from './world';

// The route × role table: for every route of `Routes`, what each role gets, read against the access
// policy of docs/architecture.md ("Who may see and change what") and each route's declaration. Where the
// policy leaves a cell open, the cell says what was chosen and why.

type RouteKey = {
  [Group in keyof typeof Routes]: `${Group & string}.${keyof (typeof Routes)[Group] & string}`;
}[keyof typeof Routes];

/**
 * Signed-in roles that may see O's public content (signed out, and D's dead cookie with it, are added
 * where the route is for anyone).
 */
const SEE_OWNER: readonly Role[] = ROLES.filter(
  (role) => seesOwner(role) && role !== 'signedOut' && role !== 'deactivated',
);

const person = (cell: Cell, role: PersonRole) => cell.world.people[role];
const ids = (cell: Cell, roles: readonly PersonRole[]) => roles.map((role) => person(cell, role).id);
const get = async (cell: Cell, call: Call) => (await cell.client.send(call)).body;

// ---------------------------------------------------------------------------------------------------
// Shared checks
// ---------------------------------------------------------------------------------------------------

interface EngagementBody {
  isLiked: boolean;
  likeCount: number;
  recentLikers: Array<{ userId: string }>;
  comments: Array<{ id: string }>;
  commentCount: number;
}

/**
 * O's public post's engagement as the viewer must see it: likes and comments of people blocked with the
 * viewer (or, for comments, with O) and of D are neither listed nor counted; counts are what is shown.
 */
function engagementProblems(engagement: EngagementBody, cell: Cell, where: string): string[] {
  const likers = ids(cell, likersShownTo(cell.role));
  const comments = commentsShownTo(cell.world, cell.role);
  const problems: string[] = [];
  if (engagement.likeCount !== likers.length) {
    problems.push(`${where}: likeCount ${engagement.likeCount}, but ${likers.length} likers may be shown`);
  }
  const hiddenLikers = engagement.recentLikers.filter((liker) => !likers.includes(liker.userId));
  if (hiddenLikers.length) problems.push(`${where}: recentLikers names hidden people ${JSON.stringify(hiddenLikers)}`);
  if (engagement.commentCount !== comments.length) {
    problems.push(`${where}: commentCount ${engagement.commentCount}, but ${comments.length} comments may be shown`);
  }
  const hiddenComments = engagement.comments.filter((comment) => !comments.includes(comment.id));
  if (hiddenComments.length) problems.push(`${where}: shows hidden comments ${hiddenComments.map((c) => c.id)}`);
  const likes = LIKERS.includes(cell.role as PersonRole);
  if (engagement.isLiked !== likes) problems.push(`${where}: isLiked ${engagement.isLiked}, expected ${likes}`);
  return problems;
}

/** In a feed or a single post: O's public post, when listed, carries the engagement the viewer may see. */
const publicPostEngagement: Check = (answer, cell) => {
  const items = (Array.isArray(answer.body) ? answer.body : [answer.body]) as Array<{
    id: string;
    engagement: EngagementBody;
  }>;
  const post = items.find((item) => item?.id === cell.world.posts.public.id);
  return post ? engagementProblems(post.engagement, cell, 'engagement in the feed item') : [];
};

/** The engagement call itself: as above, and the like count agrees with the likers list. */
const engagementOfPublicPost: Check = async (answer, cell) => {
  const engagement = answer.body as EngagementBody;
  const likers = (await get(cell, {
    route: Routes.experiences.likers,
    params: { id: cell.world.posts.public.id },
    query: { limit: 100 },
  })) as unknown[];
  const problems = engagementProblems(engagement, cell, 'engagement');
  if (engagement.likeCount !== likers.length) {
    problems.push(`likeCount ${engagement.likeCount} but the likers list has ${likers.length}`);
  }
  return problems;
};

const likerIds = (body: unknown): string[] =>
  Array.isArray(body) ? body.map((liker) => (liker as { userId: string }).userId) : [];

/** After a like or unlike, the count answered is the length of the likers list the viewer is shown. */
const likeCountAgrees: Check = async (answer, cell) => {
  const { likeCount } = answer.body as { likeCount: number };
  const likers = (await get(cell, {
    route: Routes.experiences.likers,
    params: { id: cell.world.posts.public.id },
    query: { limit: 100 },
  })) as unknown[];
  return likeCount === likers.length ? [] : [`likeCount ${likeCount} but the likers list has ${likers.length}`];
};

/** None of these people in the list. */
const excludesPeople =
  (roles: readonly PersonRole[], list: (body: unknown) => string[] = idsOfArray): SyncCheck =>
  (answer, cell) => {
    const found = new Set(list(answer.body));
    return roles
      .filter((role) => found.has(person(cell, role).id))
      .map((role) => `lists ${role} (${PEOPLE[role].email})`);
  };

/** O's profile: names, state, and counts that agree with the lists the viewer is shown. */
const ownerProfile: Check = async (answer, cell) => {
  const profile = answer.body as Record<string, unknown>;
  const owner = person(cell, 'owner').username;
  const isOwner = cell.role === 'owner';
  const problems = fields({
    username: owner,
    isSelf: isOwner,
    isFollowing: cell.role === 'follower',
    isBlocked: cell.role === 'blocker',
  })(answer, cell);
  const [followers, following, journey] = (await Promise.all([
    get(cell, { route: Routes.people.followers, params: { username: owner }, query: { limit: 100 } }),
    get(cell, { route: Routes.people.following, params: { username: owner }, query: { limit: 100 } }),
    get(cell, { route: Routes.people.journey, params: { username: owner }, query: { limit: 100 } }),
  ])) as [unknown[], unknown[], Array<{ type: string }>];
  const counted = {
    followersCount: followers.length,
    followingCount: following.length,
    tastingsCount: journey.filter((item) => item.type === 'tasting').length,
    experiencesCount: journey.filter((item) => item.type === 'experience').length,
  };
  for (const [count, listed] of Object.entries(counted)) {
    if (profile[count] !== listed)
      problems.push(`${count} ${String(profile[count])}, but the viewer's list shows ${listed}`);
  }
  return problems;
};

/** O's journey: exactly the tastings and posts of O the viewer may see (Y, who blocked O: nothing). */
const ownerJourney = exactly(
  (cell) => {
    const { tastings, posts } = cell.world;
    if (cell.role === 'blocker') return [];
    const shown = [tastings.public, tastings.doomed, posts.public, posts.doomed];
    if (cell.role === 'owner') shown.push(tastings.private);
    if (cell.role === 'owner' || cell.role === 'follower') shown.push(posts.followers);
    return shown.map((item) => item.id);
  },
  idsOfArray,
  'journey',
);

/** People search for the family name all the world shares: active people not blocked with the viewer. */
const peopleSearch: Check = (answer, cell) => {
  const others = ROLES.filter((role): role is PersonRole => role !== 'signedOut' && role !== cell.role);
  return [
    ...includes(
      (c) =>
        ids(
          c,
          others.filter((role) => isActive(role) && !blockedBetween(role, c.role)),
        ),
      idsOfArray,
      'search',
    )(answer, cell),
    ...excludesPeople(others.filter((role) => !isActive(role) || blockedBetween(role, cell.role)))(answer, cell),
  ];
};

/** Wine search for the word every tasting and post of the world names. */
const wineSearch: Check = (answer, cell) => {
  const body = answer.body as {
    results: Array<{ type: string }>;
    count: number;
    tastingCount: number;
    experienceCount: number;
  };
  const { tastings, posts } = cell.world;
  const shown = seesOwner(cell.role) ? [tastings.public.id, posts.public.id] : [];
  if (cell.role === 'owner' || cell.role === 'follower') shown.push(posts.followers.id);
  const problems = includes(() => shown, idsOfResults, 'results')(answer, cell);
  const byType = (type: string) => body.results.filter((item) => item.type === type).length;
  if (body.count !== body.results.length) problems.push(`count ${body.count}, results ${body.results.length}`);
  if (body.tastingCount !== byType('tasting'))
    problems.push(`tastingCount ${body.tastingCount}, listed ${byType('tasting')}`);
  if (body.experienceCount !== byType('experience')) {
    problems.push(`experienceCount ${body.experienceCount}, listed ${byType('experience')}`);
  }
  return problems;
};

type NotificationBody = Array<{ id: string; isRead: boolean; actor: { id: string } | null }>;

/** Notifications leave out actors who are deactivated or blocked with the recipient. */
const notificationsOfViewer: Check = (answer, cell) => {
  const hidden = ROLES.filter(
    (role): role is PersonRole => role !== 'signedOut' && (!isActive(role) || blockedBetween(role, cell.role)),
  );
  const list = answer.body as NotificationBody;
  const problems = excludesPeople(hidden, (body) =>
    (body as NotificationBody).flatMap((notification) => (notification.actor ? [notification.actor.id] : [])),
  )(answer, cell);
  if (cell.role === 'owner' && !list.some((n) => n.id === cell.world.ownerNotificationId)) {
    problems.push("O's notification of F's follow is missing");
  }
  return problems;
};

/** The unread count is what the list shows unread. */
const unreadAgreesWithList: Check = async (answer, cell) => {
  const list = (await get(cell, { route: Routes.notifications.list, query: { limit: 100 } })) as NotificationBody;
  const unread = list.filter((notification) => !notification.isRead).length;
  const count = (answer.body as { count: number }).count;
  return count === unread ? [] : [`unread count ${count}, but the list shows ${unread} unread`];
};

/** After the call, the same session is signed out (401 on the current user). */
const sessionEnded: Check = async (answer, cell) => {
  const after = await cell.client.send({ route: Routes.auth.currentUser });
  return after.status === 401 ? [] : [`the session still answers ${after.status} afterwards`];
};

/** A session of the role's own person made for this cell (so ending it spares the world's sessions). */
async function freshSession(cell: Cell): Promise<Client> {
  if (cell.role === 'signedOut' || cell.role === 'deactivated') return cell.client;
  return Client.signIn(cell.client.baseUrl, PEOPLE[cell.role]);
}

/** O's public tasting as the viewer may see it: with its place. */
const tastingWithPlace = (item: (world: World) => Item): Check =>
  all(
    fields((cell) => ({ id: item(cell.world).id })),
    (answer) =>
      (answer.body as { placeDetails?: unknown }).placeDetails
        ? []
        : ['placeDetails missing for a viewer who may see it'],
  );

/** After marking all read, nothing is unread. */
const nothingUnread: Check = async (answer, cell) => {
  const { count } = (await get(cell, { route: Routes.notifications.unreadCount })) as { count: number };
  return count === 0 ? [] : [`${count} still unread`];
};

/** After ending one session, the world's own session of the person still works (only that one ended). */
const otherSessionLives: Check = async (answer, cell) => {
  if (cell.role === 'signedOut' || cell.role === 'deactivated') return [];
  const still = await person(cell, cell.role).client.send({ route: Routes.auth.currentUser });
  return still.status === 200 ? [] : [`the person's other session answers ${still.status}`];
};

const locationIs =
  (path: string): Check =>
  (answer) =>
    answer.location === path ? [] : [`redirects to ${answer.location}, expected ${path}`];
const locationHas =
  (text: string): Check =>
  (answer) =>
    answer.location?.includes(text) ? [] : [`redirects to ${answer.location}, expected the provider`];

const ownAccountOf = (cell: Cell): Record<string, unknown> => ({
  id: person(cell, cell.role as PersonRole).id,
  isAdmin: cell.role === 'admin',
  needsTos: cell.role === 'termsNotAccepted',
});

// ---------------------------------------------------------------------------------------------------
// Probes shared by several rows
// ---------------------------------------------------------------------------------------------------

/** O's content as a route reads it: seen by `seers` with `seen`, NOT_FOUND for the others. */
function readOf(seers: readonly Role[], seen: Outcome, anyone = false): Record<Role, Outcome> {
  const base = anyone ? cells(NOT_FOUND) : signedIn(NOT_FOUND);
  return { ...base, ...each(seers, seen) };
}

const postCall = (route: Call['route'], pick: (world: World) => Item) => (cell: Cell) => ({
  route,
  params: { id: pick(cell.world).id },
});

type PostKey = keyof World['posts'];

/** Single reads of O's public post, O's followers-only post and D's post; `check` for what is seen. */
function postReads(route: Call['route'], check: (key: PostKey) => Check | undefined, query?: Call['query']) {
  const probe = (name: string, key: PostKey, seers: readonly Role[]) => ({
    name,
    call: (cell: Cell) => ({ ...postCall(route, (world) => world.posts[key])(cell), ...(query ? { query } : {}) }),
    expect: readOf(seers, ok(check(key))),
  });
  return [
    probe("O's public post", 'public', SEE_OWNER),
    probe("O's followers-only post", 'followers', ['owner', 'follower']),
    probe("D's public post", 'deactivated', []),
  ];
}

const tastingProbes = (route: Call['route'], anyone: boolean) => {
  const seers = anyone ? ([...SEE_OWNER, 'signedOut', 'deactivated'] as const) : SEE_OWNER;
  return [
    {
      name: "O's public tasting",
      call: postCall(route, (w) => w.tastings.public),
      expect: readOf(seers, ok(tastingWithPlace((w) => w.tastings.public)), anyone),
    },
    {
      name: "O's private tasting",
      call: postCall(route, (w) => w.tastings.private),
      expect: readOf(['owner'], ok(fields((cell) => ({ id: cell.world.tastings.private.id }))), anyone),
    },
    {
      name: "D's public tasting",
      call: postCall(route, (w) => w.tastings.deactivated),
      expect: readOf([], ok(), anyone),
    },
    ...blockedPeoplesContent(route, 'tasting', anyone),
  ];
};

/** X's and Y's public tasting or post: for everyone but O (a block hides both ways). */
function blockedPeoplesContent(route: Call['route'], kind: 'tasting' | 'post', anyone: boolean) {
  const seers = ROLES.filter((role) => role !== 'owner' && (anyone || !NO_SESSION.includes(role)));
  return (['blocked', 'blocker'] as const).map((whose) => ({
    name: `${whose === 'blocked' ? 'X' : 'Y'}'s public ${kind}`,
    call: postCall(route, (w) => w.blockedContent[whose][kind]),
    expect: readOf(seers, ok(fields((cell) => ({ id: cell.world.blockedContent[whose][kind].id }))), anyone),
  }));
}

/** What a list of tastings must hold: O's public one for whoever may see O, X's and Y's for all but O. */
const visibleTastings = (cell: Cell): string[] => [
  ...(seesOwner(cell.role) ? [cell.world.tastings.public.id] : []),
  ...(cell.role === 'owner' ? [] : Object.values(cell.world.blockedContent).map(({ tasting }) => tasting.id)),
];

/** What Discover must hold: O's public post for whoever may see O, X's and Y's for all but O. */
const visiblePosts = (cell: Cell): string[] => [
  ...(seesOwner(cell.role) ? [cell.world.posts.public.id] : []),
  ...(cell.role === 'owner' ? [] : Object.values(cell.world.blockedContent).map(({ post }) => post.id)),
];

/** A list of everyone's tastings (the sweep checks what must not be there). */
const tastingList = (route: Call['route'], query: Call['query'], name: string): Row => ({
  phase: 'read',
  probes: [{ name, call: () => ({ route, query }), expect: signedIn(ok(includes(visibleTastings))) }],
});

/** A photo: shown to `seers` (signed out included when named), 404 to anyone else. */
const photo = (name: string, pick: (world: World) => Item, seers: readonly Role[]) => ({
  name,
  call: (cell: Cell) => ({ route: Routes.media.get, params: { key: pick(cell.world).photoKey! } }),
  expect: readOf(seers, ok(isImage), true),
});

/** A text chat for the AI routes: anyone signed in may use them, terms or not (nothing others see). */
const aiRow = (route: Call['route'], body: unknown, extra: Row['probes'] = []): Row => ({
  phase: 'read',
  probes: [{ name: 'an ordinary request', call: () => ({ route, body }), expect: signedIn(ok()) }, ...extra],
});

const listEntry = (name: string, amount: number) => ({
  name,
  producer: null,
  vintage: null,
  section: 'Red',
  style: 'red',
  glassPrice: null,
  bottlePrice: { printed: `€${amount}`, amount, currency: '€' },
});
const wineContext = {
  entries: [listEntry('Barolo Borgogno 2017', 48), listEntry('Fleurie Duboeuf 2022', 36)],
  currency: '€',
};

/** The comment of the role's own on O's public post; those who wrote none act on F's. */
const ownCommentOf = (cell: Cell): string => {
  const { comments } = cell.world;
  return cell.role in comments ? comments[cell.role as keyof typeof comments] : comments.follower;
};

const ownerRef = (cell: Cell) => person(cell, 'owner');
const deactivatedRef = (cell: Cell) => person(cell, 'deactivated');

/** A person-addressed probe: O (as `onOwner`) and D (not found to all: deactivated people are nobody's to see). */
function aboutPeople(
  call: (who: { id: string; username: string }) => Omit<Call, 'route'>,
  route: Call['route'],
  onOwner: Record<Role, Outcome>,
  onDeactivated: Record<Role, Outcome> = signedIn(NOT_FOUND),
) {
  return [
    { name: 'O', call: (cell: Cell) => ({ route, ...call(ownerRef(cell)) }), expect: onOwner },
    { name: 'D', call: (cell: Cell) => ({ route, ...call(deactivatedRef(cell)) }), expect: onDeactivated },
  ];
}

const byUsername = (who: { username: string }) => ({ params: { username: who.username } });
const followRef = (who: { id: string }) => ({ params: { person: who.id } });
const NOT_FOUND_BLOCKED = each(BLOCKED_WITH_OWNER, NOT_FOUND);

/** Resolving one report: admins only. */
const resolveCall = (cell: Cell): Call => ({
  route: Routes.reports.resolve,
  params: { reportId: String(cell.world.reportsToResolve[cell.role]) },
  body: { action: 'dismiss', notes: `tried by ${cell.role}` },
});

const reportCall = (cell: Cell, targetType: string, targetId: string): Call => ({
  route: Routes.reports.create,
  body: { targetType, targetId, reason: 'spam', description: `reported by ${cell.role}` },
});

/** A photo of a wine list or shelf, small: what matters here is who may ask, not what is read. */
let smallPhoto: Promise<string> | undefined;
const aSmallPhoto = (): Promise<string> =>
  (smallPhoto ??= sharp({ create: { width: 96, height: 64, channels: 3, background: '#f4ecd8' } })
    .jpeg()
    .toBuffer()
    .then((bytes) => bytes.toString('base64')));

export const TABLE: Record<RouteKey, Row> = {
  // --- Session ------------------------------------------------------------------------------------
  'auth.login': {
    phase: 'read',
    probes: [
      {
        name: 'start a sign-in',
        call: () => ({ route: Routes.auth.login }),
        expect: cells(status(302, locationHas('client_id='))),
      },
    ],
  },
  'auth.callback': {
    // Without the provider's answer there is nothing to sign in with: back to the provider, and a
    // signed-in person's session stays as it was.
    phase: 'read',
    probes: [
      {
        name: 'no answer from the provider',
        call: () => ({ route: Routes.auth.callback }),
        expect: cells(status(302, all(locationHas('client_id='), otherSessionLives))),
      },
    ],
  },
  'auth.logout': {
    phase: 'own account',
    probes: [
      {
        name: 'a session of their own made for it',
        call: async (cell) => ({ route: Routes.auth.logout, as: await freshSession(cell) }),
        expect: cells(status(302, all(locationIs('/'), sessionEnded, otherSessionLives)), {
          signedOut: status(302, locationIs('/')),
          deactivated: status(302, locationIs('/')),
        }),
      },
    ],
  },
  'auth.currentUser': {
    // R's rights are re-read, not remembered: isAdmin false on the old cookie.
    phase: 'read',
    probes: [
      {
        name: 'oneself',
        call: () => ({ route: Routes.auth.currentUser }),
        expect: signedIn(ok(fields(ownAccountOf))),
      },
    ],
  },
  'tos.accept': {
    phase: 'own account',
    probes: [
      {
        name: 'accept',
        call: () => ({ route: Routes.tos.accept, body: {} }),
        expect: signedIn(ok(fields({ needsTos: false }))),
      },
    ],
  },
  'profile.update': {
    // A bio is seen by others: it needs the terms.
    phase: 'change',
    probes: [
      {
        name: 'own bio',
        call: (cell) => ({ route: Routes.profile.update, body: { bio: `Bio of ${cell.role}` } }),
        expect: signedIn(ok(), { termsNotAccepted: TERMS_REQUIRED }),
      },
    ],
  },
  // --- Download my data: each person's own, nothing of anyone else's; no terms needed --------------
  'dataExport.start': {
    phase: 'change',
    probes: [
      {
        name: 'own data',
        call: () => ({ route: Routes.dataExport.start, body: {} }),
        expect: signedIn(status(202)),
      },
    ],
  },
  'dataExport.status': {
    phase: 'read',
    probes: [{ name: 'own export', call: () => ({ route: Routes.dataExport.status }), expect: signedIn(ok()) }],
  },
  'dataExport.download': {
    // After the 'change' phase started each person's export: the archive, once it says it is ready.
    phase: 'remove',
    probes: [
      {
        name: 'own archive, once ready',
        call: async (cell) => {
          await exportSettled(cell.client);
          return { route: Routes.dataExport.download };
        },
        expect: signedIn(ok()),
      },
    ],
  },
  'account.deactivate': {
    // Nothing others see: no terms needed. Every session of the person ends.
    phase: 'own account',
    probes: [
      {
        name: 'own account',
        call: () => ({ route: Routes.account.deactivate, body: {} }),
        expect: signedIn(ok(sessionEnded)),
      },
    ],
  },
  'account.remove': {
    // After deactivation: each person signs in again (which reactivates them) and deletes the account.
    phase: 'own account',
    probes: [
      {
        name: 'own account, from a new sign-in',
        call: async (cell) => ({
          route: Routes.account.remove,
          body: { confirmationPhrase: DELETE_ACCOUNT_PHRASE },
          as: await freshSession(cell),
        }),
        expect: signedIn(ok(sessionEnded)),
      },
    ],
  },

  // --- The sommelier and the advisers: private to the person, so anyone signed in, terms or not ----
  'taste.chat': aiRow(Routes.taste.chat, { messages: [{ role: 'user', content: 'What goes with an Amarone?' }] }, [
    {
      // Someone else's photo is refused whatever it is (400 as a bad image, or 404): it is not theirs.
      name: "O's private tasting photo sent as one's own",
      call: (cell) => ({
        route: Routes.taste.chat,
        body: {
          messages: [
            { role: 'user', content: 'And this one?', image: `/api/media/${cell.world.tastings.private.photoKey}` },
          ],
        },
      }),
      expect: signedIn(status([400, 404]), { owner: ok() }),
    },
  ]),
  'taste.extractData': aiRow(Routes.taste.extractData, {
    messages: [
      { role: 'user', content: 'Quintarelli Amarone 2015' },
      { role: 'assistant', content: 'A fine Amarone della Valpolicella from Quintarelli, 2015.' },
    ],
  }),
  'compare.analyse': {
    phase: 'read',
    probes: [
      {
        name: 'a wine list photo',
        call: async () => ({
          route: Routes.compare.analyse,
          body: { image: await aSmallPhoto(), filename: 'list.jpg' },
        }),
        expect: signedIn(ok()),
      },
    ],
  },
  'compare.followUp': aiRow(Routes.compare.followUp, {
    message: 'Which is the best value?',
    previousRecommendations: [],
    wineListContext: wineContext,
  }),
  'shop.analyse': {
    phase: 'read',
    probes: [
      {
        name: 'a shelf photo',
        call: async () => ({
          route: Routes.shop.analyse,
          body: { images: [{ image: await aSmallPhoto(), filename: 'shelf.jpg' }] },
        }),
        expect: signedIn(ok()),
      },
    ],
  },
  'shop.followUp': aiRow(Routes.shop.followUp, {
    message: 'Which is the best value?',
    previousRecommendations: [],
    wineShelfContext: wineContext,
  }),
  'recommend.get': aiRow(Routes.recommend.get, { input: 'Amarone', previousSuggestions: [] }),

  // --- Tastings -----------------------------------------------------------------------------------
  'tastings.list': {
    phase: 'read',
    probes: [
      {
        name: "O's (userId=O)",
        call: (cell) => ({ route: Routes.tastings.list, query: { userId: ownerRef(cell).id, limit: 100 } }),
        expect: signedIn(ok(), {
          ...each(SEE_OWNER, ok(includes((cell) => [cell.world.tastings.public.id]))),
          owner: ok(includes((cell) => [cell.world.tastings.public.id, cell.world.tastings.private.id])),
        }),
      },
      {
        name: "D's (userId=D)",
        call: (cell) => ({ route: Routes.tastings.list, query: { userId: deactivatedRef(cell).id, limit: 100 } }),
        expect: signedIn(ok(exactly(() => []))),
      },
    ],
  },
  'tastings.listAll': tastingList(Routes.tastings.listAll, { limit: 100 }, 'every public tasting'),
  'tastings.search': tastingList(Routes.tastings.search, { query: 'Amarone', limit: 100 }, "'Amarone'"),
  'tastings.getPublic': { phase: 'read', probes: tastingProbes(Routes.tastings.getPublic, true) },
  'tastings.get': { phase: 'read', probes: tastingProbes(Routes.tastings.get, false) },
  'tastings.create': {
    phase: 'change',
    probes: [
      {
        name: 'a public one',
        call: () => ({ route: Routes.tastings.create, body: { title: 'A new Amarone', visibility: 'public' } }),
        expect: signedIn(created(), { termsNotAccepted: TERMS_REQUIRED }),
      },
      {
        // Nobody else sees a private tasting: no terms needed.
        name: 'a private one',
        call: () => ({ route: Routes.tastings.create, body: { title: 'A quiet Amarone', visibility: 'private' } }),
        expect: signedIn(created()),
      },
    ],
  },
  'tastings.update': {
    phase: 'change',
    probes: [
      {
        name: "O's public tasting",
        call: (cell) => ({
          route: Routes.tastings.update,
          params: { id: cell.world.tastings.public.id },
          body: { rating: 4 },
        }),
        expect: signedIn(NOT_FOUND, { owner: ok(), termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
      {
        name: 'own private tasting made public',
        call: async (cell) => {
          const live = cell.role !== 'signedOut' && cell.role !== 'deactivated';
          const own = live
            ? await cell.client.expectOk<{ id: string }>({
                route: Routes.tastings.create,
                body: { title: 'To be shared', visibility: 'private' },
              })
            : { id: cell.world.tastings.private.id };
          return { route: Routes.tastings.update, params: { id: own.id }, body: { visibility: 'public' } };
        },
        expect: signedIn(ok(fields({ visibility: 'public' })), { termsNotAccepted: TERMS_REQUIRED }),
      },
    ],
  },
  'tastings.remove': {
    phase: 'remove',
    probes: [
      {
        name: "O's public tasting",
        call: (cell) => ({ route: Routes.tastings.remove, params: { id: cell.world.tastings.doomed.id } }),
        expect: signedIn(NOT_FOUND, { owner: ok() }),
      },
    ],
  },

  // --- Posts, likes, comments -----------------------------------------------------------------------
  'experiences.create': {
    phase: 'change',
    probes: [
      {
        name: 'a public post',
        call: (cell) => ({
          route: Routes.experiences.create,
          body: { text: `A new post by ${cell.role}`, visibility: 'public' },
        }),
        expect: signedIn(created(), { termsNotAccepted: TERMS_REQUIRED }),
      },
    ],
  },
  'experiences.home': {
    phase: 'read',
    probes: [
      {
        name: 'own feed',
        call: () => ({ route: Routes.experiences.home, query: { limit: 50 } }),
        expect: signedIn(ok(publicPostEngagement), {
          ...each(
            ['owner', 'follower'],
            ok(
              all(
                includes((cell) => [cell.world.posts.public.id, cell.world.posts.followers.id]),
                publicPostEngagement,
              ),
            ),
          ),
        }),
      },
    ],
  },
  'experiences.discover': {
    phase: 'read',
    probes: [
      {
        name: 'every public post',
        call: () => ({ route: Routes.experiences.discover, query: { limit: 50 } }),
        expect: signedIn(ok(all(includes(visiblePosts), publicPostEngagement))),
      },
    ],
  },
  'experiences.get': {
    phase: 'read',
    probes: postReads(Routes.experiences.get, (key) =>
      all(
        fields((cell) => ({ id: cell.world.posts[key].id })),
        publicPostEngagement,
      ),
    ),
  },
  'experiences.update': {
    phase: 'change',
    probes: [
      {
        name: "O's public post",
        call: (cell) => ({
          route: Routes.experiences.update,
          params: { id: cell.world.posts.public.id },
          body: { location: 'Verona' },
        }),
        expect: signedIn(NOT_FOUND, { owner: ok(), termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
    ],
  },
  'experiences.remove': {
    phase: 'remove',
    probes: [
      {
        name: "O's public post",
        call: (cell) => ({ route: Routes.experiences.remove, params: { id: cell.world.posts.doomed.id } }),
        expect: signedIn(NOT_FOUND, { owner: ok() }),
      },
    ],
  },
  'experiences.engagement': {
    phase: 'read',
    probes: postReads(Routes.experiences.engagement, (key) => (key === 'public' ? engagementOfPublicPost : undefined)),
  },
  'experiences.toggleLike': {
    phase: 'change',
    probes: [
      {
        name: "O's public post",
        call: postCall(Routes.experiences.toggleLike, (w) => w.posts.public),
        expect: signedIn(ok(likeCountAgrees), { termsNotAccepted: TERMS_REQUIRED, ...NOT_FOUND_BLOCKED }),
      },
      {
        name: "O's followers-only post",
        call: postCall(Routes.experiences.toggleLike, (w) => w.posts.followers),
        expect: signedIn(NOT_FOUND, { owner: ok(), follower: ok(), termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
      {
        name: "D's post",
        call: postCall(Routes.experiences.toggleLike, (w) => w.posts.deactivated),
        expect: signedIn(NOT_FOUND, { termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
    ],
  },
  'experiences.likers': {
    // Exactly the likers the viewer may be shown (none on the followers-only post).
    phase: 'read',
    probes: postReads(
      Routes.experiences.likers,
      (key) => exactly((cell) => (key === 'public' ? ids(cell, likersShownTo(cell.role)) : []), likerIds, 'likers'),
      { limit: 100 },
    ),
  },
  'experiences.comment': {
    phase: 'change',
    probes: [
      {
        name: "O's public post",
        call: (cell) => ({
          ...postCall(Routes.experiences.comment, (w) => w.posts.public)(cell),
          body: { content: 'Salute!' },
        }),
        expect: signedIn(created(), { termsNotAccepted: TERMS_REQUIRED, ...NOT_FOUND_BLOCKED }),
      },
      {
        name: "O's followers-only post",
        call: (cell) => ({
          ...postCall(Routes.experiences.comment, (w) => w.posts.followers)(cell),
          body: { content: 'Salute!' },
        }),
        expect: signedIn(NOT_FOUND, { owner: created(), follower: created(), termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
      {
        name: "D's post",
        call: (cell) => ({
          ...postCall(Routes.experiences.comment, (w) => w.posts.deactivated)(cell),
          body: { content: 'Salute!' },
        }),
        expect: signedIn(NOT_FOUND, { termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
    ],
  },
  'experiences.updateComment': {
    // X and Y may no longer see O's post, so their old comments there are no longer theirs to edit.
    phase: 'change',
    probes: [
      {
        name: "own comment on O's public post (N: F's)",
        call: (cell) => ({
          route: Routes.experiences.updateComment,
          params: { commentId: ownCommentOf(cell) },
          body: { content: `Edited by ${cell.role}` },
        }),
        expect: signedIn(ok(), { termsNotAccepted: TERMS_OR_NOT_FOUND, ...NOT_FOUND_BLOCKED }),
      },
      {
        // The post's author may delete a comment on it, not put words in its author's mouth.
        name: "F's comment on O's public post (F: S's)",
        call: (cell) => ({
          route: Routes.experiences.updateComment,
          params: { commentId: cell.role === 'follower' ? cell.world.comments.stranger : cell.world.comments.follower },
          body: { content: `Rewritten by ${cell.role}` },
        }),
        expect: signedIn(NOT_FOUND, { termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
    ],
  },
  'experiences.removeComment': {
    phase: 'remove',
    probes: [
      {
        // Chosen: deleting one's own words stays possible after a block (the policy names no condition for
        // deleting but authorship), so X and Y may take back what they wrote on O's post.
        name: "own comment on O's public post (N: F's)",
        call: (cell) => ({ route: Routes.experiences.removeComment, params: { commentId: ownCommentOf(cell) } }),
        expect: signedIn(ok(), { termsNotAccepted: NOT_FOUND }),
      },
      {
        name: "F's second comment on O's public post (F: S's)",
        call: (cell) => ({
          route: Routes.experiences.removeComment,
          params: {
            commentId:
              cell.role === 'follower' ? cell.world.comments.strangerSecond : cell.world.comments.followerSecond,
          },
        }),
        expect: signedIn(NOT_FOUND, { owner: ok() }),
      },
    ],
  },

  // --- Follows and blocks ---------------------------------------------------------------------------
  'follow.statusById': {
    // A block either way makes the other not found to follows (as the follow itself).
    phase: 'read',
    probes: aboutPeople(
      (who) => ({ query: { userId: who.id } }),
      Routes.follow.statusById,
      signedIn(ok(fields({ isFollowing: false })), {
        follower: ok(fields({ isFollowing: true })),
        ...NOT_FOUND_BLOCKED,
      }),
    ),
  },
  'follow.status': {
    phase: 'read',
    probes: aboutPeople(
      byUsername,
      Routes.follow.status,
      signedIn(ok(fields({ isFollowing: false })), {
        follower: ok(fields({ isFollowing: true })),
        ...NOT_FOUND_BLOCKED,
      }),
    ),
  },
  'follow.follow': {
    phase: 'relations',
    probes: aboutPeople(
      followRef,
      Routes.follow.follow,
      signedIn(ok(fields({ isFollowing: true })), {
        termsNotAccepted: TERMS_REQUIRED,
        owner: INVALID,
        ...NOT_FOUND_BLOCKED,
      }),
      signedIn(NOT_FOUND, { termsNotAccepted: TERMS_OR_NOT_FOUND }),
    ),
  },
  'follow.unfollow': {
    // Oneself: nothing to undo; a plain "not following" or a refusal are both fair.
    phase: 'relations',
    probes: aboutPeople(
      followRef,
      Routes.follow.unfollow,
      signedIn(ok(fields({ isFollowing: false })), { owner: status([200, 400]), ...NOT_FOUND_BLOCKED }),
    ),
  },
  'block.status': {
    phase: 'read',
    probes: aboutPeople(
      byUsername,
      Routes.block.status,
      signedIn(ok(fields({ isBlocked: false })), {
        blocker: ok(fields({ isBlocked: true })),
        blocked: NOT_FOUND,
        owner: status([200, 400]),
      }),
    ),
  },
  'block.block': {
    // X blocking O, who blocked X: either done (so it holds if O lifts theirs) or not found (O is hidden from X).
    phase: 'relations',
    probes: aboutPeople(
      byUsername,
      Routes.block.block,
      signedIn(ok(fields({ isBlocked: true })), { blocked: status([200, 404]), owner: INVALID }),
    ),
  },
  'block.unblock': {
    phase: 'relations',
    probes: aboutPeople(
      byUsername,
      Routes.block.unblock,
      signedIn(ok(fields({ isBlocked: false })), { blocked: status([200, 404]), owner: status([200, 400]) }),
    ),
  },

  // --- People ---------------------------------------------------------------------------------------
  'people.profile': {
    // Y blocked O: O shows, marked blocked, with nothing of O's listed, so nothing counted either.
    phase: 'read',
    probes: aboutPeople(
      byUsername,
      Routes.people.profile,
      signedIn(ok(ownerProfile), {
        blocked: NOT_FOUND,
        blocker: ok(fields({ isBlocked: true, tastingsCount: 0, experiencesCount: 0 })),
      }),
    ),
  },
  'people.journey': {
    phase: 'read',
    probes: aboutPeople(
      (who) => ({ ...byUsername(who), query: { limit: 100 } }),
      Routes.people.journey,
      signedIn(ok(ownerJourney), { blocked: NOT_FOUND }),
    ),
  },
  'people.followers': {
    // O's followers: F (D is deactivated; the follows of X, Y and Z ended with the blocks and stay ended).
    phase: 'read',
    probes: aboutPeople(
      (who) => ({ ...byUsername(who), query: { limit: 100 } }),
      Routes.people.followers,
      signedIn(ok(exactly((cell) => ids(cell, ['follower']))), {
        blocked: NOT_FOUND,
        blocker: ok(excludesPeople(['deactivated', 'blocked', 'unblocked'])),
      }),
    ),
  },
  'people.following': {
    // Whom O follows: F (D is deactivated).
    phase: 'read',
    probes: aboutPeople(
      (who) => ({ ...byUsername(who), query: { limit: 100 } }),
      Routes.people.following,
      signedIn(ok(exactly((cell) => ids(cell, ['follower']))), {
        blocked: NOT_FOUND,
        blocker: ok(excludesPeople(['deactivated'])),
      }),
    ),
  },
  'people.search': {
    phase: 'read',
    probes: [
      {
        name: 'the family name everyone shares',
        call: () => ({ route: Routes.people.search, query: { q: PEOPLE.owner.familyName } }),
        expect: signedIn(ok(peopleSearch)),
      },
    ],
  },
  'search.wines': {
    phase: 'read',
    probes: [
      {
        name: "'Amarone'",
        call: () => ({ route: Routes.search.wines, query: { q: 'Amarone' } }),
        expect: signedIn(ok(wineSearch)),
      },
    ],
  },

  // --- Notifications ----------------------------------------------------------------------------------
  'notifications.list': {
    phase: 'read',
    probes: [
      {
        name: 'own',
        call: () => ({ route: Routes.notifications.list, query: { limit: 100 } }),
        expect: signedIn(ok(notificationsOfViewer)),
      },
    ],
  },
  'notifications.unreadCount': {
    // Chosen: the badge counts what the list shows (hidden actors' notifications are not counted).
    phase: 'read',
    probes: [
      {
        name: 'own',
        call: () => ({ route: Routes.notifications.unreadCount }),
        expect: signedIn(ok(unreadAgreesWithList)),
      },
    ],
  },
  'notifications.markAllRead': {
    phase: 'change',
    probes: [
      { name: 'own', call: () => ({ route: Routes.notifications.markAllRead }), expect: signedIn(ok(nothingUnread)) },
    ],
  },
  'notifications.markRead': {
    phase: 'change',
    probes: [
      {
        name: "O's notification of F's follow",
        call: (cell) => ({ route: Routes.notifications.markRead, params: { id: cell.world.ownerNotificationId } }),
        expect: signedIn(NOT_FOUND, { owner: ok() }),
      },
    ],
  },

  // --- Reports ----------------------------------------------------------------------------------------
  'reports.create': {
    phase: 'change',
    probes: [
      {
        name: "O's public tasting",
        call: (cell) => reportCall(cell, 'tasting', cell.world.tastings.doomed.id),
        expect: signedIn(created(), { termsNotAccepted: TERMS_REQUIRED, owner: INVALID, ...NOT_FOUND_BLOCKED }),
      },
      {
        name: "O's followers-only post",
        call: (cell) => reportCall(cell, 'experience', cell.world.posts.followers.id),
        expect: signedIn(NOT_FOUND, { follower: created(), owner: INVALID, termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
      {
        name: "D's public tasting",
        call: (cell) => reportCall(cell, 'tasting', cell.world.tastings.deactivated.id),
        expect: signedIn(NOT_FOUND, { termsNotAccepted: TERMS_OR_NOT_FOUND }),
      },
    ],
  },
  'reports.list': {
    // R's cookie is from before R left ADMIN_EMAILS: rights are re-read, so R is refused.
    phase: 'read',
    probes: [
      {
        name: 'every report',
        call: () => ({ route: Routes.reports.list }),
        expect: signedIn(ADMIN_ONLY, {
          admin: ok((answer, cell) =>
            (answer.body as Array<{ id: number }>).some((report) => report.id === cell.world.strangerReportId)
              ? []
              : ["S's report is not listed"],
          ),
        }),
      },
    ],
  },
  'reports.resolve': {
    phase: 'change',
    probes: [
      {
        name: 'a pending report (dismiss)',
        call: resolveCall,
        expect: signedIn(ADMIN_ONLY, { admin: ok(fields({ status: 'dismissed' })) }),
      },
    ],
  },

  // --- Media and the rest -------------------------------------------------------------------------------
  'media.get': {
    // Post photos are for signed-in people (posts are); a public tasting's, for anyone (shared links).
    // Chosen: an admin sees what a report shows them, not every photo; none of these is reported when
    // the row runs, so A gets what anyone else would (today any post photo is open to an admin).
    phase: 'read',
    probes: [
      photo("O's public tasting photo", (w) => w.tastings.public, [...SEE_OWNER, 'signedOut', 'deactivated']),
      photo("O's private tasting photo", (w) => w.tastings.private, ['owner']),
      photo("O's public post photo", (w) => w.posts.public, SEE_OWNER),
      photo("O's followers-only post photo", (w) => w.posts.followers, ['owner', 'follower']),
      photo("D's public tasting photo", (w) => w.tastings.deactivated, []),
      photo("D's public post photo", (w) => w.posts.deactivated, []),
    ],
  },
  'docs.openApi': {
    phase: 'read',
    probes: [
      {
        name: 'the document',
        call: () => ({ route: Routes.docs.openApi }),
        expect: cells(
          ok((answer) =>
            typeof (answer.body as { openapi?: unknown }).openapi === 'string' ? [] : ['no openapi version'],
          ),
        ),
      },
    ],
  },
  'health.live': {
    phase: 'read',
    probes: [{ name: 'liveness', call: () => ({ route: Routes.health.live }), expect: cells(ok()) }],
  },
  'health.ready': {
    phase: 'read',
    probes: [{ name: 'readiness', call: () => ({ route: Routes.health.ready }), expect: cells(ok()) }],
  },
};

/** Waits until the person's export is no longer being prepared (a signed-out client has none to wait for). */
async function exportSettled(client: Client): Promise<void> {
  if (client.cookie === null) return;
  for (;;) {
    const answer = await client.send({ route: Routes.dataExport.status });
    const state = (answer.body as { state?: string } | null)?.state;
    if (answer.status !== 200 || state !== 'preparing') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
