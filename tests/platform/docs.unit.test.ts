import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const documents = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

/** Relative links of a markdown text: `[text](target)`, without web addresses or anchors. */
function localLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target && !/^[a-z]+:/i.test(target));
}

describe('README and docs', () => {
  it('keep the README short: at most 150 lines and 12,000 characters', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    expect(readme.length).toBeLessThanOrEqual(12_000);
  });

  it.each(documents.map((path) => [relative(root, path), path]))(
    '%s: every link resolves inside the clone',
    (_, path) => {
      const broken = localLinks(readFileSync(path, 'utf8')).filter((target) => {
        const resolved = resolve(dirname(path), target);
        return !resolved.startsWith(root) || !existsSync(resolved);
      });
      expect(broken).toEqual([]);
    },
  );

  it.each(documents.map((path) => [relative(root, path), path]))(
    '%s: speaks of the product, not of how it was made',
    (_, path) => {
      const text = readFileSync(path, 'utf8');
      expect(text).not.toMatch(/\.\.\/shared\//);
      expect(text).not.toMatch(/\bissue #\d+/i);
      expect(text).not.toMatch(/\b\d+ª sessão\b/);
    },
  );

  it('numbers each decision record and gives it context, decision, consequences and how to undo it', () => {
    const folder = join(root, 'docs', 'decisions');
    const records = readdirSync(folder).filter((name) => name.endsWith('.md'));
    expect(records.length).toBeGreaterThan(0);
    for (const name of records) {
      expect(name).toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
      const text = readFileSync(join(folder, name), 'utf8');
      // Written in Portuguese, each record has the same four parts.
      for (const heading of [/^## Contexto$/m, /^## Decisão$/m, /^## Consequências$/m, /^## Como desfazer$/m]) {
        expect(text, `${name} lacks ${heading}`).toMatch(heading);
      }
    }
  });
});
