import {
  freePort,
  redisTestEnv,
  type RedisTestEnv,
  type StandInService,
  startStandInService,
  TestBrowser,
} from '@sorsi/kit/testing';
import { ModerationRpc, NotificationRpc, SocialRpc, TastingRpc } from '@sorsi/proto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DevIdpProcess, startDevIdp } from './dev-idp-process';
import { AI_CONTRACTS, startFakeAiService } from './fake-ai-service';
import { type FakeAuthService, startFakeAuthService } from './fake-auth-service';
import { startTestGateway, type TestGateway } from './test-gateway';

export interface SignedInPerson {
  browser: TestBrowser;
  userId: string;
}

export interface GatewayWithStandIns {
  gateway: TestGateway;
  auth: FakeAuthService;
  /** Answers what each test scripts (see StandInService.script). */
  tasting: StandInService<typeof TastingRpc>;
  notification: StandInService<typeof NotificationRpc>;
  social: StandInService<typeof SocialRpc>;
  moderation: StandInService<typeof ModerationRpc>;
  ai: StandInService<typeof AI_CONTRACTS>;
  /** The gateway's local media store directory (a fresh temporary one). */
  mediaDir: string;
  redis: RedisTestEnv;
  signIn(email: string): Promise<SignedInPerson>;
  close(): Promise<void>;
}

/**
 * The gateway in this process with the development identity provider, stand-ins for the auth, tasting,
 * notification, social, moderation and AI services on the real transport, and a real local media store in a temporary directory.
 */
export async function startGatewayWithStandIns(settings: Record<string, string> = {}): Promise<GatewayWithStandIns> {
  const redis = await redisTestEnv();
  const port = await freePort();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'sorsi-gateway-media-'));
  const idp: DevIdpProcess = await startDevIdp([`http://localhost:${port}/api/callback`]);
  const queue = { redisUrl: redis.redisUrl, prefix: redis.prefix };
  const [auth, tasting, notification, social, moderation, ai] = await Promise.all([
    startFakeAuthService(redis.redisUrl, redis.prefix),
    startStandInService({ service: 'tasting', ...queue, contracts: TastingRpc }),
    startStandInService({ service: 'notification', ...queue, contracts: NotificationRpc }),
    startStandInService({ service: 'social', ...queue, contracts: SocialRpc }),
    startStandInService({ service: 'moderation', ...queue, contracts: ModerationRpc }),
    startFakeAiService(redis.redisUrl, redis.prefix),
  ]);
  const gateway = await startTestGateway(port, {
    REDIS_URL: redis.redisUrl,
    QUEUE_PREFIX: redis.prefix,
    OIDC_ISSUER: idp.issuer,
    MEDIA_DIR: mediaDir,
    ...settings,
  });
  return {
    gateway,
    auth,
    tasting,
    notification,
    social,
    moderation,
    ai,
    mediaDir,
    redis,
    async signIn(email) {
      const browser = new TestBrowser();
      await browser.signIn(gateway.url, { email, givenName: email.split('@')[0]! });
      const me = (await (await browser.fetch(`${gateway.url}/api/auth/user`)).json()) as { id: string };
      return { browser, userId: me.id };
    },
    async close() {
      await gateway.close();
      await Promise.all([
        auth.close(),
        tasting.close(),
        notification.close(),
        social.close(),
        moderation.close(),
        ai.close(),
      ]);
      await idp.stop();
      await redis.cleanup();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
