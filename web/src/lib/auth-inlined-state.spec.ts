import { aUser } from '@/testing/users';

// Issue 7 §2: the page the gateway serves says who is signed in, so the first render asks nothing.
function authModuleWithPage(inlined: string | null): typeof import('./auth') {
  document.head.innerHTML =
    inlined === null ? '' : `<script type="application/json" id="sorsi-session">${inlined}</script>`;
  let loaded: typeof import('./auth') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./auth')>('./auth');
  });
  return loaded!;
}

afterEach(() => {
  document.head.innerHTML = '';
});

it('starts from the signed-in user the page carries, fresh, so it is not asked for again', () => {
  const user = aUser();
  const { currentUserQueryOptions } = authModuleWithPage(JSON.stringify(user));
  expect(currentUserQueryOptions.initialData).toEqual(user);
  expect(Date.now() - (currentUserQueryOptions.initialDataUpdatedAt as number)).toBeLessThan(60_000);
});

it('starts signed out when the page says null (no 401 in the console)', () => {
  const { currentUserQueryOptions } = authModuleWithPage('null');
  expect(currentUserQueryOptions.initialData).toBeNull();
});

it.each([
  ['no state in the page (the development server)', null],
  ['a state it cannot read', '{not json'],
])('asks the gateway when there is %s', (_case, inlined) => {
  const { currentUserQueryOptions } = authModuleWithPage(inlined);
  expect(currentUserQueryOptions).not.toHaveProperty('initialData');
});
