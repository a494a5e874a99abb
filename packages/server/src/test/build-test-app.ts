import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { sldLength, tldOf } from '@namefolio/core/domains/domain-name'
import { buildApp, type BuildAppOptions } from '../app.ts'
import { createSession } from '../auth/sessions.repository.ts'
import { hashPassword } from '../auth/passwords.ts'
import { sessionCookieName } from '../auth/session-token.ts'
import { afterAll, beforeAll, inject } from 'vitest'
import { parseEnv, type Env } from '../config/env.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { domains, type DomainRow, type NewDomainRow } from '../db/schema/domains.ts'
import { users, type UserRow } from '../db/schema/users.ts'
import { ensureDefaultFeatureFlags } from '../db/seed.ts'
import { templateDumpPath } from './template-database.ts'

export const TEST_PASSWORD = 'correct-horse-battery'
let testPasswordHash: Promise<string> | null = null

export function uniqueSuffix(): string {
  return randomBytes(5).toString('hex')
}

async function openTestDatabase(env: Env, sameAs: Database | null): Promise<Database> {
  if (env.databaseUrl) {
    return openDatabase({
      kind: 'postgresql',
      url: env.databaseUrl,
      replicaUrl: env.databaseReplicaUrl,
    })
  }
  // One embedded database serves both apps; the first app closes it.
  if (sameAs) return { ...sameAs, close: async () => undefined }
  const dumpPath = templateDumpPath()
  const loadDataDir = fs.existsSync(dumpPath) ? new Blob([fs.readFileSync(dumpPath)]) : undefined
  return openDatabase({ kind: 'pglite', dataDir: null, ...(loadDataDir ? { loadDataDir } : {}) })
}

/**
 * The real app over in-memory PGlite, or, when DATABASE_URL is set, over the fresh PostgreSQL
 * database the global setup made for this run. Test files share that database, so tests
 * isolate themselves by creating their own users and domains (unique names).
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const { sameDatabaseAs, ...appOptions } = options
  const suiteDatabaseUrl = inject('suiteDatabaseUrl') ?? null
  const env = parseEnv({
    APP_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    ...(suiteDatabaseUrl ? { DATABASE_URL: suiteDatabaseUrl } : {}),
    ...overrides,
  })
  const database = await openTestDatabase(env, sameDatabaseAs?.database ?? null)
  await ensureDefaultFeatureFlags(database.db)
  // Test apps share the suite's PostgreSQL database, not their rate limits; a second process
  // of the same deployment (sameDatabaseAs) shares both.
  const rateLimitNamespace =
    appOptions.rateLimitNamespace ?? sameDatabaseAs?.rateLimitNamespace ?? uniqueSuffix()
  const app: FastifyInstance = await buildApp({
    env,
    database,
    logger: false,
    ...appOptions,
    rateLimitNamespace,
  })
  const db = database.db

  const factories = {
    async user(input: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
      const suffix = uniqueSuffix()
      testPasswordHash ??= hashPassword(TEST_PASSWORD)
      const [user] = await db
        .insert(users)
        .values({
          email: `user-${suffix}@example.test`,
          name: `Test User ${suffix}`,
          username: `user-${suffix}`,
          passwordHash: await testPasswordHash,
          roles: ['seller', 'buyer'],
          ...input,
        })
        .returning()
      return user!
    },
    seller(input: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
      return factories.user({ roles: ['seller', 'buyer'], ...input })
    },
    async domain(
      input: Partial<NewDomainRow> & { sellerId: string; name?: string },
    ): Promise<DomainRow> {
      const name = input.name ?? `test-${uniqueSuffix()}.com`
      const [row] = await db
        .insert(domains)
        .values({ displayName: name, tld: tldOf(name), sldLength: sldLength(name), ...input, name })
        .returning()
      return row!
    },
  }

  async function signedIn(
    user: UserRow,
    options: { authenticatedAt?: Date; ttlDays?: number } = {},
  ) {
    const { token } = await createSession(
      db,
      {
        userId: user.id,
        realm: 'portal',
        ttlDays: options.ttlDays ?? 1,
        userAgent: 'vitest',
        ipAddress: '127.0.0.1',
      },
      options.authenticatedAt,
    )
    const name = sessionCookieName(env.publicUrl.startsWith('https:'))
    return { cookie: `${name}=${token}` }
  }

  /** A new seller and the headers of their signed-in session. */
  async function signedInSeller() {
    const user = await factories.seller()
    return { user, headers: await signedIn(user) }
  }

  return {
    app,
    db,
    database,
    env,
    rateLimitNamespace,
    factories,
    signedIn,
    signedInSeller,
    close: () => app.close(),
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>

export type TestAppOptions = Pick<BuildAppOptions, 'holdSearch' | 'rateLimitNamespace'> & {
  /**
   * Another server process on this app's database (issue 23): its own pool on PostgreSQL, the
   * same instance on PGlite (close this app before that one). Shares its rate-limit counts.
   */
  sameDatabaseAs?: { database: Database; rateLimitNamespace: string }
}

/** The secrets a staging or production start asks for (config/env.ts refuses to start without). */
export const DEPLOYED_SECRETS = {
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_FORM_SECRET: 'a-form-secret-of-enough-length',
}

/** Runs `use` on an app of its own (`buildTestApp(overrides)`), closed after, pass or fail. */
export async function withTestApp<T>(
  overrides: Record<string, string>,
  use: (app: TestApp) => Promise<T>,
): Promise<T> {
  const own = await buildTestApp(overrides)
  try {
    return await use(own)
  } finally {
    await own.close()
  }
}

/**
 * The TestApp of one test file: built before its tests (`buildTestApp(overrides, appOptions)`)
 * and closed after them. What it returns stands for that app, so read it in tests and hooks
 * only (before `beforeAll` has run there is no app yet).
 */
export function testAppForFile(...options: Parameters<typeof buildTestApp>): TestApp {
  let built: TestApp | null = null
  beforeAll(async () => {
    built = await buildTestApp(...options)
  })
  afterAll(() => built?.close())
  return new Proxy({} as TestApp, {
    get(_, key: keyof TestApp) {
      if (built === null) throw new Error('the test app is built in beforeAll: read it in tests')
      return built[key]
    },
  })
}
