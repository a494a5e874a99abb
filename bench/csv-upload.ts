// What the CSV benchmarks share: a real server process (main.ts) with the demo seller signed
// in, a CSV streamed to it as a multipart upload, and the server's peak memory.
import fs from 'node:fs'
import {
  freePort,
  signInDemoSeller,
  startServer,
} from '../packages/server/src/test/server-process.ts'

export type UploadJob = { jobId: string; state: string; rowsRead: number } & Record<string, unknown>

/** main.ts on a free port with the demo data, `env` added; the demo seller's session cookie. */
export async function startSignedInServer(webDistDir: string, env: Record<string, string>) {
  const port = await freePort()
  const server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    REGISTRATION_DATA: 'none',
    WEB_DIST_DIR: webDistDir,
    ...env,
  })
  await server.ready
  const base = `http://127.0.0.1:${port}`
  const cookie = await signInDemoSeller(base)
  const stop = async () => {
    server.child.kill('SIGTERM')
    await server.exited
  }
  return { pid: server.child.pid!, base, cookie, stop }
}

/** The server's peak resident memory so far (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/** Streams `file` to the uploads endpoint (1 MiB at a time), with `fields` before it. */
export async function postCsvUpload(
  server: { base: string; cookie: string },
  file: string,
  fields: Record<string, string> = {},
  endpointPath = '/api/v2/domains/uploads',
): Promise<Response> {
  const boundary = 'namefoliobench'
  const fieldParts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const head = Buffer.from(
    `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fields.mode ?? 'import'}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  )
  async function* body() {
    yield head
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 }))
      yield chunk as Buffer
    yield Buffer.from(`\r\n--${boundary}--\r\n`)
  }
  return fetch(`${server.base}${endpointPath}`, {
    method: 'POST',
    headers: {
      cookie: server.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: ReadableStream.from(body()),
    duplex: 'half',
  } as RequestInit)
}

/** Polls an upload job every half second until it is neither queued nor running. */
export async function untilUploadDone<J extends { state: string }>(
  server: { base: string; cookie: string },
  jobId: string,
): Promise<J> {
  for (;;) {
    const job = (await (
      await fetch(`${server.base}/api/v2/domains/uploads/${jobId}`, {
        headers: { cookie: server.cookie },
      })
    ).json()) as J
    if (job.state !== 'queued' && job.state !== 'running') return job
    await new Promise((r) => setTimeout(r, 500))
  }
}
