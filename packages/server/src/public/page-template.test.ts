import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { html, renderPage } from './page-document.ts'
import { createPageTemplate } from './page-template.ts'

type CardView = {
  title: string
  color: string
  items: { label: string; href: string }[]
  note: string | null
  chosen: number
}

// A page with a long stylesheet (deflated once), text, attributes, a list, an optional part,
// a choice by index and a value inside the stylesheet.
function renderCard(view: CardView): string {
  const chosen = view.items[view.chosen]
  return renderPage({
    title: `${view.title} is for sale`,
    styles: `body{margin:0}${'.x{color:red}'.repeat(120)}:root{--c:${view.color}}`,
    body: html`<main>
      <h1>${view.title}</h1>
      <ul>
        ${view.items.map((item) => html`<li key=${item.href}><a href=${`/go/${item.href}`}>${item.label}</a></li>`)}
      </ul>
      ${view.note === null ? null : html`<p className="note">${view.note}</p>`}
      <select defaultValue=${chosen?.href}>
        ${view.items.map((item) => html`<option key=${item.href} value=${item.href}>${item.label}</option>`)}
      </select>
    </main>`,
  })
}

const HOSTILE = `Tom & "Jerry" <b>'s</b>`

const views: CardView[] = [
  { title: 'example.com', color: '#123456', items: [], note: null, chosen: 0 },
  {
    title: HOSTILE,
    color: '#fff',
    items: [
      { label: 'one', href: 'a' },
      { label: HOSTILE, href: 'b&c' },
    ],
    note: HOSTILE,
    chosen: 1,
  },
  {
    title: 'bücher.de',
    color: 'rgb(1 2 3)',
    items: [
      { label: '', href: 'x' },
      { label: 'two', href: 'y' },
    ],
    note: '',
    chosen: 0,
  },
]

describe('pages filled in per shape (decision 1181)', () => {
  it('gives exactly the markup React renders, escaped the same, for every shape and text', () => {
    const template = createPageTemplate(renderCard)
    for (const view of [...views, ...views]) {
      expect(template.html(view)).toBe(renderCard(view))
    }
  })

  it('gzips to the same markup, a valid gzip stream with its stylesheet deflated once', () => {
    const template = createPageTemplate(renderCard)
    for (const view of views) {
      expect(gunzipSync(template.gzip(view)).toString()).toBe(renderCard(view))
    }
  })

  it('renders each shape once and fills in every later view of it', () => {
    let renders = 0
    const template = createPageTemplate((view: CardView) => {
      renders++
      return renderCard(view)
    })
    template.html(views[1]!)
    template.html({ ...views[1]!, title: 'other.net', note: 'another note' })
    expect(renders).toBe(1)
    template.html({ ...views[1]!, note: null })
    template.html({ ...views[1]!, chosen: 0 })
    expect(renders).toBe(3)
  })
})
