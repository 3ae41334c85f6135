/**
 * A style sheet as its blocks: enough structure to leave rules out of it, not a CSS parser. Strings, comments and
 * parentheses are skipped over, so a brace or a semicolon inside them does not end a block.
 */
export type CssBlock =
  /** `selector{declarations}` */
  | { kind: 'rule'; selector: string; declarations: string }
  /** `@media …{…}`, `@layer …{…}`, `@supports …{…}`, `@container …{…}`: rules inside rules. */
  | { kind: 'group'; prelude: string; blocks: CssBlock[] }
  /** Anything else, written back as it came: `@keyframes`, `@font-face`, `@layer a, b;`, `@import`. */
  | { kind: 'other'; prelude: string; text: string };

const GROUPING_AT_RULES = /^@(media|layer|supports|container)\b/i;

/** Where the string or comment starting at `from` ends (the index after it), or `from` when none starts there. */
function skipQuoted(css: string, from: number): number {
  const char = css[from];
  if (char === '/' && css[from + 1] === '*') {
    const end = css.indexOf('*/', from + 2);
    return end < 0 ? css.length : end + 2;
  }
  if (char !== '"' && char !== "'") return from;
  for (let index = from + 1; index < css.length; index++) {
    if (css[index] === '\\') index++;
    else if (css[index] === char) return index + 1;
  }
  return css.length;
}

/** The index of the first of `stops` outside strings, comments and parentheses, from `from`; -1 when there is none. */
export function findOutside(text: string, stops: string, from = 0): number {
  let depth = 0;
  for (let index = from; index < text.length;) {
    const skipped = skipQuoted(text, index);
    if (skipped !== index) {
      index = skipped;
      continue;
    }
    const char = text[index]!;
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    else if (depth === 0 && stops.includes(char)) return index;
    index++;
  }
  return -1;
}

/** Splits at each top-level `separator` (a selector list at its commas, declarations at their semicolons). */
export function splitOutside(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let at = findOutside(text, separator); at >= 0; at = findOutside(text, separator, from)) {
    parts.push(text.slice(from, at));
    from = at + 1;
  }
  parts.push(text.slice(from));
  return parts;
}

/** The index just after the `}` that closes the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length;) {
    const skipped = skipQuoted(css, index);
    if (skipped !== index) {
      index = skipped;
      continue;
    }
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index + 1;
    index++;
  }
  return css.length;
}

export function parseCss(css: string): CssBlock[] {
  const blocks: CssBlock[] = [];
  let index = 0;
  while (index < css.length) {
    const stop = findOutside(css, '{;}', index);
    if (stop < 0) break;
    const prelude = css
      .slice(index, stop)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    if (css[stop] !== '{') {
      // A statement (`@layer a, b;`, `@import …;`) or a stray closing brace.
      if (prelude) blocks.push({ kind: 'other', prelude, text: `${prelude};` });
      index = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const body = css.slice(stop + 1, end - 1);
    if (GROUPING_AT_RULES.test(prelude)) blocks.push({ kind: 'group', prelude, blocks: parseCss(body) });
    else if (prelude.startsWith('@')) blocks.push({ kind: 'other', prelude, text: `${prelude}{${body}}` });
    else blocks.push({ kind: 'rule', selector: prelude, declarations: body.trim() });
    index = end;
  }
  return blocks;
}

export function writeCss(blocks: readonly CssBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'rule') return `${block.selector}{${block.declarations}}`;
      if (block.kind === 'group') return `${block.prelude}{${writeCss(block.blocks)}}`;
      return block.text;
    })
    .join('');
}
