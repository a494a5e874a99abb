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

/** Extensions offered in the filter; a searched one outside the list is added to it. */
const COMMON_TLDS = ['com', 'net', 'org', 'io', 'ai', 'co', 'app', 'dev', 'xyz'] as const

const SEARCH_STYLES = `
.search-bar{flex-wrap:wrap}.search-bar input{min-width:0;flex:1 1 220px}
.search-cols{display:grid;gap:20px;grid-template-columns:260px 1fr;align-items:start;margin-top:20px}
.filters-panel{margin:0;padding:18px;border:1px solid var(--line);border-radius:14px;background:var(--card)}
.filters-panel legend{font-weight:700;padding:0 6px}
.filters-panel .field{margin-bottom:12px}.filters-panel .pair{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.filters-panel .check{display:flex;align-items:center;gap:8px;font-weight:600;font-size:14px;margin:4px 0 14px}
.filters-panel .check input{width:auto;min-height:0;width:20px;height:20px}
.result-head{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;margin-bottom:12px}
.result-head p{margin:0}.sort{display:flex;gap:8px;align-items:center}.sort label{font-size:14px;font-weight:600;white-space:nowrap}
.sort select{width:auto;min-height:40px;padding:6px 10px}.sort .btn{min-height:40px;padding:6px 14px}
@media (max-width:760px){.search-cols{grid-template-columns:1fr}.filters-panel{padding:14px}.filters-panel .field{margin-bottom:8px}}
@media (max-width:420px){.search-bar .btn{flex:1 1 100%}}
`

function hasFilters(query: MarketplaceQuery): boolean {
  return Boolean(
    query.tld ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.lto ||
    query.minLength !== undefined ||
    query.maxLength !== undefined,
  )
}

function numberField(label: string, name: string, value: number | undefined): ReactNode {
  return html`<label className="field">
    <span>${label}</span>
    <input name=${name} inputMode="numeric" pattern="[0-9]*" defaultValue=${value ?? ''} />
  </label>`
}

function filtersPanel(path: string, query: MarketplaceQuery): ReactNode {
  const tlds: string[] = [...COMMON_TLDS]
  if (query.tld && !tlds.includes(query.tld)) tlds.push(query.tld)
  return html`<fieldset className="filters-panel">
    <legend>Filters</legend>
      <label className="field">
        <span>Extension</span>
        <select name="tld" defaultValue=${query.tld}>
          <option value="">Any extension</option>
          ${tlds.map((tld) => html`<option key=${tld} value=${tld}>.${tld}</option>`)}
        </select>
      </label>
      <div className="pair">
        ${numberField('Min price ($)', 'minPrice', query.minPrice)}
        ${numberField('Max price ($)', 'maxPrice', query.maxPrice)}
      </div>
      <div className="pair">
        ${numberField('Min length', 'minLength', query.minLength)}
        ${numberField('Max length', 'maxLength', query.maxLength)}
      </div>
    <label className="check">
      <input type="checkbox" name="lto" value="1" defaultChecked=${query.lto} />
      Lease to own available
    </label>
    <button className="btn block" type="submit">Apply filters</button>
    ${
      hasFilters(query)
        ? html`<p className="small" style=${{ margin: '12px 0 0' }}>
            <a href=${`${path}${query.q ? `?q=${encodeURIComponent(query.q)}` : ''}`}>Clear filters</a>
          </p>`
        : null
    }
  </fieldset>`
}

function sortControl(query: MarketplaceQuery): ReactNode {
  return html`<div className="sort">
    <label htmlFor="sort">Sort by</label>
    <select id="sort" name="sort" defaultValue=${query.sort}>
      ${Object.entries(SORT_LABELS).map(([value, label]) => html`<option key=${value} value=${value}>${label}</option>`)}
    </select>
    <button className="btn ghost" type="submit">Sort</button>
  </div>`
}

function pager(path: string, query: MarketplaceQuery, pages: number): ReactNode {
  const page = query.page
  if (pages <= 1) return null
  return html`<nav className="pager" aria-label="Pages">
    ${
      page > 1
        ? html`<a className="btn ghost" rel="prev" href=${`${path}${queryString(query, page - 1)}`}>← Previous</a>`
        : html`<span></span>`
    }
    <span className="muted small">Page ${page} of ${pages.toLocaleString('en-US')}</span>
    ${
      page < pages
        ? html`<a className="btn ghost" rel="next" href=${`${path}${queryString(query, page + 1)}`}>Next →</a>`
        : html`<span></span>`
    }
  </nav>`
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
  const statusText =
    result.total === 0
      ? query.q
        ? `No listed domain matches “${query.q}”${hasFilters(query) ? ' with these filters' : ''}. Try a shorter keyword or fewer filters.`
        : 'No listed domains match these filters.'
      : `${totalText} domain${result.total === 1 ? '' : 's'}${query.q ? ` matching “${query.q}”` : ''}`
  return renderPublicPage({
    title,
    meta: {
      description: query.q
        ? `Domains matching “${query.q}” for sale on Namefolio: Buy Now prices, lease to own and offers.`
        : 'Search premium domain names for sale: Buy Now prices, lease to own and offers.',
      canonicalUrl: options.canonicalUrl,
      robots: page > 1 || query.minPrice || query.maxPrice ? 'noindex, follow' : 'index, follow',
    },
    styles: SEARCH_STYLES,
    body: html`
      <h1>${options.heading}</h1>
      ${options.intro}
      <form method="get" action=${options.path}>
        <div className="search-bar" role="search">
          <label htmlFor="q" className="hp">Keyword</label>
          <input id="q" name="q" type="search" placeholder="Keyword, e.g. coffee" defaultValue=${query.q} />
          <button className="btn" type="submit">Search</button>
        </div>
        <div className="search-cols">
          ${filtersPanel(options.path, query)}
          <section aria-label="Results">
            <div className="result-head">
              <p className="muted" role="status">${statusText}</p>
              ${sortControl(query)}
            </div>
            ${listingTable(result.items, title)}
            ${pager(options.path, query, pages)}
          </section>
        </div>
      </form>
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
