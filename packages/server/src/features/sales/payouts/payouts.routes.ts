import { payoutEndpoints } from '@namefolio/core/sales/payouts.endpoints'
import { payoutSchemas } from '@namefolio/core/sales/payouts.schemas'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../../db/client.ts'
import { AppError } from '../../../http/app-error.ts'
import { requireUser } from '../../../http/auth.ts'
import { serveEndpoint } from '../../../http/serve-endpoint.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import { answerOnce } from '../answer-once.ts'
import { requireIdempotencyKey, type Idempotency } from '../idempotency.ts'
import type { SalesService } from '../sales.service.ts'
import { payoutSummaryOf } from '../transaction-details.queries.ts'
import { findDomainNameOfTransaction, findPayout } from './payout-details.queries.ts'

const tags = ['sales']

type PayoutRouteDeps = {
  db: Db
  sales: SalesService
  idempotency: Idempotency
  isSandbox: boolean
}

/** The payout, seen by its seller or an admin; anyone else reads "no such payout". */
async function getVisiblePayout(db: Db, request: FastifyRequest, payoutId: string) {
  const user = requireUser(request)
  const payout = await findPayout(db, payoutId)
  const isAdmin = user.roles.includes('admin')
  if (!payout || (payout.sellerId !== user.id && !isAdmin))
    throw new AppError('NOT_FOUND', 'No such payout.')
  return { payout, user, isAdmin }
}

/** One payout, and a MANUAL payout requested by its seller (or any by an admin). */
export function registerPayoutRoutes(app: ZodApp, deps: PayoutRouteDeps): void {
  const { db, sales } = deps

  serveEndpoint(
    app,
    payoutEndpoints.detail,
    { tags, schemas: payoutSchemas.detail },
    async (request) => {
      const { payout: p } = await getVisiblePayout(db, request, request.params.payoutId)
      return {
        ...payoutSummaryOf(p),
        transactionId: p.transactionId,
        domain: await findDomainNameOfTransaction(db, p.transactionId),
        providerPayoutId: p.providerPayoutId,
        sandbox: deps.isSandbox,
      }
    },
  )

  /** Under an Idempotency-Key: a repeated request replays the first answer. */
  serveEndpoint(
    app,
    payoutEndpoints.issue,
    { tags, schemas: payoutSchemas.issue },
    async (request) => {
      requireUser(request)
      const key = requireIdempotencyKey(request)
      const { payout, user, isAdmin } = await getVisiblePayout(db, request, request.params.payoutId)
      const claim = { userId: user.id, scope: 'payout', key, body: request.params }
      return answerOnce(deps.idempotency, claim, async () => {
        const paid = await sales.issuePayout(payout.id, {
          role: isAdmin ? 'admin' : 'seller',
          id: user.id,
        })
        return {
          payoutId: paid.id,
          status: paid.status,
          amount: paid.amountMicros,
          paidAt: paid.paidAt?.toISOString() ?? null,
        }
      })
    },
  )
}
