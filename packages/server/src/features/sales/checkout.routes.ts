import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { LEASE_MAX_MONTHS } from '@namefolio/core/constants/limits'
import { AppError } from '../../http/app-error.ts'
import { requireRole, requireUser } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Checkout, CheckoutSource, PlaceOrderInput } from './checkout.service.ts'
import { requireIdempotencyKey } from './idempotency.ts'
import {
  renderAdminTransfers,
  renderCheckoutPage,
  renderOrderPage,
  PRINT_SCRIPT,
  PRINT_SCRIPT_PATH,
} from './sales.pages.ts'
import type { SalesQueries } from './sales.queries.ts'
import type { SalesService } from './sales.service.ts'

const tags = ['checkout']

const KindSchema = z.enum(['SALE', 'LEASE']).default('SALE')
const MonthsSchema = z.coerce.number().int().min(2).max(LEASE_MAX_MONTHS).optional()

export const PlaceOrderBodySchema = z
  .object({
    domainName: z.string().min(3).max(253).optional(),
    linkId: z.string().min(8).max(64).optional(),
    agreedPriceId: z.uuid().optional(),
    kind: KindSchema,
    months: MonthsSchema,
    cardNumber: z.string().regex(/^[\d ]{12,23}$/),
    cardName: z.string().min(1).max(100),
  })
  .refine((b) => [b.domainName, b.linkId, b.agreedPriceId].filter(Boolean).length === 1, {
    message: 'Give exactly one of domainName, linkId or agreedPriceId',
  })

const PlaceOrderResultSchema = z.object({
  orderId: z.string(),
  status: z.enum(['PAID', 'DECLINED', 'FAILED']),
  transactionId: z.string().nullable(),
  kind: z.enum(['SALE', 'LEASE']),
  domainName: z.string(),
  chargedMicros: z.number().int(),
  declineReason: z.string().nullable(),
  sandbox: z.boolean(),
})

function sourceOf(b: {
  domainName?: string | undefined
  linkId?: string | undefined
  agreedPriceId?: string | undefined
}): CheckoutSource {
  if (b.linkId) return { source: 'CHECKOUT_LINK', linkId: b.linkId }
  if (b.agreedPriceId) return { source: 'AGREED_PRICE', agreedPriceId: b.agreedPriceId }
  return { source: 'LANDER', domainName: b.domainName ?? '' }
}

function checkoutPathOf(source: CheckoutSource, kind: string, months?: number): string {
  const q = kind === 'LEASE' ? `?kind=LEASE&months=${months ?? ''}` : ''
  if (source.source === 'CHECKOUT_LINK') return `/checkout/${source.linkId}${q}`
  if (source.source === 'AGREED_PRICE') return `/checkout/agreed/${source.agreedPriceId}${q}`
  return `/checkout/domain/${source.domainName}${q}`
}

/**
 * Checkout (decision 800): server-rendered pages at /checkout/... (checkout links, landers'
 * Buy Now and Lease buttons, agreed prices), the JSON order API with an Idempotency-Key, and
 * the admin's transfer page.
 */
export function registerCheckoutRoutes(
  app: ZodApp,
  deps: {
    checkout: Checkout
    sales: SalesService
    queries: SalesQueries
    ssoBaseUrl: string
    isSandbox: boolean
  },
): void {
  const { checkout } = deps

  app.get(PRINT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PRINT_SCRIPT),
  )

  async function showCheckout(
    request: FastifyRequest,
    reply: FastifyReply,
    source: CheckoutSource,
    query: { kind?: string | undefined; months?: number | undefined },
    error: string | null = null,
  ) {
    const kind = query.kind === 'LEASE' ? 'LEASE' : 'SALE'
    const user = request.auth?.user ?? null
    const offer = await checkout.openCheckout(user, { ...source, kind, months: query.months })
    const path = checkoutPathOf(source, kind, query.months)
    const sourceFields: Record<string, string> = {
      kind,
      ...(query.months ? { months: String(query.months) } : {}),
    }
    if (source.source === 'LANDER') sourceFields['domainName'] = source.domainName
    if (source.source === 'CHECKOUT_LINK') sourceFields['linkId'] = source.linkId
    if (source.source === 'AGREED_PRICE') sourceFields['agreedPriceId'] = source.agreedPriceId
    reply.header('cache-control', 'no-store')
    return reply.type('text/html; charset=utf-8').send(
      renderCheckoutPage({
        offer,
        sourceFields,
        idempotencyKey: randomUUID(),
        signedIn: user !== null,
        loginUrl: `${deps.ssoBaseUrl}/login?realm=portal&path=${encodeURIComponent(path)}`,
        isSandbox: deps.isSandbox,
        error,
      }),
    )
  }

  const PageQuery = z.object({ kind: z.enum(['SALE', 'LEASE']).optional(), months: MonthsSchema })

  app.get(
    '/checkout/domain/:domain',
    {
      schema: {
        hide: true,
        params: z.object({ domain: z.string().min(3).max(253) }),
        querystring: PageQuery,
      },
    },
    (request, reply) =>
      showCheckout(
        request,
        reply,
        { source: 'LANDER', domainName: request.params.domain },
        request.query,
      ),
  )
  app.get(
    '/checkout/agreed/:agreedPriceId',
    {
      schema: { hide: true, params: z.object({ agreedPriceId: z.uuid() }), querystring: PageQuery },
    },
    (request, reply) =>
      showCheckout(
        request,
        reply,
        { source: 'AGREED_PRICE', agreedPriceId: request.params.agreedPriceId },
        request.query,
      ),
  )
  app.get(
    '/checkout/:linkId',
    {
      schema: {
        hide: true,
        params: z.object({ linkId: z.string().min(8).max(64) }),
        querystring: PageQuery,
      },
    },
    (request, reply) =>
      showCheckout(
        request,
        reply,
        { source: 'CHECKOUT_LINK', linkId: request.params.linkId },
        request.query,
      ),
  )

  /** The checkout form: its hidden idempotency key makes a double submit one payment. */
  app.post(
    '/checkout/pay',
    { schema: { hide: true }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>
      const parsed = PlaceOrderBodySchema.safeParse({
        ...form,
        months: form['months'] || undefined,
        domainName: form['domainName'] || undefined,
        linkId: form['linkId'] || undefined,
        agreedPriceId: form['agreedPriceId'] || undefined,
      })
      const source = sourceOf(form)
      const kind = form['kind'] === 'LEASE' ? 'LEASE' : 'SALE'
      const months = form['months'] ? Number(form['months']) : undefined
      const user = request.auth?.user
      if (!user)
        return reply.redirect(
          `${deps.ssoBaseUrl}/login?realm=portal&path=${encodeURIComponent(checkoutPathOf(source, kind, months))}`,
          303,
        )
      if (!parsed.success)
        return showCheckout(
          request,
          reply,
          source,
          { kind, months },
          'Check the card number and the name on the card.',
        )
      const key = requireIdempotencyKey(request, form['idempotencyKey'])
      const result = await checkout.placeOrder(
        requireUser(request),
        // The form names its source by field; the order needs it spelled out, as the JSON API does.
        { ...parsed.data, ...source } as PlaceOrderInput,
        key,
      )
      reply.header('cache-control', 'no-store')
      return reply.type('text/html; charset=utf-8').send(
        renderOrderPage({
          ...result,
          isSandbox: deps.isSandbox,
          retryUrl: checkoutPathOf(source, kind, months),
        }),
      )
    },
  )

  app.get(
    '/api/v1/checkout/quote',
    {
      schema: {
        tags,
        querystring: z.object({
          domainName: z.string().optional(),
          linkId: z.string().optional(),
          agreedPriceId: z.uuid().optional(),
          kind: KindSchema,
          months: MonthsSchema,
        }),
      },
    },
    async (request) => {
      const q = request.query
      const offer = await checkout.resolveOffer(request.auth?.user ?? null, {
        ...sourceOf(q),
        kind: q.kind,
        months: q.months,
      })
      return {
        domainName: offer.domain.name,
        kind: offer.kind,
        priceMicros: offer.priceMicros,
        months: offer.months,
        chargeMicros: offer.chargeMicros,
        sandbox: deps.isSandbox,
      }
    },
  )

  app.post(
    '/api/v1/checkout/orders',
    {
      schema: { tags, body: PlaceOrderBodySchema, response: { 200: PlaceOrderResultSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request)
      const key = requireIdempotencyKey(request)
      const body = request.body
      return checkout.placeOrder(
        user,
        {
          ...sourceOf(body),
          kind: body.kind,
          months: body.months,
          cardNumber: body.cardNumber,
          cardName: body.cardName,
        },
        key,
      )
    },
  )

  // Admin: the registrar adapter's default is an admin's confirmation (DESIGN.md §7).
  app.get('/admin/transfers', { schema: { hide: true } }, async (request, reply) => {
    if (!request.auth)
      return reply.redirect(
        `${deps.ssoBaseUrl}/login?realm=portal&path=${encodeURIComponent('/admin/transfers')}`,
        303,
      )
    requireRole(request, 'admin')
    const rows = await deps.queries.adminTransfers()
    reply.header('cache-control', 'no-store')
    return reply
      .type('text/html; charset=utf-8')
      .send(renderAdminTransfers({ rows, isSandbox: deps.isSandbox }))
  })
  const IdParams = z.object({ transactionId: z.uuid() })
  app.post(
    '/admin/transfers/:transactionId/:action',
    {
      schema: {
        hide: true,
        params: IdParams.extend({ action: z.enum(['confirm', 'reject', 'payout']) }),
      },
    },
    async (request, reply) => {
      const admin = requireRole(request, 'admin')
      const actor = { role: 'admin' as const, id: admin.id }
      const { transactionId, action } = request.params
      if (action === 'confirm') await deps.sales.confirmTransfer(transactionId, actor)
      else if (action === 'reject')
        await deps.sales.rejectTransfer(
          transactionId,
          actor,
          'The auth code did not work; please check it with your registrar',
        )
      else {
        const details = await deps.queries.details(
          await deps.sales.getTransaction(transactionId),
          'admin',
        )
        const payout = details.payouts.find(
          (p) => p.status === 'SCHEDULE_SUCCESS' || p.status === 'READY_FOR_PAYOUT',
        )
        if (!payout) throw new AppError('CONFLICT', 'No payout is ready.')
        await deps.sales.issuePayout(payout.payoutId, actor)
      }
      return reply.redirect('/admin/transfers', 303)
    },
  )
}
