import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';

const screensDir = path.resolve(__dirname, '../../../docs/screens');

/** axe-core on the page as it stands; serious and critical violations fail the test. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect({ screen, violations: summary }).toEqual({ screen, violations: [] });
}

/**
 * Saves the screen at phone and desktop width under docs/screens/ and checks it with axe at both.
 * With a dialog open the picture is what a person sees (the viewport); otherwise the viewport grows
 * to the page's height first, so a sticky header stays at the top and overlays cover the whole page
 * (Chromium's full-page capture stitches screens and draws fixed parts mid-page).
 * The viewport is restored to desktop afterwards.
 */
export async function captureScreen(page: Page, name: string): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await settledLayout(page);
    await expectAccessible(page, `${name} at ${label}px`);
    const dialogOpen = await page.locator('[role="dialog"], [role="alertdialog"]').count();
    if (!dialogOpen) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
      await settledLayout(page);
    }
    await page.screenshot({ path: path.join(screensDir, `${name}-${label}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

/** Two animation frames after a resize: layout and paint have caught up. */
function settledLayout(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
