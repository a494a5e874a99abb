import { SupportAttachmentParamsSchema } from '@namefolio/core/support/support.contract'
import { adminSupportEndpoints, supportEndpoints } from '@namefolio/core/support/support.endpoints'
import { adminSupportSchemas, supportSchemas } from '@namefolio/core/support/support.schemas'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole, requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { answerCase } from './answer-case.ts'
import { closeCaseAsSupport } from './close-case.ts'
import { guestCaseLimit, registerContactPage } from './contact.routes.ts'
import { openCase } from './open-case.ts'
import { openGuestCase } from './open-guest-case.ts'
import { readCaseForSupport, readOwnCase } from './read-case.ts'
import { replyToCase } from './reply-to-case.ts'
import {
  findAttachment,
  findCase,
  listCasesForSupport,
  listCasesOfUser,
  listOwnTransactions,
} from './support.repository.ts'
import { createSupportMail } from './support-mail.ts'
import { toCaseSummary } from './support-view.ts'

const tags = ['support']
/** A 5 MB attachment as base64 plus the message (decision 1041). */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024

/**
 * Support cases (issue 18; spec §8 POST v1/support, v1/support/user; decisions 1040–1042).
 * Every case is read through its owner or the admin role; another account's case is a 404.
 */
export function registerSupportRoutes(
  app: ZodApp,
  deps: { db: Db; mailer: Mailer; publicUrl: string },
): void {
  const { db } = deps
  const mail = createSupportMail({ mailer: deps.mailer, publicUrl: deps.publicUrl, log: app.log })
  // A public form (issue 12, decision 912): per client address and per e-mail address.
  const guestCasesPerEmail = guestCaseLimit(app)
  registerContactPage(app, { db, mail, perEmail: guestCasesPerEmail })

  // The customer's side.
  serveEndpoint(
    app,
    supportEndpoints.create,
    {
      tags,
      schemas: supportSchemas.create,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request) => openCase(db, requireUser(request), request.body),
  )
  serveEndpoint(
    app,
    supportEndpoints.createAsGuest,
    {
      tags,
      schemas: supportSchemas.createAsGuest,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await guestCasesPerEmail(request)
      return openGuestCase({ db, mail }, request.body)
    },
  )
  serveEndpoint(
    app,
    supportEndpoints.list,
    { tags, schemas: supportSchemas.list },
    async (request) => {
      const { rows, total } = await listCasesOfUser(db, requireUser(request).id, request.query)
      return { items: rows.map(toCaseSummary), total }
    },
  )
  serveEndpoint(
    app,
    supportEndpoints.choices,
    { tags, schemas: supportSchemas.choices },
    async (request) => {
      const user = requireUser(request)
      const rows = await listOwnTransactions(db, user.id)
      return {
        transactions: rows.map((row) => ({
          transactionId: row.id,
          domainName: row.domainName,
          kind: row.kind,
          side: row.sellerId === user.id ? ('SELLER' as const) : ('BUYER' as const),
          saleDate: row.saleDate.toISOString(),
        })),
      }
    },
  )
  serveEndpoint(app, supportEndpoints.get, { tags, schemas: supportSchemas.get }, async (request) =>
    readOwnCase(db, requireUser(request), request.params.caseId),
  )
  serveEndpoint(
    app,
    supportEndpoints.reply,
    { tags, schemas: supportSchemas.reply, bodyLimit: UPLOAD_BODY_LIMIT },
    async (request) => replyToCase(db, requireUser(request), request.params.caseId, request.body),
  )
  // Bytes, not JSON: the case's owner or an admin; always a download, never rendered inline.
  app.get(
    '/api/v1/support/:caseId/attachments/:attachmentId',
    { schema: { tags, params: SupportAttachmentParamsSchema } },
    async (request, reply) => {
      const user = requireUser(request)
      const { caseId, attachmentId } = request.params
      const found = await findCase(db, caseId)
      const isAllowed = found && (found.userId === user.id || user.roles.includes('admin'))
      const attachment = isAllowed ? await findAttachment(db, caseId, attachmentId) : null
      if (!attachment) throw new AppError('NOT_FOUND', 'No such attachment.')
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(attachment.content)
    },
  )

  // Support's side: the admin role, checked here (issue 18).
  serveEndpoint(
    app,
    adminSupportEndpoints.list,
    { tags, schemas: adminSupportSchemas.list },
    async (request) => {
      requireRole(request, 'admin')
      const { status, ...page } = request.query
      const { rows, total } = await listCasesForSupport(db, status, page)
      return { items: rows.map(toCaseSummary), total }
    },
  )
  serveEndpoint(
    app,
    adminSupportEndpoints.get,
    { tags, schemas: adminSupportSchemas.get },
    async (request) => {
      requireRole(request, 'admin')
      return readCaseForSupport(db, request.params.caseId)
    },
  )
  serveEndpoint(
    app,
    adminSupportEndpoints.reply,
    { tags, schemas: adminSupportSchemas.reply, bodyLimit: UPLOAD_BODY_LIMIT },
    async (request) =>
      answerCase({ db, mail }, requireRole(request, 'admin'), request.params.caseId, request.body),
  )
  serveEndpoint(
    app,
    adminSupportEndpoints.close,
    { tags, schemas: adminSupportSchemas.close },
    async (request) => closeCaseAsSupport(db, requireRole(request, 'admin'), request.params.caseId),
  )
}
