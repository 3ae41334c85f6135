import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsDone, openApp } from './navigation';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * The axe-core that @axe-core/playwright itself runs. Its AxeBuilder injects axe's half megabyte of script on every
 * scan and finishes each scan in a new blank page, where it injects it again: three quarters of a scan's time. The
 * app has no frames, so axe runs here as AxeBuilder's own legacy mode runs it (`axe.run` on the document), injected
 * once per page and reused for the second width.
 */
const axeSource: string = (() => {
  const require = createRequire(import.meta.url);
  return (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
})();

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe's findings (WCAG 2.0 and 2.1, A and AA): the rule, its words and the elements it names. Only the serious and
 * critical ones, unless `every`.
 */
export async function axeFindings(page: Page, { every = false } = {}): Promise<string[]> {
  // Past the opening transitions (Mantine fades and collapses), so colours are read at their final values.
  // An animation cancelled meanwhile (a tooltip left) rejects its promise: it is over all the same.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (values) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values } })
        .then((results) => results.violations),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  return violations
    .filter((violation) => every || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
}

/**
 * The same page at a phone's and a desktop's width, each scanned once: each width's findings, keyed by it. With
 * `everyOnPhone`, the phone's width counts every finding, minor ones included (one page of each kind is held to that).
 */
export async function violationsAtBothWidths(
  page: Page,
  { everyOnPhone = false } = {},
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    found[`${size.width}px`] = await axeFindings(page, { every: everyOnPhone && size === PHONE });
  }
  return found;
}

/** Opens a page and waits for its h1. */
export async function openPage(page: Page, path: string) {
  await openApp(page, path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** What has focus, as a person would name it: its tag, then its label, its aria-label or its text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}: ${name.trim().replace(/\s+/g, ' ')}`;
  });

/** Presses Tab until what has focus matches `target` (at most `limit` times), as a keyboard user would. */
export async function tabTo(page: Page, target: RegExp, limit = 150): Promise<string> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (target.test(now)) return now;
  }
  throw new Error(`Tab never reached ${target} (last: ${await focused(page)})`);
}

/**
 * The browser's own text-size setting (Chromium: Settings > Appearance > Font size), which scales rem and em but
 * not px: what a person with low vision sets, unlike the page zoom.
 */
export async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } });
}

/**
 * Waits until the page has redrawn after a change of the text size or of the viewport: two frames for what
 * measures itself on a resize (ResizeObserver, the floating button), then the transitions that started.
 */
export async function redrawn(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await animationsDone(page);
}

/** How far the page scrolls sideways, and the visible elements whose box pokes out of the viewport. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box that scrolls or clips on purpose (the client logos' carousel), an element may lie outside.
    const insideScroller = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const out = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !insideScroller(element);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  });

/**
 * Visible text cut off by its own box: a control, badge, label or heading that hides part of what it holds
 * (overflow hidden or clipped, or an ellipsis) because the text grew past the box, and a picker (a read-only
 * input that opens a list) whose chosen value runs past it.
 */
export const clippedText = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'button, a, label, h1, h2, h3, p, .mantine-Badge-root, .mantine-Button-label, [role="tab"], input[readonly][aria-haspopup]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // A picker's chosen value cannot scroll into view as a typed one can: it must fit its box.
        if (element instanceof HTMLInputElement)
          return box.width > 0 && element.value !== '' && element.scrollWidth > element.clientWidth + 1;
        if (box.width === 0 || box.height === 0 || !element.textContent?.trim()) return false;
        const style = getComputedStyle(element);
        const hides =
          style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.textOverflow === 'ellipsis';
        // Scrollers on purpose (a carousel) are not clipping.
        const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
        return (
          hides &&
          !scrolls &&
          (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element instanceof HTMLInputElement ? element.value : (element.textContent ?? '')).trim().slice(0, 40)}"`,
      )
      .slice(0, 5);
  });

/**
 * Controls a finger must hit that are smaller than `min` × `min` CSS px: buttons, links, text boxes, selects,
 * checkboxes and radios (measured with their clickable label). A link inside a sentence is exempt, as in WCAG 2.5.5.
 */
export const smallTouchTargets = (page: Page, min = 44) =>
  page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]';
    const visible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const inSentence = (element: HTMLElement) =>
      element.tagName === 'A' &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
    // Behind an open dialog's overlay nothing can be hit: only the dialog's controls count.
    const scope = document.querySelector('[role="dialog"]') ?? document;
    return [...scope.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest('[aria-hidden="true"], .skip-link') && !inSentence(element))
      .map((element) => {
        const choice = element.matches('input[type="checkbox"], input[type="radio"]');
        // A box is hit on its label too; a password's text box on the frame around it and its eye.
        const target = choice
          ? (element.closest<HTMLElement>('.mantine-Checkbox-body, .mantine-Radio-body, label') ?? element)
          : (element.closest<HTMLElement>('.mantine-Input-input') ?? element);
        return { element, box: target.getBoundingClientRect() };
      })
      .filter(({ element }) => visible(element) || element.matches('input[type="checkbox"], input[type="radio"]'))
      .filter(({ box }) => box.width > 0 && (box.width < min - 0.5 || box.height < min - 0.5))
      .map(({ element, box }) => {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.getAttribute('name');
        return `${element.tagName.toLowerCase()} "${(name ?? '').replace(/\s+/g, ' ').slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, min);

/**
 * An open dialog that does not fit: its box past the viewport's edge, or a box inside it that scrolls sideways
 * (the dialog's own scroller hides what pokes out from sidewaysOverflow).
 */
export const dialogOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].flatMap((dialog) => {
      const box = dialog.getBoundingClientRect();
      const outside = box.left < -1 || box.right > width + 1 ? [`dialog past the screen: ${name(dialog)}`] : [];
      const scrolling = [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]
        // A text box scrolls its own long value; that is not the layout.
        .filter((element) => !element.matches('input, textarea, select'))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .filter((element) => getComputedStyle(element).overflowX !== 'visible')
        .map((element) => `scrolls sideways: ${name(element)}`);
      return [...outside, ...scrolling];
    });
  });

/**
 * Button and badge labels with a word split across two lines although it would fit whole on one: the label may
 * be as wide as what holds the button, less the button's own padding and icons. Breaking inside a word is for a
 * word longer than that (an e-mail address), never for an ordinary word that only met the end of a line.
 */
export const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const label of document.querySelectorAll<HTMLElement>('.mantine-Button-label, .mantine-Badge-label')) {
      const control = label.closest<HTMLElement>('.mantine-Button-root, .mantine-Badge-root');
      const holder = control?.parentElement;
      if (!control || !holder || label.getBoundingClientRect().width === 0) continue;
      const holderStyle = getComputedStyle(holder);
      const room =
        holder.clientWidth -
        parseFloat(holderStyle.paddingLeft) -
        parseFloat(holderStyle.paddingRight) -
        (control.getBoundingClientRect().width - label.getBoundingClientRect().width);
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A hyphen or a slash is a place to wrap, like a space.
        for (const word of node.textContent!.matchAll(/[^\s\-/]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const pieces = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const lines = new Set(pieces.map((rect) => Math.round(rect.top)));
          const width = pieces.reduce((sum, rect) => sum + rect.width, 0);
          if (lines.size > 1 && width <= room)
            found.push(`"${word[0]}" in "${label.textContent!.trim().slice(0, 40)}"`);
        }
      }
    }
    return found.slice(0, 5);
  });
