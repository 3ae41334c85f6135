import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './a11y-helpers';

/**
 * Customers on a phone, staff at a desk: a journey runs once, each person at the width they use. A customer screen
 * drawn differently on a desktop (/home's table instead of its cards) is checked at both widths in the same visit,
 * resized rather than loaded again: a page drawn anew costs the browser far more than a resize.
 */
export const asStaff = (page: Page) => page.setViewportSize(DESKTOP);
export const asCustomer = (page: Page) => page.setViewportSize(PHONE);

/** `check` on the page at a phone's width, then at a desktop's, ending at the desktop's. */
export async function atPhoneAndDesktop(page: Page, check: (width: number) => Promise<void>) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await check(size.width);
  }
}
