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
import { readSignatures, verifyPdf } from '../../src/server/documents/signatures/verify-pdf';
import { brandObject } from '../../src/server/documents/power-of-attorney/content';
import { powerOfAttorneyDocument } from '../../src/server/documents/power-of-attorney/generate';
import {
  type ExpectedDocument,
  powerOfAttorneyReference,
} from '../../src/server/documents/signatures/document-reference';
import { appendDss, appendSignature } from '../support/documents/signatures/pdf-updates';
import {
  cmsSignature,
  govBrHierarchy,
  govBrSigner,
  icpBrasilHierarchy,
  icpSigner,
  storeOf,
} from '../support/documents/signatures/test-pki';
import type { BenchRow } from './support/report';

const TARGET_MS = 100;
/** The whole check of an upload, PDF.js reading every signed revision: about what a person waits for a page. */
const UPLOAD_TARGET_MS = 500;
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

const median = async (run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
};

/**
 * Our procuração for a request with ten outorgantes, each signing in turn (gov.br and ICP-Brasil alternating), then a
 * DSS (LTV) update: the customer's upload at its largest, compared page by page with what we generate.
 */
async function signedProcuracao(trustFixture: Awaited<ReturnType<typeof signedFixture>>['trust']) {
  const govBr = govBrHierarchy();
  const icp = icpBrasilHierarchy();
  const test = storeOf(govBr, icp);
  const trust = {
    anchors: [...trustFixture.anchors, ...test.anchors],
    intermediates: [...trustFixture.intermediates, ...test.intermediates],
  };
  const grantors = Array.from({ length: SIGNATURES }, (_, index) => ({
    nome: `OUTORGANTE ${index + 1}`,
    tipoDoc: 'cpf' as const,
    docNum: generateCpf(),
    nacionalidade: 'brasileira',
    endereco: null,
  }));
  const date = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const documento: ExpectedDocument = {
    referencia: powerOfAttorneyReference('marca', 1),
    gerar: async (at) =>
      (
        await powerOfAttorneyDocument(
          {
            grantors,
            agent: { name: 'Registre Sua Marca Ltda.', cnpj: '11222333000181', address: 'Maceió/AL', sample: false },
            object: brandObject({ name: 'Café Serra Azul', niceClasses: [30] }),
            date: at,
          },
          { title: 'Procuração', author: 'Bench', reference: powerOfAttorneyReference('marca', 1) },
        )
      ).pdf,
  };
  let pdf = await documento.gerar(date);
  for (const [index, grantor] of grantors.entries()) {
    const signer =
      index % 2 === 0 ? govBrSigner(govBr, grantor.nome, grantor.docNum) : icpSigner(icp, grantor.nome, grantor.docNum);
    pdf = await appendSignature(pdf, (parts) => cmsSignature(Buffer.concat(parts), signer));
  }
  return { pdf: await appendDss(pdf), trust, documento };
}

/**
 * The verifier's times, medians of warm runs (the shipped trust store is read once per process): the signatures of
 * the 2 MB PDF (integrity, chains, the revision kept), and the whole check of a customer's upload of our procuração
 * with ten signatures, each signed revision and the file as sent read by PDF.js.
 */
export async function benchSignatureVerify(): Promise<BenchRow[]> {
  const { pdf, trust } = await signedFixture();
  const first = await verifyPdf(pdf, { trust });
  if (first.situacao !== 'assinada' || first.signatarios.length !== SIGNATURES)
    throw new Error(`fixture do bench não verificada: ${first.situacao}, ${first.signatarios.length} assinaturas`);
  const signaturesMs = await median(() => readSignatures(pdf, { trust }));
  const upload = await signedProcuracao(trust);
  const uploaded = await verifyPdf(upload.pdf, { trust: upload.trust, documento: upload.documento });
  if (uploaded.situacao !== 'assinada' || uploaded.signatarios.length !== SIGNATURES)
    throw new Error(`procuração do bench não verificada: ${uploaded.situacao}`);
  const uploadMs = await median(() => verifyPdf(upload.pdf, { trust: upload.trust, documento: upload.documento }));
  return [
    {
      figure: `assinaturas: PDF de ${(pdf.length / 1024 / 1024).toFixed(1)} MB com ${SIGNATURES} assinaturas e LTV, integridade, cadeias e versão assinada (mediana de ${RUNS})`,
      measured: `${signaturesMs.toFixed(0)} ms`,
      target: `< ${TARGET_MS} ms`,
      ok: signaturesMs < TARGET_MS,
    },
    {
      figure: `envio da procuração: a do pedido com ${SIGNATURES} assinaturas e LTV, cada versão assinada lida pelo PDF.js (mediana de ${RUNS})`,
      measured: `${uploadMs.toFixed(0)} ms`,
      target: `< ${UPLOAD_TARGET_MS} ms`,
      ok: uploadMs < UPLOAD_TARGET_MS,
    },
  ];
}
