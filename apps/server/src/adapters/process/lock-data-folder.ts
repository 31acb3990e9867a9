import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomically } from '../files/write-file-atomically';
import { isProcessAlive } from './inspect-process';

/** Who holds the data folder: read by a second server for its message, and by tests that kill the first. */
const SERVER_RECORD_FILE = 'server-process.json';

interface ServerRecord {
  pid: number;
  startedAt: string;
}

/** A second server was started on a data folder in use. The message is for the person who started it. */
export class DataFolderLockedError extends Error {
  override name = 'DataFolderLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur Horodoc` +
        `${holderPid ? ` (processus ${holderPid})` : ''}. Arrêtez ce serveur avant d'en démarrer un autre, ` +
        'ou donnez à celui-ci un autre dossier avec DATA_DIR.',
    );
  }
}

export interface DataFolderLock {
  release(): Promise<void>;
}

/**
 * Makes this process the only server of a data folder (its embedded database and chain), until it exits.
 * The lock is a listening socket named after the folder: on Linux in the abstract namespace, which the
 * kernel frees the moment the process dies, even by `kill -9`, so there is no stale lock to clean and no
 * window for two servers; elsewhere a socket file in the temporary folder, taken over once nobody answers.
 * @throws DataFolderLockedError naming the folder and the pid of the server holding it.
 */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  mkdirSync(dataDir, { recursive: true });
  const folder = realpathSync(dataDir);
  const key = createHash('sha256').update(folder).digest('hex').slice(0, 32);
  const address =
    process.platform === 'linux'
      ? `\0horodoc-data-${key}`
      : join(tmpdir(), `horodoc-${key.slice(0, 16)}.sock`);
  const server = await listenOnce(address).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    if (address.startsWith('\0') || (await somebodyAnswers(address))) {
      throw new DataFolderLockedError(folder, readHolderPid(folder));
    }
    // A socket file left by a server that died: nobody listens behind it any more.
    rmSync(address, { force: true });
    return listenOnce(address);
  });
  // The lock must not keep the process alive on its own.
  server.unref();
  const record: ServerRecord = { pid: process.pid, startedAt: new Date().toISOString() };
  await writeFileAtomically(join(folder, SERVER_RECORD_FILE), `${JSON.stringify(record)}\n`);
  return {
    release: async () => {
      if (readHolderPid(folder) === process.pid) rmSync(join(folder, SERVER_RECORD_FILE), { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listenOnce(address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Anyone connecting is only asking whether the folder is taken.
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function somebodyAnswers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The pid recorded by the server holding the folder, when that process still exists. */
function readHolderPid(folder: string): number | null {
  try {
    const record = JSON.parse(readFileSync(join(folder, SERVER_RECORD_FILE), 'utf8')) as ServerRecord;
    return isProcessAlive(record.pid) ? record.pid : null;
  } catch {
    return null;
  }
}
