import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'marca',
  colors: {
    marca: [
      '#e6f2fb',
      '#cde3f5',
      '#9bc6ec',
      '#66a7e2',
      '#3b8dd9',
      '#1f7dd4',
      '#0f6cc0',
      '#0b5ea8',
      '#0b4f8a',
      '#063d6c',
    ],
  },
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Mantine's Transition and Collapse (the menu, the accordion) go still for anyone who asks the system for less motion.
  respectReducedMotion: true,
  // Mantine's own labels are English or missing; every control is named in Portuguese. Plain objects, not
  // Modal.extend(), so the landing page does not download those components.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    // The eye is a button of the Tab order like any other (Mantine leaves it out of it).
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou ocultar a senha' },
      },
    },
  },
});

/** Below this width the sidebars collapse behind a toggle (spec section 9). */
export const MOBILE_BREAKPOINT_PX = 920;

/**
 * Mantine's dimmed text is gray 6 (#868e96), 3.3:1 on white: below WCAG AA's 4.5:1 for body text. This grey
 * reads as secondary and still passes on white (6.1:1) and on the light grey sections (5.8:1).
 */
export const DIMMED_TEXT = '#5c636a';

/**
 * Field errors, their borders and red alerts. Mantine's red 6 (#fa5252) is 3.3:1 on white; red 9 is 5.5:1 on
 * white and 4.8:1 on the red alerts' tint.
 */
export const ERROR_RED = '#c92a2a';

/**
 * Text of the light variants (badges, light buttons and alerts) is each colour's shade 9 on a 10% tint of it.
 * Yellow (2.8:1), orange (3.9:1) and green (4.0:1) fall below AA's 4.5:1 there; these darker tones of the
 * same hue reach 5.5, 5.3 and 4.9.
 */
const LIGHT_VARIANT_TEXT = {
  '--mantine-color-yellow-light-color': '#995200',
  '--mantine-color-orange-light-color': '#b53d0c',
  '--mantine-color-green-light-color': '#2b7a3b',
  // "Pago": teal 9 on its tint is 4.4:1.
  '--mantine-color-teal-light-color': '#066649',
  '--mantine-color-red-light-color': ERROR_RED,
  '--mantine-color-red-text': ERROR_RED,
};

/** The placeholder of text and file boxes ("Escolher arquivo"): Mantine's gray 5 is 2.1:1; this one 4.8:1. */
const PLACEHOLDER_TEXT = '#6b7280';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-error': ERROR_RED,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    ...LIGHT_VARIANT_TEXT,
  },
  dark: {},
});
