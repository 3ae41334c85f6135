import { describe, expect, it } from 'vitest';
import { displayFileName } from '../../../src/server/documents/file-name';
import { detectFileType, isCompletePdf, isImage } from '../../../src/server/documents/file-types';
import { hasDigitalSignature } from '../../../src/server/documents/pdf-signature';
import { GIF, HTML, JPEG, PNG, pdfWithStrayByteRange, signedPdf, unsignedPdf, WEBP } from './samples';

describe('file types from content', () => {
  it('recognises PDF, PNG, JPEG, GIF and WebP by their first bytes', async () => {
    expect(detectFileType(await unsignedPdf())?.mime).toBe('application/pdf');
    expect(detectFileType(PNG)).toEqual({ mime: 'image/png', extension: 'png' });
    expect(detectFileType(JPEG)).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(detectFileType(GIF)).toEqual({ mime: 'image/gif', extension: 'gif' });
    expect(detectFileType(WEBP)).toEqual({ mime: 'image/webp', extension: 'webp' });
  });

  it('knows nothing of HTML, empty files or a PDF signature further in', () => {
    expect(detectFileType(HTML)).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
    expect(detectFileType(new TextEncoder().encode(' %PDF-1.7'))).toBeNull();
    expect(isImage(detectFileType(HTML))).toBe(false);
  });

  it('takes a PDF as complete only with its %%EOF', async () => {
    const pdf = await unsignedPdf();
    expect(isCompletePdf(pdf)).toBe(true);
    expect(isCompletePdf(pdf.slice(0, pdf.length - 20))).toBe(false);
    expect(isCompletePdf(PNG)).toBe(false);
  });
});

describe('embedded digital signature', () => {
  it('tells a signed PDF from an unsigned one', async () => {
    expect(hasDigitalSignature(await signedPdf())).toBe(true);
    expect(hasDigitalSignature(await unsignedPdf())).toBe(false);
  });

  it('needs the byte range to frame the signature value', async () => {
    expect(hasDigitalSignature(await pdfWithStrayByteRange())).toBe(false);
  });

  it('needs a signature dictionary, not any dictionary with a byte range', async () => {
    const signed = Buffer.from(await signedPdf()).toString('latin1');
    const notASignature = signed.replace('/Type /Sig', '/Type /Xyz');
    expect(hasDigitalSignature(Uint8Array.from(Buffer.from(notASignature, 'latin1')))).toBe(false);
  });
});

describe('display file names', () => {
  it('keeps a plain name, accents included', () => {
    expect(displayFileName('Procuração assinada.pdf', 'x.pdf')).toBe('Procuração assinada.pdf');
  });

  it('drops directories, control characters and markup characters', () => {
    expect(displayFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(displayFileName('C:\\Users\\ana\\logo.png', 'x')).toBe('logo.png');
    expect(displayFileName('a\u0000b\u001f.pdf', 'x')).toBe('ab.pdf');
    expect(displayFileName('<script>alert(1)<\\script>.png', 'x')).toBe('script>.png'.replace('>', '_'));
    expect(displayFileName('"quoted"|name?.png', 'x')).toBe('_quoted__name_.png');
  });

  it('falls back when nothing is left, and keeps hidden-file dots off', () => {
    expect(displayFileName('', 'logo.png')).toBe('logo.png');
    expect(displayFileName('../..', 'logo.png')).toBe('logo.png');
    expect(displayFileName(undefined, 'logo.png')).toBe('logo.png');
    expect(displayFileName('..htaccess', 'x')).toBe('htaccess');
  });

  it('caps the length', () => {
    expect([...displayFileName(`${'a'.repeat(500)}.pdf`, 'x')].length).toBe(150);
  });
});
