import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ConfigurationError } from '../config';

const LOCK_FILE = 'em-uso.lock';
/** The lock files this process holds, let go when it exits however it exits (one listener for all). */
const held = new Set<string>();
let listening = false;

interface Holder {
  pid: number;
  host: string;
  since: string;
}

function readHolder(path: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

/** Whether that process still runs on this machine (signal 0 only asks; EPERM means it runs as someone else). */
function running(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Holds the embedded database's folder for this process: two processes writing one PGlite folder corrupt its indexes
 * (rows found by id and not by owner). A second `npm start`, or `npm run rpi:acervo`, on a folder in use is refused
 * with what to do; a lock left by a process that no longer runs (killed, or the machine restarted) is taken over.
 * Answers the function that lets the folder go.
 */
export function holdDataFolder(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let tries = 0; ; tries++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 0) throw error;
      const holder = readHolder(path);
      if (holder && (holder.host !== mine.host || running(holder.pid)))
        throw new ConfigurationError(
          `A pasta de dados ${dataDir} já está em uso pelo processo ${holder.pid}` +
            `${holder.host !== mine.host ? ` da máquina ${holder.host}` : ''} (desde ${holder.since}). ` +
            'Dois processos no mesmo banco embutido o corrompem: pare o outro (npm start ou npm run rpi:acervo) ' +
            'ou use outra DATA_DIR. Se ele não roda mais, apague o arquivo ' +
            `${path}.`,
        );
      rmSync(path, { force: true });
    }
  }
  held.add(path);
  if (!listening) {
    listening = true;
    process.once('exit', () => [...held].forEach(letGo));
  }
  return () => letGo(path);
}

function letGo(path: string) {
  if (!held.delete(path)) return;
  if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
}
