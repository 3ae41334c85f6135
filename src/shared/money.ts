const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 99900 → "R$ 999,00" (with the non-breaking space Intl uses replaced by a plain one). */
export function formatCents(cents: number): string {
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}
