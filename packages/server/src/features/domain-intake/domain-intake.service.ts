import {
  type AddDomainsInput,
  type AddDomainsResult,
  type ReviewDomainsResult,
  type ReviewItem,
} from '@namefolio/core/domains/domain-intake.contract'
import { INTAKE_MESSAGE_KEYS } from '@namefolio/core/domains/domain-intake.constants'
import {
  parseDomainList,
  splitDomainList,
  type TldPolicy,
} from '@namefolio/core/domains/domain-list'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import {
  addDomainBatch,
  findNameHolders,
  listSellerDomainIds,
  listSellerDomainStatuses,
} from './domain-batch.repository.ts'
import { resolveDomainPrices } from './domain-prices.ts'
import { assertValidSettings, getAccountLander } from './listing-settings.ts'

/** What adding domains needs from the rest of the app (wired in app.ts). */
export type IntakeDeps = {
  db: Db
  tldPolicy: TldPolicy
  /** Compliance screening: the review reasons a name enters review with. */
  screenName: (asciiName: string) => ReviewReason[]
  /** Proof of ownership for every name, not only those another seller holds. */
  verifyAll: boolean
  /** Whether added names are queued for the registration-data check. */
  queueRegistrationChecks: boolean
  /** Runs the registration-data check now for these domains (bounded by the caller). */
  checkRegistrationNow: (domainIds: string[]) => Promise<unknown>
}

const INLINE_CHECK_MS = 3000

export function createIntakeService(deps: IntakeDeps) {
  const { db } = deps

  const holdersOf = (sellerId: string, names: string[]) => findNameHolders(db, sellerId, names)

  function entryErrors(raw: string) {
    const parsed = parseDomainList(raw, deps.tldPolicy)
    const entry = parsed.errors.filter((e) => e.values?.domain === undefined)
    return { parsed, entry }
  }

  /** The review step (spec §2 /domains/add/review): every name's outcome, nothing written. */
  async function review(sellerId: string, raw: string): Promise<ReviewDomainsResult> {
    const settings = await getAccountLander(db, sellerId)
    const { parsed, entry } = entryErrors(raw)
    if (entry.length > 0) return { items: [], errors: entry, settings }
    const { holders, claimed } = await holdersOf(sellerId, parsed.domains)
    const items: ReviewItem[] = []
    for (const error of parsed.errors) {
      const typed = String(error.values?.domain ?? '')
      items.push({
        input: typed,
        name: typed,
        outcome: 'REFUSED',
        code: error.code,
        values: error.values,
        reviewReasons: [],
      })
    }
    for (const name of parsed.domains) {
      const holder = holders.get(name)
      const base = {
        input: name,
        name,
        values: { domain: name },
        reviewReasons: deps.screenName(name),
      }
      if (holder === sellerId)
        items.push({ ...base, outcome: 'IN_PORTFOLIO', code: INTAKE_MESSAGE_KEYS.inPortfolio })
      else if (claimed.has(name))
        items.push({
          ...base,
          outcome: 'OWNERSHIP_REQUESTED',
          code: INTAKE_MESSAGE_KEYS.ownershipRequested,
        })
      // A name another account holds is answered as any name needing proof (issue 12).
      else if (holder !== undefined || deps.verifyAll)
        items.push({
          ...base,
          outcome: 'NEEDS_VERIFICATION',
          code: INTAKE_MESSAGE_KEYS.verificationRequired,
        })
      else items.push({ ...base, outcome: 'VALID', code: null })
    }
    const order = new Map(splitDomainList(raw.toLowerCase()).map((typed, i) => [typed, i] as const))
    const position = (item: ReviewItem) =>
      order.get(item.input.toLowerCase()) ?? order.get(item.name) ?? 0
    items.sort((a, b) => position(a) - position(b))
    return { items, errors: [], settings }
  }

  /**
   * Adds a pasted list (spec §1 "add singly, as a list"): at most 50 names per entry, each with
   * the settings' prices or its own (decision 272).
   */
  async function add(sellerId: string, input: AddDomainsInput): Promise<AddDomainsResult> {
    const { parsed, entry } = entryErrors(input.domains)
    if (entry.length > 0)
      throw new AppError('VALIDATION', 'This list cannot be added.', { fields: entry })
    const settings = assertValidSettings(input.settings ?? (await getAccountLander(db, sellerId)))
    const rows = resolveDomainPrices(parsed.domains, settings, input.prices ?? []).map((p) => ({
      ...p,
      reviewReasons: deps.screenName(p.name),
    }))
    const outcome = await db.transaction((tx) =>
      addDomainBatch(tx, {
        sellerId,
        settings,
        rows,
        verifyAll: deps.verifyAll,
        queueRegistrationChecks: deps.queueRegistrationChecks,
      }),
    )
    let added = outcome.added
    if (added.length > 0 && deps.queueRegistrationChecks) {
      const names = added.map((a) => a.name)
      const ids = await listSellerDomainIds(db, sellerId, names)
      // A short wait so the done screen shows final statuses; the sweep finishes the rest.
      await Promise.race([
        deps.checkRegistrationNow(ids).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, INLINE_CHECK_MS).unref()),
      ])
      added = await listSellerDomainStatuses(db, sellerId, names)
    }
    return {
      rawDomains: splitDomainList(input.domains),
      added,
      // Never says whether another account holds the name (issue 12, decision 916).
      unverified: outcome.unverified.map((name) => ({
        name,
        code: INTAKE_MESSAGE_KEYS.verificationRequired,
      })),
      errors: [
        ...parsed.errors,
        ...outcome.inPortfolio.map((name) => ({
          field: 'domains',
          code: INTAKE_MESSAGE_KEYS.inPortfolio,
          values: { domain: name },
        })),
      ],
    }
  }

  return { review, add, getAccountLander: (sellerId: string) => getAccountLander(db, sellerId) }
}

export type IntakeService = ReturnType<typeof createIntakeService>
