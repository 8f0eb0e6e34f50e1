import type { Page } from 'playwright-core';
import { fromThisSite } from './browser';

/** Signs in through the local identity provider's form, starting from the signed-out landing page. */
export interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

export async function signInThroughProvider(page: Page, person: Person): Promise<void> {
  await page.goto('/api/login');
  await fillProviderForm(page, person);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    page.getByRole('button', { name: /^(continue|sign in)$/i }).click(),
  ]);
}

/** Signs in, then accepts the terms, as a new account must before anything else answers. */
export async function signInAcceptingTerms(page: Page, person: Person): Promise<void> {
  await signInThroughProvider(page, person);
  await acceptTerms(page);
}

export async function acceptTerms(page: Page): Promise<void> {
  expect((await page.request.post('/api/tos/accept', { data: {}, ...fromThisSite() })).status()).toBe(200);
}

/** The current user as the API sees it, with the page's session cookie. */
export async function currentUserStatus(page: Page): Promise<number> {
  const res = await page.request.get('/api/auth/user');
  return res.status();
}

/** Types the person into the development provider's form (the page must be showing it). */
export async function fillProviderForm(page: Page, person: Person): Promise<void> {
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/first name/i).fill(person.firstName);
  await page.getByLabel(/last name/i).fill(person.lastName);
}
