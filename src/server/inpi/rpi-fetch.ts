import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, gt, isNull, max } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { makeTempFolder, TEMP_FOLDER_PREFIXES } from '../ops/temp-folders';
import { archiveRuns, nationalIssues, rpiIssues } from '../db/schema';
import { RPI_MAX_MB, importRpiFile } from './admin-routes';
import type { RpiImportSummary } from './import-rpi';
import { saveBodyToFile } from './upload-to-file';

/** How far back an issue imported without its national index is fetched again by the weekly job. */
const REPAIR_WINDOW_MS = 14 * 24 * 3_600_000;

/**
 * The oldest issue imported lately for our customers whose national index is missing (the process stopped between the
 * two writes): the weekly job fetches it again before going on.
 */
async function unindexedIssue(deps: AppDeps): Promise<number | null> {
  const [row] = await deps.db
    .select({ numero: rpiIssues.numero })
    .from(rpiIssues)
    .leftJoin(nationalIssues, eq(nationalIssues.numero, rpiIssues.numero))
    .where(and(isNull(nationalIssues.numero), gt(rpiIssues.importedAt, new Date(Date.now() - REPAIR_WINDOW_MS))))
    .orderBy(asc(rpiIssues.numero))
    .limit(1);
  return row?.numero ?? null;
}

/** Downloads issue `numero` (RPI_URL) to a temporary file and imports it; null when it is not published (404). */
async function fetchIssue(deps: AppDeps, url: string, numero: number): Promise<RpiImportSummary | null> {
  const response = await fetch(url.replaceAll('{numero}', String(numero)), {
    signal: AbortSignal.timeout(10 * 60_000),
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) throw new Error(`RPI ${numero}: HTTP ${response.status}`);
  const dir = await makeTempFolder(TEMP_FOLDER_PREFIXES.rpiFetch);
  try {
    const path = join(dir, `RM${numero}.zip`);
    await saveBodyToFile(response.body, path, RPI_MAX_MB * 1024 * 1024);
    // The job's log names the issue: an unreadable zip is tried again on the next round.
    const summary = await importRpiFile(deps, path, { origem: 'agendado' }).catch((error: unknown) => {
      throw new Error(`RPI ${numero}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    console.log(`[rpi] ${summary.mensagem}`);
    return summary;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One try of the weekly fetch (RPI_URL): an issue imported lately without its national index is fetched again first;
 * then the issue after the last one imported (or RPI_FIRST) is downloaded and imported; a 404 means it is not out
 * yet. Answers what was imported; a failure is thrown for the job to log, and the same issue is tried again on the
 * next round.
 */
export async function fetchNextRpi(deps: AppDeps): Promise<RpiImportSummary | null> {
  const { url, first } = deps.config.rpi;
  if (!url) return null;
  // An archive run reads the same issues: the weekly waits for it and carries on after its last one.
  const [reading] = await deps.db
    .select({ id: archiveRuns.id })
    .from(archiveRuns)
    .where(eq(archiveRuns.status, 'executando'))
    .limit(1);
  if (reading) {
    console.log('[rpi] leitura do acervo em andamento: a busca semanal espera por ela.');
    return null;
  }
  const repair = await unindexedIssue(deps);
  if (repair !== null) {
    const repaired = await fetchIssue(deps, url, repair);
    if (repaired) return repaired;
    console.warn(
      `[rpi] RPI nº ${repair} importada sem o índice da busca nacional e não encontrada em RPI_URL: envie o arquivo pela área da equipe para completá-lo.`,
    );
  }
  const [row] = await deps.db.select({ last: max(rpiIssues.numero) }).from(rpiIssues);
  // After an archive run (search/archive.ts) the weekly carries on after its last issue.
  const [archived] = await deps.db.select({ last: max(nationalIssues.numero) }).from(nationalIssues);
  const last = Math.max(row?.last ?? 0, archived?.last ?? 0);
  const numero = last ? last + 1 : first;
  if (!numero) {
    console.warn('[rpi] RPI_URL definida sem RPI_FIRST e sem revista importada: não há por onde começar.');
    return null;
  }
  const summary = await fetchIssue(deps, url, numero);
  if (!summary) console.log(`[rpi] RPI nº ${numero} ainda não publicada (404): nova tentativa na próxima rodada.`);
  return summary;
}
