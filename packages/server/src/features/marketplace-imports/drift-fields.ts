import type {
  DriftedDomain,
  DriftField,
} from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import type { EditDomainInput } from '@namefolio/core/portfolio/portfolio.contract'
import type { ComparedPrices, DriftRow } from './drift.repository.ts'

type Difference = DriftedDomain['fields'][number]

/** Where a domain's nameservers point, in the drift list's words (ours or elsewhere). */
export const NAMESERVERS_OURS = 'namefolio'
export const NAMESERVERS_ELSEWHERE = 'elsewhere'

/**
 * The fields of one drifted domain that differ, ours next to theirs (issue 24: "show, per
 * domain, where price, lease terms or nameservers differ from ours"). The database chose the
 * domain; this names the fields, by the same rules.
 */
export function driftFields(row: DriftRow, prices: ComparedPrices): Difference[] {
  const out: Difference[] = []
  const add = (field: DriftField, ours: Difference['ours'], theirs: Difference['theirs']) =>
    out.push({ field, ours, theirs, canAlign: field !== 'nameservers' })
  if (prices.buynow && row.buynow !== row.our_buynow) add('buynowPrice', row.our_buynow, row.buynow)
  if (prices.floor && row.floor !== row.our_floor) add('floorPrice', row.our_floor, row.floor)
  if (prices.minbid && row.minbid !== row.our_minbid) add('minbidPrice', row.our_minbid, row.minbid)
  if (row.leasing !== null && row.leasing !== row.our_leasing) {
    add('leasingEnabled', row.our_leasing, row.leasing)
  }
  if (row.leasing && row.lease_months !== null && row.lease_months !== row.our_months) {
    add('maxLeasePeriod', row.our_months, row.lease_months)
  }
  if (row.nameservers.length > 0 && row.their_ns_ours !== row.our_ns) {
    add(
      'nameservers',
      row.our_ns ? NAMESERVERS_OURS : NAMESERVERS_ELSEWHERE,
      row.nameservers.join(' '),
    )
  }
  return out
}

/** The single edit that makes our listing say what theirs says (alignable fields only). */
export function alignmentEdit(fields: Difference[]): EditDomainInput {
  const input: EditDomainInput = {}
  for (const { field, theirs, canAlign } of fields) {
    if (!canAlign) continue
    if (field === 'leasingEnabled') input.leasingEnabled = theirs === true
    else if (field === 'maxLeasePeriod') input.maxLeasePeriod = Number(theirs)
    else if (field !== 'nameservers') input[field] = typeof theirs === 'number' ? theirs : null
  }
  return input
}

export function toDriftedDomain(row: DriftRow, prices: ComparedPrices): DriftedDomain {
  return { domainName: row.name, fields: driftFields(row, prices) }
}
