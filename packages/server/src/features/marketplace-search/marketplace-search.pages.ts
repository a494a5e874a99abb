import type { ReactNode } from 'react'
import { formatUsd } from '@namefolio/core/money/money'
import { toUnicodeDomain } from '@namefolio/core/domains/domain-name'
import {
  MARKETPLACE_PAGE_SIZE,
  type BulkSearchResult,
  type MarketplaceListing,
  type MarketplaceQuery,
} from '@namefolio/core/search/marketplace-search.contract'
import { html } from '../../public/page-document.ts'
import { renderPublicPage } from '../../public/public-layout.ts'

const SORT_LABELS: Record<MarketplaceQuery['sort'], string> = {
  relevance: 'Best match',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  nameAsc: 'Name A–Z',
  lengthAsc: 'Shortest first',
  newest: 'Newest',
}

export function listingTable(items: MarketplaceListing[], caption: string): ReactNode {
  if (items.length === 0) return null
  return html`<div className="results">
    <table>
      <caption className="hp">${caption}</caption>
      <thead>
        <tr><th scope="col">Domain</th><th scope="col" className="price">Price</th></tr>
      </thead>
      <tbody>
        ${items.map(
          (item) => html`<tr key=${item.name}>
            <td>
              <a className="name" href=${item.landerUrl}>${toUnicodeDomain(item.name)}</a>
              ${item.leaseAvailable ? html`<span className="tag">Lease to own</span>` : null}
            </td>
            <td className="price">
              ${
                item.buyNowMicros === null
                  ? html`<span className="muted">Make offer</span>`
                  : formatUsd(item.buyNowMicros)
              }
            </td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`
}

function queryString(query: MarketplaceQuery, page: number): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice))
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice))
  if (query.tld) params.set('tld', query.tld)
  if (query.minLength !== undefined) params.set('minLength', String(query.minLength))
  if (query.maxLength !== undefined) params.set('maxLength', String(query.maxLength))
  if (query.lto) params.set('lto', '1')
  if (query.sort !== 'relevance') params.set('sort', query.sort)
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

function searchForm(path: string, query: MarketplaceQuery): ReactNode {
  return html`<form method="get" action=${path} role="search">
    <div className="search-bar">
      <label htmlFor="q" className="hp">Keyword</label>
      <input id="q" name="q" type="search" placeholder="Try a keyword: coffee, cloud, ai…" defaultValue=${query.q} />
      <button className="btn" type="submit">Search</button>
    </div>
    <details open=${Boolean(query.tld || query.minPrice || query.maxPrice || query.lto || query.minLength || query.maxLength)}>
      <summary className="small muted" style=${{ marginTop: '10px', cursor: 'pointer' }}>Filters and sorting</summary>
      <div className="filters">
        <label>Min price (USD)<input name="minPrice" inputMode="numeric" defaultValue=${query.minPrice ?? ''} /></label>
        <label>Max price (USD)<input name="maxPrice" inputMode="numeric" defaultValue=${query.maxPrice ?? ''} /></label>
        <label>Extension<input name="tld" placeholder="com" defaultValue=${query.tld} /></label>
        <label>Min length<input name="minLength" inputMode="numeric" defaultValue=${query.minLength ?? ''} /></label>
        <label>Max length<input name="maxLength" inputMode="numeric" defaultValue=${query.maxLength ?? ''} /></label>
        <label>Sort
          <select name="sort" defaultValue=${query.sort}>
            ${Object.entries(SORT_LABELS).map(([value, label]) => html`<option key=${value} value=${value}>${label}</option>`)}
          </select>
        </label>
        <label style=${{ display: 'flex', alignItems: 'center', gap: '8px' }}>
          <input type="checkbox" name="lto" value="1" defaultChecked=${query.lto} style=${{ width: 'auto', minHeight: 0 }} />
          Lease to own
        </label>
      </div>
    </details>
  </form>`
}

export function renderSearchPage(options: {
  path: string
  heading: string
  intro: ReactNode
  query: MarketplaceQuery
  result: { items: MarketplaceListing[]; total: number; isTotalCapped: boolean }
  canonicalUrl: string
}): string {
  const { query, result } = options
  const page = query.page
  const pages = Math.max(1, Math.ceil(result.total / MARKETPLACE_PAGE_SIZE))
  const title = query.q ? `“${query.q}” domains for sale` : options.heading
  const totalText = `${result.total.toLocaleString('en-US')}${result.isTotalCapped ? '+' : ''}`
  return renderPublicPage({
    title,
    meta: {
      description: query.q
        ? `Domains matching “${query.q}” for sale on Namefolio: Buy Now prices, lease to own and offers.`
        : 'Search premium domain names for sale: Buy Now prices, lease to own and offers.',
      canonicalUrl: options.canonicalUrl,
      robots: page > 1 || query.minPrice || query.maxPrice ? 'noindex, follow' : 'index, follow',
    },
    body: html`
      <h1>${options.heading}</h1>
      ${options.intro}
      <div className="card" style=${{ margin: '20px 0' }}>${searchForm(options.path, query)}</div>
      <p className="muted" role="status">
        ${
          result.total === 0
            ? query.q
              ? `No listed domain matches “${query.q}”. Try a shorter keyword.`
              : 'No listed domains match these filters.'
            : `${totalText} domain${result.total === 1 ? '' : 's'}${query.q ? ` matching “${query.q}”` : ''}`
        }
      </p>
      ${listingTable(result.items, title)}
      ${
        pages > 1
          ? html`<nav className="pager" aria-label="Pages">
            ${
              page > 1
                ? html`<a className="btn ghost" rel="prev" href=${`${options.path}${queryString(query, page - 1)}`}>← Previous</a>`
                : html`<span></span>`
            }
            <span className="muted small">Page ${page} of ${pages.toLocaleString('en-US')}</span>
            ${
              page < pages
                ? html`<a className="btn ghost" rel="next" href=${`${options.path}${queryString(query, page + 1)}`}>Next →</a>`
                : html`<span></span>`
            }
          </nav>`
          : null
      }
      <p className="small muted" style=${{ marginTop: '28px' }}>
        Looking for many names at once? Use <a href="/search?bulkSearch=1">bulk search</a>.
      </p>
    `,
  })
}

export function renderBulkSearchPage(options: {
  keywordsText: string
  result: BulkSearchResult | null
  error: string | null
}): string {
  const { result } = options
  return renderPublicPage({
    title: 'Bulk domain search',
    meta: { robots: 'noindex, follow', description: 'Search up to 500 keywords or names at once.' },
    body: html`
      <h1>Bulk domain search</h1>
      <p className="lead">Paste up to 500 keywords or domain names, one per line or separated by commas.</p>
      <form method="get" action="/search" className="card" style=${{ margin: '20px 0' }}>
        <input type="hidden" name="bulkSearch" value="1" />
        <label className="field" htmlFor="keywords">
          <span>Keywords or names</span>
          <textarea id="keywords" name="keywords" rows="6" defaultValue=${options.keywordsText}></textarea>
        </label>
        ${options.error ? html`<div className="notice error" role="alert">${options.error}</div>` : null}
        <button className="btn" type="submit">Search all</button>
      </form>
      ${
        result
          ? html`<p className="muted" role="status">${result.total.toLocaleString('en-US')} listings found for ${result.items.length} keywords.</p>
          ${result.items.map(
            (item) => html`<section key=${item.keyword}>
              <h2 style=${{ fontSize: '18px' }}>${item.keyword}</h2>
              ${
                item.exact || item.matches.length
                  ? listingTable(
                      item.exact ? [item.exact, ...item.matches] : item.matches,
                      item.keyword,
                    )
                  : html`<p className="muted small">No listing.</p>`
              }
            </section>`,
          )}`
          : null
      }
    `,
  })
}

/** Search is saturated (decision 920): what happened, when to try again, and a way onward. */
export function renderSearchBusyPage(retryAfterSeconds: number, retryPath: string): string {
  return renderPublicPage({
    title: 'Search is busy',
    meta: { robots: 'noindex, nofollow', description: 'Search is busy; try again in a moment.' },
    body: html`
      <h1>Search is busy</h1>
      <p className="lead" role="status">
        Many people are searching right now. Try again in ${retryAfterSeconds} seconds.
      </p>
      <p>
        <a className="btn" href=${retryPath}>Try again</a>
        <a className="btn ghost" href="/">Back to the home page</a>
      </p>
    `,
  })
}
