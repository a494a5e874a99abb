import { eq } from 'drizzle-orm'
import { TestClock } from 'pg-boss'
import { describe, expect, it } from 'vitest'
import { jobProgress } from '../db/schema/jobs.ts'
import { testAppForFile, uniqueSuffix } from '../test/build-test-app.ts'
import { createJobs } from './jobs.ts'

const t = testAppForFile()
const MINUTE_MS = 60_000

describe('scheduled jobs run once per interval across processes (issue 23, decision 1292)', () => {
  it('two processes ticking every minute queue one run a minute, not two', async () => {
    // pg-boss's TestClock moves JavaScript's and PostgreSQL's time together (job_now()), by
    // hand: half a minute into a clock minute, so both processes tick inside the same slot.
    const clock = new TestClock(Date.parse('2031-03-04T05:06:30Z'))
    const queue = `test.every.${uniqueSuffix()}`
    const outcomes: (string | null)[] = []
    let ticked: () => void = () => undefined
    const processes = [1, 2].map(() => {
      const jobs = createJobs({
        database: t.database,
        databaseUrl: t.env.databaseUrl,
        clock,
        onScheduleTick: (_queue, outcome) => {
          if ('error' in outcome) throw outcome.error
          outcomes.push(outcome.id)
          if (outcomes.length % 2 === 0) ticked()
        },
      })
      jobs.register(queue, async () => null)
      jobs.every(queue, { everyMs: MINUTE_MS })
      return jobs
    })
    try {
      for (const jobs of processes) await jobs.start()
      for (let minute = 1; minute <= 2; minute++) {
        const bothTicked = new Promise<void>((resolve) => (ticked = resolve))
        await clock.tick(MINUTE_MS)
        await bothTicked
      }
      expect(outcomes).toHaveLength(4)
      expect(outcomes.filter((id) => id !== null)).toHaveLength(2)
      const rows = await t.db.select().from(jobProgress).where(eq(jobProgress.queue, queue))
      expect(rows).toHaveLength(2)
    } finally {
      for (const jobs of processes) await jobs.stop()
    }
  })
})
