import type { Db } from '../db/client.ts'
import type { UserRow } from '../db/schema/users.ts'
import { isAccountBlocked } from '../http/auth.ts'
import type { ZodApp } from '../http/zod-app.ts'
import { html, renderPage } from '../public/page-document.ts'
import { listOutbox, listOutboxFor, type OutboxMessage } from './mailer.ts'

const OUTBOX_PATH = '/dev/outbox'

/**
 * `/dev/outbox`: the mail the outbox adapter kept, newest first. Registered only in
 * development and test (decision 901): messages carry sign-in and recovery links. Even there
 * a signed-in user sees only the mail addressed to them, an admin sees all of it, and a
 * signed-out visitor sees a sign-in prompt, so nobody reads the link meant for someone else.
 */
export function registerDevOutboxRoutes(app: ZodApp, deps: { db: Db; ssoBaseUrl: string }): void {
  const signInUrl = `${deps.ssoBaseUrl}/login?realm=portal&path=${encodeURIComponent(OUTBOX_PATH)}`
  app.get(OUTBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const viewer = request.auth && !isAccountBlocked(request.auth.user) ? request.auth.user : null
    const page = viewer
      ? outboxPage(viewer, await messagesFor(deps.db, viewer))
      : signInPrompt(signInUrl)
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(renderPage({ title: 'Outbox', body: page }))
  })
}

function messagesFor(db: Db, viewer: UserRow): Promise<OutboxMessage[]> {
  return viewer.roles.includes('admin') ? listOutbox(db) : listOutboxFor(db, viewer.email)
}

function signInPrompt(signInUrl: string) {
  return html`
    <main>
      <div className="card">
        <h1>Outbox</h1>
        <p>Sign in to read the mail sent to you.</p>
        <p><a className="button-link" href=${signInUrl}>Sign in</a></p>
      </div>
    </main>
  `
}

function outboxPage(viewer: UserRow, messages: OutboxMessage[]) {
  const scope = viewer.roles.includes('admin')
    ? 'All mail (you are an admin).'
    : `Mail sent to ${viewer.email}.`
  return html`
    <main className="wide">
      <div className="card wide">
        <h1>Outbox</h1>
        <p className="hint">
          Mail kept because SMTP_URL is not set. Development and test only. ${scope}
        </p>
        ${messages.length === 0 ? html`<p>No mail yet.</p>` : null}
        ${messages.map(
          (m) => html`<article key=${m.id} className="mail">
            <h2>${m.subject}</h2>
            <p className="hint">To ${m.toAddress} · ${m.createdAt.toISOString()}</p>
            <pre>${m.textBody}</pre>
          </article>`,
        )}
      </div>
    </main>
  `
}
