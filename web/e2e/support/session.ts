import type { Page } from 'playwright-core';

/** Signs in through the local identity provider's form, starting from the signed-out landing page. */
export async function signInThroughProvider(page: Page, person: { email: string; name: string }): Promise<void> {
  await page.goto('/api/login');
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/name/i).fill(person.name);
  await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.getByRole('button', { name: /sign in/i }).click()]);
}

/** The current user as the API sees it, with the page's session cookie. */
export async function currentUserStatus(page: Page): Promise<number> {
  const res = await page.request.get('/api/auth/user');
  return res.status();
}
