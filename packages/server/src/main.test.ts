import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += String(chunk)))
  child.stderr.on('data', (chunk) => (output += String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const waitFor = (seen: (output: string) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (seen(output)) {
          clearInterval(timer)
          resolve()
        }
      }, 10)
      void exited.then(() => {
        clearInterval(timer)
        reject(new Error(`server exited before the expected output:\n${output}`))
      })
    })
  const ready = waitFor((text) => text.includes('Namefolio is running at'))
  // A test that expects the exit awaits `exited`; the early exit must not surface as unhandled.
  ready.catch(() => undefined)
  return { child, ready, exited, waitFor, output: () => output }
}

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
