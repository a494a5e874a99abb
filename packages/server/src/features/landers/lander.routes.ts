import { gunzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { toAsciiDomain, isFullyQualifiedDomain } from '@namefolio/core/domains/domain-name'
import { LeaseTermQuerySchema } from '@namefolio/core/landers/lander.contract'
import { formatUsd } from '@namefolio/core/money/money'
import { html } from '../../public/page-document.ts'
import { sendHtml } from '../../public/public-http.ts'
import type { Visitor } from '../../public/public-event.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { LanderModel } from './lander-model.ts'
import { renderLanderMessage, renderUnavailable } from './lander-messages.pages.ts'
import { LANDER_SCRIPT, LANDER_SCRIPT_PATH } from './lander-script.ts'
import type { LanderService, RenderedPage } from './lander.service.ts'

const DomainParamsSchema = z.object({ domain: z.string().min(1).max(300) })
const ClickParamsSchema = DomainParamsSchema.extend({ adId: z.string().min(1).max(100) })
/** `k`: the signed token of the shown ad (decision 537); long feed click URLs fit. */
const ClickQuerySchema = z.object({ k: z.string().max(6000).optional() })

/** Per-address limit of the public forms (offers and purchase requests). */
const OFFER_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '10 minutes' } }
const INTENT_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } }

function normalizeName(raw: string): string | null {
  try {
    const name = toAsciiDomain(decodeURIComponent(raw))
    return isFullyQualifiedDomain(name) ? name : null
  } catch {
    return null
  }
}

function visitorOf(request: FastifyRequest): Visitor {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }
}

function hostNameOf(request: FastifyRequest): string {
  return (request.host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.header('cache-control', 'public, no-cache')
  reply.header('vary', 'accept-encoding')
  reply.header('etag', page.etag)
  reply.header('x-content-type-options', 'nosniff')
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.status(304).send()
  }
  reply.status(page.status).type('text/html; charset=utf-8')
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(page.gzip)
  }
  // The few clients without gzip (some bots, scripts) get the cached page unpacked.
  return reply.send(gunzipSync(page.gzip))
}

export type LanderRoutesOptions = {
  landers: LanderService
  /** Hosts that are the product itself; any other Host is a domain whose lander we serve. */
  ownHosts: string[]
}

/**
 * Landers (DESIGN.md §5, issue 6): by Host header for listed domains whose nameservers point
 * at us, and at `/lander/{domain}`; parking pages for the cash-parking template; the
 * make-offer, buy-now and lease actions.
 */
export function registerLanderRoutes(app: ZodApp, options: LanderRoutesOptions): void {
  const { landers } = options
  const ownHosts = new Set(options.ownHosts.map((h) => h.toLowerCase()))

  async function serveLander(
    request: FastifyRequest,
    reply: FastifyReply,
    rawName: string,
    months?: number,
  ) {
    const name = normalizeName(rawName)
    if (!name) {
      return sendHtml(request, reply, renderUnavailable(rawName.slice(0, 80), 'unknown'), {
        status: 404,
      })
    }
    const { page, model } = await landers.renderPageFor(name, months)
    if (model && page.status === 200 && request.method === 'GET') {
      landers.recordView(model, visitorOf(request))
    }
    return sendRendered(request, reply, page)
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const host = hostNameOf(request)
    if (!host || ownHosts.has(host) || !host.includes('.') || /^[\d.]+$|:/.test(host)) return
    const path = request.url.split('?')[0]
    if (path !== '/') return
    await serveLander(request, reply, host.replace(/^www\./, ''))
    return reply
  })

  app.get(LANDER_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(LANDER_SCRIPT),
  )

  app.get(
    '/lander/:domain',
    { schema: { hide: true, params: DomainParamsSchema, querystring: LeaseTermQuerySchema } },
    async (request, reply) =>
      serveLander(request, reply, request.params.domain, request.query.months),
  )

  /** Loads a listed domain for an action, or answers its honest page. */
  async function modelFor(
    request: FastifyRequest,
    reply: FastifyReply,
    rawName: string,
    fresh: boolean,
  ): Promise<LanderModel | null> {
    const name = normalizeName(rawName)
    const lookup = name ? await landers.lookUp(name, fresh) : null
    if (lookup?.kind === 'available') return lookup.model
    const reason = lookup?.kind === 'unavailable' ? lookup.reason : 'unknown'
    await sendHtml(request, reply, renderUnavailable(name ?? rawName.slice(0, 80), reason), {
      status: reason === 'sold' ? 410 : 404,
      cacheControl: 'no-store',
    })
    return null
  }

  /**
   * An action on a listed domain; any other name answers its honest page. `fresh: false` takes
   * the listing as the page saw it (cached for at most `cacheTtlMs`, dropped on seller edits).
   */
  function onListed<R extends FastifyRequest<{ Params: { domain: string } }>>(
    action: (request: R, reply: FastifyReply, model: LanderModel) => Promise<FastifyReply>,
    { fresh = true }: { fresh?: boolean } = {},
  ) {
    return async (request: R, reply: FastifyReply) => {
      const model = await modelFor(request, reply, request.params.domain, fresh)
      return model ? action(request, reply, model) : reply
    }
  }

  // The offer form on its own: the parking page's "this domain may be for sale" link.
  app.get(
    '/lander/:domain/offer',
    { schema: { hide: true, params: DomainParamsSchema } },
    onListed(async (request, reply, model) => {
      return sendHtml(
        request,
        reply,
        landers.renderLanderWithForm(model, landers.offerForm(), true),
        { cacheControl: 'no-store' },
      )
    }),
  )

  app.post(
    '/lander/:domain/offer',
    {
      schema: { hide: true, params: DomainParamsSchema },
      // The buyer's offer is their own write, though they have no session (decision 1301).
      config: { ...OFFER_RATE_LIMIT, isOwnWrite: true },
    },
    onListed(async (request, reply, model) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const result = await landers.makeOffer(model, body, visitorOf(request))
      const onlyOffer = model.isParking || body['intent'] === 'request'
      if (result.kind === 'invalid') {
        return sendHtml(
          request,
          reply,
          landers.renderLanderWithForm(model, result.form, onlyOffer),
          {
            status: 400,
            cacheControl: 'no-store',
          },
        )
      }
      if (result.kind === 'rateLimited') {
        return sendHtml(
          request,
          reply,
          renderLanderMessage({
            model,
            title: 'Too many offers right now',
            body: html`<p>This domain has received many offers in the last hour. Please try again later.</p>`,
          }),
          { status: 429, cacheControl: 'no-store' },
        )
      }
      // A bot that filled the honeypot sees the same page as a person, and nothing is kept.
      const amount =
        result.kind === 'sent'
          ? formatUsd(result.amountMicros)
          : formatUsd(
              Math.round(
                Number(String(body['amount'] ?? '0').replace(/[^\d.]/g, '')) * 1_000_000,
              ) || 0,
            )
      return sendHtml(
        request,
        reply,
        renderLanderMessage({
          model,
          title: 'Your offer is with the seller',
          status: 'sent',
          body: html`<p style=${{ marginTop: 0 }}>
              We sent your offer of <strong>${amount}</strong> for
              <strong> ${model.domain.name}</strong> to the seller.
            </p>
            <p>
              Check your e-mail: we sent you a sign-in link to follow the negotiation, answer
              counter-offers and complete the purchase. Most sellers answer within a day.
            </p>
            <p><a className="btn ghost" href=${`/lander/${model.domain.name}`}>Back to the domain</a></p>`,
        }),
        { status: 200, cacheControl: 'no-store' },
      )
    }),
  )

  app.post(
    '/lander/:domain/buy',
    { schema: { hide: true, params: DomainParamsSchema }, config: INTENT_RATE_LIMIT },
    onListed(async (request, reply, model) => {
      if (!model.actions.has('buyNow')) return reply.redirect(`/lander/${model.domain.name}`, 303)
      await landers.recordIntent(model, 'buy_intent', visitorOf(request), null)
      // Issue 8: the buyer continues at the checkout (decision 800).
      return reply.redirect(`/checkout/domain/${model.domain.name}`, 303)
    }),
  )

  app.post(
    '/lander/:domain/lease',
    { schema: { hide: true, params: DomainParamsSchema }, config: INTENT_RATE_LIMIT },
    onListed(async (request, reply, model) => {
      const months = Number((request.body as Record<string, unknown> | undefined)?.['months'])
      const quote = model.leaseQuotes.find((q) => q.months === months)
      if (!model.actions.has('lease') || !quote) {
        return reply.redirect(`/lander/${model.domain.name}`, 303)
      }
      await landers.recordIntent(model, 'lease_intent', visitorOf(request), `months:${months}`)
      return reply.redirect(
        `/checkout/domain/${model.domain.name}?kind=LEASE&months=${months}`,
        303,
      )
    }),
  )

  app.get(
    '/lander/:domain/click/:adId',
    { schema: { hide: true, params: ClickParamsSchema, querystring: ClickQuerySchema } },
    onListed<
      FastifyRequest<{
        Params: z.infer<typeof ClickParamsSchema>
        Querystring: z.infer<typeof ClickQuerySchema>
      }>
    >(
      async (request, reply, model) => {
        const ad = model.isParking
          ? await landers.shownAd(model, request.params.adId, request.query.k)
          : null
        // Only a URL the feed returned for this ad (or our own house page): no open redirect.
        if (!ad) return reply.redirect(`/lander/${model.domain.name}`, 302)
        landers.recordAdClick(model, ad, visitorOf(request))
        return reply.header('cache-control', 'no-store').redirect(ad.url, 302)
        // Clicks come at the rate of views (issue 17 intake bench): no database read per click,
        // the signed link already says what was shown (decision 537).
      },
      { fresh: false },
    ),
  )
}
