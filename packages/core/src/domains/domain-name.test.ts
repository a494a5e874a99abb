import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateDomainName } from './domain-list.ts'
import { DomainNameSchema } from './domain-name.contract.ts'
import {
  isFullyQualifiedDomain,
  hasIcannSuffix,
  sldLength,
  sldOf,
  tldOf,
  toAsciiDomain,
  toUnicodeDomain,
} from './domain-name.ts'

describe('domain names (spec §3, §5)', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['  bücher.de ', 'xn--bcher-kva.de'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['example.com.', 'example.com'],
  ])('converts %s to %s', (typed, ascii) => {
    expect(toAsciiDomain(typed)).toBe(ascii)
  })

  it('shows punycode names in Unicode', () => {
    expect(toUnicodeDomain('xn--bcher-kva.de')).toBe('bücher.de')
  })

  it.each([
    ['example.com', 'example', 7, 'com'],
    ['example.co.uk', 'example', 7, 'uk'],
    ['example.nom.za', 'example', 7, 'za'],
    ['xn--bcher-kva.de', 'xn--bcher-kva', 13, 'de'],
  ])('%s has SLD %s of length %i and TLD %s', (name, sld, len, tld) => {
    expect(sldOf(name)).toBe(sld)
    expect(sldLength(name)).toBe(len)
    expect(tldOf(name)).toBe(tld)
  })

  it('falls back to the whole name when there is no SLD', () => {
    expect(sldOf('')).toBe('')
  })

  it.each([
    ['example.com', true],
    ['example.xn--p1ai', true],
    ['example.co.uk', true],
    ['example.co.za', true],
    ['example.nom.za', true],
    ['example.zzzz', false],
    ['example.local', false],
    ['example.za', false],
  ])('the ICANN section of the public suffix list covers %s: %s', (name, known) => {
    expect(hasIcannSuffix(name)).toBe(known)
  })

  it('rejects names over 253 characters', () => {
    const long = `${Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')}.com`
    expect(isFullyQualifiedDomain(long)).toBe(false)
  })

  it('is idempotent: converting an ASCII result again changes nothing', () => {
    fc.assert(
      fc.property(fc.domain(), (d) => {
        const once = toAsciiDomain(d)
        expect(toAsciiDomain(once)).toBe(once)
      }),
    )
  })

  it('accepts every generated lowercase domain shape', () => {
    fc.assert(
      fc.property(
        fc.domain(),
        (d) => isFullyQualifiedDomain(d.toLowerCase()) || /\.[0-9-]|[^a-z]$/.test(d),
      ),
    )
  })
})

describe('DomainNameSchema', () => {
  it('normalises to lowercase ASCII', () => {
    expect(DomainNameSchema.parse(' Bücher.DE ')).toBe('xn--bcher-kva.de')
  })

  it.each([
    ['www.example.com', 'domains.form.error.specificDomain'],
    ['example.zzzz', 'domains.form.error.tld'],
    ['.', 'domains.form.error.specificDomain'],
  ])('rejects %s with %s', (name, key) => {
    const result = DomainNameSchema.safeParse(name)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(key)
  })

  it('accepts only what the list parser accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.domain(), fc.string({ maxLength: 30 })), (name) => {
        expect(DomainNameSchema.safeParse(name).success).toBe(
          validateDomainName(toAsciiDomain(name)) === null,
        )
      }),
    )
  })
})
