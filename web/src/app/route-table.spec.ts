import { ROUTES, routesFor } from './route-table';

describe('the route table', () => {
  it.each(['signed-in', 'signed-out'] as const)('gives each address one screen when %s', (session) => {
    const paths = [...routesFor(session), ...ROUTES.filter((route) => route.audience === 'everyone')].map(
      (route) => route.path,
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps Explore for signed-in people, and shows the landing or the home at /', () => {
    expect(routesFor('signed-out').map((route) => route.path)).not.toContain('/browse');
    expect(routesFor('signed-in').map((route) => route.path)).toContain('/browse');
    expect(routesFor('signed-out').filter((route) => route.path === '/')).toHaveLength(1);
    expect(routesFor('signed-in').filter((route) => route.path === '/')).toHaveLength(1);
  });
});
