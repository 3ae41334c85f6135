import { Box, type BoxProps, type ElementProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

type HtmlTag = 'div' | 'ul' | 'ol' | 'li' | 'span' | 'nav' | 'figure' | 'figcaption' | 'article';
type BaseProps = BoxProps & ElementProps<'div'> & { component?: HtmlTag; children: ReactNode };

/**
 * Tiny layout pieces built on Box. The landing page has a strict size budget, and these cost a few bytes
 * where Card, SimpleGrid, Group, ThemeIcon and Badge would add about 4 KB gzip to its first load.
 */

/** A responsive grid without media queries: as many columns of at least `min` px as fit. */
export function AutoGrid({
  min,
  gap = 24,
  component,
  style,
  children,
  ...props
}: BaseProps & { min: number; gap?: number }) {
  return (
    <Box
      {...props}
      component={component as 'div'}
      style={{
        display: 'grid',
        gap,
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}px), 1fr))`,
        ...(style as CSSProperties),
      }}
    >
      {children}
    </Box>
  );
}

export function Row({
  gap = 12,
  align = 'center',
  justify,
  wrap = false,
  style,
  component,
  children,
  ...props
}: BaseProps & {
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}) {
  return (
    <Box
      {...props}
      component={component as 'div'}
      style={{
        display: 'flex',
        gap,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : 'nowrap',
        ...(style as CSSProperties),
      }}
    >
      {children}
    </Box>
  );
}

const panelStyle: CSSProperties = {
  background: 'var(--mantine-color-white)',
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 'var(--mantine-radius-lg)',
  boxShadow: 'var(--mantine-shadow-xs)',
  padding: 'var(--mantine-spacing-xl)',
  height: '100%',
  color: 'var(--mantine-color-text)',
};

/** A white card. */
export function Panel({ style, component, children, ...props }: BaseProps) {
  return (
    <Box {...props} component={component as 'div'} style={{ ...panelStyle, ...(style as CSSProperties) }}>
      {children}
    </Box>
  );
}

/** An icon on a soft brand-coloured circle or square. */
export function IconBadge({
  size,
  round,
  filled,
  children,
}: {
  size: number;
  round?: boolean;
  filled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden
      style={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: round ? '50%' : 'var(--mantine-radius-md)',
        background: filled ? 'var(--mantine-color-marca-8)' : 'var(--mantine-color-marca-0)',
        color: filled ? 'var(--mantine-color-white)' : 'var(--mantine-color-marca-8)',
      }}
    >
      {children}
    </Box>
  );
}

/** A small label, like Mantine's Badge. */
export function Label({ children, inverted }: { children: string; inverted?: boolean }) {
  return (
    <Box
      component="span"
      fz={12}
      fw={700}
      tt="uppercase"
      style={{
        display: 'inline-block',
        width: 'fit-content',
        letterSpacing: 0.5,
        padding: '4px 10px',
        borderRadius: 'var(--mantine-radius-xl)',
        background: inverted ? 'var(--mantine-color-white)' : 'var(--mantine-color-marca-8)',
        color: inverted ? 'var(--mantine-color-marca-9)' : 'var(--mantine-color-white)',
      }}
    >
      {children}
    </Box>
  );
}
