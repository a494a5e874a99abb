/**
 * Pages rendered once per shape and then filled in (decision 1181). Rendering a page with
 * React costs about a millisecond; a lander is the same markup for every domain of the same
 * shape, with other text in it. So `render` runs once per shape with numbered markers in
 * place of the view's strings, the result is cut at the markers, and each later view of that
 * shape only joins the pieces with its own strings, escaped as React escapes them.
 *
 * The view is plain data: objects, arrays, strings, numbers, booleans, null. Its shape is
 * everything but the strings (the keys, the lengths of arrays, the numbers, the booleans and
 * which values are null), so `render` may branch on those and must not look inside a string
 * (compare one, test whether it is empty, take its length): it sees markers there. A string
 * lands in the page as React put it, escaped in text and attributes and as it is in a
 * `<style>` (React's `dangerouslySetInnerHTML`, the only raw text our pages have).
 */

import { constants, crc32, deflateRawSync } from 'node:zlib'

/** Private-use characters: never produced by React, our markup, or a rendered value. */
const MARKER_OPEN = '\uE000'
const MARKER_CLOSE = '\uE001'
const MARKER_PATTERN = /\uE000(\d+)\uE001/g
/** Distinct shapes kept; a lander has a few hundred (templates × lease terms × options). */
const MAX_SHAPES = 2_000

type Compiled = {
  /** Markup between the strings: `pieces.length === slots.length + 1`. */
  pieces: string[]
  /** For each gap, which string of the view goes there and whether React escaped it. */
  slots: { index: number; raw: boolean }[]
  /** The large pieces (the stylesheet), deflated once, by their index in `pieces`. */
  deflated: Map<number, { bytes: Buffer; deflated: Buffer }>
}

/** A piece this long is deflated once per shape instead of with every page. */
const DEFLATE_ONCE_FROM = 1024
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
/** An empty last block (fixed Huffman codes): ends a stream made of flushed parts. */
const DEFLATE_END = Buffer.from([3, 0])

export type ViewValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly ViewValue[]
  | { readonly [key: string]: ViewValue }

const ESCAPED: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
}

/** React's escaping of text and attribute values (escapeTextForBrowser). */
export function escapeLikeReact(text: string): string {
  return /["&'<>]/.test(text) ? text.replace(/["&'<>]/g, (c) => ESCAPED[c]!) : text
}

/**
 * Walks the view in a fixed order: collects its strings into `strings` and returns the
 * shape's key; with `marked`, also builds the same view with markers for its strings.
 */
function walk(value: ViewValue, strings: string[], marked: boolean): [string, ViewValue] {
  if (typeof value === 'string') {
    const index = strings.push(value) - 1
    return ['s', marked ? `${MARKER_OPEN}${index}${MARKER_CLOSE}` : value]
  }
  if (value === null || value === undefined || typeof value !== 'object') {
    return [`${typeof value === 'number' ? 'n' : ''}${String(value)};`, value]
  }
  if (Array.isArray(value)) {
    let key = '['
    const items: ViewValue[] = []
    for (const item of value as readonly ViewValue[]) {
      const [itemKey, itemValue] = walk(item, strings, marked)
      key += itemKey
      if (marked) items.push(itemValue)
    }
    return [`${key}]`, items]
  }
  let key = '{'
  const fields: Record<string, ViewValue> = {}
  for (const name of Object.keys(value)) {
    const [fieldKey, fieldValue] = walk((value as Record<string, ViewValue>)[name], strings, marked)
    key += `${name}:${fieldKey}`
    if (marked) fields[name] = fieldValue
  }
  return [`${key}}`, fields]
}

function compile(markup: string): Compiled {
  const pieces: string[] = []
  const slots: Compiled['slots'] = []
  let from = 0
  for (const match of markup.matchAll(MARKER_PATTERN)) {
    pieces.push(markup.slice(from, match.index))
    const before = markup.slice(0, match.index)
    slots.push({
      index: Number(match[1]),
      raw: before.lastIndexOf('<style') > before.lastIndexOf('</style>'),
    })
    from = match.index + match[0].length
  }
  pieces.push(markup.slice(from))
  const deflated = new Map<number, { bytes: Buffer; deflated: Buffer }>()
  pieces.forEach((piece, index) => {
    if (piece.length < DEFLATE_ONCE_FROM) return
    const bytes = Buffer.from(piece)
    deflated.set(index, { bytes, deflated: deflateFlushed(bytes, 9) })
  })
  return { pieces, slots, deflated }
}

/**
 * Deflate data that other parts follow: a sync flush ends it on a byte boundary without a
 * last block, so independently deflated parts can be joined into one stream (RFC 1951).
 */
function deflateFlushed(bytes: Buffer, level: number): Buffer {
  return deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH })
}

function valueAt(compiled: Compiled, strings: string[], gap: number): string {
  const slot = compiled.slots[gap]!
  const text = strings[slot.index]!
  return slot.raw ? text : escapeLikeReact(text)
}

function fillHtml(compiled: Compiled, strings: string[]): string {
  const { pieces } = compiled
  let out = pieces[0]!
  for (let gap = 0; gap < compiled.slots.length; gap++) {
    out += valueAt(compiled, strings, gap) + pieces[gap + 1]!
  }
  return out
}

/**
 * The filled page, gzipped: the large pieces come deflated from the shape and only the text
 * between them is deflated now (a lander's stylesheet is most of its bytes).
 */
function fillGzip(compiled: Compiled, strings: string[]): Buffer {
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  const add = (bytes: Buffer, deflated: Buffer) => {
    parts.push(deflated)
    crc = crc32(bytes, crc)
    length += bytes.length
  }
  let run = ''
  const endRun = () => {
    if (run === '') return
    const bytes = Buffer.from(run)
    add(bytes, deflateFlushed(bytes, 6))
    run = ''
  }
  const { pieces, slots } = compiled
  for (let index = 0; index < pieces.length; index++) {
    const once = compiled.deflated.get(index)
    if (once) {
      endRun()
      add(once.bytes, once.deflated)
    } else {
      run += pieces[index]!
    }
    if (index < slots.length) run += valueAt(compiled, strings, index)
  }
  endRun()
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  parts.push(DEFLATE_END, trailer)
  // Its own memory, not a slice of Node's shared small-buffer pool: the page is cached and
  // sent many times, and the warm lander measured slower when its body was a pool slice.
  const page = Buffer.allocUnsafeSlow(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) offset += part.copy(page, offset)
  return page
}

/**
 * `render` as a function of its view's shape: the first view of each shape is rendered (with
 * markers), every later one is filled in. `html` is the markup `render(view)` returns; `gzip`
 * is that markup gzipped.
 */
export function createPageTemplate<V extends ViewValue>(render: (view: V) => string) {
  const shapes = new Map<string, Compiled>()
  function compiledFor(view: V, strings: string[]): Compiled {
    const [shape] = walk(view, strings, false)
    let compiled = shapes.get(shape)
    if (!compiled) {
      const [, markedView] = walk(view, [], true)
      compiled = compile(render(markedView as V))
      if (shapes.size >= MAX_SHAPES) shapes.clear()
      shapes.set(shape, compiled)
    }
    return compiled
  }
  return {
    html(view: V): string {
      const strings: string[] = []
      return fillHtml(compiledFor(view, strings), strings)
    },
    gzip(view: V): Buffer {
      const strings: string[] = []
      return fillGzip(compiledFor(view, strings), strings)
    },
  }
}
