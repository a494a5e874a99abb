import { describe, expect, it } from 'vitest'
import { parseDomainList, validateDomainName } from './domain-list.ts'
import { parseDomainSyntax } from './domain-syntax.ts'

/**
 * Issue 15 "accepted-TLD rule" (spec §5, decision 271): the server accepts a name registered
 * directly under any suffix of the public suffix list's ICANN section, second-level suffixes
 * included, and refuses the rest with domains.form.error.tld / specificDomain.
 */
describe('accepted suffixes follow the public suffix list (ICANN section)', () => {
  it.each([
    'example.co.za',
    'example.nom.za',
    'example.org.za',
    'example.web.za',
    'example.com.au',
    'example.net.au',
    'example.co.uk',
    'example.com.br',
    'example.co.jp',
    'example.co.nz',
    'example.com',
    'xn--bcher-kva.de',
  ])('accepts %s', (name) => {
    expect(validateDomainName(name)).toBeNull()
  })

  it.each([
    ['example.invalidtld', 'domains.form.error.tld'],
    ['example.za', 'domains.form.error.tld'],
    ['sub.example.com', 'domains.form.error.specificDomain'],
    ['sub.example.co.za', 'domains.form.error.specificDomain'],
    ['co.za', 'domains.form.error.specificDomain'],
    ['nom.za', 'domains.form.error.specificDomain'],
    // A private-section suffix is a hosting service, not a registry.
    ['example.blogspot.com', 'domains.form.error.specificDomain'],
  ])('refuses %s with %s', (name, code) => {
    expect(validateDomainName(name)).toBe(code)
  })

  it('accepts a pasted list of real second-level registrations', () => {
    const list = 'shop.co.za, family.nom.za; Bakery.COM.AU\nsub.shop.co.za example.invalidtld'
    expect(parseDomainList(list)).toEqual({
      domains: ['shop.co.za', 'family.nom.za', 'bakery.com.au'],
      errors: [
        {
          field: 'domains',
          code: 'domains.form.error.specificDomain',
          values: { domain: 'sub.shop.co.za' },
        },
        {
          field: 'domains',
          code: 'domains.form.error.tld',
          values: { domain: 'example.invalidtld' },
        },
      ],
    })
  })
})

describe('the browser checks the shape only (decision 271)', () => {
  it('leaves the suffix rule to the server', () => {
    expect(parseDomainSyntax('example.invalidtld shop.nom.za').domains).toEqual([
      'example.invalidtld',
      'shop.nom.za',
    ])
  })

  it('still refuses what is not a domain name, with specificDomain', () => {
    expect(parseDomainSyntax('localhost bad_name.com').errors.map((e) => e.code)).toEqual([
      'domains.form.error.specificDomain',
      'domains.form.error.specificDomain',
    ])
  })
})
