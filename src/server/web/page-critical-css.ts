import { parseCss, splitOutside, writeCss, type CssBlock } from './css-blocks';

/** Every class named in the page's `class` attributes. */
function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The classes an element must have for the selector to match it: those outside parentheses and attribute
 * brackets (`.a:not(.b)` needs `.a` only, `:where(.a, .b)` neither). Null when the selector escapes characters,
 * which this reading does not decode: such a selector is kept.
 */
function requiredClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  let outside = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  for (let before = ''; before !== outside;) {
    before = outside;
    outside = outside.replace(/\([^()]*\)/g, '');
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);
}

/** The rules with at least one selector that can match this page, each with only those selectors. */
function keepMatching(blocks: readonly CssBlock[], classes: Set<string>): CssBlock[] {
  const kept: CssBlock[] = [];
  for (const block of blocks) {
    if (block.kind === 'group') {
      const inner = keepMatching(block.blocks, classes);
      if (inner.length) kept.push({ ...block, blocks: inner });
    } else if (block.kind === 'rule') {
      const selectors = splitOutside(block.selector, ',').filter((selector) =>
        (requiredClasses(selector) ?? []).every((name) => classes.has(name)),
      );
      if (selectors.length) kept.push({ ...block, selector: selectors.join(',') });
    } else kept.push(block);
  }
  return kept;
}

const readProperties = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!);

/** Every declaration of the rules, in order, as `property: value` pairs. */
function declarationsOf(blocks: readonly CssBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'rule'
      ? splitOutside(block.declarations, ';')
      : block.kind === 'group'
        ? declarationsOf(block.blocks)
        : [],
  );
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The declarations of the `<style>` elements the page's components write (Mantine's theme, responsive props). */
const styleElementDeclarations = (html: string) =>
  [...html.matchAll(STYLE_ELEMENT)].flatMap(([, css]) => declarationsOf(parseCss(css!)));

const selectorKey = (selector: string) => selector.replace(/[\s"']/g, '');

/**
 * The custom properties the page's own `<style>` elements set outside any layer, by selector: on the same
 * selector they win over any layered rule's (Mantine's defaults under its theme), which never apply.
 */
function setOutsideLayers(html: string): Map<string, Set<string>> {
  const set = new Map<string, Set<string>>();
  for (const [, css] of html.matchAll(STYLE_ELEMENT))
    for (const block of parseCss(css!)) {
      if (block.kind !== 'rule') continue;
      const properties = set.get(selectorKey(block.selector)) ?? new Set<string>();
      for (const declaration of splitOutside(block.declarations, ';'))
        properties.add(declaration.slice(0, declaration.indexOf(':')).trim());
      set.set(selectorKey(block.selector), properties);
    }
  return set;
}

/** Leaves out the declarations of layered rules that a rule outside the layers sets on the same selector. */
function dropOverridden(blocks: readonly CssBlock[], set: Map<string, Set<string>>, inLayer = false): CssBlock[] {
  return blocks.flatMap((block): CssBlock[] => {
    // Inside @media or @supports a rule applies only sometimes: those are left as they are.
    if (block.kind === 'group')
      return /^@layer\b/i.test(block.prelude)
        ? [{ ...block, blocks: dropOverridden(block.blocks, set, true) }]
        : [block];
    const overriding = block.kind === 'rule' && inLayer ? set.get(selectorKey(block.selector)) : undefined;
    if (!overriding || block.kind !== 'rule') return [block];
    const declarations = splitOutside(block.declarations, ';').filter(
      (declaration) => !overriding.has(declaration.slice(0, declaration.indexOf(':')).trim()),
    );
    return declarations.length ? [{ ...block, declarations: declarations.join(';') }] : [];
  });
}

/**
 * The custom properties something on the page reads: those a property of CSS or an attribute of the page (a
 * `style`, an icon's `color`) reads, and, in turn, those each of them is made of (`--a: var(--b)`). A custom
 * property only other unread ones read is left out.
 */
function propertiesRead(declarations: readonly string[], readByAttributes: readonly string[]): Set<string> {
  const madeOf = new Map<string, string[]>();
  const pending = [...readByAttributes];
  for (const declaration of declarations) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const reads = readProperties(declaration.slice(colon + 1));
    if (property.startsWith('--')) madeOf.set(property, [...(madeOf.get(property) ?? []), ...reads]);
    else pending.push(...reads);
  }
  const read = new Set<string>();
  for (let property = pending.pop(); property !== undefined; property = pending.pop()) {
    if (read.has(property)) continue;
    read.add(property);
    pending.push(...(madeOf.get(property) ?? []));
  }
  return read;
}

/** Leaves out the custom properties nothing reads, and the rules left empty. */
function dropUnreadProperties(blocks: readonly CssBlock[], read: Set<string>): CssBlock[] {
  const kept: CssBlock[] = [];
  for (const block of blocks) {
    if (block.kind === 'group') {
      const inner = dropUnreadProperties(block.blocks, read);
      if (inner.length) kept.push({ ...block, blocks: inner });
    } else if (block.kind === 'rule') {
      const declarations = splitOutside(block.declarations, ';').filter((declaration) => {
        const property = declaration.slice(0, declaration.indexOf(':')).trim();
        return declaration.trim() !== '' && (!property.startsWith('--') || read.has(property));
      });
      if (declarations.length) kept.push({ ...block, declarations: declarations.join(';') });
    } else kept.push(block);
  }
  return kept;
}

/** Leaves out the `@keyframes` no kept rule or inline style animates with. */
function dropUnusedKeyframes(blocks: readonly CssBlock[], usedIn: string): CssBlock[] {
  const kept: CssBlock[] = [];
  for (const block of blocks) {
    if (block.kind === 'group') {
      const inner = dropUnusedKeyframes(block.blocks, usedIn);
      if (inner.length) kept.push({ ...block, blocks: inner });
      continue;
    }
    const name = block.kind === 'other' && /^@(?:-webkit-)?keyframes\s+([\w-]+)/i.exec(block.prelude)?.[1];
    if (!name || new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(usedIn)) kept.push(block);
  }
  return kept;
}

/** The server draws every public page from the same sheet: read into blocks once. */
let lastSheet: { css: string; blocks: CssBlock[] } | undefined;
function sheetBlocks(css: string): CssBlock[] {
  if (lastSheet?.css !== css) lastSheet = { css, blocks: parseCss(css) };
  return lastSheet.blocks;
}

/**
 * The part of a style sheet this page's HTML needs to paint: the rules whose selectors can match one of its
 * elements (judged by their classes only, so a state the page reaches later, `:hover` or `[data-expanded]`,
 * keeps its rules), the custom properties those rules or the page read, and the animations they run. The page
 * loads the whole sheet after its first paint, for what its code draws later.
 */
export function criticalCss(css: string, html: string): string {
  const matching = dropOverridden(keepMatching(sheetBlocks(css), pageClasses(html)), setOutsideLayers(html));
  const markup = html.replace(STYLE_ELEMENT, '');
  const declarations = [...declarationsOf(matching), ...styleElementDeclarations(html)];
  const blocks = dropUnreadProperties(matching, propertiesRead(declarations, readProperties(markup)));
  return writeCss(dropUnusedKeyframes(blocks, `${declarationsOf(blocks).join(';')};${html}`));
}
