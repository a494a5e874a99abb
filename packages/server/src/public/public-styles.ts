/**
 * The stylesheet of the public pages (landers, parking, search, profiles, marketing, legal):
 * one small sheet inlined in each page, so a page is one request (DESIGN.md §5). Colour
 * scheme: `scheme-light` / `scheme-dark` on `<html>` force one; without either, the
 * visitor's system preference decides (the lander's AUTO mode).
 */
export const PUBLIC_STYLES = `
:root{--brand:#1747b5;--brand-2:#0b2e7a;--brand-ink:#fff;--ink:#101828;--muted:#475467;--bg:#f6f7fb;--card:#fff;--line:#e1e5ee;--soft:#eef2fb;--error:#b42318;--ok:#067647;--ring:#5b8def;--shadow:0 1px 2px rgb(16 24 40/6%),0 12px 32px rgb(16 24 40/8%);color-scheme:light}
@media (prefers-color-scheme:dark){:root:not(.scheme-light){--brand:#8fb0ff;--brand-2:#c9d8ff;--brand-ink:#0b1220;--ink:#eef2f8;--muted:#aab4c5;--bg:#0c111c;--card:#151c2b;--line:#273149;--soft:#1b2436;--error:#ff9c92;--ok:#6fdc9b;--shadow:0 1px 2px rgb(0 0 0/30%),0 12px 32px rgb(0 0 0/35%);color-scheme:dark}}
:root.scheme-dark{--brand:#8fb0ff;--brand-2:#c9d8ff;--brand-ink:#0b1220;--ink:#eef2f8;--muted:#aab4c5;--bg:#0c111c;--card:#151c2b;--line:#273149;--soft:#1b2436;--error:#ff9c92;--ok:#6fdc9b;--shadow:0 1px 2px rgb(0 0 0/30%),0 12px 32px rgb(0 0 0/35%);color-scheme:dark}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:var(--bg);color:var(--ink)}
a{color:var(--brand)}a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--ring);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--card);padding:8px;z-index:9}
.wrap{max-width:1120px;margin:0 auto;padding:0 20px}
.site-head{background:var(--card);border-bottom:1px solid var(--line)}
.site-head .wrap{display:flex;align-items:center;gap:20px;min-height:60px;flex-wrap:wrap}
.logo{font-weight:800;font-size:19px;letter-spacing:-.02em;color:var(--ink);text-decoration:none}.logo b{color:var(--brand)}
.site-nav{display:flex;gap:18px;flex-wrap:wrap;font-size:15px;margin-left:auto}.site-nav a{color:var(--muted);text-decoration:none}.site-nav a:hover{color:var(--ink)}
.site-nav a.nav-cta{color:var(--brand);font-weight:650}
.site-foot{border-top:1px solid var(--line);margin-top:64px;padding:28px 0;color:var(--muted);font-size:14px}
.site-foot nav{display:flex;flex-wrap:wrap;gap:8px 18px;margin-top:8px}.site-foot a{color:var(--muted)}
h1,h2,h3{line-height:1.2;letter-spacing:-.015em}h1{font-size:clamp(28px,4vw,42px);margin:32px 0 12px}h2{font-size:24px;margin:36px 0 12px}h3{font-size:18px;margin:20px 0 8px}
.lead{font-size:19px;color:var(--muted);max-width:720px}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;font:inherit;font-weight:650;padding:12px 20px;border-radius:10px;border:1px solid transparent;background:var(--brand);color:var(--brand-ink);text-decoration:none;cursor:pointer;min-height:46px}
.btn:hover{filter:brightness(1.06)}.btn.ghost{background:transparent;color:var(--brand);border-color:var(--line)}.btn.block{width:100%}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;box-shadow:var(--shadow);padding:24px}
.grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.field{display:block;margin:0 0 14px}.field>span{display:block;font-weight:600;font-size:14px;margin-bottom:6px}
input,select,textarea{width:100%;font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:10px;padding:11px 12px;min-height:46px}
textarea{min-height:96px;resize:vertical}
.error{color:var(--error);font-size:14px;margin-top:6px}.notice{border:1px solid var(--line);background:var(--soft);border-radius:12px;padding:12px 14px;margin:12px 0}
.notice.error{border-color:var(--error);background:transparent;color:var(--error)}.notice.ok{border-color:var(--ok);color:var(--ok);background:transparent}
.muted{color:var(--muted)}.small{font-size:14px}.num{font-variant-numeric:tabular-nums}
.hp{position:absolute!important;left:-10000px;width:1px;height:1px;overflow:hidden}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:10px 12px;border-bottom:1px solid var(--line)}th{font-size:13px;color:var(--muted);font-weight:600}
td.price,th.price{text-align:right;font-variant-numeric:tabular-nums}
.results{background:var(--card);border:1px solid var(--line);border-radius:14px;overflow:hidden}
.results a.name{font-weight:650;text-decoration:none;color:var(--ink);word-break:break-all}.results a.name:hover{color:var(--brand)}
.tag{display:inline-block;font-size:12px;font-weight:650;border-radius:999px;padding:2px 8px;background:var(--soft);color:var(--brand);margin-left:6px;white-space:nowrap}
.pager{display:flex;gap:8px;justify-content:space-between;align-items:center;margin:16px 0}
.search-bar{display:flex;gap:8px}.search-bar input{flex:1}
.filters{display:grid;gap:10px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));margin:12px 0}.filters label{font-size:13px;font-weight:600}
.prose{max-width:760px}.prose p,.prose li{color:var(--ink)}.prose table{margin:12px 0}
.hero{padding:28px 0 8px}.cols{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(260px,1fr))}
@media (max-width:640px){.site-nav{margin-left:0;gap:12px;font-size:14px}.hide-sm{display:none}th,td{padding:9px 8px}}
`
