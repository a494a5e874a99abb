import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { IN_USE_GUARD_ERRORS } from '@namefolio/core/in-use-guard/in-use-guard.contract'
import { quoteLease } from '@namefolio/core/pricing/lease-quote'
import type { TransactionKind } from '@namefolio/core/sales/transaction-machine'
import type { Db } from '../../../db/client.ts'
import type { DomainRow } from '../../../db/schema/domains.ts'
import type { UserRow } from '../../../db/schema/users.ts'
import { AppError } from '../../../http/app-error.ts'
import { isReservedByOpenAgreement } from '../../../db/agreement-reservations.ts'
import { findOpenAgreementWithDomain } from '../agreed-payment.repository.ts'
import {
  findDomainByName,
  findDomainOfCheckoutLink,
  isBuyNowPaused,
} from '../sale-domains.repository.ts'

export type CheckoutSource =
  | { source: 'LANDER'; domainName: string }
  | { source: 'CHECKOUT_LINK'; linkId: string }
  | { source: 'AGREED_PRICE'; agreedPriceId: string }

export type CheckoutRequest = CheckoutSource & {
  kind: TransactionKind
  months?: number | undefined
}

export type CheckoutOffer = {
  domain: DomainRow
  source: CheckoutSource['source']
  kind: TransactionKind
  priceMicros: number
  months: number | null
  agreedPriceId: string | null
  /** An agreed price's payment deadline (decision 960); null for other sources. */
  paymentDeadline: Date | null
  /** What is charged now: the price, or the first installment of a lease. */
  chargeMicros: number
}

type PricedDomain = {
  domain: DomainRow | null
  priceMicros: number | null
  agreedPriceId: string | null
  paymentDeadline: Date | null
}

function unavailable(): never {
  throw new AppError('NOT_FOUND', 'This domain is not for sale at the moment.')
}

function reservedForAnotherBuyer(): never {
  throw new AppError(
    'CONFLICT',
    'A buyer has agreed a price for this domain and has a few days to pay. Make an offer, or come back later.',
  )
}

/** A site was seen on the name: no instant sale until the seller resumes (decision 1141). */
function pausedForSiteInUse(): never {
  throw new AppError(
    'CONFLICT',
    'Buy now is paused for this domain while the seller checks it. You can still make an offer.',
    { fields: [{ field: 'domainName', code: IN_USE_GUARD_ERRORS.buyNowPaused }] },
  )
}

function isPurchasable(d: DomainRow): boolean {
  return d.status === 'ACTIVE' && d.soldAt === null && d.leasedAt === null
}

/** The domain a checkout is for and its price: Buy Now, a checkout link, or an agreed price. */
async function findPricedDomain(
  db: Db,
  buyer: UserRow | null,
  input: CheckoutSource,
): Promise<PricedDomain> {
  const none = { agreedPriceId: null, paymentDeadline: null }
  if (input.source === 'LANDER') {
    const domain = await findDomainByName(db, input.domainName.toLowerCase())
    if (!domain || domain.hidden) unavailable()
    return { domain, priceMicros: domain.buynowPriceMicros, ...none }
  }
  if (input.source === 'CHECKOUT_LINK') {
    const domain = await findDomainOfCheckoutLink(db, input.linkId)
    return { domain, priceMicros: domain?.buynowPriceMicros ?? null, ...none }
  }
  const row = await findOpenAgreementWithDomain(db, input.agreedPriceId)
  if (!row || (buyer && row.agreed.buyerId !== buyer.id)) unavailable()
  return {
    domain: row.domain,
    priceMicros: row.agreed.priceMicros,
    agreedPriceId: row.agreed.id,
    paymentDeadline: row.agreed.deadlineAt,
  }
}

/** Checkout (decision 800): what a buyer may buy, at which price, and what is charged now. */
export async function resolveOffer(
  db: Db,
  buyer: UserRow | null,
  input: CheckoutRequest,
): Promise<CheckoutOffer> {
  const { domain, priceMicros, agreedPriceId, paymentDeadline } = await findPricedDomain(
    db,
    buyer,
    input,
  )
  if (!domain || !isPurchasable(domain) || !priceMicros || priceMicros <= 0) unavailable()
  if (await isReservedByOpenAgreement(db, domain.id, { agreedPriceId })) reservedForAnotherBuyer()
  // An agreed price was negotiated with the seller: only the instant prices pause.
  if (agreedPriceId === null && (await isBuyNowPaused(db, domain.id))) pausedForSiteInUse()
  if (buyer && buyer.id === domain.sellerId) {
    throw new AppError('FORBIDDEN', 'You cannot buy your own domain.')
  }
  const { source } = input
  if (input.kind === 'LEASE') {
    const months = input.months ?? 0
    if (!domain.leasingEnabled || months < LEASE_MIN_MONTHS || months > domain.maxLeasePeriod) {
      throw new AppError('VALIDATION', 'This lease term is not offered for this domain.', {
        fields: [
          { field: 'months', code: 'checkout.lease.term', values: { max: domain.maxLeasePeriod } },
        ],
      })
    }
    const quote = quoteLease(priceMicros, months)
    const chargeMicros = quote.firstInstallmentMicros
    const kind = 'LEASE'
    return {
      domain,
      source,
      kind,
      priceMicros,
      months,
      agreedPriceId,
      paymentDeadline,
      chargeMicros,
    }
  }
  const kind = 'SALE'
  const months = null
  const chargeMicros = priceMicros
  return { domain, source, kind, priceMicros, months, agreedPriceId, paymentDeadline, chargeMicros }
}
