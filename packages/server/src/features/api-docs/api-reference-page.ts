import { html, renderPage } from '../../public/page-document.ts'

/** Where the reference loads its renderer and its settings (files: no inline script, CSP). */
export const RENDERER_PREFIX = '/api/docs/renderer'
export const RENDERER_SCRIPT = `${RENDERER_PREFIX}/js/scalar.js`
export const REFERENCE_SETTINGS_SCRIPT = '/api/docs/reference.js'

/**
 * The renderer's settings: our document, our colours, and nothing fetched from elsewhere (no
 * web fonts, no telemetry, no developer toolbar, no hosted AI agent or client). Dark mode follows the visitor's system, as
 * the public pages do.
 */
const SETTINGS = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  hideDarkModeToggle: true,
  // Its button opens Scalar's hosted client, another site: requests stay on this page.
  hideClientButton: true,
  // "Ask AI" sends the document and questions to Scalar's hosted agent.
  agent: { disabled: true },
  documentDownloadType: 'json',
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  metaData: { title: 'API reference · Namefolio' },
}

/** A script file that starts the renderer in `#reference` with SETTINGS. */
export const REFERENCE_SETTINGS_JS = `(() => {
  const settings = ${JSON.stringify(SETTINGS)};
  settings.darkMode = window.matchMedia('(prefers-color-scheme: dark)').matches;
  window.Scalar.createApiReference('#reference', settings);
})();
`

// Scalar's theme variables in Namefolio's colours (public-styles.ts), with muted text and HTTP
// method colours dark (light)/bright (dark) enough for WCAG AA contrast (axe in the e2e journey);
// `!important` because the renderer injects its theme after our sheet. The header bar sits above
// the renderer, which leaves room for it through --scalar-custom-header-height.
const REFERENCE_STYLES = `
:root{--scalar-custom-header-height:56px;--nf-brand:#1747b5;--nf-ink:#101828;--nf-card:#fff;--nf-line:#e1e5ee}
@media (prefers-color-scheme:dark){:root{--nf-brand:#8fb0ff;--nf-ink:#eef2f8;--nf-card:#151c2b;--nf-line:#273149}}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:var(--nf-card);color:var(--nf-ink)}
.light-mode{--scalar-color-accent:#1747b5!important;--scalar-button-1:#1747b5!important;--scalar-button-1-hover:#0b2e7a!important;--scalar-button-1-color:#fff!important;--scalar-sidebar-color-active:#1747b5!important;--scalar-color-2:#4f4f4f!important;--scalar-color-3:#5f5f5f!important;--scalar-color-green:#067647!important;--scalar-color-blue:#1747b5!important;--scalar-color-orange:#a8430a!important;--scalar-color-red:#b42318!important;--scalar-color-purple:#5b21b6!important;--scalar-color-yellow:#7a5c00!important}
.dark-mode{--scalar-color-accent:#8fb0ff!important;--scalar-button-1:#8fb0ff!important;--scalar-button-1-hover:#c9d8ff!important;--scalar-button-1-color:#0b1220!important;--scalar-sidebar-color-active:#8fb0ff!important;--scalar-color-2:#c4c4c4!important;--scalar-color-3:#a8a8a8!important;--scalar-color-green:#6fdc9b!important;--scalar-color-blue:#8fb0ff!important;--scalar-color-orange:#ffb27a!important;--scalar-color-red:#ff9c92!important;--scalar-color-purple:#c4b5fd!important;--scalar-color-yellow:#ffd75e!important}
.scalar-app{--scalar-font:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.nf-bar{position:sticky;top:0;z-index:10;height:56px;display:flex;align-items:center;gap:16px;padding:0 16px;background:var(--nf-card);border-bottom:1px solid var(--nf-line);box-sizing:border-box}
.nf-bar a{color:var(--nf-ink);font-size:15px}.nf-bar .logo{font-weight:800;font-size:19px;text-decoration:none;letter-spacing:-.02em}.nf-bar .logo b{color:var(--nf-brand)}
.nf-bar nav{margin-left:auto;display:flex;gap:14px}
.nf-bar a:focus-visible{outline:3px solid #5b8def;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--nf-card);padding:8px;z-index:1001}
.nf-loading{padding:24px 16px}
`

/** The API reference: our header bar, and the renderer reading /api/openapi.json. */
export function renderApiReferencePage(): string {
  return renderPage({
    title: 'API reference',
    baseStyles: false,
    styles: REFERENCE_STYLES,
    meta: {
      description: 'Every endpoint of the Namefolio API, generated from its OpenAPI document.',
    },
    body: html`
      <a className="skip" href="#reference">Skip to the reference</a>
      <header className="nf-bar">
        <a className="logo" href="/developers">Name<b>folio</b> API</a>
        <nav aria-label="Developers">
          <a href="/developers">Guides</a>
          <a href="/developers/changelog">Changelog</a>
        </nav>
      </header>
      <main id="reference"></main>
      <noscript>
        <p className="nf-loading">
          The API reference needs JavaScript. The OpenAPI document it shows is at
          <a href="/api/openapi.json">/api/openapi.json</a>.
        </p>
      </noscript>
      <script src=${RENDERER_SCRIPT}></script>
      <script src=${REFERENCE_SETTINGS_SCRIPT}></script>
    `,
  })
}
