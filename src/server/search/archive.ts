import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, between, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { ArchiveProgress } from '../../shared/archive-progress';
import type { AppDeps } from '../context';
import { makeTempFolder, TEMP_FOLDER_PREFIXES } from '../ops/temp-folders';
import { archiveRuns, nationalIssues, rpiIssues } from '../db/schema';
import { saveBodyToFile } from '../inpi/upload-to-file';
import { refreshClassWords } from '../marks/class-words';
import { indexRpiIssue } from './index-issue';

/** An issue is 9–11 MB zipped; room to spare, as for an upload. */
const MAX_ZIP_BYTES = 100 * 1024 * 1024;

export interface ArchiveOptions {
  /** Downloads running ahead of the import at most. */
  parallel?: number;
  /** Tries of one download before the run stops as failed. */
  tries?: number;
  /** The wait after a failed try, doubled each time. */
  retryDelayMs?: number;
  onProgress?: (progress: ArchiveProgress) => void;
}

type RunRow = typeof archiveRuns.$inferSelect;
type Download = { path: string } | { missing: true };

export function progressOf(run: RunRow): ArchiveProgress {
  const total = run.ate - run.de + 1;
  const rate = run.segundos > 0 ? run.processos / run.segundos : 0;
  const left = total - run.feitas - run.puladas;
  return {
    id: run.id,
    de: run.de,
    ate: run.ate,
    status: run.status as ArchiveProgress['status'],
    feitas: run.feitas,
    puladas: run.puladas,
    total,
    atual: run.atual,
    processos: run.processos,
    processosPorSegundo: Math.round(rate),
    restanteSegundos: run.feitas > 0 ? Math.round((run.segundos / run.feitas) * left) : null,
    erro: run.erro,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads RPI issues de..ate from RPI_URL into the national index, one after another: downloads run a few issues
 * ahead, imports go in order. An issue already in the index is skipped, so a run stopped anywhere (a restart) is
 * resumed by reading the same range again. Issues newer than the weekly fetch's last one go through the weekly
 * import itself, so customers' despachos in them are not missed.
 */
export class ArchiveRunner {
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly options: ArchiveOptions = {},
  ) {}

  async latest(): Promise<ArchiveProgress | null> {
    const [run] = await this.deps.db.select().from(archiveRuns).orderBy(desc(archiveRuns.id)).limit(1);
    return run ? progressOf(run) : null;
  }

  /** Starts a run in the background; null when one is already under way. */
  async start(de: number, ate: number): Promise<ArchiveProgress | null> {
    if (this.running) return null;
    const { db } = this.deps;
    // A run of the same range that a stop left under way is carried on; one of another range is closed.
    const [left] = await db
      .select()
      .from(archiveRuns)
      .where(and(eq(archiveRuns.status, 'executando'), eq(archiveRuns.de, de), eq(archiveRuns.ate, ate)))
      .limit(1);
    await db
      .update(archiveRuns)
      .set({ status: 'falhou', erro: 'substituída por uma nova leitura', updatedAt: sql`now()` })
      .where(and(eq(archiveRuns.status, 'executando'), ...(left ? [ne(archiveRuns.id, left.id)] : [])));
    const run = left ?? (await db.insert(archiveRuns).values({ de, ate }).returning())[0]!;
    this.launch(run);
    return progressOf(run);
  }

  /** A run a stop or a crash left under way carries on (at the server's start). */
  async resume(): Promise<void> {
    const [run] = await this.deps.db
      .select()
      .from(archiveRuns)
      .where(eq(archiveRuns.status, 'executando'))
      .orderBy(desc(archiveRuns.id))
      .limit(1);
    if (run && !this.running) this.launch(run);
  }

  /**
   * A server with RPI_URL and RPI_FIRST whose index is empty and that never read the archive reads it by itself, from
   * RPI_FIRST to the latest issue, in the background: the free search has nothing to answer with until it does.
   * A run staff started, stopped or saw fail is theirs to start again.
   */
  async fillEmptyIndex(de: number, ate: number): Promise<ArchiveProgress | null> {
    const { db } = this.deps;
    if (this.running || de > ate) return null;
    const [[ran], [indexed]] = await Promise.all([
      db.select({ id: archiveRuns.id }).from(archiveRuns).limit(1),
      db.select({ numero: nationalIssues.numero }).from(nationalIssues).limit(1),
    ]);
    if (ran || indexed) return null;
    console.log(`[acervo] índice da busca vazio: lendo as RPIs nº ${de} a ${ate} de RPI_URL em segundo plano.`);
    return this.start(de, ate);
  }

  /** Stops after the issue being imported; the run stays "executando", to be resumed. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  /** Waits for the run under way (tests, the terminal). */
  done(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private launch(run: RunRow) {
    this.stopping = false;
    this.running = this.run(run)
      .catch(async (error: unknown) => {
        const erro = error instanceof Error ? error.message : String(error);
        console.error(`[acervo] leitura interrompida: ${erro}`);
        await this.deps.db
          .update(archiveRuns)
          .set({ status: 'falhou', erro, updatedAt: sql`now()` })
          .where(eq(archiveRuns.id, run.id));
      })
      .finally(() => (this.running = undefined));
  }

  private async download(url: string, numero: number, dir: string): Promise<Download> {
    const tries = this.options.tries ?? 4;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(url.replaceAll('{numero}', String(numero)), {
          signal: AbortSignal.timeout(10 * 60_000),
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return { missing: true };
        }
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new Error(`RPI ${numero}: HTTP ${response.status}`);
        }
        const path = join(dir, `RM${numero}.zip`);
        await saveBodyToFile(response.body, path, MAX_ZIP_BYTES);
        return { path };
      } catch (error) {
        if (attempt >= tries) throw error;
        await wait((this.options.retryDelayMs ?? 2000) * 2 ** (attempt - 1));
      }
    }
  }

  private async run(start: RunRow): Promise<void> {
    const { db, config } = this.deps;
    const url = config.rpi.url;
    if (!url) throw new Error('RPI_URL não definida');
    const indexed = new Set(
      (
        await db
          .select({ numero: nationalIssues.numero })
          .from(nationalIssues)
          .where(between(nationalIssues.numero, start.de, start.ate))
      ).map((row) => row.numero),
    );
    const [weekly] = await db.select({ last: max(rpiIssues.numero) }).from(rpiIssues);
    const todo: number[] = [];
    for (let numero = start.de; numero <= start.ate; numero += 1) if (!indexed.has(numero)) todo.push(numero);
    let run = (
      await db
        .update(archiveRuns)
        .set({ puladas: start.ate - start.de + 1 - todo.length - start.feitas, updatedAt: sql`now()` })
        .where(eq(archiveRuns.id, start.id))
        .returning()
    )[0]!;
    this.options.onProgress?.(progressOf(run));
    const dir = await makeTempFolder(TEMP_FOLDER_PREFIXES.rpiArchive);
    const parallel = Math.max(1, this.options.parallel ?? 3);
    const downloads = new Map<number, Promise<Download>>();
    const ahead = (from: number) => {
      for (let i = from; i < Math.min(todo.length, from + parallel); i += 1)
        if (!downloads.has(todo[i]!)) {
          const promise = this.download(url, todo[i]!, dir);
          promise.catch(() => {}); // awaited in order below
          downloads.set(todo[i]!, promise);
        }
    };
    try {
      for (let i = 0; i < todo.length && !this.stopping; i += 1) {
        const numero = todo[i]!;
        ahead(i);
        const got = await downloads.get(numero)!;
        downloads.delete(numero);
        ahead(i + 1);
        const began = performance.now();
        let processos = 0;
        if ('path' in got) {
          if (weekly.last !== null && weekly.last !== undefined && numero > weekly.last) {
            const { importRpiFile } = await import('../inpi/admin-routes');
            processos = (await importRpiFile(this.deps, got.path, { origem: 'agendado' })).processos;
          } else processos = (await indexRpiIssue(db, got.path, 'acervo')).processos;
          await rm(got.path, { force: true });
        } else console.log(`[acervo] RPI nº ${numero} não encontrada (404): pulada.`);
        const seconds = (performance.now() - began) / 1000;
        run = (
          await db
            .update(archiveRuns)
            .set({
              ...('path' in got
                ? { feitas: sql`${archiveRuns.feitas} + 1` }
                : { puladas: sql`${archiveRuns.puladas} + 1` }),
              atual: numero,
              processos: sql`${archiveRuns.processos} + ${processos}`,
              segundos: sql`${archiveRuns.segundos} + ${seconds}`,
              updatedAt: sql`now()`,
            })
            .where(eq(archiveRuns.id, start.id))
            .returning()
        )[0]!;
        const progress = progressOf(run);
        if ('path' in got)
          console.log(
            `[acervo] RPI nº ${numero} lida: ${progress.feitas + progress.puladas} de ${progress.total}, ${processos} processos${progress.restanteSegundos === null ? '' : `, cerca de ${Math.ceil(progress.restanteSegundos / 60)} min restantes`}.`,
          );
        this.options.onProgress?.(progress);
      }
      // The words many holders of a class use, counted once for the whole run rather than after each issue.
      if (!this.stopping && run.feitas > 0) await refreshClassWords(db);
      if (!this.stopping)
        run = (
          await db
            .update(archiveRuns)
            .set({ status: 'concluida', updatedAt: sql`now()` })
            .where(and(eq(archiveRuns.id, start.id), eq(archiveRuns.status, 'executando')))
            .returning()
        )[0]!;
      this.options.onProgress?.(progressOf(run));
    } finally {
      await Promise.allSettled(downloads.values());
      await rm(dir, { recursive: true, force: true });
    }
  }
}

const runners = new WeakMap<object, ArchiveRunner>();

/** The one runner of this server (its routes and its start share it). */
export function archiveRunnerFor(deps: AppDeps, options?: ArchiveOptions): ArchiveRunner {
  let runner = runners.get(deps.db);
  if (!runner) runners.set(deps.db, (runner = new ArchiveRunner(deps, options)));
  return runner;
}
