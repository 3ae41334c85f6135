/** A type recognised from the file's first bytes: browsers' names and type headers are only claims. */
export interface DetectedType {
  mime: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp' };
  return null;
}

const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export const isImage = (type: DetectedType | null) => type !== null && IMAGE_MIMES.has(type.mime);

/**
 * A PDF starts with %PDF- and, once complete, ends with %%EOF (readers tolerate a little trailing
 * garbage, so the last KiB is searched): a file cut short in transit is refused too.
 */
export function isCompletePdf(bytes: Uint8Array): boolean {
  if (detectFileType(bytes)?.mime !== 'application/pdf') return false;
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.length - 1024));
  return tail.includes('%%EOF', 0, 'latin1');
}
