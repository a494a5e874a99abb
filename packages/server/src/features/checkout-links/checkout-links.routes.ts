import { randomBytes } from 'node:crypto'
import { checkoutLinkEligibility } from '@namefolio/core/checkout/checkout-link'
import { toDomainListingStatus } from '@namefolio/core/domains/domain-status'
import { type CheckoutLink } from '@namefolio/core/portfolio/checkout-link.contract'
import { checkoutLinkEndpoints } from '@namefolio/core/portfolio/checkout-link.endpoints'
import { checkoutLinkSchemas } from '@namefolio/core/portfolio/checkout-link.schemas'
import type { PortfolioListView } from '@namefolio/core/portfolio/portfolio.contract'
import type { PortfolioView } from '@namefolio/core/portfolio/portfolio-filter'
import type { Db } from '../../db/client.ts'
import type { DomainRow } from '../../db/schema/domains.ts'
import type { CheckoutLinkRow } from '../../db/schema/portfolio.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import {
  deleteLink,
  ensureDomainLink,
  findSellerDomainByName,
  findSellerLink,
} from './checkout-links.repository.ts'

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
  const E = checkoutLinkEndpoints

  async function getOwnLink(sellerId: string, linkId: string) {
    const row = await findSellerLink(db, sellerId, linkId)
    if (!row) throw new AppError('NOT_FOUND', 'No such checkout link.')
    return row
  }

  serveEndpoint(
    app,
    E.createLink,
    { tags, schemas: checkoutLinkSchemas.createLink },
    async (request) => {
      const user = requireRole(request, 'seller')
      const name = request.body.domainName.toLowerCase()
      const domain = await findSellerDomainByName(db, user.id, name)
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
      const link = await ensureDomainLink(db, {
        linkId: newLinkId(),
        sellerId: user.id,
        domainId: domain.id,
        createdBy: user.id,
      })
      return present(link, domain, checkoutLinkUrl(link.linkId))
    },
  )

  serveEndpoint(app, E.getLink, { tags, schemas: checkoutLinkSchemas.getLink }, async (request) => {
    const user = requireRole(request, 'seller')
    const { link, domain } = await getOwnLink(user.id, request.params.linkId)
    return present(link, domain, checkoutLinkUrl(link.linkId))
  })

  serveEndpoint(
    app,
    E.deleteLink,
    { tags, schemas: checkoutLinkSchemas.deleteLink },
    async (request) => {
      const user = requireRole(request, 'seller')
      const { link } = await getOwnLink(user.id, request.params.linkId)
      await deleteLink(db, link.id)
      return { deleted: true as const, linkId: link.linkId }
    },
  )
}
