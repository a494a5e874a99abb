import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_ENCRYPTION_KEY, EnvError, parseEnv } from './env.ts'

describe('configuration is parsed once (issue 2 §2)', () => {
  it('defaults to port 3000, ./data and the app origin for sign-in', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      ssoBaseUrl: 'http://localhost:3000',
      logLevel: 'info',
    })
  })

  it('stops with a readable list of every bad value', () => {
    let caught: unknown
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'nope' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(EnvError)
    const problems = (caught as EnvError).problems.join('\n')
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_URL'])
      expect(problems).toContain(name)
    expect((caught as EnvError).message).toMatch(/^Invalid configuration:\n {2}- /)
  })

  it('accepts PostgreSQL URLs and trims a trailing slash from public URLs', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PUBLIC_URL: 'https://namefolio.example/',
      SEED_DEMO: '1',
    })
    expect(env.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test')
    expect(env.publicUrl).toBe('https://namefolio.example')
    expect(env.seedDemo).toBe(true)
  })
})

const SECRETS = {
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_FORM_SECRET: 'a-form-secret-of-enough-length',
}

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
  return []
}

describe('one notion of production: APP_ENV (issue 12, decision 900)', () => {
  it('refuses staging and production without their secrets, listing each one', () => {
    for (const appEnv of ['staging', 'production']) {
      const problems = problemsOf({ APP_ENV: appEnv }).join('\n')
      expect(problems).toContain('DATA_ENCRYPTION_KEY')
      expect(problems).toContain('PUBLIC_FORM_SECRET')
      expect(problemsOf({ APP_ENV: appEnv, ...SECRETS })).toEqual([])
    }
  })

  it('uses the built-in encryption key and conveniences only in development and test', () => {
    for (const appEnv of ['development', 'test']) {
      const env = parseEnv({ APP_ENV: appEnv })
      expect(env.hasDevConveniences).toBe(true)
      expect(env.payments.encryptionKey.equals(DEVELOPMENT_ENCRYPTION_KEY)).toBe(true)
    }
    const production = parseEnv({ APP_ENV: 'production', ...SECRETS })
    expect(production.hasDevConveniences).toBe(false)
    expect(production.payments.encryptionKey.equals(DEVELOPMENT_ENCRYPTION_KEY)).toBe(false)
    expect(production.publicFormSecret).toBe(SECRETS.PUBLIC_FORM_SECRET)
  })

  it('is decided by APP_ENV alone: NODE_ENV neither opens nor closes anything', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).hasDevConveniences).toBe(true)
    expect(problemsOf({ NODE_ENV: 'development', APP_ENV: 'production' })).toContain(
      'DATA_ENCRYPTION_KEY: required when APP_ENV is production (openssl rand -base64 32)',
    )
  })

  it('lists a missing secret together with any malformed value, in one start', () => {
    const problems = problemsOf({
      APP_ENV: 'staging',
      PORT: 'eighty',
      ...SECRETS,
      PUBLIC_FORM_SECRET: '',
    })
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true)
    expect(problems.some((p) => p.startsWith('PUBLIC_FORM_SECRET: required'))).toBe(true)
  })

  it('refuses demo data (SEED_DEMO=1) in staging and production', () => {
    expect(problemsOf({ APP_ENV: 'production', SEED_DEMO: '1', ...SECRETS }).join('\n')).toContain(
      'SEED_DEMO',
    )
  })

  it('derives one visitor salt from PUBLIC_FORM_SECRET, so every process counts a visitor once', () => {
    const a = parseEnv({ APP_ENV: 'production', ...SECRETS })
    const b = parseEnv({ APP_ENV: 'production', ...SECRETS })
    expect(a.visitorKeySalt).toBe(b.visitorKeySalt)
    expect(a.visitorKeySalt).not.toContain(SECRETS.PUBLIC_FORM_SECRET)
  })
})

describe('a read replica (issue 23, decision 1300)', () => {
  it('takes DATABASE_REPLICA_URL beside DATABASE_URL, and none by default', () => {
    expect(parseEnv({}).databaseReplicaUrl).toBeNull()
    const env = parseEnv({
      DATABASE_URL: 'postgres://postgres@db-primary:5432/namefolio',
      DATABASE_REPLICA_URL: 'postgres://postgres@db-replica:5432/namefolio',
    })
    expect(env.databaseReplicaUrl).toBe('postgres://postgres@db-replica:5432/namefolio')
  })

  it('refuses a replica without the primary it copies, and a URL that is not PostgreSQL', () => {
    expect(
      problemsOf({ DATABASE_REPLICA_URL: 'postgres://postgres@db-replica/namefolio' }),
    ).toEqual(['DATABASE_REPLICA_URL: needs DATABASE_URL, the primary the replica streams from'])
    expect(
      problemsOf({
        DATABASE_URL: 'postgres://postgres@db-primary/namefolio',
        DATABASE_REPLICA_URL: 'mysql://db-replica/namefolio',
      }),
    ).toEqual(['DATABASE_REPLICA_URL: must be a postgres:// or postgresql:// URL'])
  })
})

describe('operations settings (issue 23, decisions 1295, 1297)', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }

  it('runs one process by default; WEB_CONCURRENCY=auto is one worker per core', () => {
    expect(parseEnv({}).webConcurrency).toBe(1)
    expect(parseEnv({ ...postgres, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3)
    expect(parseEnv({ ...postgres, WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(
      os.availableParallelism(),
    )
  })

  it('refuses a WEB_CONCURRENCY that is not a count of workers', () => {
    for (const value of ['0', 'many', '2.5', '1000']) {
      expect(problemsOf({ ...postgres, WEB_CONCURRENCY: value }).join('\n')).toContain(
        'WEB_CONCURRENCY: must be a number of workers (1 to 256) or auto',
      )
    }
  })

  it('refuses more than one worker on the embedded database, with the reason', () => {
    expect(problemsOf({ WEB_CONCURRENCY: '2' })).toContain(
      'WEB_CONCURRENCY: 2 workers need DATABASE_URL (PostgreSQL); the embedded database serves one process',
    )
  })

  it('takes METRICS_TOKEN when it is long enough to guess at no better than a password', () => {
    expect(parseEnv({}).metricsToken).toBeNull()
    expect(parseEnv({ METRICS_TOKEN: 'a-metrics-token-of-length' }).metricsToken).toBe(
      'a-metrics-token-of-length',
    )
    expect(problemsOf({ METRICS_TOKEN: 'short' }).join('\n')).toContain(
      'METRICS_TOKEN: must be at least 16 characters',
    )
  })
})
