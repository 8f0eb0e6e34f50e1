import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from './support/browser';
import { captureScreen } from './support/screens';
import { signInAcceptingTerms } from './support/session';
import { renderWineListPhoto } from './support/wine-list-photo';

// Issue 11 §5: Compare upload → recommendations with value labels → a follow-up, through the real AI
// service's OCR and knowledge base; issue 21 §15, §17: labels that agree, price strips and profile bars.
describe('Compare: a wine list photo', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a file that is no image, then reads a list, ranks it and answers a follow-up', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = watchPageErrors(page);
    await signInAcceptingTerms(page, { email: 'compare@sorsi.test', firstName: 'Carla', lastName: 'Neri' });
    await page.goto('/compare');
    await page.getByRole('heading', { name: 'Compare' }).waitFor();

    const upload = page.getByLabel('Upload Wine List');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await page.getByText('Invalid file type', { exact: true }).waitFor();

    await upload.setInputFiles({
      name: 'list.jpg',
      mimeType: 'image/jpeg',
      buffer: await renderWineListPhoto([
        {
          heading: 'White',
          wines: [
            { text: 'Sancerre, Domaine Vacheron 2022', price: '€58' },
            { text: 'Muscadet Sèvre et Maine 2022', price: '€29' },
          ],
        },
        {
          heading: 'Red',
          wines: [
            { text: 'Barolo, Giacomo Borgogno 2017', price: '€48' },
            { text: 'Fleurie, Georges Duboeuf 2022', price: '€36' },
            { text: 'Côtes du Rhône, Guigal 2021', price: '€34' },
            { text: 'Merlot, Vin de Pays 2022', price: '€65' },
          ],
        },
      ]),
    });
    const recommendations = page.getByRole('list', { name: 'Recommendations' });
    await recommendations.first().waitFor({ timeout: 60_000 });
    await page.getByText(/^I read 6 wines on this list/).waitFor();
    const firstAnswer = await recommendations.first().innerText();
    expect(firstAnswer).toMatch(/Best Value|Good/);
    expect(firstAnswer).toMatch(/Quality: /);
    // Issue 21 §17: each card's price strip over the list's bottles, and the profile where the wine has one.
    const cards = recommendations.first().getByRole('article');
    expect(await cards.count()).toBeGreaterThan(1);
    for (const card of await cards.all()) {
      await card.getByRole('img', { name: /on a list from €29 to €65, (reds|whites|wines) median €\d+/ }).waitFor();
    }
    await recommendations.first().getByRole('meter', { name: 'Body' }).first().waitFor();
    expect(await recommendations.first().getByText('please check').count()).toBe(0);

    const question = page.getByLabel('Ask a follow-up question');
    await question.fill('a red under €40');
    await question.press('Enter');
    await page.getByText(/^For a red, under €40, I'd choose /).waitFor({ timeout: 30_000 });
    const followUp = await recommendations.nth(1).innerText();
    expect(followUp).toMatch(/Fleurie|Côtes du Rhône/);
    expect(followUp).not.toMatch(/Barolo|Merlot/);

    // Issue 21 §15: a lighter wish under a budget never picks (nor offers) a worse label than one that fits.
    await question.fill('something lighter under €50');
    await question.press('Enter');
    await page.getByText(/^For lighter, under €50, I'd choose /).waitFor({ timeout: 30_000 });
    expect(await recommendations.nth(2).getByRole('article').first().innerText()).not.toMatch(/Poor Value/);
    expect(await recommendations.nth(2).innerText()).not.toMatch(/Merlot/);
    await captureScreen(page, 'compare');
    expect(errors).toEqual([]);
  });
});
