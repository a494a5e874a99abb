import type { LanderModel } from './lander-model.ts'

/** The look shared by every lander-styled page: sale panel, hero, message and honest pages. */
export const LANDER_STYLES = `
body{min-height:100vh;display:flex;flex-direction:column}
.hero{background:var(--hero-bg);color:var(--hero-ink);padding:56px 0 120px}
.hero .wrap{max-width:1080px}
.brandline{display:flex;justify-content:space-between;align-items:center;font-size:14px;opacity:.9;margin-bottom:48px}
.brandline a{color:inherit}
.eyebrow{display:inline-flex;align-items:center;gap:8px;font-size:13px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;background:rgb(255 255 255/14%);border:1px solid rgb(255 255 255/25%);padding:6px 12px;border-radius:999px}
.hero h1{font-size:clamp(34px,7vw,72px);margin:18px 0 10px;word-break:break-word;letter-spacing:-.03em;line-height:1.05}
.hero p{font-size:19px;margin:0;opacity:.92;max-width:620px}
.sale{max-width:1080px;margin:-88px auto 0;padding:0 20px;display:grid;gap:24px;grid-template-columns:minmax(0,1.25fr) minmax(0,1fr);align-items:start}
.panel{background:var(--card);border:1px solid var(--line);border-radius:18px;box-shadow:var(--shadow);padding:28px}
.price-label{font-size:13px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--muted)}
.price{font-size:44px;font-weight:800;letter-spacing:-.02em;margin:4px 0 18px;font-variant-numeric:tabular-nums}
.actions{display:grid;gap:12px}
.or{display:flex;align-items:center;gap:12px;color:var(--muted);font-size:13px;margin:18px 0}.or:before,.or:after{content:"";flex:1;border-top:1px solid var(--line)}
.calc{background:var(--soft);border-radius:14px;padding:18px;margin-top:4px}
.calc-row{display:flex;justify-content:space-between;gap:12px;margin:10px 0 0;font-variant-numeric:tabular-nums}
.calc-row strong{font-size:22px}
.perks{list-style:none;padding:0;margin:20px 0 0;display:grid;gap:10px;font-size:15px;color:var(--muted)}
.perks li{display:flex;gap:10px}.perks li:before{content:"✓";color:var(--ok);font-weight:800}
.two{display:grid;gap:12px;grid-template-columns:1fr 1fr}
.money{position:relative}.money:before{content:"$";position:absolute;left:13px;top:11px;color:var(--muted);font-weight:600}.money input{padding-left:26px}
.lander-foot{margin-top:auto;padding:32px 0;text-align:center;color:var(--muted);font-size:14px}
.lander-foot a{color:var(--muted)}
.seller{font-size:14px;color:var(--muted);margin-top:14px}
h2.panel-title{font-size:20px;margin:0 0 6px}
@media (max-width:820px){.sale{grid-template-columns:1fr;margin-top:-72px}.hero{padding:28px 0 100px}.brandline{margin-bottom:28px}.price{font-size:36px}}
@media (max-width:420px){.two{grid-template-columns:1fr}.panel{padding:20px}}
`

export function heroStyles(look: { background: string; ink: string }): string {
  return `:root{--hero-bg:${look.background};--hero-ink:${look.ink}}`
}

export function schemeClass(model: LanderModel): string | undefined {
  if (model.scheme === 'DARK') return 'scheme-dark'
  if (model.scheme === 'LIGHT') return 'scheme-light'
  return undefined
}
