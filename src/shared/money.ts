const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 99900 → "R$ 999,00" (with the non-breaking space Intl uses replaced by a plain one). */
export function formatCents(cents: number): string {
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** 99900 in 10 → "10x de R$ 99,90": the one way a price split in instalments is written. */
export function formatInstalments(totalCents: number, count: number): string {
  return `${count}x de ${formatCents(Math.round(totalCents / count))}`;
}
