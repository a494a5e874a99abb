import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app.ts'
import { postForm } from '../test/identity-helpers.ts'

const ATTEMPTS_PER_MINUTE = 6
const redisUrl = process.env.TEST_REDIS_URL

/** Two server processes of one deployment on one database, as behind a load balancer. */
async function withTwoProcesses(
  overrides: Record<string, string>,
  use: (first: TestApp, second: TestApp) => Promise<void>,
): Promise<void> {
  const settings = { SIGN_IN_ATTEMPTS_PER_MINUTE: String(ATTEMPTS_PER_MINUTE), ...overrides }
  const first = await buildTestApp(settings)
  try {
    const second = await buildTestApp(settings, { sameDatabaseAs: first })
    try {
      await use(first, second)
    } finally {
      await second.close()
    }
  } finally {
    await first.close()
  }
}

/**
 * Wrong passwords from one client address, sent to the processes in turn; each for another
 * address, so the per-account failure delays (password-sign-in.ts) stay out of it.
 */
async function signInStatuses(apps: TestApp[], attempts: number) {
  const answers: { status: number; code: string | undefined }[] = []
  for (let i = 0; i < attempts; i++) {
    const res = await apps[i % apps.length]!.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { email: `nobody-${randomUUID()}@example.test`, password: 'wrong' },
      remoteAddress: '10.23.0.1',
    })
    answers.push({
      status: res.statusCode,
      code: res.json<{ error?: { code: string } }>().error?.code,
    })
  }
  return answers
}

function expectRefusedAtCombinedCount(answers: { status: number; code: string | undefined }[]) {
  expect(answers.slice(0, ATTEMPTS_PER_MINUTE).map((a) => a.status)).toEqual(
    Array(ATTEMPTS_PER_MINUTE).fill(401),
  )
  expect(answers[ATTEMPTS_PER_MINUTE]).toEqual({ status: 429, code: 'RATE_LIMITED' })
}

describe('rate limits are shared by every server process (issue 23, decision 1290)', () => {
  it('wrong passwords split across two processes are refused at the combined count', async () => {
    await withTwoProcesses({}, async (first, second) => {
      expectRefusedAtCombinedCount(await signInStatuses([first, second], ATTEMPTS_PER_MINUTE + 1))
    })
  })

  it('recovery mails for one account split across two processes are refused at the combined count', async () => {
    await withTwoProcesses({}, async (first, second) => {
      const seller = await first.factories.seller()
      // Each request from another client address: only the per-account limit (10 an hour) counts.
      const request = (i: number) =>
        postForm(
          i % 2 === 0 ? first : second,
          '/recover',
          { email: seller.email },
          {
            remoteAddress: `10.23.${i}.1`,
          },
        )
      const statuses = []
      for (let i = 0; i <= 10; i++) statuses.push((await request(i)).statusCode)
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429])
    })
  })

  it('a test app of its own does not share counts with another on the same database', async () => {
    await withTwoProcesses({}, async (first) => {
      const other = await buildTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '6' })
      try {
        await signInStatuses([first], ATTEMPTS_PER_MINUTE)
        const [answer] = await signInStatuses([other], 1)
        expect(answer?.status).toBe(401)
      } finally {
        await other.close()
      }
    })
  })
})

describe.runIf(redisUrl)('rate limits in Redis (runs when TEST_REDIS_URL is set)', () => {
  it('with REDIS_URL, wrong passwords split across two processes are refused at the combined count', async () => {
    await withTwoProcesses({ REDIS_URL: redisUrl! }, async (first, second) => {
      expectRefusedAtCombinedCount(await signInStatuses([first, second], ATTEMPTS_PER_MINUTE + 1))
      const redis = new Redis(redisUrl!)
      try {
        const keys = await redis.keys(`namefolio-rl:${first.rateLimitNamespace}:*`)
        expect(keys.length).toBeGreaterThan(0)
      } finally {
        redis.disconnect()
      }
    })
  })
})
