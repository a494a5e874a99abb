import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { freePort, startServer } from '../test/server-process.ts'

type LogLine = {
  pid?: number
  msg?: string
  workerPid?: number
  req?: { url?: string }
}

/** The JSON log lines a cluster printed (the banner and other text left out). */
function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
}

/** A GET on a connection of its own, so the cluster hands it to a worker in turn. */
function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += String(chunk)))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

const suiteDatabaseUrl = inject('suiteDatabaseUrl')
const running: ReturnType<typeof startServer>[] = []
const folders: string[] = []

afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL')
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

async function startCluster(databaseUrl: string) {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-cluster-'))
  folders.push(webDist)
  const port = await freePort()
  const server = startServer({
    WEB_CONCURRENCY: '2',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'info',
  })
  running.push(server)
  const listeningPids = () =>
    logLines(server.output())
      .filter((line) => line.msg === 'worker listening')
      .map((line) => line.workerPid!)
  await server.ready
  return { ...server, port, base: `http://127.0.0.1:${port}`, listeningPids }
}

describe('WEB_CONCURRENCY without PostgreSQL (decision 1297)', () => {
  it('refuses more than one worker on the embedded database, saying why', async () => {
    const server = startServer({ WEB_CONCURRENCY: '2', PORT: '0' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(
      'WEB_CONCURRENCY: 2 workers need DATABASE_URL (PostgreSQL); the embedded database serves one process',
    )
  })
})

describe.skipIf(!suiteDatabaseUrl)(
  'a cluster of two workers on PostgreSQL (issue 23, decision 1297)',
  () => {
    const databaseUrl = suiteDatabaseUrl!

    it('answers from both workers, prints the banner once, and /metrics counts the requests of both', async () => {
      const cluster = await startCluster(databaseUrl)
      expect(cluster.output().split('Namefolio is running at').length - 1).toBe(1)
      expect(cluster.output()).toContain('Workers: 2')

      // New connections go to the workers in turn; ask until both have answered.
      const servedBy = () =>
        new Set(
          logLines(cluster.output())
            .filter(
              (line) => line.msg === 'incoming request' && line.req?.url === '/api/health/live',
            )
            .map((line) => line.pid),
        )
      let sent = 0
      while (servedBy().size < 2 && sent < 50) {
        expect((await getOnNewConnection(`${cluster.base}/api/health/live`)).status).toBe(200)
        sent += 1
      }
      expect(servedBy().size).toBe(2)

      // Whichever worker takes the scrape reports the sum of both.
      const counted = async () => {
        const { body } = await getOnNewConnection(`${cluster.base}/metrics`)
        const match =
          /http_requests_total\{method="GET",route="\/api\/health\/live",status_code="200"\} (\d+)/.exec(
            body,
          )
        return Number(match?.[1] ?? 0)
      }
      const scrapes = [await counted(), await counted(), await counted()]
      expect(scrapes).toEqual([sent, sent, sent])

      cluster.child.kill('SIGTERM')
      expect(await cluster.exited).toBe(0)
    }, 180_000)

    it('on SIGTERM lets the request in flight finish, then exits 0', async () => {
      const cluster = await startCluster(databaseUrl)
      const body = JSON.stringify({ keywords: ['in-flight-example'] })
      const socket = net.connect(cluster.port, '127.0.0.1')
      let answer = ''
      socket.on('data', (chunk) => (answer += String(chunk)))
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
      // Headers and the first bytes of the body: the request is in a worker, waiting for the rest.
      socket.write(
        'POST /api/v2/domains/bulkSearch HTTP/1.1\r\n' +
          `Host: 127.0.0.1:${cluster.port}\r\n` +
          'Content-Type: application/json\r\nConnection: close\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
      )
      const inFlightPid = () =>
        logLines(cluster.output()).find(
          (line) =>
            line.msg === 'incoming request' && line.req?.url === '/api/v2/domains/bulkSearch',
        )?.pid
      await cluster.waitFor(() => inFlightPid() !== undefined)

      cluster.child.kill('SIGTERM')
      // The worker holding the request has begun its shutdown before the body is finished.
      await cluster.waitFor(() =>
        logLines(cluster.output()).some(
          (line) =>
            line.pid === inFlightPid() &&
            line.msg === 'shutting down: finishing in-flight requests',
        ),
      )
      socket.write(body.slice(5))
      await closed
      expect(answer).toMatch(/^HTTP\/1\.1 200 /)
      expect(answer).toContain('"items"')
      expect(await cluster.exited).toBe(0)
    }, 180_000)

    it('replaces a worker that dies', async () => {
      const cluster = await startCluster(databaseUrl)
      await cluster.waitFor(() => cluster.listeningPids().length === 2)
      const [victim, survivor] = cluster.listeningPids()
      process.kill(victim!, 'SIGKILL')
      await cluster.waitFor(() => cluster.listeningPids().length === 3)
      const replacement = cluster.listeningPids()[2]
      expect([victim, survivor]).not.toContain(replacement)
      expect(cluster.output()).toContain('worker died; starting another')
      expect((await getOnNewConnection(`${cluster.base}/api/health/live`)).status).toBe(200)

      cluster.child.kill('SIGTERM')
      expect(await cluster.exited).toBe(0)
    }, 180_000)
  },
)
