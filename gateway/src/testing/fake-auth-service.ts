import { Controller, type INestMicroservice, Inject, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { Actor, BullmqContext, BullmqServer, RpcErrorPassthroughFilter } from '@sorsi/kit';
import {
  AppError,
  AuthRpc,
  type OidcProfile,
  pingOf,
  type RpcRequest,
  type SessionChange,
  sessionChangesChannel,
  type User,
} from '@sorsi/proto';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the next call of a pattern does instead of its normal work. */
export type ScriptedOutcome = AppError | { delayMs: number };

export interface RecordedCall {
  pattern: string;
  correlationId: string;
  actor: Actor | null;
}

/**
 * The state behind the stand-in auth service: who signed in (so a session finds its person again),
 * every call recorded, and outcomes a test scripts per pattern (errors, slowness). It applies none of
 * auth's rules (taken usernames, deactivation, the deletion phrase): those are auth's tests'; a gateway
 * test that needs such an answer scripts it. The gateway never imports services/auth, so its tests
 * answer the auth contracts with this, over the real transport and Redis. Like auth, it announces each
 * change of a person on the session-change channel (`changed`, which a test that edits `users` calls).
 */
export class FakeAuthState {
  readonly users = new Map<string, User & { issuer: string; subject: string }>();
  readonly calls: RecordedCall[] = [];
  readonly signIns: OidcProfile[] = [];
  /** Who signs in as an admin (the real service reads ADMIN_EMAILS). */
  readonly adminEmails = new Set<string>();
  private readonly scripted = new Map<string, ScriptedOutcome>();

  constructor(
    private readonly publisher: Redis,
    private readonly prefix: string,
  ) {}

  /** Announces that the person's record changed, as auth does with every write of their snapshot. */
  async changed(userId: string, change: Extract<SessionChange, { kind: 'user' }>['change']): Promise<void> {
    const message: SessionChange = { kind: 'user', userId, change };
    await this.publisher.publish(sessionChangesChannel(this.prefix), JSON.stringify(message));
  }

  /** The next call of `pattern` fails with `outcome` (or answers late). */
  script(pattern: string, outcome: ScriptedOutcome): void {
    this.scripted.set(pattern, outcome);
  }

  async enter(pattern: string, context: BullmqContext): Promise<void> {
    this.calls.push({ pattern, correlationId: context.correlationId, actor: context.actor });
    const outcome = this.scripted.get(pattern);
    if (!outcome) return;
    this.scripted.delete(pattern);
    if (outcome instanceof AppError) throw outcome;
    await sleep(outcome.delayMs);
  }

  /** The person who signed in with this id; NOT_FOUND once a test removed them (an account deleted elsewhere). */
  person(userId: string): User {
    const found = this.users.get(userId);
    if (!found) throw new AppError('NOT_FOUND', 'User not found');
    const { issuer: _issuer, subject: _subject, ...user } = found;
    return user;
  }
}

const FAKE_AUTH_STATE = Symbol('FAKE_AUTH_STATE');
const AUTH_PING = pingOf('auth');

@Controller()
class FakeAuthHandlers {
  constructor(@Inject(FAKE_AUTH_STATE) private readonly state: FakeAuthState) {}

  @MessagePattern(AuthRpc.signIn.pattern)
  async signIn(@Payload() profile: RpcRequest<typeof AuthRpc.signIn>, @Ctx() context: BullmqContext): Promise<User> {
    await this.state.enter(AuthRpc.signIn.pattern, context);
    this.state.signIns.push(profile);
    const now = new Date().toISOString();
    const existing = [...this.state.users.values()].find(
      (user) => user.issuer === profile.issuer && user.subject === profile.subject,
    );
    const user = existing ?? {
      id: randomUUID(),
      issuer: profile.issuer,
      subject: profile.subject,
      email: profile.email,
      username: `user_${this.state.users.size + 1}`,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      bio: null,
      isAdmin: this.state.adminEmails.has(profile.email ?? ''),
      needsTos: true,
      createdAt: now,
      updatedAt: now,
    };
    this.state.users.set(user.id, user);
    await this.state.changed(user.id, 'signed-in');
    return this.state.person(user.id);
  }

  @MessagePattern(AuthRpc.contacts.pattern)
  async contacts(@Payload() { ids }: RpcRequest<typeof AuthRpc.contacts>, @Ctx() context: BullmqContext) {
    await this.state.enter(AuthRpc.contacts.pattern, context);
    return ids.flatMap((id) => {
      const user = this.state.users.get(id);
      return user ? [{ id, username: user.username, email: user.email }] : [];
    });
  }

  @MessagePattern(AuthRpc.rights.pattern)
  async rights(@Actor() { userId }: Actor, @Ctx() context: BullmqContext) {
    await this.state.enter(AuthRpc.rights.pattern, context);
    return { isAdmin: this.state.users.get(userId)?.isAdmin ?? false };
  }

  @MessagePattern(AuthRpc.getUser.pattern)
  async getUser(@Actor() { userId }: Actor, @Ctx() context: BullmqContext) {
    await this.state.enter(AuthRpc.getUser.pattern, context);
    return this.state.person(userId);
  }

  @MessagePattern(AuthRpc.updateProfile.pattern)
  async updateProfile(
    @Payload() { changes }: RpcRequest<typeof AuthRpc.updateProfile>,
    @Actor() { userId }: Actor,
    @Ctx() context: BullmqContext,
  ) {
    await this.state.enter(AuthRpc.updateProfile.pattern, context);
    const updated = { ...this.state.person(userId), ...changes };
    await this.state.changed(userId, 'profile');
    return updated;
  }

  @MessagePattern(AuthRpc.acceptTos.pattern)
  async acceptTos(@Actor() { userId }: Actor, @Ctx() context: BullmqContext) {
    await this.state.enter(AuthRpc.acceptTos.pattern, context);
    this.state.person(userId);
    this.state.users.get(userId)!.needsTos = false;
    await this.state.changed(userId, 'terms');
    return this.state.person(userId);
  }

  @MessagePattern(AuthRpc.deactivate.pattern)
  async deactivate(@Actor() { userId }: Actor, @Ctx() context: BullmqContext) {
    await this.state.enter(AuthRpc.deactivate.pattern, context);
    this.state.person(userId);
    await this.state.changed(userId, 'deactivated');
    return { ok: true as const };
  }

  @MessagePattern(AuthRpc.deleteAccount.pattern)
  async deleteAccount(@Actor() { userId }: Actor, @Ctx() context: BullmqContext) {
    await this.state.enter(AuthRpc.deleteAccount.pattern, context);
    this.state.person(userId);
    this.state.users.delete(userId);
    await this.state.changed(userId, 'deleted');
    return { ok: true as const };
  }

  @MessagePattern(AuthRpc.exportProfile.pattern)
  async exportProfile(@Actor() { userId }: Actor, @Ctx() context: BullmqContext) {
    await this.state.enter(AuthRpc.exportProfile.pattern, context);
    const user = this.state.person(userId);
    const { issuer, subject } = this.state.users.get(userId)!;
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      bio: user.bio,
      profileImageUrl: user.profileImageUrl,
      isAdmin: user.isAdmin,
      termsAcceptedAt: null,
      signIn: { issuer, subject },
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
  }

  @MessagePattern(AUTH_PING.pattern)
  async ping(@Ctx() context: BullmqContext) {
    await this.state.enter(AUTH_PING.pattern, context);
    return { database: 'up' as const };
  }
}

export interface FakeAuthService {
  state: FakeAuthState;
  close(): Promise<void>;
}

/** Starts the stand-in auth service on the `rpc.auth` queue under `prefix`. */
export async function startFakeAuthService(redisUrl: string, prefix: string): Promise<FakeAuthService> {
  const publisher = new Redis(redisUrl);
  const state = new FakeAuthState(publisher, prefix);
  @Module({ controllers: [FakeAuthHandlers], providers: [{ provide: FAKE_AUTH_STATE, useValue: state }] })
  class FakeAuthModule {}
  const app: INestMicroservice = await NestFactory.createMicroservice(FakeAuthModule, {
    strategy: new BullmqServer({
      service: 'auth',
      redisUrl,
      prefix,
      contracts: [...Object.values(AuthRpc), AUTH_PING],
    }),
    logger: false,
  });
  app.useGlobalFilters(new RpcErrorPassthroughFilter());
  await app.listen();
  return {
    state,
    close: async () => {
      await app.close();
      publisher.disconnect();
    },
  };
}
