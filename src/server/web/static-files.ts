import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { compressInMemory, type CompressedBody } from './compressed-body';

export interface StaticFile {
  body: CompressedBody;
  contentType: string;
  cacheControl: string;
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map', '.html']);

// Hashed build output never changes under its name; everything else (logo, client logos, robots.txt)
// may change with a deploy, so browsers keep it a day and then ask again with its validator.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE_DAILY = 'public, max-age=86400, must-revalidate';

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const readIfPresent = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/**
 * Every file of the built client, read once at start with its compressed forms (made at build, or now for
 * the few the build leaves plain) and its validator. The client folder is small (a few MB), so serving from
 * memory is both the fastest and the simplest.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of filesUnder(clientDir)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    if (urlPath === '/index.html') continue; // the shell is filled with the configuration and served as a page
    const identity = readFileSync(path);
    const compressible = COMPRESSIBLE.has(extname(path));
    const body = compressInMemory(
      identity,
      compressible ? { br: readIfPresent(`${path}.br`), gzip: readIfPresent(`${path}.gz`) } : {},
      compressible,
    );
    files.set(urlPath, {
      body,
      contentType: getMimeType(path) ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE_DAILY,
    });
  }
  return files;
}
