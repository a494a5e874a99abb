import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { freePort, mainFile, startServer } from './test/server-process.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const operationsDoc = path.resolve(here, '../../../docs/operations.md')

describe('main.ts: the process (issue 2 §2)', () => {
  it('stops with a readable list when the configuration is bad', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid configuration')
    expect(server.output()).toContain('PORT')
    expect(server.output()).toContain('LOG_LEVEL')
  })

  it('prints the address and demo sign-ins, then on SIGTERM finishes in-flight requests and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-main-'))
    const port = await freePort()
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'info',
    })
    try {
      await server.ready
      expect(server.output()).toContain(`http://localhost:${port}`)
      expect(server.output()).toContain('seller@demo.namefolio.test')
      // Development has the outbox (the production test below finds it absent).
      expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200)
      const inFlight = fetch(`http://127.0.0.1:${port}/api/health`)
      // Fastify logs "incoming request" only after its closing check (route.js), so from then on
      // the request is in flight; a fixed pause raced the signal on a loaded machine (503).
      await server.waitFor((output) =>
        output
          .split('\n')
          .some((line) => line.includes('incoming request') && line.includes('/api/health')),
      )
      server.child.kill('SIGTERM')
      const res = await inFlight
      expect(res.status).toBe(200)
      expect(await server.exited).toBe(0)
    } finally {
      server.child.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

/**
 * The variables of docs/operations.md's production command, as written there; a value read
 * from a secret store (`"$(cat ...)"`) becomes a fresh secret of the documented kind.
 */
function documentedProductionEnv(): Record<string, string> {
  const doc = fs.readFileSync(operationsDoc, 'utf8')
  const block = /<!-- production-start[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(doc)?.[1]
  if (!block) throw new Error('docs/operations.md has no production-start block')
  const env: Record<string, string> = {}
  for (const [, name, value] of block.matchAll(/^([A-Z_]+)=(\S+)/gm)) {
    env[name!] = value!.startsWith('"$(') ? randomBytes(32).toString('base64') : value!
  }
  return env
}

/** A production start on a fresh embedded database (the documented PostgreSQL swapped out). */
async function startDocumentedProduction(overrides: Record<string, string | null> = {}) {
  const { DATABASE_URL: _postgres, ...documented } = documentedProductionEnv()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-prod-'))
  const port = await freePort()
  const env: Record<string, string> = {
    ...documented,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) delete env[name]
    else env[name] = value
  }
  const server = startServer(env)
  const cleanUp = () => {
    server.child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return { ...server, port, documented, cleanUp }
}

describe('the documented production command (issue 12, decision 900)', () => {
  it('starts without the outbox, the test controls or the demo sign-ins', async () => {
    const server = await startDocumentedProduction()
    try {
      expect(server.documented.APP_ENV).toBe('production')
      await server.ready
      expect(server.output()).not.toContain('demo.namefolio.test')
      const base = `http://127.0.0.1:${server.port}`
      const outbox = await fetch(`${base}/dev/outbox`, { headers: { accept: 'text/html' } })
      expect(outbox.status).toBe(404)
      const advance = await fetch(`${base}/api/v1/test/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ days: 365 }),
      })
      expect(advance.status).toBe(404)
      const expire = await fetch(`${base}/api/v1/test/leads/expire-offers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: new Date().toISOString() }),
      })
      expect(expire.status).toBe(404)
      expect((await fetch(`${base}/api/health`)).status).toBe(200)
    } finally {
      server.cleanUp()
    }
  }, 60_000)

  it('exits non-zero naming DATA_ENCRYPTION_KEY when it is missing', async () => {
    const server = await startDocumentedProduction({ DATA_ENCRYPTION_KEY: null })
    try {
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('DATA_ENCRYPTION_KEY: required when APP_ENV is production')
      expect(server.output()).not.toContain('Namefolio is running at')
    } finally {
      server.cleanUp()
    }
  }, 60_000)

  it('refuses a database that holds the demo accounts, naming them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-demo-db-'))
    const development = startServer({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
    })
    let production: Awaited<ReturnType<typeof startDocumentedProduction>> | null = null
    try {
      await development.ready
      development.child.kill('SIGTERM')
      expect(await development.exited).toBe(0)
      production = await startDocumentedProduction({ DATA_DIR: dataDir })
      expect(await production.exited).toBe(1)
      expect(production.output()).toContain('admin@demo.namefolio.test')
      expect(production.output()).toContain('whose password is public')
    } finally {
      development.child.kill('SIGKILL')
      production?.cleanUp()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('refuses --demo: demo accounts have a public password', async () => {
    const { DATABASE_URL: _postgres, ...documented } = documentedProductionEnv()
    const child = spawn(process.execPath, [mainFile, '--demo'], {
      env: { PATH: process.env.PATH ?? '', ...documented, PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += String(chunk)))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(errors).toContain('--demo: demo accounts exist only in development and test')
  })
})

async function signUp(port: number, suffix: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/signup`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams({
      email: `lock-${suffix}@example.test`,
      password: 'a-long-enough-password-1',
      name: 'Lock Tester',
      username: `lock-${suffix}`,
    }).toString(),
  })
  expect(res.status).toBe(303)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('nf_session='))
  if (!cookie) throw new Error('no session cookie after sign-up')
  return cookie.split(';')[0]!
}

async function isSessionValid(port: number, cookie: string): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/validate`, { headers: { cookie } })
  return ((await res.json()) as { valid: boolean }).valid
}

describe('one server per embedded data folder (issue 12, decision 904)', () => {
  it('refuses a second server on the same DATA_DIR, naming the first one, and keeps its data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-lock-'))
    const common = { HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, SEED_DEMO: '0' }
    const firstPort = await freePort()
    const first = startServer({ ...common, PORT: String(firstPort) })
    let second: ReturnType<typeof startServer> | null = null
    let third: ReturnType<typeof startServer> | null = null
    try {
      await first.ready
      second = startServer({ ...common, PORT: String(await freePort()) })
      expect(await second.exited).toBe(1)
      expect(second.output()).toContain(
        `DATA_DIR ${dataDir} is in use by another Namefolio server (pid ${first.child.pid})`,
      )
      const cookie = await signUp(firstPort, randomBytes(4).toString('hex'))
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)

      const thirdPort = await freePort()
      third = startServer({ ...common, PORT: String(thirdPort) })
      await third.ready
      expect(await isSessionValid(thirdPort, cookie)).toBe(true)
    } finally {
      for (const server of [first, second, third]) server?.child.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
