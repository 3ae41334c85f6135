/**
 * Styles for a button whose label may be longer than a 360 px phone's line: it never gets wider than what holds it,
 * and the label takes two lines instead (Mantine's button keeps one line at a fixed height and cuts the rest).
 */
export const wrappingButtonStyles = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--button-height)' },
  inner: { minHeight: 'calc(var(--button-height) - 2px)' },
  label: { whiteSpace: 'normal', paddingBlock: 6, lineHeight: 1.25 },
} as const;
