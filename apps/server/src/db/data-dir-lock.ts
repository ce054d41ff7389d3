import lockfile from 'proper-lockfile';

/** Another live process (a running server, `admin:create`) has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(readonly dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process (a running server?). ` +
        'Stop it first: PGlite allows one process per data directory, and a second one would lose its writes.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Holds `<dir>.lock` while the embedded database is open. PGlite has no lock of its own (its postmaster.pid
 * always says pid -42), and two processes on one directory each keep their own copy and overwrite the other's.
 * The lock's mtime is refreshed every few seconds, so one left by a killed process is stale and taken over
 * after STALE_MS; removed on close and on exit.
 */
const STALE_MS = 15_000;

export async function lockDataDir(dir: string, warn: (message: string) => void = console.warn) {
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      realpath: false,
      // A late refresh (event loop blocked) must not kill a running server; the next opener may then take over.
      onCompromised: (error) => warn(`lock of ${dir} compromised: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dir);
    throw error;
  }
}
