/**
 * The payer's document as Mercado Pago validates it: CPF as 11 digits, CNPJ as its 14 characters
 * (the alphanumeric CNPJ of July 2026 keeps its letters, uppercase).
 */
export function identificationNumber(raw: string): string {
  return raw.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/**
 * Mercado Pago refuses a boleto without a last name. A name typed whole in one field is split at its
 * first space; a one-word name (often a company) is repeated as the last name rather than refused.
 */
export function payerName(first: string, last: string): { first_name: string; last_name: string } {
  const words = `${first} ${last}`.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first_name: first, last_name: last };
  if (last.trim() && first.trim()) return { first_name: first.trim(), last_name: last.trim() };
  if (words.length === 1) return { first_name: words[0]!, last_name: words[0]! };
  return { first_name: words[0]!, last_name: words.slice(1).join(' ') };
}
