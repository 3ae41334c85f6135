/**
 * CSV for pt-BR spreadsheets: UTF-8 with a BOM (Excel otherwise reads it as Latin-1), ";" between cells (the
 * comma is the decimal separator), and every cell a spreadsheet would run as a formula neutralised with a
 * leading apostrophe (CSV injection: "=HYPERLINK(...)" typed by a customer as a brand name).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
