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
}

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
  return { pieces, slots }
}

/**
 * `render` as a function of its view's shape: the first view of each shape is rendered (with
 * markers), every later one is filled in. The result is the markup `render(view)` returns.
 */
export function createPageTemplate<V extends ViewValue>(render: (view: V) => string) {
  const shapes = new Map<string, Compiled>()
  return function renderFilled(view: V): string {
    const strings: string[] = []
    const [shape] = walk(view, strings, false)
    let compiled = shapes.get(shape)
    if (!compiled) {
      const [, markedView] = walk(view, [], true)
      compiled = compile(render(markedView as V))
      if (shapes.size >= MAX_SHAPES) shapes.clear()
      shapes.set(shape, compiled)
    }
    const { pieces, slots } = compiled
    let out = pieces[0]!
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!
      const text = strings[slot.index]!
      out += (slot.raw ? text : escapeLikeReact(text)) + pieces[i + 1]!
    }
    return out
  }
}
