import htmModule from 'htm'
import { createElement, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { LANDER_MARKER_META } from '@namefolio/core/in-use-guard/site-judgement'

// htm runs as ESM but ships CommonJS-style types, so TypeScript sees its default export as
// the module object; this states the shape it has at run time.
type Htm = {
  bind: (
    h: typeof createElement,
  ) => (strings: TemplateStringsArray, ...values: unknown[]) => ReactNode
}

const boundHtml = (htmModule as unknown as Htm).bind(createElement)

/**
 * JSX-like templates for server-rendered pages without a build step (Node strips types only).
 * A template with several top-level elements becomes one fragment, as in JSX.
 */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): ReactNode =>
  fragment(boundHtml(strings, ...values))

// Public pages ship their own small stylesheet, never the portal's bundle (DESIGN.md §5).
const BASE_STYLES = `
:root{color-scheme:light dark;--brand:#1c64d9;--brand-ink:#fff;--ink:#14213d;--muted:#4a5568;--bg:#f4f6fb;--card:#fff;--line:#d5dbe7;--error:#b42318;--ok:#137333}
@media (prefers-color-scheme:dark){:root{--ink:#e8ecf4;--muted:#b6c0d2;--bg:#0f1522;--card:#182033;--line:#2c3853;--brand:#5b9bff;--brand-ink:#0b1220;--error:#ff8a80;--ok:#7bd88f}}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:var(--bg);color:var(--ink);line-height:1.5}
main{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px}
.card{width:100%;max-width:400px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:28px 24px;box-shadow:0 8px 24px rgb(0 0 0 / 6%)}
.brand{font-weight:700;font-size:20px;color:var(--brand);text-decoration:none;display:inline-block;margin-bottom:12px}
h1{font-size:22px;margin:0 0 16px}label{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:transparent;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
button{margin-top:20px;width:100%;font:inherit;font-weight:600;padding:11px;border:0;border-radius:8px;background:var(--brand);color:var(--brand-ink);cursor:pointer}
.notice{padding:10px 12px;border-radius:8px;border:1px solid var(--line);margin-bottom:12px;font-size:14px}
.notice.error{border-color:var(--error);color:var(--error)}.notice.ok{border-color:var(--ok);color:var(--ok)}
.field-error{color:var(--error);font-size:13px;margin-top:4px}.hint{color:var(--muted);font-size:13px}
.alt{margin-top:18px;font-size:14px;color:var(--muted)}a{color:var(--brand)}
.card.wide{max-width:760px}pre{white-space:pre-wrap;word-break:break-word;font-size:13px;background:var(--bg);padding:8px;border-radius:6px}
.secondary{background:transparent;color:var(--brand);border:1px solid var(--brand)}.divider{text-align:center;color:var(--muted);font-size:13px;margin:16px 0 0}
.button-link{display:block;text-align:center;margin-top:12px;padding:10px;border:1px solid var(--line);border-radius:8px;text-decoration:none;font-weight:600}
.logo{max-height:40px;max-width:200px;display:block;margin-bottom:12px}.codes{columns:2;font-family:ui-monospace,monospace}
`

/** What search engines and link previews read (public pages, DESIGN.md §5). */
export type PageMeta = {
  description?: string
  /** Absolute URL of the page's one address. */
  canonicalUrl?: string
  /** e.g. `noindex, nofollow` for hidden or unlisted domains. */
  robots?: string
  openGraph?: { type?: string; url?: string; siteName?: string }
}

/**
 * A template with several top-level elements is an array; spreading it into a fragment keeps
 * React from asking for keys (and from the cost of that warning on every render).
 */
export function fragment(node: ReactNode): ReactNode {
  return Array.isArray(node) ? createElement(Fragment, null, ...(node as ReactNode[])) : node
}

export function renderPage(options: {
  title: string
  body: ReactNode
  /** Page-specific CSS after the base styles (e.g. a private label's colours). */
  styles?: string
  /** Page scripts, served as files (no inline script). */
  scripts?: string[]
  meta?: PageMeta
  /** Public pages bring their own stylesheet instead of the sign-in card styles. */
  baseStyles?: boolean
  /** The full `<title>` as given, without the product suffix (landers are the domain's page). */
  titleIsFull?: boolean
  /** Attributes of `<html>`, e.g. a colour scheme class. */
  htmlClassName?: string
}): string {
  const meta = options.meta ?? {}
  const title = options.titleIsFull ? options.title : `${options.title} · Namefolio`
  const document = html`
    <html lang="en" className=${options.htmlClassName}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name=${LANDER_MARKER_META} content="1" />
        <link rel="icon" href="data:," />
        <title>${title}</title>
        ${meta.description ? html`<meta name="description" content=${meta.description} />` : null}
        ${meta.robots ? html`<meta name="robots" content=${meta.robots} />` : null}
        ${meta.canonicalUrl ? html`<link rel="canonical" href=${meta.canonicalUrl} />` : null}
        ${
          meta.openGraph
            ? html`<meta property="og:title" content=${title} />
              <meta property="og:type" content=${meta.openGraph.type ?? 'website'} />
              <meta property="og:site_name" content=${meta.openGraph.siteName ?? 'Namefolio'} />
              ${
                meta.description
                  ? html`<meta property="og:description" content=${meta.description} />`
                  : null
              }
              ${
                (meta.openGraph.url ?? meta.canonicalUrl)
                  ? html`<meta property="og:url" content=${meta.openGraph.url ?? meta.canonicalUrl} />`
                  : null
              }
              <meta name="twitter:card" content="summary" />`
            : null
        }
        <style
          dangerouslySetInnerHTML=${{
            __html: (options.baseStyles === false ? '' : BASE_STYLES) + (options.styles ?? ''),
          }}
        ></style>
        ${(options.scripts ?? []).map((src) => html`<script key=${src} type="module" src=${src}></script>`)}
      </head>
      <body>
        ${fragment(options.body)}
      </body>
    </html>
  `
  return `<!doctype html>${renderToStaticMarkup(document as Parameters<typeof renderToStaticMarkup>[0])}`
}
