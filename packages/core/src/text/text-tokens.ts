/** A piece of user text: plain text (entities decoded) or an external http(s) link. */
export type TextToken =
  { type: 'text'; text: string } | { type: 'link'; text: string; href: string }

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Decodes named (&amp; &lt; &gt; &quot; &apos; &nbsp;) and numeric entities; leaves others. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/**
 * Splits text into links (http(s) and www, spec §5) and decoded text. The web app renders
 * tokens as text nodes and anchors, never as HTML; a `www.` link gets an https:// href.
 */
export function tokenizeText(text: string): TextToken[] {
  const tokens: TextToken[] = []
  let pending = ''
  const flush = () => {
    if (pending !== '') tokens.push({ type: 'text', text: decodeEntities(pending) })
    pending = ''
  }
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const link = match[0].replace(TRAILING_PUNCTUATION, '')
    const start = match.index
    pending += text.slice(last, start)
    if (link.length === 0 || /^(?:https?:\/\/|www\.)$/i.test(link)) {
      pending += match[0]
    } else {
      flush()
      tokens.push({
        type: 'link',
        text: link,
        href: /^www\./i.test(link) ? `https://${link}` : link,
      })
      pending += match[0].slice(link.length)
    }
    last = start + match[0].length
  }
  pending += text.slice(last)
  flush()
  return tokens
}
