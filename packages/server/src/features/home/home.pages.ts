import type { ReactNode } from 'react'
import { formatUsd } from '@namefolio/core/money/money'
import { toUnicodeDomain } from '@namefolio/core/domains/domain-name'
import { html } from '../../public/page-document.ts'
import { renderPublicPage } from '../../public/public-layout.ts'

export type FeaturedListing = { name: string; buyNowMicros: number; isLeaseable: boolean }

const HOME_STYLES = `
.home-hero{padding:40px 0 8px;max-width:820px}.home-hero h1{margin-top:8px}
.home-search{display:flex;gap:8px;margin:24px 0 8px}.home-search input{flex:1;min-width:0;font-size:17px}
.quick{display:flex;flex-wrap:wrap;gap:8px 18px;font-size:15px}
.featured{list-style:none;padding:0;margin:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.featured a{display:flex;flex-direction:column;gap:4px;height:100%;padding:16px 18px;background:var(--card);border:1px solid var(--line);border-radius:14px;text-decoration:none;color:var(--ink)}
.featured a:hover{border-color:var(--brand)}.featured .name{font-weight:700;word-break:break-all}
.featured .price{font-variant-numeric:tabular-nums;color:var(--muted)}
.audiences{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));margin-top:40px}
.audiences h2{margin-top:0}.audiences ul{padding-left:20px}
.steps{counter-reset:step;list-style:none;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.steps li{counter-increment:step;background:var(--card);border:1px solid var(--line);border-radius:14px;padding:16px 18px}
.steps li::before{content:counter(step);display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--soft);color:var(--brand);font-weight:700;margin-bottom:8px}
.cta-row{display:flex;flex-wrap:wrap;gap:10px;margin-top:16px}
@media (max-width:480px){.home-search{flex-direction:column}.home-search .btn{width:100%}}
`

function searchBox(): ReactNode {
  return html`<form className="home-search" method="get" action="/search" role="search">
    <label htmlFor="home-q" className="hp">Search domains for sale</label>
    <input id="home-q" name="q" type="search" placeholder="A keyword: coffee, cloud…" autoComplete="off" />
    <button className="btn" type="submit">Search domains</button>
  </form>`
}

function featuredListings(items: FeaturedListing[]): ReactNode {
  if (items.length === 0) {
    return html`<p className="muted">
      No domains are listed right now. <a href="/sell-domains">List yours</a>: it is free.
    </p>`
  }
  return html`<ul className="featured">
    ${items.map(
      (item) => html`<li key=${item.name}>
        <a href=${`/lander/${item.name}`}>
          <span className="name">${toUnicodeDomain(item.name)}</span>
          <span className="price">Buy now ${formatUsd(item.buyNowMicros)}</span>
          ${item.isLeaseable ? html`<span><span className="tag" style=${{ marginLeft: 0 }}>Lease to own</span></span>` : null}
        </a>
      </li>`,
    )}
  </ul>`
}

/** The visitor's home page (issue 13): what we do for each side, search, fresh listings. */
export function renderHomePage(options: {
  featured: FeaturedListing[]
  canonicalUrl: string
}): string {
  return renderPublicPage({
    title: 'Buy and sell domain names',
    meta: {
      description:
        'Namefolio is a marketplace for domain names: buy at a fixed price, lease to own in monthly payments, or make an offer. Sellers list for free.',
      canonicalUrl: options.canonicalUrl,
    },
    styles: HOME_STYLES,
    body: html`
      <section className="home-hero">
        <h1>The domain name your idea deserves</h1>
        <p className="lead">
          Buy a premium name at a fixed price, spread it over monthly payments, or make the
          seller an offer. Every payment is held until the name is yours.
        </p>
        ${searchBox()}
        <p className="quick small">
          <a href="/forsale">Browse all domains</a>
          <a href="/search?lto=1">Names you can lease to own</a>
          <a href="/search?bulkSearch=1">Bulk search</a>
        </p>
      </section>

      <section aria-labelledby="featured-title">
        <h2 id="featured-title">Recently listed</h2>
        ${featuredListings(options.featured)}
      </section>

      <div className="audiences">
        <section className="card" aria-labelledby="for-buyers">
          <h2 id="for-buyers">For buyers</h2>
          <ul>
            <li>Search every listed name by keyword, price, length and extension.</li>
            <li>Buy now, <a href="/lease-to-own">lease to own</a> from 2 to 60 months, or negotiate.</li>
            <li>We hold your payment until the domain is in your account.</li>
          </ul>
          <div className="cta-row"><a className="btn" href="/search">Find a domain</a></div>
        </section>
        <section className="card" aria-labelledby="for-sellers">
          <h2 id="for-sellers">For sellers</h2>
          <ul>
            <li>List any number of names for free, by list or CSV.</li>
            <li>Fast <a href="/sales-landers">sales landers</a> on your own domains, or <a href="/domain-parking">parking</a> while you wait.</li>
            <li>Offers, counter-offers and payouts in one portfolio; a <a href="/domain-broker">broker</a> when you want one.</li>
          </ul>
          <div className="cta-row"><a className="btn" href="/sell-domains">Start selling</a></div>
        </section>
      </div>

      <section aria-labelledby="how-title">
        <h2 id="how-title">How a purchase works</h2>
        <ol className="steps">
          <li><h3>Pick a name</h3><p className="muted">Buy it at its price, choose a lease term, or send an offer.</p></li>
          <li><h3>Pay safely</h3><p className="muted">Your payment is held by Namefolio, not sent to the seller.</p></li>
          <li><h3>Receive the domain</h3><p className="muted">The seller transfers it; we confirm you control it.</p></li>
          <li><h3>The seller is paid</h3><p className="muted">Only then is the money released to the seller.</p></li>
        </ol>
      </section>

      <section className="card" style=${{ marginTop: '40px' }} aria-labelledby="account-title">
        <h2 id="account-title" style=${{ marginTop: 0 }}>Your account</h2>
        <p>One account to buy, sell and follow every negotiation.</p>
        <div className="cta-row">
          <a className="btn" href="/signup">Create a free account</a>
          <a className="btn ghost" href="/login">Sign in</a>
        </div>
      </section>
    `,
  })
}
