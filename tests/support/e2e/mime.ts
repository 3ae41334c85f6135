/** Just enough MIME to read the .eml files nodemailer writes: headers, encoded words, multipart, quoted-printable, base64. */

function bytesOfEscapes(text: string, spaceForUnderscore: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '_' && spaceForUnderscore) bytes.push(0x20);
    else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes);
}

export const decodeQuotedPrintable = (text: string): string =>
  bytesOfEscapes(text.replace(/=\r?\n/g, ''), false).toString('utf8');

/** RFC 2047 words such as =?UTF-8?Q?Redefini=C3=A7=C3=A3o?=; whitespace between two words is not part of the text. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, encoded: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : bytesOfEscapes(encoded, true).toString('utf8'),
    );
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function leafParts(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(parsePart(section.replace(/^\n/, ''))));
}

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function parseMail(raw: string): ParsedMail {
  const message = parsePart(raw);
  const parts = leafParts(message);
  const bodyOf = (type: string) => {
    const part = parts.find((candidate) =>
      (candidate.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
    );
    return part ? decodeBody(part).trimEnd() : '';
  };
  return {
    to: decodeHeaderValue(message.headers.get('to') ?? ''),
    subject: decodeHeaderValue(message.headers.get('subject') ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
  };
}
