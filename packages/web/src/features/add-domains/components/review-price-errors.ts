import type { ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import { validateIntakePrices, type IntakePrices } from '@namefolio/core/domains/intake-prices'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { PRICE_FIELDS } from '@namefolio/core/pricing/listing-prices'

const PRICE_FIELD_NAMES: readonly string[] = Object.values(PRICE_FIELDS)

export type ReviewPriceErrors = {
  /** Errors of the prices for all names. */
  all: FieldError[]
  /** Errors of a name's own prices, by name. */
  byName: Record<string, FieldError[]>
  /** Server errors that are about no price (shown as alerts). */
  other: FieldError[]
  /** Whether core's rules refuse any price now, whatever is shown. */
  refused: boolean
}

/**
 * The review step's price errors: core's §5 rules run in the browser once the seller tried to
 * add, plus the server's answer to the last attempt (`values.domain` names the domain).
 */
export function reviewPriceErrors(input: {
  settings: ListingSettings
  own: Readonly<Record<string, IntakePrices>>
  names: readonly string[]
  server: readonly FieldError[]
  shown: boolean
}): ReviewPriceErrors {
  const { settings, own, server, shown } = input
  const ownNames = input.names.filter((name) => Object.hasOwn(own, name))
  const clientAll = validateIntakePrices(settings)
  const clientOwn = new Map(
    ownNames.map((name) => [name, validateIntakePrices({ ...settings, ...own[name] })] as const),
  )
  const byName: Record<string, FieldError[]> = {}
  for (const name of input.names) {
    byName[name] = [
      ...(shown ? (clientOwn.get(name) ?? []) : []),
      ...server.filter((e) => e.values?.domain === name),
    ]
  }
  return {
    all: [
      ...(shown ? clientAll : []),
      ...server.filter(
        (e) => e.values?.domain === undefined && PRICE_FIELD_NAMES.includes(e.field),
      ),
    ],
    byName,
    other: server.filter(
      (e) => e.values?.domain === undefined && !PRICE_FIELD_NAMES.includes(e.field),
    ),
    refused: clientAll.length > 0 || [...clientOwn.values()].some((errors) => errors.length > 0),
  }
}
