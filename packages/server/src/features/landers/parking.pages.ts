import { toUnicodeDomain } from '@namefolio/core/domains/domain-name'
import { html, renderPage } from '../../public/page-document.ts'
import { PUBLIC_STYLES } from '../../public/public-styles.ts'
import { HOUSE_AD_NETWORK, type ParkingAd } from './ad-feed.ts'
import { landerFooter } from './lander.pages.ts'
import type { LanderModel } from './lander-model.ts'

const PARKING_STYLES = `
body{min-height:100vh;display:flex;flex-direction:column}
.park-head{background:var(--card);border-bottom:1px solid var(--line)}
.park-head .wrap{display:flex;justify-content:space-between;align-items:center;gap:16px;min-height:64px;flex-wrap:wrap}
.park-name{font-size:22px;font-weight:800;letter-spacing:-.02em;word-break:break-word}
.forsale{display:inline-flex;align-items:center;gap:8px;background:var(--soft);border:1px solid var(--line);border-radius:999px;padding:8px 14px;font-weight:650;text-decoration:none}
.ads{max-width:760px;margin:32px auto;padding:0 20px;width:100%}
.ads h1{font-size:22px;margin:0 0 4px}
.ad{display:block;background:var(--card);border:1px solid var(--line);border-radius:14px;padding:16px 18px;margin:12px 0;text-decoration:none;color:var(--ink)}
.ad:hover{border-color:var(--brand)}
.ad-title{color:var(--brand);font-size:19px;font-weight:650}
.ad-url{color:var(--ok);font-size:14px}
.lander-foot{margin-top:auto;padding:32px 0;text-align:center;color:var(--muted);font-size:14px}.lander-foot a{color:var(--muted)}
.ads-by{font-weight:700;color:var(--ink)}
.ad-label{font-size:12px;font-weight:700;color:var(--muted);text-transform:uppercase;letter-spacing:.06em}
`

const SPONSORED_NOTE = '. Sponsored listings: we are paid when you click.'

/** The cash-parking page (spec §3): related links from the ad feed, and a for-sale link. */
export function renderParkingPage(
  model: LanderModel,
  options: { ads: ParkingAd[]; canonicalUrl: string; clickHref: (ad: ParkingAd) => string },
): string {
  const name = model.domain.name
  const networks = [...new Set(options.ads.map((ad) => ad.network))]
  // Visitors see who the ads are from: ours say so, a feed's carry its name (decision 536).
  const adsBy = networks
    .map((network) =>
      network === HOUSE_AD_NETWORK ? 'House ads by Namefolio' : `Ads by ${network}`,
    )
    .join(' · ')
  const unicode = toUnicodeDomain(name)
  return renderPage({
    title: unicode,
    titleIsFull: true,
    baseStyles: false,
    styles: PUBLIC_STYLES + PARKING_STYLES,
    meta: {
      description: `${unicode}: related links. This domain may be for sale.`,
      canonicalUrl: options.canonicalUrl,
      robots: 'noindex, follow',
    },
    body: html`
      <header className="park-head">
        <div className="wrap">
          <div className="park-name">${unicode}</div>
          <a className="forsale" href=${`/lander/${name}/offer`}>
            This domain may be for sale. Make an offer →
          </a>
        </div>
      </header>
      <main id="main" className="ads">
        <h1>Related links</h1>
        <p className="muted small">
          <span className="ads-by">${adsBy || 'No ads right now'}</span>${SPONSORED_NOTE}
        </p>
        ${options.ads.map(
          (ad) => html`<a
            key=${ad.id}
            className="ad"
            href=${options.clickHref(ad)}
            rel="nofollow sponsored"
          >
            <div className="ad-label">${ad.label}</div>
            <div className="ad-title">${ad.title}</div>
            <div className="ad-url">${ad.displayUrl}</div>
            <div className="muted small">${ad.description}</div>
          </a>`,
        )}
      </main>
      ${landerFooter()}
    `,
  })
}
