import { BaseRpcContext } from '@nestjs/microservices';
import type { Actor } from '@sorsi/proto';

export interface BullmqMessageInfo {
  /** The RPC pattern or the event name. */
  pattern: string;
  /** Who acts (set by the gateway from the session); null for events and anonymous calls. */
  actor: Actor | null;
  correlationId: string;
  /** RPC: epoch ms after which nobody waits for the answer. Events: null. */
  deadline: number | null;
  /** Events: the event id (the same on every retry). RPC: null. */
  eventId: string | null;
  /** 1 on the first try; events count up on each retry. */
  attempt: number;
}

/** What a handler learns about the message besides its data (`@Ctx() ctx: BullmqContext`). */
export class BullmqContext extends BaseRpcContext<[BullmqMessageInfo]> {
  constructor(info: BullmqMessageInfo) {
    super([info]);
  }

  private get info(): BullmqMessageInfo {
    return this.args[0];
  }

  get pattern(): string {
    return this.info.pattern;
  }

  get actor(): Actor | null {
    return this.info.actor;
  }

  get correlationId(): string {
    return this.info.correlationId;
  }

  get deadline(): number | null {
    return this.info.deadline;
  }

  get eventId(): string | null {
    return this.info.eventId;
  }

  get attempt(): number {
    return this.info.attempt;
  }
}
