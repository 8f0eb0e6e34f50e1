// Redis users for the stack (issue 8 §7): each process gets its own user, allowed only the keys and
// channels it works with and no administrative command, so a compromised service cannot read sessions,
// forge another service's queue or flush the database. Derived from the contracts in proto: the queues a
// process serves, the services it calls, the events it publishes and who subscribes to them.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const proto = require('../../proto/dist/index.js');

/** Services that call other services (besides the gateway, which calls them all). */
const CALLS = {
  auth: ['moderation'],
  tasting: ['social', 'moderation', 'auth'],
  social: ['moderation', 'auth'],
  moderation: ['social', 'auth'],
};
/** The event groups each service publishes. */
const PUBLISHES = {
  auth: proto.AuthEvents,
  tasting: proto.TastingEvents,
  social: proto.SocialEvents,
  moderation: proto.ModerationEvents,
};
/** Subscriptions: every event contract's subscribers, by event group. */
const ALL_EVENTS = Object.values(PUBLISHES).flatMap((group) => Object.values(group));

/** The keys (and read-only keys) of each process's own data, besides queues. */
const dataKeys = (p) => ({
  gateway: {
    readWrite: [`${p}:sess:*`, `${p}:user-sessions:*`, `{${p}:throttle:*`, `${p}:export:*`],
    readOnly: [`${p}:auth:user:*`, `${p}:notification:unread:*`],
  },
  auth: { readWrite: [`${p}:auth:user:*`], readOnly: [] },
  ai: { readWrite: [`${p}:ai:labels:*`], readOnly: [] },
  notification: { readWrite: [`${p}:notification:unread:*`], readOnly: [] },
});

const queueKeys = (p, queue) => `${p}:${queue}:*`;
/** Who announces changes to sessions and rights (and, on the gateway, will listen to them). */
const SESSION_CHANGES = new Set(['gateway', 'auth']);

/** What one process may touch: key patterns (read-write and read-only) and pub/sub channel patterns. */
export function redisPermissions(prefix, processName) {
  const services = proto.RUNNING_SERVICES;
  const queues = new Set();
  if (processName === 'gateway') services.forEach((s) => queues.add(proto.rpcQueueName(s)));
  else {
    queues.add(proto.rpcQueueName(processName));
    if (ALL_EVENTS.some((event) => event.subscribers.includes(processName)))
      queues.add(proto.eventQueueName(processName));
    (CALLS[processName] ?? []).forEach((s) => queues.add(proto.rpcQueueName(s)));
    for (const event of Object.values(PUBLISHES[processName] ?? {})) {
      event.subscribers.filter((s) => services.includes(s)).forEach((s) => queues.add(proto.eventQueueName(s)));
    }
  }
  const data = dataKeys(prefix)[processName] ?? { readWrite: [], readOnly: [] };
  return {
    readWrite: [...[...queues].sort().map((queue) => queueKeys(prefix, queue)), ...data.readWrite],
    readOnly: data.readOnly,
    channels: [
      `${prefix}:rpc-replies:*`,
      ...(SESSION_CHANGES.has(processName) ? [proto.sessionChangesChannel(prefix)] : []),
    ],
  };
}

/** Every process of the stack that connects to Redis. */
export const REDIS_PROCESSES = ['gateway', ...proto.RUNNING_SERVICES];

/**
 * `ACL SETUSER` arguments for one process: on, its password, its keys and channels, every command but
 * the dangerous ones (INFO stays: BullMQ reads the server's version and eviction policy).
 */
export function aclRule(prefix, processName, password) {
  const { readWrite, readOnly, channels } = redisPermissions(prefix, processName);
  return [
    processName,
    'reset',
    'on',
    `>${password}`,
    ...readWrite.map((pattern) => `~${pattern}`),
    ...readOnly.map((pattern) => `%R~${pattern}`),
    ...channels.map((pattern) => `&${pattern}`),
    '+@all',
    '-@dangerous',
    '+info',
  ];
}

/** The AI queue's lists KEDA reads to scale the AI service (infra/k8s/base/services/ai/scaled-object.yaml). */
export const kedaKeys = (prefix) => [
  `${prefix}:${proto.rpcQueueName('ai')}:wait`,
  `${prefix}:${proto.rpcQueueName('ai')}:active`,
];

/**
 * `ACL SETUSER` arguments for KEDA's Redis scaler: read-only, the AI queue's two lists only, and just the
 * commands the scaler sends (HELLO and PING to connect, TYPE then LLEN to measure a list).
 */
export function kedaRule(prefix, password) {
  return [
    'keda',
    'reset',
    'on',
    `>${password}`,
    ...kedaKeys(prefix).map((key) => `%R~${key}`),
    '+hello',
    '+ping',
    '+type',
    '+llen',
  ];
}

/**
 * The users as lines of a Redis ACL file (`aclfile` in redis.conf), the default user switched off; the
 * `keda` user too when it has a password (a Kubernetes cluster scaling the AI service).
 */
export function aclFile(prefix, passwords) {
  return [
    ...REDIS_PROCESSES.map((name) => `user ${aclRule(prefix, name, passwords[name]).join(' ')}`),
    ...(passwords.keda ? [`user ${kedaRule(prefix, passwords.keda).join(' ')}`] : []),
    'user default off',
  ].join('\n');
}

// `node infra/redis/redis-acl.mjs <prefix>` prints the ACL file, passwords from REDIS_PASSWORD_<PROCESS>
// (and REDIS_PASSWORD_KEDA, optional, for the `keda` user).
if (import.meta.url === `file://${process.argv[1]}`) {
  const prefix = process.argv[2] ?? process.env.QUEUE_PREFIX ?? 'sorsi';
  const passwords = Object.fromEntries(
    REDIS_PROCESSES.map((name) => {
      const password = process.env[`REDIS_PASSWORD_${name.toUpperCase()}`];
      if (!password) throw new Error(`Set REDIS_PASSWORD_${name.toUpperCase()}`);
      return [name, password];
    }),
  );
  console.log(aclFile(prefix, { ...passwords, keda: process.env.REDIS_PASSWORD_KEDA }));
}
