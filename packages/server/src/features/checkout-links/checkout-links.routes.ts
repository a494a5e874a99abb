import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { checkoutLinkEligibility } from '@namefolio/core/checkout/checkout-link'
import { toDomainListingStatus } from '@namefolio/core/domains/domain-status'
import {
  CheckoutLinkParamsSchema,
  CheckoutLinkSchema,
  CreateCheckoutLinkInputSchema,
  DeleteCheckoutLinkResultSchema,
  type CheckoutLink,
} from '@namefolio/core/portfolio/checkout-link.contract'
import type { PortfolioListView } from '@namefolio/core/portfolio/portfolio.contract'
import type { PortfolioView } from '@namefolio/core/portfolio/portfolio-filter'
import type { Db } from '../../db/client.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import { checkoutLinks, type CheckoutLinkRow } from '../../db/schema/portfolio.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'

const tags = ['checkout-links']

/** A link id: 16 url-safe random characters (96 bits), unguessable. */
function newLinkId(): string {
  return randomBytes(12).toString('base64url')
}

/**
 * Core's rule takes the four views it knows; every view but selling refuses with the same
 * `view` reason, so the others map to one that is not selling.
 */
function coreView(view: PortfolioListView): PortfolioView {
  return view === 'selling' ? 'selling' : 'parked'
}

function present(link: CheckoutLinkRow, domain: DomainRow, url: string): CheckoutLink {
  return {
    linkId: link.linkId,
    url,
    transactionLink: url,
    details: {
      domainName: domain.name,
      displayName: domain.displayName,
      status: toDomainListingStatus(domain.status),
      buynowPriceMicros: domain.buynowPriceMicros,
      createdAt: link.createdAt.toISOString(),
    },
  }
}

/** Checkout links (spec §3, §4, §7 v1/transactions/link), scoped to the signed-in seller. */
export function registerCheckoutLinkRoutes(
  app: ZodApp,
  deps: { db: Db; checkoutLinkUrl: (linkId: string) => string },
): void {
  const { db, checkoutLinkUrl } = deps

  async function findOwnLink(sellerId: string, linkId: string) {
    const [row] = await db
      .select({ link: checkoutLinks, domain: domains })
      .from(checkoutLinks)
      .innerJoin(domains, eq(domains.id, checkoutLinks.domainId))
      .where(and(eq(checkoutLinks.linkId, linkId), eq(checkoutLinks.sellerId, sellerId)))
      .limit(1)
    if (!row) throw new AppError('NOT_FOUND', 'No such checkout link.')
    return row
  }

  app.post(
    '/api/v1/transactions/link',
    {
      schema: {
        tags,
        body: CreateCheckoutLinkInputSchema,
        response: { 200: CheckoutLinkSchema },
      },
    },
    async (request) => {
      const user = requireRole(request, 'seller')
      const name = request.body.domainName.toLowerCase()
      const [domain] = await db
        .select()
        .from(domains)
        .where(and(eq(domains.sellerId, user.id), eq(domains.name, name)))
        .limit(1)
      if (!domain) throw new AppError('NOT_FOUND', `No domain ${name} in your portfolio.`)
      const eligibility = checkoutLinkEligibility({
        status: toDomainListingStatus(domain.status),
        hidden: domain.hidden,
        view: coreView(request.body.view),
      })
      if (!eligibility.allowed) {
        throw new AppError('VALIDATION', 'A checkout link cannot be created for this domain.', {
          fields: [{ field: 'domainName', code: eligibility.reason }],
        })
      }
      await db
        .insert(checkoutLinks)
        .values({ linkId: newLinkId(), sellerId: user.id, domainId: domain.id, createdBy: user.id })
        .onConflictDoNothing({ target: checkoutLinks.domainId })
      const [link] = await db
        .select()
        .from(checkoutLinks)
        .where(eq(checkoutLinks.domainId, domain.id))
        .limit(1)
      return present(link!, domain, checkoutLinkUrl(link!.linkId))
    },
  )

  app.get(
    '/api/v1/transactions/link/:linkId',
    {
      schema: { tags, params: CheckoutLinkParamsSchema, response: { 200: CheckoutLinkSchema } },
    },
    async (request) => {
      const user = requireRole(request, 'seller')
      const { link, domain } = await findOwnLink(user.id, request.params.linkId)
      return present(link, domain, checkoutLinkUrl(link.linkId))
    },
  )

  app.delete(
    '/api/v1/transactions/link/:linkId',
    {
      schema: {
        tags,
        params: CheckoutLinkParamsSchema,
        response: { 200: DeleteCheckoutLinkResultSchema },
      },
    },
    async (request) => {
      const user = requireRole(request, 'seller')
      const { link } = await findOwnLink(user.id, request.params.linkId)
      await db.delete(checkoutLinks).where(eq(checkoutLinks.id, link.id))
      return { deleted: true as const, linkId: link.linkId }
    },
  )
}
