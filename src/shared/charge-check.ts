import * as v from 'valibot';
import { barcodeOf, digitableLineOf, mod11 } from './payments/boleto';

/** What "Confira uma cobrança" says, on the page and in the API's answers. */
export const chargeCheckMessages = {
  title: 'Confira uma cobrança',
  intro:
    'Recebeu um boleto ou um Pix em nosso nome, ou em nome do INPI, e não tem certeza de que é verdadeiro? Cole abaixo a linha digitável, o código de barras ou o código Pix copia e cola. Nós dizemos se fomos nós que emitimos.',
  fieldLabel: 'Linha digitável, código de barras ou Pix copia e cola',
  submit: 'Conferir',
  required: 'Cole a linha digitável, o código de barras ou o código Pix copia e cola.',
  invalid:
    'Não reconhecemos este código. Confira se colou a linha digitável (47 números), o código de barras (44 números) ou o Pix copia e cola inteiro.',
  tooMany: 'Muitas consultas a partir deste endereço. Aguarde alguns minutos e tente novamente.',
  ours: 'Esta cobrança foi emitida por nós.',
  notOurs: 'Esta cobrança NÃO foi emitida por nós.',
  orientation:
    'Não pague antes de confirmar com quem a enviou. O INPI nunca envia boletos: a GRU (Guia de Recolhimento da União) é emitida apenas no próprio sistema do INPI, por quem faz o pedido ou pelo seu procurador. Boletos e Pix enviados por e-mail, WhatsApp ou carta em nome do INPI, com dados copiados da Revista da Propriedade Industrial, são um golpe conhecido. Em caso de dúvida, fale com a gente antes de pagar.',
  amount: 'Valor',
  dueDate: 'Vencimento',
  order: 'Pedido',
  situation: 'Situação',
  situations: {
    pendente: 'Aguardando pagamento',
    paga: 'Paga',
    cancelada: 'Cancelada: não pague esta cobrança',
    vencida: 'Vencida: não pague esta cobrança',
  },
} as const;

export type ChargeSituation = keyof typeof chargeCheckMessages.situations;

/** POST /api/cobrancas/verificar */
export const chargeCheckSchema = v.object({
  codigo: v.pipe(
    v.string(chargeCheckMessages.required),
    v.trim(),
    v.nonEmpty(chargeCheckMessages.required),
    v.maxLength(1000, chargeCheckMessages.invalid),
  ),
});

export type ChargeCheckAnswer =
  | {
      emitidaPorNos: true;
      /** Cents. */
      valor: number;
      /** YYYY-MM-DD in Brasília, or null for a charge without one (a Pix already paid, a card). */
      vencimento: string | null;
      /** The order's reference with its middle hidden ("M-••12"): enough to recognise, nothing to look up. */
      pedido: string;
      situacao: ChargeSituation;
    }
  | { emitidaPorNos: false; orientacao: string };

export type ChargeCode = { kind: 'boleto'; line: string } | { kind: 'pix'; code: string };

/**
 * A pasted code as what we could have issued: a bank slip's 47-digit line or 44-digit barcode (dots, spaces and
 * dashes ignored; check digits verified), or a Pix copy-and-paste code. Null when it is neither.
 */
export function parseChargeCode(raw: string): ChargeCode | null {
  const text = raw.trim();
  if (/^000201/.test(text)) return /br\.gov\.bcb\.pix/i.test(text) ? { kind: 'pix', code: text } : null;
  if (!/^[\d\s.-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  try {
    if (digits.length === 47)
      return digitableLineOf(barcodeOf(digits)) === digits ? { kind: 'boleto', line: digits } : null;
    if (digits.length === 44 && digits[0] !== '8') {
      const check = mod11(`${digits.slice(0, 4)}${digits.slice(5)}`);
      return String(check) === digits[4] ? { kind: 'boleto', line: digitableLineOf(digits) } : null;
    }
    // 48 digits (utility and tax slips, "arrecadação") is a real format, but never one of ours.
    if (digits.length === 48 && digits[0] === '8') return { kind: 'boleto', line: digits };
  } catch {
    return null;
  }
  return null;
}

/** "M-0012" → "M-••12". */
export function maskedReference(reference: string): string {
  const [letter, number] = reference.split('-');
  return `${letter}-${'•'.repeat(Math.max(0, number.length - 2))}${number.slice(-2)}`;
}
