import type {
  DomainPartnerVisibility,
  PartnerOptIn,
} from '@namefolio/core/partners/partner-network.contract'
import type { PartnerVisibility } from '@namefolio/core/partners/partner-network.constants'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import {
  findDomainVisibility,
  findShowOnPartnerSites,
  saveDomainVisibility,
  saveShowOnPartnerSites,
} from './partner-visibility.repository.ts'

/**
 * Whether partner sites show a seller's names (issue 24): a portfolio default on
 * /account/boost and a per-domain override on the domain page (decision 1135).
 */
export function createPartnerOptIn(deps: { db: Db; now: () => Date }) {
  const { db } = deps

  async function domainOf(sellerId: string, domainName: string): Promise<DomainPartnerVisibility> {
    // Rows hold the ASCII name; the domain page sends it as the API does.
    const name = domainName.trim().toLowerCase()
    const row = await findDomainVisibility(db, sellerId, name)
    if (!row) throw new AppError('NOT_FOUND', 'No such domain in your portfolio.')
    const shownToPartners =
      row.visibility === 'inherit'
        ? await findShowOnPartnerSites(db, sellerId)
        : row.visibility === 'show'
    return { domainName: row.name, visibility: row.visibility, shownToPartners }
  }

  return {
    async get(sellerId: string): Promise<PartnerOptIn> {
      return { showOnPartnerSites: await findShowOnPartnerSites(db, sellerId) }
    },
    async update(sellerId: string, show: boolean): Promise<PartnerOptIn> {
      await saveShowOnPartnerSites(db, sellerId, show, deps.now())
      return { showOnPartnerSites: show }
    },
    getDomain: domainOf,
    async updateDomain(
      sellerId: string,
      domainName: string,
      visibility: PartnerVisibility,
    ): Promise<DomainPartnerVisibility> {
      const current = await domainOf(sellerId, domainName)
      const row = await findDomainVisibility(db, sellerId, current.domainName)
      await saveDomainVisibility(db, {
        sellerId,
        domainId: row!.domainId,
        visibility,
        now: deps.now(),
      })
      return domainOf(sellerId, current.domainName)
    },
  }
}

export type PartnerOptInService = ReturnType<typeof createPartnerOptIn>
