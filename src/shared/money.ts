/**
 * 99900 → "R$ 999,00"; 172000 → "R$ 1.720,00" (a plain space after "R$"). Written out rather than through
 * Intl.NumberFormat: making one loads its locale data, ~10 ms of a phone's main thread in the middle of the
 * landing page's start. The unit test checks it against Intl.
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${cents < 0 ? '-' : ''}R$ ${reais},${String(whole % 100).padStart(2, '0')}`;
}

/** 99900 in 10 → "10x de R$ 99,90": the one way a price split in instalments is written. */
export function formatInstalments(totalCents: number, count: number): string {
  return `${count}x de ${formatCents(Math.round(totalCents / count))}`;
}
