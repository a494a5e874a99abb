import fs from 'node:fs'
import path from 'node:path'

/** The lock file inside DATA_DIR; it holds the pid of the server using the folder. */
export const LOCK_FILE_NAME = 'namefolio.lock'

export class DataDirInUseError extends Error {
  readonly pid: number
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another Namefolio server (pid ${pid}). ` +
        'Stop it first, or give this server its own DATA_DIR.',
    )
    this.pid = pid
  }
}

export type DataDirLock = { release: () => void }

/**
 * Takes the embedded database's folder for this process (decision 904). PGlite is one
 * in-process PostgreSQL: two servers on one folder each write their own view of it and one
 * loses the other's writes. The lock file is linked into place atomically, so of two servers
 * starting together exactly one wins; a lock whose process is gone (a crash, kill -9) is taken
 * over. Two servers taking over one abandoned lock in the same microseconds could both win:
 * too narrow to matter for a single-machine database (decision 904).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME)
  if (!tryCreate(lockPath)) {
    const holder = readHolder(lockPath)
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder)
    }
    // Left by a process that is gone (or unreadable: a crash while writing it). Remove it and
    // race for it once more: a server that started at the same moment may win, fairly.
    fs.rmSync(lockPath, { force: true })
    if (!tryCreate(lockPath)) {
      throw new DataDirInUseError(dataDir, readHolder(lockPath) ?? 0)
    }
  }
  const releaseOnExit = () => release()
  function release(): void {
    process.off('exit', releaseOnExit)
    if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true })
  }
  // An exit without close (process.exit after an error) still frees the folder.
  process.on('exit', releaseOnExit)
  return { release }
}

/**
 * Writes the pid to a file of our own, then links it into place: the link fails when a lock
 * exists, and a lock is never seen half-written (empty), which would read as abandoned.
 */
function tryCreate(lockPath: string): boolean {
  const ownPath = `${lockPath}.${process.pid}`
  fs.writeFileSync(ownPath, `${process.pid}\n`)
  try {
    fs.linkSync(ownPath, lockPath)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    fs.rmSync(ownPath, { force: true })
  }
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Signal 0 checks the process exists without touching it; EPERM means it exists. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
