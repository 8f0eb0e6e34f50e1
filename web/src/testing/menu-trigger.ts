import { screen, waitFor } from '@testing-library/react';

/**
 * A deferred menu's trigger once the menu's code has arrived (after the page's first idle moment, see
 * components/deferred-menu): until then a look-alike without `aria-expanded` stands in, and an element
 * found before the swap would be a detached one by the time it is clicked.
 */
export async function menuTrigger(name: string, scope: Pick<typeof screen, 'getByRole'> = screen) {
  await waitFor(() => expect(scope.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false'));
  return scope.getByRole('button', { name });
}
