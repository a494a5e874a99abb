import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeEntities, tokenizeText } from './text-tokens.ts'

describe('spec §5 text rendering', () => {
  it.each([
    ['plain', 'hello', [{ type: 'text', text: 'hello' }]],
    [
      'an https link',
      'see https://example.com/a?b=1 now',
      [
        { type: 'text', text: 'see ' },
        { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
        { type: 'text', text: ' now' },
      ],
    ],
    ['an http link', 'http://a.io', [{ type: 'link', text: 'http://a.io', href: 'http://a.io' }]],
    [
      'a www link gets https',
      'go to www.example.com.',
      [
        { type: 'text', text: 'go to ' },
        { type: 'link', text: 'www.example.com', href: 'https://www.example.com' },
        { type: 'text', text: '.' },
      ],
    ],
    [
      'entities decoded in the rest',
      'Tom &amp; Jerry &lt;b&gt; &#39;x&#x27;',
      [{ type: 'text', text: "Tom & Jerry <b> 'x'" }],
    ],
    ['a bare scheme is text', 'http:// nothing', [{ type: 'text', text: 'http:// nothing' }]],
    [
      'a scheme with only punctuation is text',
      'see https://.',
      [{ type: 'text', text: 'see https://.' }],
    ],
    ['no javascript links', 'javascript:alert(1)', [{ type: 'text', text: 'javascript:alert(1)' }]],
    ['empty', '', []],
  ])('%s', (_rule, input, tokens) => {
    expect(tokenizeText(input)).toEqual(tokens)
  })

  it.each([
    ['&unknown;', '&unknown;'],
    ['&#0;', '&#0;'],
    ['&#xD800;', '&#xD800;'],
    ['&#x1F600;', '😀'],
    ['&NBSP;', '\u00a0'],
    ['&quot;&apos;', '"\''],
  ])('decodes %s as %s', (input, out) => {
    expect(decodeEntities(input)).toBe(out)
  })

  it('keeps every character of entity-free text, in order, and links only http(s)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.webUrl(), fc.constant('www.a.com'), fc.constant(' ')), {
          maxLength: 8,
        }),
        (parts) => {
          const input = parts.join('').replaceAll('&', '')
          const tokens = tokenizeText(input)
          expect(tokens.map((t) => t.text).join('')).toBe(input)
          for (const t of tokens) if (t.type === 'link') expect(t.href).toMatch(/^https?:\/\//i)
        },
      ),
    )
  })
})
