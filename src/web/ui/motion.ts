/** Spec section 9: carousel step, card visibility threshold and the logo's scroll delay. */
export const CAROUSEL_STEP_PX = 250;
export const REVEAL_THRESHOLD = 0.3;
export const LOGO_SCROLL_DELAY_MS = 50;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * Only cards the visitor has not reached yet are hidden for the reveal animation:
 * anything already on screen (or above it) stays as the server rendered it.
 */
export function startsBelowFold(rect: Pick<DOMRect, 'top'>, viewportHeight: number): boolean {
  return rect.top >= viewportHeight;
}

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}
