import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { max } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { makeTempFolder, TEMP_FOLDER_PREFIXES } from '../ops/temp-folders';
import { nationalIssues, rpiIssues } from '../db/schema';
import { RPI_MAX_MB, importRpiFile } from './admin-routes';
import type { RpiImportSummary } from './import-rpi';
import { saveBodyToFile } from './upload-to-file';

/**
 * One try of the weekly fetch (RPI_URL): the issue after the last one imported (or RPI_FIRST) is
 * downloaded to a temporary file and imported; a 404 means it is not out yet. Answers what was imported;
 * a failure is thrown for the job to log, and the same issue is tried again on the next round.
 */
export async function fetchNextRpi(deps: AppDeps): Promise<RpiImportSummary | null> {
  const { url, first } = deps.config.rpi;
  if (!url) return null;
  const [row] = await deps.db.select({ last: max(rpiIssues.numero) }).from(rpiIssues);
  // After an archive run (search/archive.ts) the weekly carries on after its last issue.
  const [archived] = await deps.db.select({ last: max(nationalIssues.numero) }).from(nationalIssues);
  const last = Math.max(row?.last ?? 0, archived?.last ?? 0);
  const numero = last ? last + 1 : first;
  if (!numero) {
    console.warn('[rpi] RPI_URL definida sem RPI_FIRST e sem revista importada: não há por onde começar.');
    return null;
  }
  const response = await fetch(url.replaceAll('{numero}', String(numero)), {
    signal: AbortSignal.timeout(10 * 60_000),
  });
  if (response.status === 404) {
    await response.body?.cancel();
    console.log(`[rpi] RPI nº ${numero} ainda não publicada (404): nova tentativa na próxima rodada.`);
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
