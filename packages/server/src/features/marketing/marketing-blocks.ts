import type { ReactNode } from 'react'
import { html } from '../../public/page-document.ts'
import { MARKETING_LINKS } from '../../public/marketing-links.ts'
import { MARKETING_SCREENS, type MarketingScreen } from './marketing-screens.ts'

/** Page-specific styles of the marketing pages, after the public stylesheet. */
export const MARKETING_STYLES = `
.steps{counter-reset:step;list-style:none;padding:0;display:grid;gap:14px;grid-template-columns:repeat(auto-fit,minmax(210px,1fr))}
.steps li{counter-increment:step;background:var(--card);border:1px solid var(--line);border-radius:14px;padding:16px 18px}
.steps li::before{content:counter(step);display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--soft);color:var(--brand);font-weight:700;margin-bottom:6px}
.steps h3{margin:4px 0}.steps p{margin:4px 0 0;color:var(--muted)}
.faq details{border-bottom:1px solid var(--line);padding:12px 0}.faq summary{cursor:pointer;font-weight:650}
.faq details p{margin:8px 0 0;color:var(--muted)}
.shot{margin:28px 0}.shot img{display:block;width:100%;height:auto;border:1px solid var(--line);border-radius:12px;box-shadow:var(--shadow)}
.shot figcaption{color:var(--muted);font-size:14px;margin-top:8px}
.table-scroll{overflow-x:auto}
@media (max-width:480px){.table-scroll th,.table-scroll td{padding:8px 4px;font-size:13px}}
.calc{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));align-items:end}
.calc .btn{width:100%}.quote{margin-top:16px;font-size:18px}.quote strong{font-size:26px}
.page-nav{display:flex;flex-wrap:wrap;gap:8px 16px;margin:40px 0 0;padding-top:16px;border-top:1px solid var(--line);font-size:15px}
`

export const cta = (href: string, text: string, ghost = false) =>
  html`<a className=${ghost ? 'btn ghost' : 'btn'} href=${href}>${text}</a>`

export function howItWorks(
  heading: string,
  steps: readonly (readonly [string, string])[],
): ReactNode {
  return html`<section>
    <h2>${heading}</h2>
    <ol className="steps">
      ${steps.map(([title, text]) => html`<li key=${title}><h3>${title}</h3><p>${text}</p></li>`)}
    </ol>
  </section>`
}

export function faq(items: readonly (readonly [string, ReactNode])[]): ReactNode {
  return html`<section className="faq">
    <h2>Questions</h2>
    ${items.map(
      ([question, answer]) =>
        html`<details key=${question}><summary>${question}</summary><p>${answer}</p></details>`,
    )}
  </section>`
}

/** A screenshot of our own product, from the running demo (see marketing-screens.ts). */
export function screenshot(name: keyof typeof MARKETING_SCREENS): ReactNode {
  const screen: MarketingScreen = MARKETING_SCREENS[name]
  return html`<figure className="shot">
    <img src=${screen.src} alt=${screen.alt} width=${screen.width} height=${screen.height} loading="lazy" decoding="async" />
    <figcaption>${screen.caption}</figcaption>
  </figure>`
}

/** The other marketing pages, so a visitor can go on reading without the footer. */
export function marketingNav(current: string): ReactNode {
  const pages = [...MARKETING_LINKS, ['/domain-search', 'Domain search'] as const]
  return html`<nav className="page-nav" aria-label="More about Namefolio">
    ${pages
      .filter(([href]) => href !== current)
      .map(([href, text]) => html`<a key=${href} href=${href}>${text}</a>`)}
  </nav>`
}
