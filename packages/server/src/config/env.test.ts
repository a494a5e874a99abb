import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.ts'

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
