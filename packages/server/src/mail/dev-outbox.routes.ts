import type { Db } from '../db/client.ts'
import type { ZodApp } from '../http/zod-app.ts'
import { html, renderPage } from '../public/page-document.ts'
import { listOutbox } from './mailer.ts'

/**
 * `/dev/outbox`: the mail the outbox adapter kept, newest first. Registered only in
 * development and test (never in production: messages carry sign-in and recovery links).
 */
export function registerDevOutboxRoutes(app: ZodApp, deps: { db: Db }): void {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutbox(deps.db)
    const body = html`
      <main className="wide">
        <div className="card wide">
          <h1>Outbox</h1>
          <p className="hint">
            Mail kept because SMTP_URL is not set. Development and test only.
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
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(renderPage({ title: 'Outbox', body }))
  })
}
