import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_DOMAINS_PER_ENTRY } from '../constants/domain-entry.ts'
import { FieldErrorSchema } from '../http/error.contract.ts'
import {
  DOMAIN_FORM_ERRORS,
  isSuffixAllowed,
  parseDomainList,
  splitDomainList,
  validateDomainName,
} from './domain-list.ts'

describe('spec §5 domain list input: split rules', () => {
  it.each([
    ['whitespace', 'a.com b.com\tc.com\nd.com', ['a.com', 'b.com', 'c.com', 'd.com']],
    ['comma', 'a.com,b.com', ['a.com', 'b.com']],
    ['semicolon', 'a.com;b.com', ['a.com', 'b.com']],
    ['runs of question marks', 'a.com???b.com?c.com', ['a.com', 'b.com', 'c.com']],
    ['blanks dropped', ' ,; a.com ,,, ;; \n\n', ['a.com']],
    ['nothing', '', []],
  ])('splits on %s', (_rule, raw, parts) => {
    expect(splitDomainList(raw)).toEqual(parts)
  })

  it('never yields a blank or a separator', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        for (const part of splitDomainList(raw)) {
          expect(part).not.toBe('')
          expect(part).not.toMatch(/[\s,;?]/u)
        }
      }),
    )
  })
})

describe('spec §5 domain list input: normalisation and checks', () => {
  it('lowercases and converts to ASCII before de-duplicating', () => {
    expect(parseDomainList('Example.COM example.com bücher.de XN--BCHER-KVA.DE').domains).toEqual([
      'example.com',
      'xn--bcher-kva.de',
    ])
  })

  it('drops one trailing root dot', () => {
    expect(parseDomainList('example.com.').domains).toEqual(['example.com'])
  })

  it(`accepts at most ${MAX_DOMAINS_PER_ENTRY} domains (domains.form.error.max with the value)`, () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `name${i}.com`).join(' ')
    expect(parseDomainList(fifty).domains).toHaveLength(50)
    const result = parseDomainList(`${fifty} extra.com`)
    expect(result.domains).toEqual([])
    expect(result.errors).toEqual([
      { field: 'domains', code: 'domains.form.error.max', values: { max: 50, count: 51 } },
    ])
  })

  it('counts duplicates once toward the maximum', () => {
    const repeated = Array.from({ length: 60 }, () => 'same.com').join(',')
    expect(parseDomainList(repeated).domains).toEqual(['same.com'])
  })

  it.each([
    ['not fully qualified', 'localhost', DOMAIN_FORM_ERRORS.specificDomain],
    ['leading hyphen', '-bad.com', DOMAIN_FORM_ERRORS.specificDomain],
    ['underscore', 'bad_name.com', DOMAIN_FORM_ERRORS.specificDomain],
    ['numeric TLD', 'example.123', DOMAIN_FORM_ERRORS.specificDomain],
    ['label over 63', `${'a'.repeat(64)}.com`, DOMAIN_FORM_ERRORS.specificDomain],
    ['subdomain', 'www.example.com', DOMAIN_FORM_ERRORS.specificDomain],
    ['bare public suffix', 'co.uk', DOMAIN_FORM_ERRORS.specificDomain],
    ['TLD outside the root zone', 'example.zzzz', DOMAIN_FORM_ERRORS.tld],
    ['private-use TLD', 'example.local', DOMAIN_FORM_ERRORS.tld],
  ])('rejects %s (%s → %s)', (_rule, name, code) => {
    expect(validateDomainName(name)).toBe(code)
    expect(parseDomainList(name).errors).toEqual([
      { field: 'domains', code, values: { domain: name } },
    ])
  })

  it.each([
    'example.com',
    'example.co.uk',
    'xn--bcher-kva.de',
    'a.io',
    'example.xn--p1ai',
    `${'a'.repeat(63)}.com`,
  ])('accepts %s', (name) => {
    expect(validateDomainName(name)).toBeNull()
  })

  it('lets the platform restrict the allowed TLDs', () => {
    const policy = { allowedTlds: ['com', 'net'] }
    expect(isSuffixAllowed('a.com', policy)).toBe(true)
    expect(isSuffixAllowed('a.org', policy)).toBe(false)
    expect(isSuffixAllowed('a.zzzz', { allowedTlds: ['zzzz'] })).toBe(false)
    expect(parseDomainList('a.com b.org', policy)).toEqual({
      domains: ['a.com'],
      errors: [{ field: 'domains', code: 'domains.form.error.tld', values: { domain: 'b.org' } }],
    })
  })

  it('reports a name that cannot be converted to ASCII (domains.form.error.domain)', () => {
    expect(parseDomainList('.').errors[0]?.code).toBe(DOMAIN_FORM_ERRORS.domain)
  })

  it('names the other spec messages', () => {
    expect(DOMAIN_FORM_ERRORS.ownershipRequested).toBe(
      'domains.form.error.alreadyExists.ownershipRequested',
    )
  })

  it('returns only unique, valid, lowercase ASCII names and well-formed field errors', () => {
    const token = fc.oneof(
      fc.constantFrom(
        'example.com',
        'Example.com',
        'bücher.de',
        'www.a.com',
        'x.zzzz',
        '???',
        ';',
        ' ',
      ),
      fc.string({ maxLength: 12 }),
    )
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const { domains, errors } = parseDomainList(tokens.join(' '))
        expect(new Set(domains).size).toBe(domains.length)
        for (const d of domains) {
          expect(d).toBe(d.toLowerCase())
          expect(d).toMatch(/^[\x21-\x7e]+$/)
          expect(validateDomainName(d)).toBeNull()
        }
        for (const e of errors) expect(FieldErrorSchema.parse(e)).toEqual(e)
      }),
    )
  })
})
