/** An archive run as the staff page and the terminal show it (GET /api/admin/inpi/acervo). */
export interface ArchiveProgress {
  id: number;
  de: number;
  ate: number;
  status: 'executando' | 'concluida' | 'falhou';
  /** Issues read in this run, and issues it found already in the index (or not published). */
  feitas: number;
  puladas: number;
  total: number;
  atual: number | null;
  processos: number;
  processosPorSegundo: number;
  /** Seconds left at the pace so far; null before the first issue. */
  restanteSegundos: number | null;
  erro: string | null;
}

export const archiveMessages = {
  rangeInvalid: 'Informe "de" e "ate" como números de RPI, com "de" menor ou igual a "ate" (até 5.000 revistas).',
  noUrl: 'Defina RPI_URL (o endereço das revistas, com {numero}) para ler o acervo.',
  alreadyRunning: (de: number, ate: number) => `Já há uma leitura do acervo em andamento (RPI nº ${de} a ${ate}).`,
  started: (de: number, ate: number) => `Leitura do acervo iniciada: RPI nº ${de} a ${ate}.`,
  issueOf: (n: number, total: number) => `revista ${n} de ${total}`,
  statusNames: { executando: 'Em andamento', concluida: 'Concluída', falhou: 'Falhou' } as const,
};

/** "1 h 05 min", "3 min 20 s", "12 s": a time left in words. */
export function durationWords(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(rest).padStart(2, '0')} s`;
  return `${rest} s`;
}
