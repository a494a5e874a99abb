import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../test/build-test-app.ts'
import { createJobs } from './jobs.ts'

const t = testAppForFile()

/** A job runner over the test database that polls twice a second. */
const testJobs = () =>
  createJobs({ database: t.database, databaseUrl: t.env.databaseUrl, pollingIntervalSeconds: 0.5 })

describe('jobs (DESIGN.md §6; decision 205)', () => {
  it('runs a job once, with progress and a result', async () => {
    const jobs = testJobs()
    const runs: string[] = []
    jobs.register<{ n: number }>('test.count', async (job) => {
      runs.push(job.id)
      for (let i = 1; i <= job.data.n; i++) await job.progress(i, job.data.n, String(i))
      return { counted: job.data.n }
    })
    await jobs.start()
    const id = await jobs.send('test.count', { n: 3 }, { ownerId: null })
    const done = await jobs.waitFor(id)
    expect(done).toMatchObject({ state: 'completed', done: 3, total: 3, result: { counted: 3 } })
    expect(runs).toEqual([id])
    await jobs.stop()
  })

  it('cancels a running job: progress answers false and the job ends cancelled', async () => {
    const jobs = testJobs()
    let sawCancel = false
    let started!: () => void
    const isStarted = new Promise<void>((r) => (started = r))
    jobs.register('test.cancel', async (job) => {
      started()
      for (let i = 0; i < 200; i++) {
        if (!(await job.progress(i, 200))) {
          sawCancel = true
          return null
        }
        await new Promise((r) => setTimeout(r, 20))
      }
      return null
    })
    await jobs.start()
    const owner = await t.factories.seller()
    const id = await jobs.send('test.cancel', {}, { ownerId: owner.id })
    await isStarted
    const stranger = await t.factories.seller()
    expect(await jobs.cancel(id, { ownerId: stranger.id })).toBe(false)
    expect(await jobs.cancel(id, { ownerId: owner.id })).toBe(true)
    const end = await jobs.waitFor(id)
    expect(end.state).toBe('cancelled')
    await new Promise((r) => setTimeout(r, 100))
    expect(sawCancel).toBe(true)
    await jobs.stop()
  })

  it('resumes a job from its saved cursor after a restart', async () => {
    const first = testJobs()
    let reachedTwo!: () => void
    const atTwo = new Promise<void>((r) => (reachedTwo = r))
    first.register<{ to: number }>('test.resume', async (job) => {
      await job.progress(2, job.data.to, '2')
      reachedTwo()
      await new Promise((r) => job.signal.addEventListener('abort', r))
      return null
    })
    const id = await first.send('test.resume', { to: 5 })
    await atTwo
    await first.stop()
    const second = testJobs()
    const seen: (string | null)[] = []
    second.register<{ to: number }>('test.resume', async (job) => {
      seen.push(job.cursor)
      for (let i = Number(job.cursor ?? 0) + 1; i <= job.data.to; i++)
        await job.progress(i, job.data.to, String(i))
      return { from: job.cursor }
    })
    await second.start()
    const end = await second.waitFor(id)
    expect(end).toMatchObject({ state: 'completed', done: 5, result: { from: '2' } })
    expect(seen).toEqual(['2'])
    await second.stop()
  })
})
