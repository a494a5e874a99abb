import type { ReactNode } from 'react'
import type { LanderUnavailableReason } from '@namefolio/core/landers/lander.contract'
import { toUnicodeDomain } from '@namefolio/core/domains/domain-name'
import { html, renderPage } from '../../public/page-document.ts'
import { PUBLIC_STYLES } from '../../public/public-styles.ts'
import type { LanderModel } from './lander-model.ts'
import { landerFooter } from './lander.pages.ts'
import { heroStyles, LANDER_STYLES, schemeClass } from './lander-styles.ts'

const UNAVAILABLE_COPY: Record<LanderUnavailableReason, { title: string; text: string }> = {
  unknown: {
    title: 'is not listed on Namefolio',
    text: 'We have no listing for this domain. If you own it, add it to your portfolio to sell it here.',
  },
  notListed: {
    title: 'is not for sale right now',
    text: 'The owner has not listed this domain, or its listing is being reviewed. Similar names may be available.',
  },
  sold: {
    title: 'has been sold',
    text: 'This domain found a new owner. Similar names may still be available.',
  },
}

/** The honest page for a domain without a lander (spec §5). */
export function renderUnavailable(name: string, reason: LanderUnavailableReason): string {
  const copy = UNAVAILABLE_COPY[reason]
  const unicode = toUnicodeDomain(name)
  const sld = unicode.split('.')[0] ?? unicode
  return renderPage({
    title: `${unicode} ${copy.title}`,
    baseStyles: false,
    styles: PUBLIC_STYLES + LANDER_STYLES + ':root{--hero-bg:#1d2939;--hero-ink:#fff}',
    meta: { robots: 'noindex, follow', description: `${unicode} ${copy.title}.` },
    body: html`
      <header className="hero">
        <div className="wrap">
          <div className="brandline"><a href="/search">Namefolio marketplace</a></div>
          <h1>${unicode}</h1>
          <p>${copy.title[0]!.toUpperCase() + copy.title.slice(1)}.</p>
        </div>
      </header>
      <main id="main" className="sale" style=${{ gridTemplateColumns: '1fr' }}>
        <section className="panel">
          <p style=${{ marginTop: 0 }}>${copy.text}</p>
          <form method="get" action="/search" className="search-bar" role="search">
            <label htmlFor="q" className="hp">Search domains</label>
            <input id="q" name="q" defaultValue=${sld} />
            <button className="btn" type="submit">Find similar</button>
          </form>
        </section>
      </main>
      ${landerFooter()}
    `,
  })
}

/** A simple lander-styled message page (offer sent, purchase steps). */
export function renderLanderMessage(options: {
  model: LanderModel
  title: string
  body: ReactNode
  status?: string
}): string {
  const unicode = toUnicodeDomain(options.model.domain.name)
  return renderPage({
    title: `${options.title} · ${unicode}`,
    titleIsFull: true,
    baseStyles: false,
    styles: PUBLIC_STYLES + LANDER_STYLES + heroStyles(options.model.theme),
    ...(schemeClass(options.model) ? { htmlClassName: schemeClass(options.model)! } : {}),
    meta: { robots: 'noindex, nofollow' },
    body: html`
      <header className="hero">
        <div className="wrap">
          <div className="brandline">
            <a href=${`/lander/${options.model.domain.name}`}>← Back to ${unicode}</a>
            <a href="/search">Namefolio marketplace</a>
          </div>
          <h1>${options.title}</h1>
        </div>
      </header>
      <main id="main" className="sale" style=${{ gridTemplateColumns: '1fr' }}>
        <section className="panel" role=${options.status ? 'status' : undefined}>
          ${options.body}
        </section>
      </main>
      ${landerFooter()}
    `,
  })
}
