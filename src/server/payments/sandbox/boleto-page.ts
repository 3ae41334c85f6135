import { formatBoleto } from '@brazilian-utils/brazilian-utils/format-boleto';
import { CHARGE_CHECK_PATH, companyIdentityLine } from '../../../shared/company-identity';
import { formatDocument } from '../../../shared/documents';
import { formatCents } from '../../../shared/money';
import { barcodeOf } from '../../../shared/payments/boleto';
import type { PublicConfig } from '../../../shared/public-config';
import { formatDayOf } from '../../../shared/time/brasilia';
import { escapeHtml } from '../../mail/templates';
import type { PaymentRow } from '../payment-data';
import { itfBarcodeSvg } from './itf-barcode';

const brazilDate = (date: Date | null) => (date && formatDayOf(date.toISOString())) ?? '—';

/** The printable sandbox boleto. Every value is escaped; the page carries no script. */
export function boletoPage(attempt: PaymentRow, config: PublicConfig): string {
  const line = attempt.boletoLine ?? '';
  const field = (label: string, value: string) =>
    `<div class="field"><span>${escapeHtml(label)}</span><strong>${escapeHtml(value)}</strong></div>`;
  const beneficiary = companyIdentityLine(config);
  const payer = attempt.payerDocument
    ? `${attempt.payerName} — ${formatDocument(attempt.payerDocument)}`
    : attempt.payerName;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boleto de teste nº ${attempt.id} - ${escapeHtml(config.appName)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#111;max-width:820px;margin:24px auto;padding:0 16px}
.warning{background:#fff3bf;border:1px solid #f08c00;padding:8px 12px;margin-bottom:16px}
.head{display:flex;gap:16px;align-items:baseline;border-bottom:2px solid #111;padding-bottom:6px}
.bank{font-size:22px;font-weight:bold;border-right:2px solid #111;padding-right:16px}
.line{font-size:17px;font-weight:bold;letter-spacing:1px}
.grid{display:grid;grid-template-columns:1fr 1fr;border:1px solid #111;border-top:0}
.field{border-top:1px solid #111;padding:6px 8px}.field:nth-child(odd){border-right:1px solid #111}
.field span{display:block;font-size:11px;color:#555}.field strong{font-size:14px}
.barcode{margin-top:20px}
@media print{.warning{border-color:#111}}
</style>
</head>
<body>
<p class="warning">Ambiente de testes: este boleto não tem valor e não deve ser pago. Para simular o pagamento, use a chamada de testes do sistema.</p>
<div class="head"><span class="bank">${escapeHtml(line.slice(0, 3))}-9</span><span class="line">${escapeHtml(formatBoleto(line))}</span></div>
<div class="grid">
${field('Beneficiário', beneficiary)}
${field('Vencimento', brazilDate(attempt.expiresAt))}
${field('Pagador', payer)}
${field('Valor do documento', formatCents(attempt.amountCents))}
${field('Nosso número', String(attempt.id).padStart(10, '0'))}
${field('Pedido', `${attempt.orderKind === 'marca' ? 'Registro de marca' : 'Serviço'} nº ${attempt.orderId}`)}
</div>
<div class="barcode">${itfBarcodeSvg(barcodeOf(line))}</div>
<p>Para guardar uma cópia, imprima esta página (Ctrl+P).</p>
<p>Confira se esta cobrança foi emitida por nós em ${escapeHtml(`${config.publicUrl}${CHARGE_CHECK_PATH}`)}.</p>
</body>
</html>`;
}
