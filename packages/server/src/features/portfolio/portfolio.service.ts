import { isTopTierMember } from '@namefolio/core/account/membership'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import type {
  DeleteDomainsResult,
  DomainsByNamesResult,
  EditDomainInput,
  ListDomainsQuery,
  PortfolioDomain,
  RelistResult,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { DomainRow } from '../../db/schema/domains.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { deleteSellerDomains } from './domain-edits.repository.ts'
import { listDomainHistory } from './domain-history.repository.ts'
import { editDomain } from './edit-domain.ts'
import {
  findDomainForSeller,
  listDomainsByNames,
  listDomainsForSeller,
  readPortfolioDomains,
  readPortfolioSwitches,
  type CheckoutLinkUrl,
  type RowExtras,
} from './portfolio.repository.ts'
import { withRegistrarGate } from './registrar-gate.ts'
import { assertCustomColorAllowed } from './custom-color-gate.ts'
import { requireFeature } from '../../http/feature-gate.ts'
import { relistDomains } from './relist-domains.ts'

export type PortfolioServiceDeps = {
  db: Db
  checkoutLinkUrl: CheckoutLinkUrl
  /** Told after an edit commits, so the landers show it at once (decision 850). */
  listingChanges?: ListingChanges | undefined
  /**
   * The compliance screening of intake (issue 5), for domains listed again (decision 201).
   * Without it (tests of other rules) every relisted domain waits in PENDING_SYNC.
   */
  screenName?: ((asciiName: string) => ReviewReason[]) | undefined
  /** Queues the registration check of intake again for domains a relist made ACTIVE. */
  recheckRegistration?: ((domainIds: string[]) => Promise<void>) | undefined
  /** The money clock (decision 807): membership expiry is measured on it (issue 19). */
  now?: (() => Date) | undefined
}

const NO_EXTRAS: RowExtras = { searchStats: false, nameserverData: false }

export function createPortfolioService(deps: PortfolioServiceDeps) {
  const { db, checkoutLinkUrl } = deps

  /** Search stats only for top-tier members who asked; nameserver data only when on (§6). */
  async function extrasFor(
    user: UserRow,
    asked: {
      includeSearchStats?: boolean | undefined
      includeNameserverData?: boolean | undefined
    },
  ): Promise<RowExtras> {
    if (!asked.includeSearchStats && !asked.includeNameserverData) {
      return NO_EXTRAS
    }
    const switches = await readPortfolioSwitches(db, user.id)
    const membership = {
      plan: user.membershipPlan,
      expiresAt: user.membershipExpiresAt?.toISOString() ?? null,
    }
    return {
      searchStats:
        asked.includeSearchStats === true &&
        isTopTierMember(membership, switches.searchStats, deps.now?.() ?? new Date()),
      nameserverData: asked.includeNameserverData === true && switches.nameserverData,
    }
  }

  async function getOwnDomain(user: UserRow, name: string): Promise<DomainRow> {
    const row = await findDomainForSeller(db, user.id, name)
    if (!row) throw new AppError('NOT_FOUND', `No domain ${name} in your portfolio.`)
    return row
  }

  async function present(row: DomainRow, extras: RowExtras): Promise<PortfolioDomain> {
    const [domain] = await readPortfolioDomains(db, { id: row.id }, extras, checkoutLinkUrl)
    if (!domain) throw new AppError('NOT_FOUND', `No domain ${row.name} in your portfolio.`)
    return domain
  }

  return {
    async listDomains(user: UserRow, query: ListDomainsQuery) {
      // Sorting by lander is the switchboard's landerSorting (spec §6, decision 1329).
      if (query.sort === 'landerTemplate') await requireFeature(db, user.id, 'landerSorting')
      const page = await listDomainsForSeller(
        db,
        user.id,
        query,
        await extrasFor(user, query),
        checkoutLinkUrl,
      )
      return { ...page, items: await withRegistrarGate(db, user, page.items) }
    },

    async getDomain(
      user: UserRow,
      name: string,
      asked: { includeSearchStats?: boolean; includeNameserverData?: boolean },
    ): Promise<PortfolioDomain> {
      const domain = await present(await getOwnDomain(user, name), await extrasFor(user, asked))
      const [gated] = await withRegistrarGate(db, user, [domain])
      return gated ?? domain
    },

    async editDomain(user: UserRow, name: string, input: EditDomainInput) {
      await assertCustomColorAllowed(db, user, input)
      return editDomain({ ...deps, present: (row) => present(row, NO_EXTRAS) }, user, name, input)
    },

    async domainsByNames(user: UserRow, names: string[]): Promise<DomainsByNamesResult> {
      const items = await readPortfolioDomains(
        db,
        { sellerId: user.id, names },
        NO_EXTRAS,
        checkoutLinkUrl,
      )
      const found = new Set(items.map((r) => r.name))
      return {
        items,
        missing: names.filter((n) => !found.has(n.toLowerCase())),
      }
    },

    async deleteDomains(user: UserRow, names: string[]): Promise<DeleteDomainsResult> {
      const deleted = await deleteSellerDomains(db, user.id, names)
      const gone = new Set(deleted)
      return {
        deleted: [...deleted].sort(),
        missing: names.filter((n) => !gone.has(n.toLowerCase())),
      }
    },

    async relistDomains(user: UserRow, names: string[]): Promise<RelistResult> {
      return relistDomains(deps, user, names)
    },

    async domainHistory(user: UserRow, name: string, page: { offset: number; limit: number }) {
      const row = await getOwnDomain(user, name)
      return listDomainHistory(db, row.id, page)
    },

    async listedDomains(user: UserRow, names: string[]) {
      const rows = await listDomainsByNames(db, user.id, names)
      return {
        items: rows.map((r) => ({
          domainName: r.name,
          status: r.status,
          listed: r.status === 'ACTIVE' && r.landingPage === 'SALES' && r.soldAt === null,
        })),
      }
    },
  }
}

export type PortfolioService = ReturnType<typeof createPortfolioService>
