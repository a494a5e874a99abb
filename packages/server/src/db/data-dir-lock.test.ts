import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts'

let dataDir: string
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-lock-unit-'))
})
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const lockFile = () => path.join(dataDir, LOCK_FILE_NAME)

/** The pid of a process that has run and exited: nobody holds it now. */
function pidOfAnExitedProcess(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(String(child.stdout))
}

describe('the embedded data folder is locked by its server (issue 12, decision 904)', () => {
  it('writes this process id into DATA_DIR/namefolio.lock and removes it on release', () => {
    const lock = lockDataDir(dataDir)
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    expect(fs.existsSync(lockFile())).toBe(false)
  })

  it('refuses a folder whose lock holds a running process, naming the folder and the pid', () => {
    // The parent of this test worker is alive for as long as the test runs.
    fs.writeFileSync(lockFile(), `${process.ppid}\n`)
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError)
    expect(() => lockDataDir(dataDir)).toThrow(
      `DATA_DIR ${dataDir} is in use by another Namefolio server (pid ${process.ppid})`,
    )
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.ppid))
  })

  it('takes over a lock left by a process that is gone (a crash)', () => {
    fs.writeFileSync(lockFile(), `${pidOfAnExitedProcess()}\n`)
    const lock = lockDataDir(dataDir)
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('takes over an unreadable lock (a crash while it was written)', () => {
    fs.writeFileSync(lockFile(), '')
    const lock = lockDataDir(dataDir)
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('does not remove a lock another server holds when releasing its own', () => {
    const lock = lockDataDir(dataDir)
    fs.writeFileSync(lockFile(), `${process.ppid}\n`)
    lock.release()
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.ppid))
  })
})
