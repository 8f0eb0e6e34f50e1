import type { RouteDeclaration } from './http';
import { Routes } from './routes';

// The gateway's router (Fastify's find-my-way) ranks a fixed segment above a `:name` one and both above
// a `*name` rest, whatever the order of declaration. Two routes of one method are therefore told apart
// by the router unless they have the same shape; this names the pairs it could not tell apart.

type Segment = { kind: 'fixed'; text: string } | { kind: 'param' } | { kind: 'rest' };

function segmentsOf(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? { kind: 'param' }
        : part.startsWith('*')
          ? { kind: 'rest' }
          : { kind: 'fixed', text: part },
    );
}

function sameSegment(a: Segment, b: Segment): boolean {
  return a.kind === b.kind && (a.kind !== 'fixed' || a.text === (b as { text: string }).text);
}

/** Same method and the same sequence of fixed texts, parameters and rests: no ranking can choose. */
function indistinguishable(a: RouteDeclaration, b: RouteDeclaration): boolean {
  if (a.method !== b.method) return false;
  const [left, right] = [segmentsOf(a.path), segmentsOf(b.path)];
  return left.length === right.length && left.every((segment, i) => sameSegment(segment, right[i]!));
}

/** Every pair of declarations the router could not tell apart, as "METHOD path ~ METHOD path". */
function ambiguousRoutes(declarations: readonly RouteDeclaration[]): string[] {
  const pairs: string[] = [];
  declarations.forEach((a, i) =>
    declarations.slice(i + 1).forEach((b) => {
      if (indistinguishable(a, b)) pairs.push(`${a.method} ${a.path} ~ ${b.method} ${b.path}`);
    }),
  );
  return pairs;
}

const declared = (method: RouteDeclaration['method'], path: string) =>
  ({ method, path, summary: '', access: 'anyone', errors: [] }) as RouteDeclaration;

describe('route overlaps', () => {
  it('finds no two routes of the gateway the router could not tell apart', () => {
    const all = Object.values(Routes).flatMap((group) => Object.values(group as Record<string, RouteDeclaration>));
    expect(all.length).toBeGreaterThan(50);
    expect(ambiguousRoutes(all)).toEqual([]);
  });

  it('flags parameters of different names in the same place, and only for the same method', () => {
    const pairs = ambiguousRoutes([
      declared('GET', '/api/wine-tastings/:id'),
      declared('GET', '/api/wine-tastings/:slug'),
      declared('DELETE', '/api/wine-tastings/:slug'),
    ]);
    expect(pairs).toEqual(['GET /api/wine-tastings/:id ~ GET /api/wine-tastings/:slug']);
  });

  it('lets a fixed segment overlap a parameter, which the router ranks first whatever the order', () => {
    const pairs = ambiguousRoutes([
      declared('GET', '/api/wine-tastings/:id'),
      declared('GET', '/api/wine-tastings/all'),
      declared('GET', '/api/media/*key'),
      declared('GET', '/api/media/:key'),
    ]);
    expect(pairs).toEqual([]);
  });
});
