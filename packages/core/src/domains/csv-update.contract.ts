import { z } from 'zod'
import {
  BUY_NOW_MIN_USD,
  FLOOR_MIN_USD,
  LEASE_BUY_NOW_MAX_USD,
  LEASE_BUY_NOW_MIN_USD,
  LEASE_MAX_MONTHS,
  LEASE_MIN_MONTHS,
  MIN_BID_MIN_USD,
  PRICE_CEILING_USD,
} from '../constants/price-rules.ts'
import { FieldErrorSchema } from '../http/error.contract.ts'
import { LEASE_PERIOD_RANGE_ERROR } from '../pricing/lease-period.ts'
import { PRICE_ERRORS } from '../pricing/listing-prices.ts'
import { DomainHistoryChangeSchema } from '../portfolio/portfolio.contract.ts'
import { UPLOAD_FILE_ERRORS } from './domain-intake.contract.ts'
import { INTAKE_MESSAGE_KEYS } from './domain-intake.constants.ts'
import { DOMAIN_FORM_ERRORS } from './domain-list.ts'

/**
 * A CSV upload that updates names already in the portfolio (issue 15, decisions 273–275):
 * rows naming the seller's own domains set prices and listing settings; the seller sees a
 * preview of the whole file before applying it.
 */

/** Why a row of an update upload was refused, beyond the price rules of §5. */
export const CSV_UPDATE_ERRORS = {
  notInPortfolio: 'domains.upload.error.notInPortfolio',
  notEditable: 'domains.upload.error.notEditable',
  landerTemplate: 'domains.upload.error.landerTemplate',
  leasing: 'domains.upload.error.leasing',
  leasePeriod: 'domains.upload.error.leasePeriod',
  nothingToSet: 'domains.upload.error.nothingToSet',
  price: 'domains.upload.error.price',
  currency: 'domains.upload.error.currency',
  mode: 'domains.upload.error.mode',
} as const

/** The lander change key of a single edit (edit-domain), reused by the update. */
export const LANDER_NEEDS_BUY_NOW = 'portfolio.growl.lander.error.buyNow'

const usd = (n: number) => `$${n.toLocaleString('en-US')}`

/**
 * Each refusal key in words, for the downloadable report (a spreadsheet has no message
 * catalog). The web shows the same keys from its catalog.
 */
export const REFUSAL_WORDS: Record<string, string> = {
  [CSV_UPDATE_ERRORS.notInPortfolio]: 'This domain is not in your portfolio.',
  [CSV_UPDATE_ERRORS.notEditable]: 'This domain is sold or leased: its listing cannot change.',
  [CSV_UPDATE_ERRORS.landerTemplate]:
    'Unknown lander: use PRICE_FORM, BUY_NOW, CASH_PARKING, LEASE_TO_OWN or CUSTOM_LANDER.',
  [CSV_UPDATE_ERRORS.leasing]: 'Leasing must be yes or no.',
  [CSV_UPDATE_ERRORS.leasePeriod]: 'The max lease period must be a whole number of months.',
  [CSV_UPDATE_ERRORS.nothingToSet]: 'The file has no column this update can set.',
  [CSV_UPDATE_ERRORS.price]: 'A price in this row is not a number.',
  [CSV_UPDATE_ERRORS.currency]: 'Prices must be in US dollars.',
  [INTAKE_MESSAGE_KEYS.emptyRow]: 'This row has no domain.',
  [INTAKE_MESSAGE_KEYS.duplicateInFile]: 'This domain appears earlier in the file.',
  [INTAKE_MESSAGE_KEYS.inPortfolio]: 'This domain is already in your portfolio.',
  [DOMAIN_FORM_ERRORS.domain]: 'This is not a valid domain name.',
  [DOMAIN_FORM_ERRORS.tld]: 'This top-level domain is not accepted.',
  [DOMAIN_FORM_ERRORS.specificDomain]: 'Enter a domain name, not a subdomain or address.',
  [PRICE_ERRORS.ltoInvalidPrice]: `Lease to own needs a buy-now price from ${usd(LEASE_BUY_NOW_MIN_USD)} to ${usd(LEASE_BUY_NOW_MAX_USD)}.`,
  [PRICE_ERRORS.buyNowRequired]: 'A buy-now price is required.',
  [PRICE_ERRORS.limit]: `Prices must be below ${usd(PRICE_CEILING_USD)}.`,
  [PRICE_ERRORS.buyNowCompare]: 'The buy-now price must be at least the floor and the minimum bid.',
  [PRICE_ERRORS.buyNowLow]: `The buy-now price must be at least ${usd(BUY_NOW_MIN_USD)}.`,
  [PRICE_ERRORS.floorCompare]: 'The floor must be between the minimum bid and the buy-now price.',
  [PRICE_ERRORS.floorLow]: `The floor must be at least ${usd(FLOOR_MIN_USD)}.`,
  [PRICE_ERRORS.minimumLow]: `The minimum bid must be at least ${usd(MIN_BID_MIN_USD)}.`,
  [PRICE_ERRORS.minimumCompare]:
    'The minimum bid must not be above the floor or the buy-now price.',
  [LEASE_PERIOD_RANGE_ERROR]: `The max lease period must be ${LEASE_MIN_MONTHS} to ${LEASE_MAX_MONTHS} months, and no more than the buy-now price allows.`,
  [LANDER_NEEDS_BUY_NOW]: 'Set a buy-now price before choosing the Buy Now lander.',
  [UPLOAD_FILE_ERRORS.malformed]: 'The row could not be read.',
}

/** A refusal key in words (the key itself when it has none). */
export const refusalInWords = (code: string): string => REFUSAL_WORDS[code] ?? code

/** What applying an update upload would do (computed over the whole file, decision 274). */
export const CsvUpdatePreviewSchema = z.object({
  jobId: z.string(),
  /** Rows read (the header excluded). */
  rows: z.number().int(),
  /** Names whose listing would change. */
  changed: z.number().int(),
  /** Names held whose row sets what they already have. */
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** Refused rows per reason key, most frequent first. */
  refusedByReason: z.array(
    z.object({
      code: z.string(),
      count: z.number().int(),
      /** The rule's values for its message (a minimum, a range). */
      values: FieldErrorSchema.shape.values,
    }),
  ),
  /** Up to ten names that would change, before → after per field (history field names). */
  examples: z.array(z.object({ domain: z.string(), changes: z.array(DomainHistoryChangeSchema) })),
  /** The columns of the file the update sets. */
  columns: z.array(z.string()),
})
export type CsvUpdatePreview = z.infer<typeof CsvUpdatePreviewSchema>

export const CSV_UPDATE_EXAMPLES = 10
