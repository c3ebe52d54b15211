import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COOKIE_CONSENT_COOKIE_NAME } from '@mathsight/contract/cookie-consent.ts';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

export const DEMO_PASSWORD = 'mathsight-demo';

/**
 * Signs in through the real login screen, as a person would, and waits until the attempt is over:
 * the app has left /login (signed in), or the form shows why not. A journey that went straight on to
 * another address could otherwise leave before the token was stored and land back on the login page.
 */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect
    .poll(async () => !new URL(page.url()).pathname.startsWith('/login') || (await refusal(page).isVisible()))
    .toBe(true);
}

/**
 * Signs out and waits until it is over: the page's loader revokes the token, clears storage, then opens
 * /login. Going on to /login before then finds the user still signed in and sent to their home.
 */
export async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
}

const refusal = (page: Page) => page.getByRole('alert').first();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the whole page for WCAG 2.x A and AA; any violation fails with its rule and targets.
 * axe-core is injected once per document and run in the page itself: `@axe-core/playwright` opened a
 * new page for every check to combine frames' results, about 0.7 s a call on two busy cores, and the
 * app has no frames to combine. Only violations are collected (passes would be built and thrown away).
 */
export async function expectNoAxeViolations(page: Page) {
  await animationsSettled(page);
  if ((await axeViolations(page)).length === 0) return;
  // A transition caught half-way (a menu closing as its dialog opens) is not what anyone sees at rest:
  // look again as the page settles. What is still there after 5 s is a finding, and fails with it.
  await expect.poll(() => axeViolations(page), { timeout: 5_000 }).toEqual([]);
}

/** axe-core's WCAG A and AA violations on the page as it is now, each as its rule and targets. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    // In the page: the window, with the axe-core just injected.
    const { axe, document } = globalThis as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
      document: unknown;
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_TAGS);
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in) to end: axe measures
 * colour contrast as drawn, and half-faded text fails it. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    type Running = {
      finished: Promise<unknown>;
      effect: { getComputedTiming: () => { iterations?: number } } | null;
    };
    const { document } = globalThis as unknown as { document: { getAnimations: () => Running[] } };
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().iterations ?? 1));
    // A cancelled animation rejects `finished`; it has stopped all the same.
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Accepts or rejects cookies so the banner does not cover what a test clicks. */
export async function dismissCookieBanner(page: Page) {
  // A choice already made (a cookie of this browser context) shows no banner; otherwise the banner's panel
  // loads on demand, so it may arrive a moment after the page: wait for it rather than look once.
  const cookies = await page.context().cookies();
  if (cookies.some((c) => c.name === COOKIE_CONSENT_COOKIE_NAME)) return;
  const reject = page
    .getByRole('region', { name: 'Cookies on Mathsight' })
    .getByRole('button', { name: 'Reject' });
  const shown = await reject.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (shown) await reject.click();
}
