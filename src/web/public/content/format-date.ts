const months = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "2025-10-02" → "2 de outubro de 2025", the same on the server and in any browser time zone. */
export function formatDatePtBr(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Data inválida: ${isoDate}`);
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}

/** "2025-09-20" → "20/09/2025". */
export function formatShortDatePtBr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
