import { describe, expect, it } from 'vitest';
import { checkImage, checkPdf } from '../../src/server/documents/file-checks';
import { displayFileName } from '../../src/server/documents/file-name';
import { detectFileType, isCompletePdf, isImage } from '../../src/server/documents/file-types';
import {
  GIF,
  HTML,
  JPEG,
  JPEG_HEADER_ONLY,
  JPEG_THEN_PHP,
  NOT_REALLY_PDF,
  PNG,
  PNG_HEADER_LIES,
  PNG_THEN_HTML,
  pdfHtmlPolyglot,
  pdfWithJavaScript,
  pdfWithLaunch,
  signedPdf,
  unsignedPdf,
  WEBP,
} from '../support/documents/samples';

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

describe('a PDF is what it claims', () => {
  it('accepts a real PDF, signed or not, with its page count', async () => {
    expect(await checkPdf(await unsignedPdf())).toEqual({ ok: true, pages: 1 });
    expect(await checkPdf(await signedPdf())).toEqual({ ok: true, pages: 1 });
  }, 60_000);

  it('refuses what only starts and ends like a PDF', async () => {
    expect(await checkPdf(NOT_REALLY_PDF)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('refuses JavaScript, and a launch action even with its name hex-escaped', async () => {
    expect(await checkPdf(await pdfWithJavaScript())).toEqual({ ok: false, problem: 'activeContent' });
    const launch = await pdfWithLaunch();
    expect(Buffer.from(launch).toString('latin1')).not.toContain('/Launch');
    expect(await checkPdf(launch)).toEqual({ ok: false, problem: 'activeContent' });
  });

  it('refuses a PDF/HTML polyglot', async () => {
    expect(await checkPdf(await pdfHtmlPolyglot())).toEqual({ ok: false, problem: 'hiddenContent' });
  });

  it('refuses a page with an event handler after %%EOF, whatever its tags', async () => {
    const trailed = Buffer.concat([Buffer.from(await unsignedPdf()), Buffer.from('\n<body onload=alert(1)>\n')]);
    expect(await checkPdf(Uint8Array.from(trailed))).toEqual({ ok: false, problem: 'hiddenContent' });
  });
});

describe('an image is what it claims', () => {
  it('decodes each type with its dimensions read from the file', () => {
    expect(checkImage(PNG, detectFileType(PNG)!)).toEqual({ ok: true, width: 1, height: 1 });
    expect(checkImage(JPEG, detectFileType(JPEG)!)).toEqual({ ok: true, width: 16, height: 16 });
    expect(checkImage(GIF, detectFileType(GIF)!)).toEqual({ ok: true, width: 1, height: 1 });
    expect(checkImage(WEBP, detectFileType(WEBP)!)).toEqual({ ok: true, width: 1, height: 1 });
  });

  it('refuses a header that lies: JPEG or PNG first bytes over something no decoder reads', () => {
    expect(checkImage(JPEG_HEADER_ONLY, detectFileType(JPEG_HEADER_ONLY)!)).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(checkImage(PNG_HEADER_LIES, detectFileType(PNG_HEADER_LIES)!)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('refuses a PNG followed by HTML and a JPEG followed by PHP', () => {
    expect(checkImage(PNG_THEN_HTML, detectFileType(PNG_THEN_HTML)!)).toEqual({ ok: false, problem: 'hiddenContent' });
    expect(checkImage(JPEG_THEN_PHP, detectFileType(JPEG_THEN_PHP)!)).toEqual({ ok: false, problem: 'hiddenContent' });
  });

  it('refuses a PNG followed by anything at all after its IEND', () => {
    const trailing = Uint8Array.from([...PNG, 1, 2, 3, 4]);
    expect(checkImage(trailing, detectFileType(trailing)!)).toEqual({ ok: false, problem: 'hiddenContent' });
  });

  it('refuses a GIF carrying <svg onload> in a comment, and GIF or WebP with data after their end', () => {
    const comment = Buffer.from('<svg onload=alert(1)>');
    const gifWithSvg = Uint8Array.from([
      ...GIF.subarray(0, 19),
      0x21,
      0xfe,
      comment.length,
      ...comment,
      0x00,
      ...GIF.subarray(19),
    ]);
    expect(checkImage(gifWithSvg, detectFileType(gifWithSvg)!)).toEqual({ ok: false, problem: 'hiddenContent' });
    for (const image of [GIF, WEBP]) {
      expect(checkImage(image, detectFileType(image)!).ok).toBe(true);
      const trailing = Uint8Array.from([...image, 0x41, 0x42, 0x43, 0x44]);
      expect(checkImage(trailing, detectFileType(trailing)!)).toEqual({ ok: false, problem: 'hiddenContent' });
    }
  });

  it('refuses an image whose content is another type than its first bytes say', () => {
    expect(checkImage(PNG, detectFileType(JPEG)!)).toEqual({ ok: false, problem: 'unreadable' });
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

  it('drops direction overrides and invisible format characters: "fdp.exe" shown as a PDF is not possible', () => {
    expect(displayFileName('procuracao\u202Efdp.exe', 'x')).toBe('procuracaofdp.exe');
    expect(displayFileName('\u2066a\u2067b\u2068c\u2069\u200Bd\u200F\u200E\uFEFF.pdf', 'x')).toBe('abcd.pdf');
    expect(displayFileName('linha\u2028nova\u2029.pdf', 'x')).toBe('linhanova.pdf');
  });

  it('falls back when nothing is left, and keeps hidden-file dots off', () => {
    expect(displayFileName('', 'logo.png')).toBe('logo.png');
    expect(displayFileName('..', 'logo.png')).toBe('logo.png');
    expect(displayFileName(undefined, 'logo.png')).toBe('logo.png');
    expect(displayFileName('\u202E', 'logo.png')).toBe('logo.png');
    expect(displayFileName('..htaccess', 'x')).toBe('htaccess');
  });

  it('caps the length', () => {
    expect([...displayFileName(`${'a'.repeat(500)}.pdf`, 'x')].length).toBe(150);
  });
});
