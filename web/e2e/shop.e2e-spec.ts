import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from './support/browser';
import { captureScreen } from './support/screens';
import { signInAcceptingTerms } from './support/session';
import { renderShelfPhoto } from './support/shelf-photo';
import { renderWineListPhoto } from './support/wine-list-photo';

// Issue 11 §5: Shop with two photos and a third refused, through the real AI service's OCR.
describe('Shop: shelf photos', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('takes two shelf photos and refuses a third, reads the bottles and answers a follow-up', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = watchPageErrors(page);
    await signInAcceptingTerms(page, { email: 'shop@sorsi.test', firstName: 'Sara', lastName: 'Moretti' });
    await page.goto('/shop');
    await page.getByRole('heading', { name: 'Shop' }).waitFor();

    const reds = await renderShelfPhoto([
      { label: ['Marchesi di Barolo', 'Barolo', '2018'], price: '€34.90' },
      { label: ['Antinori', 'Chianti Classico', '2021'], price: '€16.50' },
    ]);
    const whites = await renderShelfPhoto([
      { label: ['Domaine Vacheron', 'Sancerre', '2022'], price: '€27.50' },
      { label: ['William Fèvre', 'Chablis', '2022'], price: '€22.90' },
    ]);
    await page.getByLabel('Add Shelf Photo').setInputFiles([
      { name: 'reds.jpg', mimeType: 'image/jpeg', buffer: reds },
      { name: 'whites.jpg', mimeType: 'image/jpeg', buffer: whites },
      { name: 'third.jpg', mimeType: 'image/jpeg', buffer: whites },
    ]);
    await page.getByText('Too many images', { exact: true }).waitFor();
    const staged = page.getByRole('list', { name: 'Photos to send' }).getByRole('img');
    expect(await staged.count()).toBe(2);
    expect(await page.getByLabel('Add Shelf Photo').isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Get Advice' }).click();
    await page
      .getByText(
        'I read 4 wines on the shelf (2 reds, 1 other and 1 white), bottles from €16.50 to €34.90. My pick for value is Antinori Chianti Classico 2021 at €16.50. To treat yourself: Marchesi di Barolo Barolo 2018 at €34.90.',
      )
      .waitFor({ timeout: 60_000 });
    const cards = page.getByRole('list', { name: 'Recommendations' }).first().getByRole('article');
    const picks = await Promise.all(
      (await cards.all()).map(async (card) => [
        await card.getByRole('heading', { level: 3 }).innerText(),
        await card.getByText(/^(Best Value|Good|Splurge|Poor Value)$/).innerText(),
      ]),
    );
    expect(picks).toEqual([
      ['Antinori Chianti Classico 2021', 'Best Value'],
      ['William Fevre Chablis 2022', 'Good'],
      ['Domaine Vacheron Sancerre 2022', 'Good'],
      ['Marchesi di Barolo Barolo 2018', 'Splurge'],
    ]);
    expect(await cards.getByText(/on a shelf whose wines median €25/).count()).toBe(4);

    const question = page.getByLabel('Ask a follow-up question');
    await question.fill('a white under €25');
    await question.press('Enter');
    await page
      .getByText(
        "For a white, under €25, I'd choose William Fevre Chablis 2022 at €22.90. It is only Good: no wine on the shelf with a better label fits what you asked.",
      )
      .waitFor({ timeout: 30_000 });
    await captureScreen(page, 'shop');
    expect(errors).toEqual([]);
  });

  // Issue 21 §16: a printed list photographed in Shop is read as a list, and Compare offered as its place.
  it('recognises a photo of a printed wine list, keeps its wines apart and takes no heading for a wine', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = watchPageErrors(page);
    await signInAcceptingTerms(page, { email: 'shop-list@sorsi.test', firstName: 'Luca', lastName: 'Bassi' });
    await page.goto('/shop');
    await page.getByRole('heading', { name: 'Shop' }).waitFor();
    const list = await renderWineListPhoto([
      {
        heading: 'REDS',
        wines: [
          { text: 'Barolo, Giacomo Borgogno 2017', price: '$48' },
          { text: 'Fleurie, Georges Duboeuf 2022', price: '$36' },
          { text: 'Côtes du Rhône, Guigal 2021', price: '$34' },
          { text: 'Merlot, Vin de Pays 2022', price: '$65' },
        ],
      },
    ]);
    await page
      .getByLabel('Add Shelf Photo')
      .setInputFiles([{ name: 'list.jpg', mimeType: 'image/jpeg', buffer: list }]);
    await page.getByRole('button', { name: 'Get Advice' }).click();
    await page.getByText(/^This looks like a printed wine list rather than a shelf: Compare is the place/).waitFor({
      timeout: 60_000,
    });
    await page
      .getByText(
        /I read 4 wines on this list \(4 reds\), bottles from \$34 to \$65\. My pick for value is Fleurie, Georges Duboeuf 2022 at \$36\.$/,
      )
      .waitFor();
    // No heading taken for a wine, no two wines fused into one.
    expect(
      await page
        .getByRole('list', { name: 'Recommendations' })
        .first()
        .getByRole('heading', { level: 3 })
        .allInnerTexts(),
    ).toEqual(['Fleurie, Georges Duboeuf 2022', 'Barolo, Giacomo Borgogno 2017', 'Cotes du Rhone, Guigal 2021']);
    await captureScreen(page, 'shop-wine-list');

    // The list goes on to Compare, which reads the same photo on arrival (no second upload).
    await page.getByRole('link', { name: 'Open in Compare' }).click();
    await page.waitForURL((url) => url.pathname === '/compare');
    await page.getByRole('img', { name: 'Sent photo 1' }).waitFor();
    await page.getByText(/^I read 4 wines on this list/).waitFor({ timeout: 60_000 });
    await captureScreen(page, 'compare-from-shop');
    expect(errors).toEqual([]);
  });
});
