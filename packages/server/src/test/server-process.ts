import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const mainFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts')

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
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

/**
 * Starts main.ts as its own process with only `env` (and PATH; LOG_LEVEL warn unless given).
 * `ready` settles once it prints its address (rejects if it exits first); `exited` gives the
 * exit code; `waitFor` waits for other output.
 */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [mainFile], {
    // The child reads its own configuration; it gets only the PATH from this one.
    // eslint-disable-next-line no-restricted-properties
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

/** Signs the demo seller in through the login form of a server started with SEED_DEMO; the session cookie. */
export async function signInDemoSeller(base: string): Promise<string> {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=seller%40demo.namefolio.test&password=namefolio-demo',
  })
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!
}
