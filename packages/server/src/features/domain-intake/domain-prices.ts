import type { DomainPrices, ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import { toAsciiDomain } from '@namefolio/core/domains/domain-name'
import {
  pricesForName,
  validateIntakePrices,
  type IntakePrices,
} from '@namefolio/core/domains/intake-prices'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { AppError } from '../../http/app-error.ts'

export type PricedName = IntakePrices & { name: string }

/**
 * The prices each added name gets (issue 15, decision 272): its own when the seller set them
 * on the review step, else the settings'. Every name's own prices are checked with the §5 rules
 * and the template rule; any refusal refuses the whole entry (nothing is added) with one field
 * error per rule broken, `values.domain` naming the domain.
 */
export function resolveDomainPrices(
  names: readonly string[],
  settings: ListingSettings,
  own: readonly DomainPrices[],
): PricedName[] {
  const ownByName: Record<string, IntakePrices> = {}
  for (const p of own) ownByName[toAsciiDomain(p.name)] = p
  const errors: FieldError[] = []
  const priced = names.map((name) => {
    const prices = pricesForName(settings, ownByName, name)
    if (Object.hasOwn(ownByName, name)) {
      for (const error of validateIntakePrices({ ...settings, ...prices })) {
        errors.push({ ...error, values: { ...error.values, domain: name } })
      }
    }
    return { name, ...prices }
  })
  if (errors.length > 0) {
    throw new AppError('VALIDATION', 'A listing rule refused the prices of some domains.', {
      fields: errors,
    })
  }
  return priced
}
