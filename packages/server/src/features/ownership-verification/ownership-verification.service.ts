import type { LanderAppearance } from '@namefolio/core/account/account-defaults.contract'
import type {
  ListingSettings,
  Verification,
  VerificationPage,
  VerificationTxt,
} from '@namefolio/core/domains/domain-intake.contract'
import { validateDomainName } from '@namefolio/core/domains/domain-list'
import {
  sldLength,
  tldOf,
  toAsciiDomain,
  toUnicodeDomain,
} from '@namefolio/core/domains/domain-name'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import { landingForTemplate } from '@namefolio/core/landers/lander-template'
import type { Db } from '../../db/client.ts'
import type { DnsClient } from '../../dns/dns-client.ts'
import { AppError } from '../../http/app-error.ts'
import {
  claimDueVerifications,
  ensureOwnershipToken,
  findDomainHolders,
  insertClaims,
  listSellerVerifications,
  listSellerVerificationsByNames,
  moveProvenDomain,
  updateVerification,
  type VerificationRow,
} from './ownership-verification.repository.ts'

export const TXT_PREFIX = 'namefolio-verification='
export const TXT_SUBDOMAIN = '_namefolio'
/** Back-off of the re-check job: 2^attempts minutes, at most 12 hours; claims expire in 14 days. */
const MAX_BACKOFF_MINUTES = 720
const EXPIRY_DAYS = 14

function toVerification(row: VerificationRow): Verification {
  return {
    name: row.name,
    state: row.state,
    attempts: row.attempts,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: row.state === 'PENDING' ? row.nextCheckAt.toISOString() : null,
    lastResult: row.lastResult,
    verifiedBy: row.verifiedBy,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export type OwnershipDeps = {
  db: Db
  dns: DnsClient
  platformNameservers: readonly string[]
  acceptNameservers: boolean
  screenName: (asciiName: string) => ReviewReason[]
  defaultSettings: (sellerId: string) => Promise<ListingSettings>
  /** The claimant's default lander look, given to a proven name (decision 1010). */
  landerAppearance?: (sellerId: string) => Promise<LanderAppearance>
}

/**
 * Proof of ownership by DNS (issue 5): a TXT record with the seller's verification value at
 * the name or at `_namefolio.<name>`, or (when accepted) every NS record pointing at the
 * platform's nameservers. A proven claim moves the name into the claimant's portfolio.
 */
export function createOwnershipVerification(deps: OwnershipDeps) {
  const { db, dns } = deps
  const platformNs = new Set(deps.platformNameservers)

  const getToken = (sellerId: string) => ensureOwnershipToken(db, sellerId)

  async function getVerificationTxt(sellerId: string): Promise<VerificationTxt> {
    return {
      txtRecord: `${TXT_PREFIX}${await getToken(sellerId)}`,
      hosts: ['@', TXT_SUBDOMAIN],
      nameservers: [...deps.platformNameservers],
    }
  }

  async function list(
    sellerId: string,
    query: { offset: number; limit: number; state?: Verification['state'] | undefined },
  ): Promise<VerificationPage> {
    const { rows, total } = await listSellerVerifications(db, sellerId, query)
    return { items: rows.map(toVerification), total }
  }

  /** What DNS says about one name: proven (and how), or why not. */
  async function prove(name: string, expected: string) {
    const [apex, sub] = await Promise.all([dns.txt(name), dns.txt(`${TXT_SUBDOMAIN}.${name}`)])
    for (const answer of [apex, sub]) {
      if (answer.kind === 'answer' && answer.records.some((r) => r.trim() === expected)) {
        return { by: 'TXT' as const, result: 'TXT record found' }
      }
    }
    let nsNote = ''
    if (deps.acceptNameservers) {
      const ns = await dns.ns(name)
      if (ns.kind === 'answer' && ns.records.every((r) => platformNs.has(r))) {
        return { by: 'NS' as const, result: 'Nameservers point at Namefolio' }
      }
      nsNote = ns.kind === 'answer' ? `; nameservers are ${ns.records.join(', ')}` : ''
    }
    const failed = [apex, sub].find((a) => a.kind === 'error')
    const result = failed
      ? `DNS lookup failed (${failed.kind === 'error' ? failed.code : ''}); we will try again`
      : apex.kind === 'nxdomain'
        ? 'The domain does not exist in DNS'
        : `TXT record not found${nsNote}`
    return { by: null, result }
  }

  /** Moves a proven name into the claimant's portfolio with the claim's listing settings. */
  async function transfer(row: VerificationRow, by: 'TXT' | 'NS', result: string) {
    const s = row.settings
    const landing = landingForTemplate(s.landerTemplate)
    const reasons = deps.screenName(row.name)
    const look = deps.landerAppearance ? await deps.landerAppearance(row.sellerId) : {}
    const listing = {
      ...look,
      sellerId: row.sellerId,
      status: reasons.length > 0 ? ('COMPLIANCE_REVIEW' as const) : ('ACTIVE' as const),
      reviewReasons: reasons,
      landerTemplate: s.landerTemplate,
      landingPage: landing.landingPage,
      intakeStyle: landing.intakeStyle,
      leasingEnabled: s.leasingEnabled,
      maxLeasePeriod: s.maxLeasePeriod,
      buynowPriceMicros: s.buynowPrice,
      floorPriceMicros: s.floorPrice,
      minbidPriceMicros: s.minbidPrice,
      hidden: false,
      featured: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    }
    await moveProvenDomain(db, {
      verificationId: row.id,
      listing,
      newDomain: {
        name: row.name,
        displayName: toUnicodeDomain(row.name),
        tld: tldOf(row.name),
        sldLength: sldLength(row.name),
      },
      verified: {
        state: 'VERIFIED',
        verifiedBy: by,
        verifiedAt: new Date(),
        lastCheckedAt: new Date(),
        lastResult: result,
        attempts: row.attempts + 1,
      },
    })
  }

  async function checkRows(rows: VerificationRow[]): Promise<void> {
    const tokens = new Map<string, string>()
    for (const row of rows) {
      if (row.state !== 'PENDING') continue
      if (row.createdAt.getTime() < Date.now() - EXPIRY_DAYS * 86_400_000) {
        await updateVerification(db, row.id, { state: 'EXPIRED' })
        continue
      }
      if (!tokens.has(row.sellerId)) tokens.set(row.sellerId, await getToken(row.sellerId))
      const proof = await prove(row.name, `${TXT_PREFIX}${tokens.get(row.sellerId)}`)
      if (proof.by !== null) {
        await transfer(row, proof.by, proof.result)
        continue
      }
      const attempts = row.attempts + 1
      await updateVerification(db, row.id, {
        attempts,
        lastCheckedAt: new Date(),
        lastResult: proof.result,
        nextCheckAt: new Date(Date.now() + Math.min(2 ** attempts, MAX_BACKOFF_MINUTES) * 60_000),
      })
    }
  }

  function normalise(names: string[]): string[] {
    const out: string[] = []
    for (const typed of names) {
      const ascii = toAsciiDomain(typed)
      const code = validateDomainName(ascii)
      if (code !== null) {
        throw new AppError('VALIDATION', `${typed} is not a domain name.`, {
          fields: [{ field: 'domains', code, values: { domain: typed } }],
        })
      }
      out.push(ascii)
    }
    return [...new Set(out)]
  }

  const rowsFor = (sellerId: string, names: string[]) =>
    listSellerVerificationsByNames(db, sellerId, names)

  /** POST /api/v1/domains/verificationStatus: look the names up now and answer their state. */
  async function checkNow(sellerId: string, typed: string[]) {
    const names = normalise(typed)
    await checkRows(await rowsFor(sellerId, names))
    return { items: (await rowsFor(sellerId, names)).map(toVerification) }
  }

  /** POST /api/v1/domains/verifications: claim names (not already the seller's), then check. */
  async function claim(sellerId: string, typed: string[]) {
    const names = normalise(typed)
    const holders = await findDomainHolders(db, names)
    const claims = names.filter((n) => holders.get(n) !== sellerId)
    if (claims.length > 0) {
      const settings = await deps.defaultSettings(sellerId)
      await insertClaims(
        db,
        claims.map((name) => ({ sellerId, name, heldByOther: holders.has(name), settings })),
      )
    }
    return checkNow(sellerId, claims.length > 0 ? claims : names)
  }

  /** The re-check job: due pending claims, leased for 5 minutes so no two workers take one. */
  async function recheckDue(limit = 100): Promise<number> {
    const due = await claimDueVerifications(db, limit)
    await checkRows(due)
    return due.length
  }

  return { getVerificationTxt, list, claim, checkNow, recheckDue }
}

export type OwnershipVerification = ReturnType<typeof createOwnershipVerification>
