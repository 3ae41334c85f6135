import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { randomBytes } from 'node:crypto';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import { shippedTrustStore, type TrustStore } from '../../src/server/documents/signatures/trust-store';
import { verifyPdf } from '../../src/server/documents/signatures/verify-pdf';
import { appendDss, appendSignature } from '../unit/documents/signatures/pdf-updates';
import {
  cmsSignature,
  govBrHierarchy,
  govBrSigner,
  icpBrasilHierarchy,
  icpSigner,
  storeOf,
} from '../unit/documents/signatures/test-pki';
import type { BenchRow } from './support/report';

const TARGET_MS = 100;
const TARGET_BYTES = 2 * 1024 * 1024;
const SIGNATURES = 10;
const RUNS = 15;
const TEXT_PAGES = 20;

/**
 * A 2 MB procuração as customers upload them: pages of text and a scanned attachment (an image of noise, which
 * no compression shrinks), so that both the parser (every page object) and the hashing (every byte) are measured.
 */
async function largePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = 'OUTORGANTE confere poderes ao OUTORGADO para requerer o registro da marca junto ao INPI. ';
  for (let index = 0; index < TEXT_PAGES; index++) {
    const page = doc.addPage([595, 842]);
    page.setFont(font);
    for (let row = 0; row < 80; row++) page.drawText(line, { x: 20, y: 820 - row * 10, size: 6 });
  }
  const [width, height] = [1100, 650];
  const scan = doc.context.register(
    doc.context.flateStream(randomBytes(width * height * 3), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
    }),
  );
  const page = doc.addPage([595, 842]);
  page.node.newXObject('Digitalizacao', scan);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(555, 0, 0, 361, 20, 400),
    drawObject('Digitalizacao'),
    popGraphicsState(),
  );
  const pdf = await doc.save({ useObjectStreams: false });
  if (pdf.length < TARGET_BYTES * 0.95) throw new Error(`PDF do bench pequeno demais: ${pdf.length} bytes`);
  return pdf;
}

/**
 * The 2 MB PDF signed 10 times in 10 incremental updates, then a DSS (LTV) update, by a gov.br-shaped and an
 * ICP-Brasil-shaped hierarchy made here, trusted beside the shipped anchors and their 300-odd intermediates.
 */
export async function signedFixture(): Promise<{ pdf: Uint8Array; trust: TrustStore }> {
  const govBr = govBrHierarchy();
  const icp = icpBrasilHierarchy();
  const shipped = shippedTrustStore();
  const test = storeOf(govBr, icp);
  const trust = {
    anchors: [...shipped.anchors, ...test.anchors],
    intermediates: [...shipped.intermediates, ...test.intermediates],
  };
  let pdf = await largePdf();
  for (let index = 0; index < SIGNATURES; index++) {
    const name = `SIGNATARIO ${index + 1}`;
    const signer = index % 2 === 0 ? govBrSigner(govBr, name, generateCpf()) : icpSigner(icp, name, generateCpf());
    pdf = await appendSignature(pdf, (parts) => cmsSignature(Buffer.concat(parts), signer));
  }
  return { pdf: await appendDss(pdf), trust };
}

/** The verifier's time on that PDF: the median of warm runs (the shipped trust store is read once per process). */
export async function benchSignatureVerify(): Promise<BenchRow[]> {
  const { pdf, trust } = await signedFixture();
  const first = await verifyPdf(pdf, { trust });
  if (first.situacao !== 'assinada' || first.signatarios.length !== SIGNATURES)
    throw new Error(`fixture do bench não verificada: ${first.situacao}, ${first.signatarios.length} assinaturas`);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await verifyPdf(pdf, { trust });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return [
    {
      figure: `verificação das assinaturas: PDF de ${(pdf.length / 1024 / 1024).toFixed(1)} MB com ${SIGNATURES} assinaturas e LTV (mediana de ${RUNS})`,
      measured: `${median.toFixed(0)} ms`,
      target: `< ${TARGET_MS} ms`,
      ok: median < TARGET_MS,
    },
  ];
}
