import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './server-process.ts'

const run = promisify(execFile)
const PG_BIN = '/usr/lib/postgresql/15/bin'
/** How long a server may take to accept connections, or the replica to catch up. */
const READY_TIMEOUT_MS = 60_000
const POLL_MS = 50

/** Whether this machine has the PostgreSQL 15 server binaries the harness runs (CI does). */
export const HAS_POSTGRESQL_SERVER = fs.existsSync(path.join(PG_BIN, 'initdb'))

export type StreamingReplica = {
  /** The scratch primary's `postgres` database (trust auth on 127.0.0.1). */
  primaryUrl: string
  /** The same database on the hot standby streaming from it (read only). */
  replicaUrl: string
  /** Waits until the standby has replayed everything the primary had written when called. */
  catchUp: () => Promise<void>
  /** Stops the standby only (an outage); `stop` still cleans up. */
  stopReplica: () => Promise<void>
  /** Stops both servers (fast shutdown) and deletes their folders. */
  stop: () => Promise<void>
}

/**
 * A scratch PostgreSQL 15 primary on a free port with a hot standby streaming from it on
 * another (made by `pg_basebackup -R`), for tests of replica reads. The 5432 server cannot serve
 * here: its pg_hba allows no replication. initdb and pg_ctl refuse to run as root, so as root
 * the binaries run as `postgres` and the folders (under the temp dir) belong to it.
 */
export async function startStreamingReplica(): Promise<StreamingReplica> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-replica-'))
  const asPostgres = process.getuid?.() === 0
  if (asPostgres) {
    const [uid, gid] = await Promise.all([idOfPostgres('-u'), idOfPostgres('-g')])
    fs.chownSync(base, uid, gid)
  }
  const pgBin = (name: string, args: string[]) =>
    asPostgres
      ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, name), ...args], { cwd: base })
      : run(path.join(PG_BIN, name), args, { cwd: base })
  const primaryDir = path.join(base, 'primary')
  const replicaDir = path.join(base, 'replica')
  const [primaryPort, replicaPort] = [await freePort(), await freePort()]
  const started: string[] = []
  const pgCtlStop = (dir: string) =>
    pgBin('pg_ctl', ['stop', '-D', dir, '-m', 'fast', '-w']).then(
      () => undefined,
      () => undefined, // already stopped
    )
  const stop = async () => {
    for (const dir of started.toReversed()) await pgCtlStop(dir)
    fs.rmSync(base, { recursive: true, force: true })
  }
  const startServer = async (dir: string, port: number) => {
    await pgBin('pg_ctl', ['start', '-D', dir, '-l', path.join(dir, 'server.log'), '-w'])
    started.push(dir)
    await waitUntilAccepting(pgBin, port)
  }

  try {
    await pgBin('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync'])
    appendAsOwner(path.join(primaryDir, 'postgresql.conf'), [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${base}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'fsync = off',
      'shared_buffers = 32MB',
      'max_connections = 60',
    ])
    appendAsOwner(path.join(primaryDir, 'pg_hba.conf'), [
      'host all all 127.0.0.1/32 trust',
      'host replication all 127.0.0.1/32 trust',
    ])
    await startServer(primaryDir, primaryPort)
    await pgBin('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '--checkpoint=fast'],
    ])
    // -R wrote standby.signal and primary_conninfo; the copy of the primary's settings needs
    // its own port.
    appendAsOwner(path.join(replicaDir, 'postgresql.auto.conf'), [`port = ${replicaPort}`])
    await startServer(replicaDir, replicaPort)
  } catch (error) {
    await stop()
    throw error
  }

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`
  return {
    primaryUrl,
    replicaUrl,
    catchUp: () => waitForReplay(primaryUrl, replicaUrl),
    stopReplica: () => pgCtlStop(replicaDir),
    stop,
  }
}

async function idOfPostgres(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, 'postgres'])
  return Number(stdout.trim())
}

/** Appends settings to a file initdb made, keeping it the server user's. */
function appendAsOwner(file: string, lines: string[]): void {
  fs.appendFileSync(file, `\n${lines.join('\n')}\n`)
}

async function waitUntilAccepting(
  pgBin: (name: string, args: string[]) => Promise<unknown>,
  port: number,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    try {
      await pgBin('pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-t', '5'])
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }
}

async function waitForReplay(primaryUrl: string, replicaUrl: string): Promise<void> {
  const primary = new pg.Client({ connectionString: primaryUrl })
  const replica = new pg.Client({ connectionString: replicaUrl })
  await Promise.all([primary.connect(), replica.connect()])
  try {
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn')
    const deadline = Date.now() + READY_TIMEOUT_MS
    for (;;) {
      const replayed = await replica.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [rows[0]!.lsn],
      )
      if (replayed.rows[0]!.done) return
      if (Date.now() > deadline) throw new Error(`the replica did not reach ${rows[0]!.lsn}`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  } finally {
    await Promise.all([primary.end(), replica.end()])
  }
}
