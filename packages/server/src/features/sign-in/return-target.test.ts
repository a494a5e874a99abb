import { describe, expect, it } from 'vitest'
import { AppError } from '../../http/app-error.ts'
import { resolveReturnTarget } from './return-target.ts'

describe('the sign-in return target stays on the portal (spec §2 return path)', () => {
  it.each([
    ['https://namefolio.com', {}, 'https://namefolio.com/portfolio'],
    ['https://namefolio.com', { path: '/sales?x=1#top' }, 'https://namefolio.com/sales?x=1#top'],
    [
      'https://namefolio.com',
      { path: '/a', subdomain: 'partner' },
      'https://partner.namefolio.com/a',
    ],
    [
      'http://localhost:3000',
      { path: '/a', app: 'local', port: '5173' },
      'http://localhost:5173/a',
    ],
    // app=local only on a local portal; a subdomain only on a named host
    [
      'https://namefolio.com',
      { path: '/a', app: 'local', port: '5173' },
      'https://namefolio.com/a',
    ],
    ['http://localhost:3000', { path: '/a', subdomain: 'x' }, 'http://localhost:3000/a'],
  ])('%s with %j → %s', (publicUrl, params, expected) => {
    expect(resolveReturnTarget(publicUrl, params)).toBe(expected)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'portfolio',
    '/\u0000x',
  ])('refuses %j with sso.error.returnPath', (path) => {
    let caught: unknown
    try {
      resolveReturnTarget('https://namefolio.com', { path })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(AppError)
    expect((caught as AppError).fields?.[0]?.code).toBe('sso.error.returnPath')
  })

  it('refuses a subdomain that is not a single DNS label', () => {
    expect(
      resolveReturnTarget('https://namefolio.com', { path: '/', subdomain: 'evil.com/x' }),
    ).toBe('https://namefolio.com/')
  })
})
