import { imageSize } from 'image-size';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import type { DetectedType } from './file-types';
import { isCompletePdf } from './file-types';

/** Why a file is not what it claims; each has its pt-BR refusal in routes.ts. */
export type FileProblem = 'unreadable' | 'activeContent' | 'hiddenContent';

export type PdfCheck = { ok: true; pages: number } | { ok: false; problem: FileProblem };
export type ImageCheck = { ok: true; width: number; height: number } | { ok: false; problem: FileProblem };

/**
 * Markup a browser or a PHP interpreter would act on. A PDF or an image has no reason to carry it
 * uncompressed; its presence makes the file a polyglot (valid as both), whatever its first bytes say.
 */
const MARKUP = /<html|<script|<!doctype html|<\?php|<iframe/i;
/** Elements that run script or draw a page (`<svg onload>`, `<body onload>`), and any tag with an event handler. */
const MARKUP_PATTERN =
  /<(?:svg|body|object|embed|img|a|div|iframe|form)[\s/>]|<[a-z][a-z0-9-]*\s[^<>]{0,200}?\bon[a-z]{3,20}\s*=/i;

/** The bytes as one character each: a 10 MB file is a 10 MB string, made once per check (not lower-cased again). */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

export function carriesMarkup(bytes: Uint8Array, text = latin1(bytes)): boolean {
  return MARKUP.test(text) || MARKUP_PATTERN.test(text);
}

/** Actions a reader runs by itself: scripts, and launching other programs. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch']);
/** In the raw bytes too, for objects the parser skipped as broken. */
const ACTIVE_NAME_IN_RAW = /\/(JavaScript|JS|Launch)(?![A-Za-z0-9#])/;

function isActive(object: PDFObject | undefined, seen: Set<PDFObject>): boolean {
  if (!object || seen.has(object)) return false;
  seen.add(object);
  if (object instanceof PDFStream) return isActive(object.dict, seen);
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, seen));
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    if (ACTIVE_KEYS.has(key.decodeText())) return true;
    if (key.decodeText() === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
    if (isActive(value, seen)) return true;
  }
  return false;
}

/** A PDF must parse as one, have pages, and run nothing by itself; and must not double as a web page. */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  if (!isCompletePdf(bytes)) return { ok: false, problem: 'unreadable' };
  const text = latin1(bytes);
  if (carriesMarkup(bytes, text)) return { ok: false, problem: 'hiddenContent' };
  let doc: PDFDocument;
  let pages: number;
  try {
    // Lenient like readers are with a stray broken object; what matters is a catalog with pages.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    pages = doc.getPageCount();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (pages === 0) return { ok: false, problem: 'unreadable' };
  const seen = new Set<PDFObject>();
  const active =
    ACTIVE_NAME_IN_RAW.test(text) ||
    doc.context.enumerateIndirectObjects().some(([, object]) => isActive(object, seen)) ||
    isActive(doc.catalog, seen);
  return active ? { ok: false, problem: 'activeContent' } : { ok: true, pages };
}

const IMAGE_SIZE_TYPE: Record<string, DetectedType['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const readUint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;

/** Where a PNG ends: after the CRC of its IEND chunk; null when the chunks do not lead there. */
function pngEnd(bytes: Uint8Array): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = readUint32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const next = at + 12 + length;
    if (next > bytes.length) return null;
    if (type === 'IEND') return next;
    at = next;
  }
  return null;
}

/** Where a JPEG ends: after its EOI marker, following the segments and skipping entropy-coded data. */
function jpegEnd(bytes: Uint8Array): number | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff && at < bytes.length) at += 1; // fill bytes
    const marker = bytes[at];
    at += 1;
    if (marker === 0xd9) return at;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (at + 2 > bytes.length) return null;
    const length = (bytes[at] << 8) | bytes[at + 1];
    at += length;
    if (marker !== 0xda) continue;
    // Scan data runs to the next marker that is neither a stuffed zero nor a restart.
    while (
      at + 1 < bytes.length &&
      !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && (bytes[at + 1] < 0xd0 || bytes[at + 1] > 0xd7))
    )
      at += 1;
  }
  return null;
}

/** Where a GIF ends: after its trailer (0x3B), following the blocks; null when they do not lead there. */
function gifEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 13) return null;
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colourTable(bytes[10]);
  const skipSubBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      at += 10 + colourTable(bytes[at + 9]) + 1;
      skipSubBlocks();
    } else return null;
  }
  return null;
}

/** Where a WebP ends: the RIFF size says it (plus the header's 8 bytes, padded to even); null when it overruns. */
function webpEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 12) return null;
  const size = (bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24)) >>> 0;
  const end = 8 + size + (size % 2);
  return end <= bytes.length ? end : null;
}

const IMAGE_ENDS: Record<DetectedType['mime'], ((bytes: Uint8Array) => number | null) | undefined> = {
  'image/png': pngEnd,
  'image/jpeg': jpegEnd,
  'image/gif': gifEnd,
  'image/webp': webpEnd,
  'application/pdf': undefined,
};

/** What may follow an image's end: padding, or (for phones' multi-picture JPEGs) another JPEG. */
function trailerIsHarmless(tail: Uint8Array, mime: DetectedType['mime']): boolean {
  if (tail.every((byte) => byte === 0x00 || byte === 0x0a || byte === 0x0d || byte === 0x20)) return true;
  return mime === 'image/jpeg' && tail[0] === 0xff && tail[1] === 0xd8;
}

/**
 * An image must decode as the type its first bytes claim, with dimensions read from the file, and end where
 * its format says it ends: a PNG, JPEG, GIF or WebP followed by anything but padding is refused, and so is one
 * carrying markup (an `<svg onload>` in a GIF comment) anywhere.
 */
export function checkImage(bytes: Uint8Array, claimed: DetectedType): ImageCheck {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (IMAGE_SIZE_TYPE[size.type ?? ''] !== claimed.mime || !size.width || !size.height)
    return { ok: false, problem: 'unreadable' };
  if (carriesMarkup(bytes)) return { ok: false, problem: 'hiddenContent' };
  const end = IMAGE_ENDS[claimed.mime]?.(bytes) ?? null;
  if (end === null) return { ok: false, problem: 'unreadable' };
  if (!trailerIsHarmless(bytes.subarray(end), claimed.mime)) return { ok: false, problem: 'hiddenContent' };
  return { ok: true, width: size.width, height: size.height };
}
