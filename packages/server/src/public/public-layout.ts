import type { ReactNode } from 'react'
import { MARKETING_LINKS } from './marketing-links.ts'
import { fragment, html, renderPage, type PageMeta } from './page-document.ts'
import { PUBLIC_STYLES } from './public-styles.ts'

/** Links of the marketing footer (spec §2 marketing and legal routes). */
const FOOTER_LINKS: readonly (readonly [string, string])[] = [
  ['/', 'Home'],
  ['/domain-search', 'Find a domain'],
  ...MARKETING_LINKS,
  ['/contact', 'Contact support'],
  ['/developers', 'API docs'],
  ['/legal/agreements/terms', 'Terms'],
  ['/legal/agreements/privacy', 'Privacy'],
  ['/legal/agreements/pricing-and-fees', 'Fees'],
  ['/legal/agreements/cookie-policy', 'Cookies'],
  ['/legal/agreements/do-not-share', 'Do not share my information'],
]

export function siteHeader(): ReactNode {
  return html`<header className="site-head">
    <a className="skip" href="#main">Skip to content</a>
    <div className="wrap">
      <a className="logo" href="/">Name<b>folio</b></a>
      <nav className="site-nav" aria-label="Main">
        <a href="/search">Buy a domain</a>
        <a href="/sell-domains">Sell</a>
        <a href="/lease-to-own" className="hide-sm">Lease to own</a>
        <a href="/login">Sign in</a>
        <a href="/signup" className="nav-cta">Sign up</a>
      </nav>
    </div>
  </header>`
}

export function siteFooter(): ReactNode {
  return html`<footer className="site-foot">
    <div className="wrap">
      <div>© Namefolio. A marketplace for domain names.</div>
      <nav aria-label="Footer">
        ${FOOTER_LINKS.map(([href, text]) => html`<a key=${href} href=${href}>${text}</a>`)}
      </nav>
    </div>
  </footer>`
}

/** A marketplace page (search, profile, marketing, legal): header, main, footer. */
export function renderPublicPage(options: {
  title: string
  body: ReactNode
  meta?: PageMeta
  styles?: string
  scripts?: string[]
}): string {
  return renderPage({
    title: options.title,
    baseStyles: false,
    styles: PUBLIC_STYLES + (options.styles ?? ''),
    ...(options.scripts ? { scripts: options.scripts } : {}),
    meta: { openGraph: {}, ...options.meta },
    body: html`${siteHeader()}
      <main id="main" className="wrap">${fragment(options.body)}</main>
      ${siteFooter()}`,
  })
}
