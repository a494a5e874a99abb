import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  CheckoutAgreedParamsSchema,
  CheckoutDomainParamsSchema,
  CheckoutLinkParamsSchema,
  CheckoutPageQuerySchema,
  PlaceOrderBodySchema,
} from '@namefolio/core/checkout/checkout.contract'
import { checkoutEndpoints } from '@namefolio/core/checkout/checkout.endpoints'
import { checkoutSchemas } from '@namefolio/core/checkout/checkout.schemas'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Checkout, CheckoutSource, PlaceOrderInput } from './checkout.service.ts'
import { requireIdempotencyKey } from './idempotency.ts'
import {
  renderCheckoutPage,
  renderOrderPage,
  PRINT_SCRIPT,
  PRINT_SCRIPT_PATH,
} from './sales.pages.ts'

const tags = ['checkout']

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
 * Buy Now and Lease buttons, agreed prices) and the JSON quote and order API with an
 * Idempotency-Key.
 */
export function registerCheckoutRoutes(
  app: ZodApp,
  deps: { checkout: Checkout; ssoBaseUrl: string; isSandbox: boolean },
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

  const PageQuery = CheckoutPageQuerySchema

  app.get(
    '/checkout/domain/:domain',
    {
      schema: {
        hide: true,
        params: CheckoutDomainParamsSchema,
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
      schema: { hide: true, params: CheckoutAgreedParamsSchema, querystring: PageQuery },
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
        params: CheckoutLinkParamsSchema,
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

  serveEndpoint(
    app,
    checkoutEndpoints.quote,
    { tags, schemas: checkoutSchemas.quote },
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

  serveEndpoint(
    app,
    checkoutEndpoints.placeOrder,
    {
      tags,
      schemas: checkoutSchemas.placeOrder,
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
}
