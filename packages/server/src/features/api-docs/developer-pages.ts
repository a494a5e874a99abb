import type { ReactNode } from 'react'
import { html } from '../../public/page-document.ts'
import { renderPublicPage } from '../../public/public-layout.ts'
import { GUIDES } from './guide-catalog.ts'

/** The developer section's extra styles on top of the public pages' sheet. */
const DEVELOPER_STYLES = `
.docs{display:grid;grid-template-columns:220px minmax(0,1fr);gap:40px;align-items:start;margin-top:24px}
.docs-nav{position:sticky;top:16px;font-size:15px}.docs-nav h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:0 0 8px}
.docs-nav ul{list-style:none;margin:0 0 20px;padding:0}.docs-nav li{margin:0}
.docs-nav a{display:block;padding:6px 10px;border-radius:8px;color:var(--ink);text-decoration:none}
.docs-nav a:hover{background:var(--soft)}.docs-nav a[aria-current=page]{background:var(--soft);color:var(--brand);font-weight:650}
.doc{min-width:0;max-width:800px}.doc h1{margin-top:0}
.doc code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;background:var(--soft);padding:1px 5px;border-radius:5px;overflow-wrap:anywhere}
.doc pre{background:var(--soft);border:1px solid var(--line);border-radius:10px;padding:14px 16px;overflow-x:auto;line-height:1.45}
.doc pre code{background:none;padding:0;overflow-wrap:normal;font-size:13.5px}
.doc td code{overflow-wrap:normal;white-space:nowrap}
.doc .table-scroll{overflow-x:auto;margin:12px 0}.doc table{min-width:480px}.doc td{vertical-align:top;font-size:15px}
.doc li{margin:4px 0}
.guide-cards{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));margin:20px 0}
.guide-cards a{display:block;text-decoration:none;color:var(--ink);height:100%}.guide-cards a:hover .card{border-color:var(--brand)}
.guide-cards h2{font-size:18px;margin:0 0 6px;color:var(--brand)}.guide-cards p{margin:0;color:var(--muted);font-size:15px}
@media (max-width:800px){.docs{grid-template-columns:minmax(0,1fr);gap:16px}.docs-nav{position:static}
.docs-nav ul{display:flex;flex-wrap:wrap;gap:4px}.docs-nav a{padding:6px 8px;border:1px solid var(--line)}}
`

/** Which page of the section is open: a guide's slug, `index`, or `changelog`. */
type Current = string

function sideNav(current: Current): ReactNode {
  const item = (href: string, text: string, key: Current) =>
    html`<li key=${href}>
      <a href=${href} aria-current=${current === key ? 'page' : undefined}>${text}</a>
    </li>`
  return html`<nav className="docs-nav" aria-label="Developer documentation">
    <h2>API</h2>
    <ul>
      ${item('/developers', 'Overview', 'index')} ${item('/api/docs', 'API reference', 'reference')}
      ${item('/developers/changelog', 'Changelog', 'changelog')}
    </ul>
    <h2>Guides</h2>
    <ul>
      ${GUIDES.map((guide) => item(`/developers/${guide.slug}`, guide.title, guide.slug))}
    </ul>
  </nav>`
}

/** A page of the developer section: the section's navigation beside the document. */
export function renderDeveloperPage(options: {
  title: string
  description: string
  canonicalUrl: string
  current: Current
  /** Trusted HTML: our own markdown, rendered at start. */
  documentHtml: string
  before?: ReactNode
}): string {
  return renderPublicPage({
    title: options.title,
    meta: { description: options.description, canonicalUrl: options.canonicalUrl },
    styles: DEVELOPER_STYLES,
    body: html`<div className="docs">
      ${sideNav(options.current)}
      <article className="doc prose">
        ${options.before ?? null}
        <div dangerouslySetInnerHTML=${{ __html: options.documentHtml }}></div>
      </article>
    </div>`,
  })
}

/** The section's front page: what the API is, the reference, and one card per guide. */
export function developerIndexBody(): ReactNode {
  return html`<h1>Namefolio API</h1>
    <p className="lead">
      Manage a domain portfolio, leads and sales from your own code: the same API the Namefolio
      portal uses, over HTTPS with JSON.
    </p>
    <div className="guide-cards">
      <a href="/api/docs"
        ><div className="card">
          <h2>API reference</h2>
          <p>Every endpoint, its parameters and answers, from the OpenAPI document.</p>
        </div></a
      >
      ${GUIDES.map(
        (guide) =>
          html`<a key=${guide.slug} href=${`/developers/${guide.slug}`}
            ><div className="card">
              <h2>${guide.title}</h2>
              <p>${guide.summary}</p>
            </div></a
          >`,
      )}
      <a href="/developers/changelog"
        ><div className="card">
          <h2>Changelog</h2>
          <p>What changed in the API, newest first.</p>
        </div></a
      >
    </div>`
}
