import type { ReactNode } from 'react'
import { toUnicodeDomain } from '@namefolio/core/domains/domain-name'
import { formatUsd } from '@namefolio/core/money/money'
import { RESPONSE_TIME_TEXT, type ResponseTimeBucket } from '@namefolio/core/account/profile'
import { html } from '../../public/page-document.ts'
import { renderPublicPage } from '../../public/public-layout.ts'
import type { ProfileListing, ProfileSeller } from './public-profiles.repository.ts'

export const PROFILE_PAGE_SIZE = 50

function displayName(seller: ProfileSeller): string {
  return seller.profileVisibility === 'PUBLIC' ? seller.name : 'A Namefolio seller'
}

function hasBuyNow(l: ProfileListing): boolean {
  if (!l.buynowPriceMicros || l.buynowPriceMicros <= 0) return false
  if (l.landerTemplate === 'PRICE_FORM' || l.landerTemplate === 'CASH_PARKING') return false
  if (l.landerTemplate === 'CUSTOM_LANDER')
    return l.showLanderBuyNowOption || !l.showLanderMakeOfferOption
  return true
}

function listings(items: ProfileListing[]): ReactNode {
  return html`<div className="results">
    <table>
      <thead><tr><th scope="col">Domain</th><th scope="col" className="price">Price</th></tr></thead>
      <tbody>
        ${items.map(
          (l) => html`<tr key=${l.name}>
            <td><a className="name" href=${`/lander/${l.name}`}>${toUnicodeDomain(l.name)}</a></td>
            <td className="price">${hasBuyNow(l) ? formatUsd(l.buynowPriceMicros) : html`<span className="muted">Make offer</span>`}</td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`
}

/** The name line; the profile page leaves out the year, which its "Member since" line gives. */
function header(seller: ProfileSeller, total: number, withSince = true): ReactNode {
  const parts = [
    `@${seller.username}`,
    ...(withSince ? [`Selling on Namefolio since ${seller.createdAt.getUTCFullYear()}`] : []),
    `${total.toLocaleString('en-US')} domain${total === 1 ? '' : 's'} for sale`,
  ]
  return html`<div className="hero">
    <h1>${displayName(seller)}</h1>
    <p className="lead">${parts.join(' · ')}</p>
  </div>`
}

/** What the profile says about the seller, each within the privacy settings (decision 1007). */
export type ProfileFacts = {
  /** Completed sales, or null when the seller chose not to show it. */
  salesCount: number | null
  /** The typical reply time, or null when hidden or not known yet. */
  responseTime: ResponseTimeBucket | null
}

const memberSince = (createdAt: Date) =>
  createdAt.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Avatar, bio and facts. An ANONYMOUS profile shows neither the avatar nor the bio. */
function about(seller: ProfileSeller, facts: ProfileFacts): ReactNode {
  const isPublic = seller.profileVisibility === 'PUBLIC'
  const avatar = isPublic && seller.avatarId !== null
  const bio = isPublic && seller.bio ? seller.bio : null
  const items = [
    html`<li key="since">Member since ${memberSince(seller.createdAt)}</li>`,
    facts.salesCount === null
      ? null
      : html`<li key="sales">${facts.salesCount.toLocaleString('en-US')} sale${facts.salesCount === 1 ? '' : 's'} completed</li>`,
    facts.responseTime === null
      ? null
      : html`<li key="reply">${RESPONSE_TIME_TEXT[facts.responseTime]}</li>`,
  ]
  return html`<section className="card" aria-label="About this seller" style=${{ display: 'flex', gap: '20px', alignItems: 'flex-start', flexWrap: 'wrap' }}>
    ${avatar ? html`<img src=${`/avatars/${seller.avatarId}`} alt=${`${seller.name}'s photo`} width="96" height="96" style=${{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />` : null}
    <div style=${{ flex: '1 1 240px', minWidth: 0 }}>
      ${bio ? html`<p className="prose" style=${{ marginTop: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>${bio}</p>` : null}
      <ul className="muted" style=${{ margin: 0, paddingLeft: '18px' }}>${items}</ul>
    </div>
  </section>`
}

export function renderProfilePage(options: {
  seller: ProfileSeller
  featured: ProfileListing[]
  recent: ProfileListing[]
  total: number
  facts: ProfileFacts
  canonicalUrl: string
}): string {
  const { seller } = options
  return renderPublicPage({
    title: `${displayName(seller)} (@${seller.username}): domains for sale`,
    meta: {
      description: `${options.total} domains for sale by ${displayName(seller)} on Namefolio.`,
      canonicalUrl: options.canonicalUrl,
      openGraph: { type: 'profile' },
    },
    body: html`
      ${header(seller, options.total, false)}
      ${about(seller, options.facts)}
      ${options.featured.length ? html`<h2>Featured</h2>${listings(options.featured)}` : null}
      <h2>${options.featured.length ? 'More listings' : 'Listings'}</h2>
      ${options.recent.length ? listings(options.recent) : html`<p className="muted">No domains for sale right now.</p>`}
      <p><a className="btn ghost" href=${`/listings/${seller.username}`}>See all ${options.total.toLocaleString('en-US')} listings →</a></p>
    `,
  })
}

export function renderListingsPage(options: {
  seller: ProfileSeller
  items: ProfileListing[]
  total: number
  q: string
  page: number
  canonicalUrl: string
}): string {
  const { seller, page, q } = options
  const pages = Math.max(1, Math.ceil(options.total / PROFILE_PAGE_SIZE))
  const link = (p: number) => {
    const params = new URLSearchParams()
    if (q) params.set('q', q)
    if (p > 1) params.set('page', String(p))
    const text = params.toString()
    return `/listings/${seller.username}${text ? `?${text}` : ''}`
  }
  return renderPublicPage({
    title: `All domains for sale by @${seller.username}`,
    meta: {
      description: `Every domain ${displayName(seller)} has for sale on Namefolio.`,
      canonicalUrl: options.canonicalUrl,
      robots: page > 1 || q ? 'noindex, follow' : 'index, follow',
    },
    body: html`
      ${header(seller, options.total)}
      <form method="get" action=${`/listings/${seller.username}`} className="search-bar" role="search" style=${{ margin: '16px 0' }}>
        <label htmlFor="q" className="hp">Search these listings</label>
        <input id="q" name="q" type="search" placeholder="Search these listings" defaultValue=${q} />
        <button className="btn" type="submit">Search</button>
      </form>
      <p className="muted" role="status">${options.total.toLocaleString('en-US')} listing${options.total === 1 ? '' : 's'}${q ? ` matching “${q}”` : ''}</p>
      ${options.items.length ? listings(options.items) : null}
      ${
        pages > 1
          ? html`<nav className="pager" aria-label="Pages">
            ${page > 1 ? html`<a className="btn ghost" rel="prev" href=${link(page - 1)}>← Previous</a>` : html`<span></span>`}
            <span className="muted small">Page ${page} of ${pages}</span>
            ${page < pages ? html`<a className="btn ghost" rel="next" href=${link(page + 1)}>Next →</a>` : html`<span></span>`}
          </nav>`
          : null
      }
    `,
  })
}

export function renderNoProfile(username: string): string {
  return renderPublicPage({
    title: 'Profile not found',
    meta: { robots: 'noindex, nofollow' },
    body: html`<h1>No public profile</h1>
      <p className="lead">There is no public seller profile at @${username}. The seller may have made it private.</p>
      <p><a className="btn" href="/search">Search all domains</a></p>`,
  })
}
