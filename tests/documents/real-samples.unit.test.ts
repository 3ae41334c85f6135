import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPdf } from '../../src/server/documents/signatures/verify-pdf';

/**
 * Real signed PDFs (gov.br, ICP-Brasil, other chains) keep their readings with the shipped anchors. They hold real
 * people's data, so they are read from the shared samples folder beside the project and never copied into it; where
 * that folder is missing the test says so and skips.
 */
const SAMPLES = join(import.meta.dirname, '../../../shared/samples/signed-pdfs');
// Judged on one fixed day, so that a certificate expiring later does not change a reading.
const AT = new Date('2026-11-28T12:00:00Z');

const READINGS: [file: string, situacao: string, signatures: number][] = [
  ['10_assinaturas.pdf', 'nao_reconhecida', 10],
  ['12_assinaturas.pdf', 'nao_reconhecida', 12],
  ['2_ass_leonardo_e_mauricio.pdf', 'vencida', 2],
  ['3_ass.pdf', 'vencida', 3],
  ['3_ass_leonardo_e_stefan_e_mauricio.pdf', 'vencida', 3],
  ['4_ass.pdf', 'vencida', 4],
  ['5_ass.pdf', 'vencida', 5],
  ['5_assinaturas.pdf', 'vencida', 5],
  ['C008_2021_4HD.pdf', 'sem_assinatura', 0],
  ['Infraestrutura_Chaves_Publicas_Brasileira.pdf', 'sem_assinatura', 0],
  ['Invoice.pdf', 'sem_assinatura', 0],
  ['Relatorios_assinado.pdf', 'sem_assinatura', 0],
  ['acordo_extrajudicial_assinado.pdf', 'invalida', 1],
  ['curated_policy-oid_2_16_76_1_7_1_1_2_3_no_ts_1sig_1.pdf', 'assinada', 1],
  ['curated_policy-oid_2_16_76_1_7_1_1_2_3_no_ts_1sig_2.pdf', 'assinada', 1],
  ['curated_policy-oid_2_16_76_1_7_1_1_2_3_no_ts_1sig_3.pdf', 'assinada', 1],
  ['curated_signed-any_no_policy_no_ts_1sig_1.pdf', 'assinada', 1],
  ['curated_signed-any_no_policy_no_ts_1sig_2.pdf', 'vencida', 1],
  ['curated_signed-any_no_policy_no_ts_1sig_3.pdf', 'vencida', 1],
  ['decisao-4874-assinada.pdf', 'vencida', 1],
  ['documento_assinado_erro.pdf', 'assinada', 1],
  ['example.pdf', 'sem_assinatura', 0],
  ['example_sign.pdf', 'nao_reconhecida', 1],
  ['example_sign2.pdf', 'nao_reconhecida', 1],
  ['generated_doc_mdp_allow_signatures.pdf', 'nao_reconhecida', 1],
  ['generated_policy_mandated_timestamp_missing.pdf', 'nao_reconhecida', 1],
  ['gov_assinado.pdf', 'vencida', 1],
  ['govbr_alcirleia.pdf', 'vencida', 1],
  ['parecer_assinatura_digitalsign.pdf', 'invalida', 1],
  ['pedido.pdf', 'vencida', 2],
  ['relatorio_de_conformidade.pdf', 'sem_assinatura', 0],
  ['sample_govbr_signature_assinado.pdf', 'assinada', 1],
  ['sample_no_signature.pdf', 'sem_assinatura', 0],
  ['sample_token_icpbrasil_assinado.pdf', 'vencida', 1],
  ['slow_pdf.pdf', 'nao_reconhecida', 1],
  ['tambem_com_12_assinaturas.pdf', 'nao_reconhecida', 12],
  ['termo.pdf', 'sem_assinatura', 0],
];

describe.skipIf(!existsSync(SAMPLES))('real signed PDFs keep their readings', () => {
  it.each(READINGS)(
    '%s: "%s" with %i signatures, the kept revision a prefix of the file',
    async (file, situacao, signatures) => {
      const bytes = readFileSync(join(SAMPLES, file));
      const result = await verifyPdf(bytes, { at: AT });
      expect(result.situacao).toBe(situacao);
      expect(result.signatarios).toHaveLength(signatures);
      if (result.fimAssinado !== null) expect(result.fimAssinado).toBeLessThanOrEqual(bytes.length);
    },
    60_000,
  );
});
