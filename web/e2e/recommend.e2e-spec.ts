import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from './support/browser';
import { captureScreen } from './support/screens';
import { signInAcceptingTerms } from './support/session';

// Issue 11 §3 and §5: Recommend with three 'Show me another', through the real AI service's knowledge base.
describe('wine recommendations', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('suggests a style, then three others, none repeated', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = watchPageErrors(page);
    await signInAcceptingTerms(page, { email: 'rec@sorsi.test', firstName: 'Rita', lastName: 'Costa' });
    await page.goto('/recommend');
    await page.getByLabel('What wine or style do you like?').fill('I like Pinot Noir');
    await page.getByLabel('What wine or style do you like?').press('Enter');
    const suggestions = page.getByRole('region', { name: 'Recommendation' }).getByRole('listitem');
    await suggestions.first().waitFor();
    for (let press = 2; press <= 4; press++) {
      await page.getByRole('button', { name: 'Show me another' }).click();
      await suggestions.nth(press - 1).waitFor();
    }
    const texts = await suggestions.allTextContents();
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text).toMatch(/^Try a .+ from .+ \(/);
    await captureScreen(page, 'recommend');
    expect(errors).toEqual([]);
  });
});
