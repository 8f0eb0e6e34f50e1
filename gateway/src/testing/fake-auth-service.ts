import { Controller, type INestMicroservice, Inject, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { Actor, BullmqContext, BullmqServer, RpcErrorPassthroughFilter } from '@sorsi/kit';
import {
  type Actor as ActingUser,
  AppError,
  AuthRpc,
  DELETE_ACCOUNT_PHRASE,
  type OidcProfile,
  type RpcRequest,
  type User,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the next call of a pattern does instead of its normal work. */
export type ScriptedOutcome = AppError | { delayMs: number };

export interface RecordedCall {
  pattern: string;
  correlationId: string;
  actor: ActingUser | null;
}

/**
 * The state behind the stand-in auth service: users in memory, every call recorded, and
 * outcomes a test can script per pattern. The gateway never imports services/auth, so its
 * tests answer the auth contracts with this, over the real transport and Redis.
 */
export class FakeAuthState {
  readonly users = new Map<string, User & { issuer: string; subject: string; deactivated: boolean }>();
  readonly calls: RecordedCall[] = [];
  readonly signIns: OidcProfile[] = [];
  private readonly scripted = new Map<string, ScriptedOutcome>();

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

  activeUser(userId: string): User {
    const user = this.users.get(userId);
    if (!user || user.deactivated) throw new AppError('NOT_FOUND', 'User not found');
    return this.publicUser(userId);
  }

  publicUser(userId: string): User {
    const { issuer: _issuer, subject: _subject, deactivated: _deactivated, ...user } = this.users.get(userId)!;
    return user;
  }
}

const FAKE_AUTH_STATE = Symbol('FAKE_AUTH_STATE');

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
      isAdmin: false,
      needsTos: true,
      createdAt: now,
      updatedAt: now,
      deactivated: false,
    };
    user.deactivated = false;
    this.state.users.set(user.id, user);
    return this.state.publicUser(user.id);
  }

  @MessagePattern(AuthRpc.getUser.pattern)
  async getUser(@Ctx() context: BullmqContext, @Actor() actor: ActingUser) {
    await this.state.enter(AuthRpc.getUser.pattern, context);
    const userId = actor.userId;
    return this.state.activeUser(userId);
  }

  @MessagePattern(AuthRpc.updateProfile.pattern)
  async updateProfile(
    @Payload() { changes }: RpcRequest<typeof AuthRpc.updateProfile>,
    @Ctx() context: BullmqContext,
    @Actor() actor: ActingUser,
  ) {
    await this.state.enter(AuthRpc.updateProfile.pattern, context);
    const userId = actor.userId;
    this.state.activeUser(userId);
    const taken = [...this.state.users.values()].some(
      (user) => user.id !== userId && user.username === changes.username,
    );
    if (taken) throw new AppError('CONFLICT', 'Username is already taken');
    Object.assign(this.state.users.get(userId)!, changes, { updatedAt: new Date().toISOString() });
    return this.state.publicUser(userId);
  }

  @MessagePattern(AuthRpc.acceptTos.pattern)
  async acceptTos(@Ctx() context: BullmqContext, @Actor() actor: ActingUser) {
    await this.state.enter(AuthRpc.acceptTos.pattern, context);
    const userId = actor.userId;
    this.state.activeUser(userId);
    this.state.users.get(userId)!.needsTos = false;
    return this.state.publicUser(userId);
  }

  @MessagePattern(AuthRpc.deactivate.pattern)
  async deactivate(@Ctx() context: BullmqContext, @Actor() actor: ActingUser) {
    await this.state.enter(AuthRpc.deactivate.pattern, context);
    const userId = actor.userId;
    this.state.activeUser(userId);
    this.state.users.get(userId)!.deactivated = true;
    return { ok: true as const };
  }

  @MessagePattern(AuthRpc.deleteAccount.pattern)
  async deleteAccount(
    @Payload() { confirmationPhrase }: RpcRequest<typeof AuthRpc.deleteAccount>,
    @Ctx() context: BullmqContext,
    @Actor() actor: ActingUser,
  ) {
    await this.state.enter(AuthRpc.deleteAccount.pattern, context);
    const userId = actor.userId;
    if (confirmationPhrase !== DELETE_ACCOUNT_PHRASE) throw new AppError('VALIDATION', 'Invalid Confirmation');
    this.state.activeUser(userId);
    this.state.users.delete(userId);
    return { ok: true as const };
  }

  @MessagePattern(AuthRpc.ping.pattern)
  async ping(@Payload() _data: unknown, @Ctx() context: BullmqContext) {
    await this.state.enter(AuthRpc.ping.pattern, context);
    return { database: 'up' as const };
  }
}

export interface FakeAuthService {
  state: FakeAuthState;
  close(): Promise<void>;
}

/** Starts the stand-in auth service on the `rpc.auth` queue under `prefix`. */
export async function startFakeAuthService(redisUrl: string, prefix: string): Promise<FakeAuthService> {
  const state = new FakeAuthState();
  @Module({ controllers: [FakeAuthHandlers], providers: [{ provide: FAKE_AUTH_STATE, useValue: state }] })
  class FakeAuthModule {}
  const app: INestMicroservice = await NestFactory.createMicroservice(FakeAuthModule, {
    strategy: new BullmqServer({ service: 'auth', redisUrl, prefix, contracts: Object.values(AuthRpc) }),
    logger: false,
  });
  app.useGlobalFilters(new RpcErrorPassthroughFilter());
  await app.listen();
  return { state, close: () => app.close() };
}
