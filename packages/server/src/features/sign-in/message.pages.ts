import { html } from '../../public/page-document.ts'
import { layout, type PageContext } from './sign-in-page-layout.ts'
import { queryOf } from './sign-in-link-params.ts'
import type { Brand } from './private-label.ts'

export function renderReturnRefusedPage(brand: Brand | null = null): string {
  const content = html`
    <div className="notice error" role="alert">
      The sign-in link asks to return to a page outside Namefolio, so we stopped here.
    </div>
    <p><a href="/login">Sign in to Namefolio</a></p>
  `
  return layout({ brand }, "That link can't be used", content)
}

/** A message page: federation outcomes and other dead ends. */
export function renderMessagePage(
  options: PageContext & { title: string; text: string; kind: 'error' | 'ok' },
): string {
  const content = html`
    <div className=${`notice ${options.kind}`} role=${options.kind === 'error' ? 'alert' : 'status'}>
      ${options.text}
    </div>
    <p><a href=${`/login${queryOf(options.params)}`}>Back to sign in</a></p>
  `
  return layout(options, options.title, content)
}

/**
 * GET /logout (issue 12): a page that asks, so a link or image on another site cannot sign
 * anyone out; the button posts to /logout, which the CSRF guard holds to our own pages.
 */
export function renderSignOutPage(
  options: PageContext & { email: string; /** Where "Stay signed in" goes. */ homeUrl: string },
): string {
  const content = html`
    <p className="hint">Signed in as ${options.email}.</p>
    <form method="post" action="/logout">
      <button type="submit">Sign out</button>
    </form>
    <a className="button-link" href=${options.homeUrl}>Stay signed in</a>
  `
  return layout(options, 'Sign out of Namefolio?', content)
}
