import type { EventContract, RpcContract, ServiceName } from '@sorsi/proto';

export interface RegisteredHandler {
  pattern: string;
  isEventHandler: boolean;
}

export interface HandlerCheckInput {
  service: ServiceName;
  contracts: readonly RpcContract[];
  events: readonly EventContract[];
  handlers: readonly RegisteredHandler[];
  /** Patterns that had a second handler registered (Nest keeps only the last one silently). */
  duplicates: readonly string[];
}

/**
 * The start-up check: every contract the service declares has exactly one handler, and every
 * handler answers a declared contract. Returns one line per problem (empty when all is well).
 */
export function findHandlerProblems(input: HandlerCheckInput): string[] {
  const { service, contracts, events, handlers, duplicates } = input;
  const problems: string[] = [];
  const rpcHandlers = new Set(handlers.filter((h) => !h.isEventHandler).map((h) => h.pattern));
  const eventHandlers = new Set(handlers.filter((h) => h.isEventHandler).map((h) => h.pattern));
  const rpcPatterns = new Set(contracts.map((c) => c.pattern));
  const eventNames = new Set(events.map((e) => e.name));

  for (const pattern of new Set(duplicates)) problems.push(`${pattern} has more than one handler`);
  for (const contract of contracts) {
    if (contract.service !== service) problems.push(`${contract.pattern} belongs to the ${contract.service} service`);
    if (!rpcHandlers.has(contract.pattern)) problems.push(`${contract.pattern} has no @MessagePattern handler`);
  }
  for (const pattern of rpcHandlers) {
    if (!rpcPatterns.has(pattern)) problems.push(`@MessagePattern('${pattern}') answers no contract in the list`);
  }
  for (const contract of events) {
    if (!contract.subscribers.includes(service)) problems.push(`${contract.name} is not delivered to ${service}`);
    if (!eventHandlers.has(contract.name)) problems.push(`${contract.name} has no @EventPattern handler`);
  }
  for (const name of eventHandlers) {
    if (!eventNames.has(name)) problems.push(`@EventPattern('${name}') handles no event in the list`);
  }
  return problems;
}
