import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it, inject } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { uniqueSuffix } from '../../test/build-test-app.ts'
import { freePort, signInDemoSeller, startServer } from '../../test/server-process.ts'

// The fresh database the global setup made for this run, when DATABASE_URL is set.
const databaseUrl = inject('suiteDatabaseUrl') ?? null

/**
 * Issue 5 "Done when": a server killed (SIGKILL) in the middle of an import resumes it on the
 * next start, and in the end every row is accounted for exactly once.
 */
describe('an import survives the server being killed', () => {
  it('resumes after SIGKILL: no row added twice, none lost', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-crash-'))
    const port = await freePort()
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      SEED_DEMO: 'true',
      REGISTRATION_DATA: 'none',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }
    const base = `http://127.0.0.1:${port}`
    const s = uniqueSuffix()
    const valid = 60_000
    const lines: string[] = []
    for (let i = 0; i < valid; i++) {
      lines.push(`k${i}-${s}.com`)
      if (i % 1000 === 0) lines.push(`not a domain ${i}`, `k${i}-${s}.com`)
    }
    const refusedExpected = lines.length - valid

    let server = startServer(env)
    try {
      await server.ready
      const cookie = await signInDemoSeller(base)
      expect(cookie).toContain('=')
      const form = new FormData()
      form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'crash.csv')
      const created = await fetch(`${base}/api/v2/domains/uploads`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      })
      expect(created.status).toBe(202)
      const { jobId } = (await created.json()) as { jobId: string }
      const status = async () =>
        (await (
          await fetch(`${base}/api/v2/domains/uploads/${jobId}`, { headers: { cookie } })
        ).json()) as {
          state: string
          rowsRead: number
          rowsAdded: number
          rowsRefused: number
        }
      for (;;) {
        const job = await status()
        if (job.rowsRead > 0) {
          expect(job.state).toBe('running')
          break
        }
        await new Promise((r) => setTimeout(r, 20))
      }
      server.child.kill('SIGKILL')
      await server.exited

      server = startServer(env)
      await server.ready
      let job = await status()
      for (let i = 0; i < 2400 && (job.state === 'running' || job.state === 'queued'); i++) {
        await new Promise((r) => setTimeout(r, 100))
        job = await status()
      }
      expect(job).toMatchObject({
        state: 'completed',
        rowsRead: lines.length,
        rowsAdded: valid,
        rowsRefused: refusedExpected,
      })
      server.child.kill('SIGTERM')
      await server.exited

      const database = await openDatabase(
        databaseUrl ? { kind: 'postgresql', url: databaseUrl } : { kind: 'pglite', dataDir },
      )
      try {
        const [domains] = (
          (await database.db.execute(
            sql`select count(*)::int as n, count(distinct name)::int as d from domains where name like ${`%-${s}.com`}`,
          )) as unknown as { rows: { n: number; d: number }[] }
        ).rows
        expect(domains).toEqual({ n: valid, d: valid })
        const [refusals] = (
          (await database.db.execute(
            sql`select count(*)::int as n from domain_upload_refusals where upload_id = ${jobId}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows
        expect(refusals!.n).toBe(refusedExpected)
      } finally {
        await database.close()
      }
    } finally {
      server.child.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 300_000)
})
