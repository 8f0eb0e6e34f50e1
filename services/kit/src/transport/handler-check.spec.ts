import { event, rpc } from '@sorsi/proto';
import { z } from 'zod';
import { findHandlerProblems, type HandlerCheckInput } from './handler-check';

const getThing = rpc('tasting', 'tasting.getThing', z.object({}), z.object({}));
const listThings = rpc('tasting', 'tasting.listThings', z.object({}), z.object({}));
const userGone = event('user.gone', z.object({}), ['tasting']);

const base: HandlerCheckInput = {
  service: 'tasting',
  contracts: [getThing, listThings],
  events: [userGone],
  handlers: [
    { pattern: 'tasting.getThing', isEventHandler: false },
    { pattern: 'tasting.listThings', isEventHandler: false },
    { pattern: 'user.gone', isEventHandler: true },
  ],
  duplicates: [],
};

describe('findHandlerProblems', () => {
  it('accepts one handler per declared contract and event', () => {
    expect(findHandlerProblems(base)).toEqual([]);
  });

  it('names a contract without a handler', () => {
    const handlers = base.handlers.filter((h) => h.pattern !== 'tasting.listThings');
    expect(findHandlerProblems({ ...base, handlers })).toEqual(['tasting.listThings has no @MessagePattern handler']);
  });

  it('names a handler that answers no declared contract', () => {
    const handlers = [...base.handlers, { pattern: 'tasting.stray', isEventHandler: false }];
    expect(findHandlerProblems({ ...base, handlers })).toEqual([
      "@MessagePattern('tasting.stray') answers no contract in the list",
    ]);
  });

  it('names a pattern registered twice, once', () => {
    const duplicates = ['tasting.getThing', 'tasting.getThing'];
    expect(findHandlerProblems({ ...base, duplicates })).toEqual(['tasting.getThing has more than one handler']);
  });

  it('names an event without a handler, and one handled as a message instead', () => {
    const handlers = [
      ...base.handlers.filter((h) => h.pattern !== 'user.gone'),
      { pattern: 'user.gone', isEventHandler: false },
    ];
    expect(findHandlerProblems({ ...base, handlers })).toEqual([
      "@MessagePattern('user.gone') answers no contract in the list",
      'user.gone has no @EventPattern handler',
    ]);
  });

  it('names a contract of another service and an event this service does not receive', () => {
    const foreign = rpc('auth', 'auth.other', z.object({}), z.object({}));
    const notOurs = event('user.other', z.object({}), ['social']);
    const problems = findHandlerProblems({
      ...base,
      contracts: [...base.contracts, foreign],
      events: [...base.events, notOurs],
      handlers: [
        ...base.handlers,
        { pattern: 'auth.other', isEventHandler: false },
        { pattern: 'user.other', isEventHandler: true },
      ],
    });
    expect(problems).toEqual(['auth.other belongs to the auth service', 'user.other is not delivered to tasting']);
  });
});
