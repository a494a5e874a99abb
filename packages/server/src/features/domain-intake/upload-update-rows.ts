import { CSV_UPDATE_ERRORS } from '@namefolio/core/domains/csv-update.contract'
import { INTAKE_MESSAGE_KEYS } from '@namefolio/core/domains/domain-intake.constants'
import {
  DOMAIN_FORM_ERRORS,
  validateDomainName,
  type TldPolicy,
} from '@namefolio/core/domains/domain-list'
import { toAsciiDomain } from '@namefolio/core/domains/domain-name'
import { LANDER_TEMPLATES, type LanderTemplate } from '@namefolio/core/landers/lander-template'
import type {
  DomainHistoryChange,
  EditDomainInput,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { DomainRow } from '../../db/schema/domains.ts'
import { AppError } from '../../http/app-error.ts'
import { parseUsdCell } from './upload-import.ts'
import type { UploadLayout } from './upload-layout.ts'

/** The listing columns an update may write. */
export type ListingColumns = Pick<
  DomainRow,
  | 'buynowPriceMicros'
  | 'floorPriceMicros'
  | 'minbidPriceMicros'
  | 'leasingEnabled'
  | 'maxLeasePeriod'
  | 'landingPage'
  | 'intakeStyle'
  | 'landerTemplate'
  | 'backgroundColorOption'
  | 'backgroundColorCustom'
  | 'fontColorOption'
>

/**
 * The single domain edit's rules (the portfolio feature's applyDomainEdit, wired in by the
 * app layer): the columns to write and the history changes, or an AppError with the failing
 * fields' message keys.
 */
export type EditListing = (
  row: DomainRow,
  input: EditDomainInput,
) => { next: ListingColumns; changes: DomainHistoryChange[] }

/**
 * One row of an update upload, read and checked (issue 15, decision 273). A cell left empty
 * keeps the domain's value; a price of 0 removes it (as in the single edit). The row is then
 * applied to the held domain by the same rules as a single edit (the §5 price rules of core,
 * the lease period, the lander template), so an update never writes a listing a single edit
 * would refuse.
 */
export type UpdateOutcome =
  | {
      kind: 'refused'
      line: number
      name: string
      code: string
      /** The rule's values (a minimum, a range) for its message. */
      values?: Record<string, string | number> | undefined
    }
  | { kind: 'unchanged'; line: number; name: string }
  | {
      kind: 'changed'
      line: number
      name: string
      domainId: string
      next: ListingColumns
      changes: DomainHistoryChange[]
    }

export type ParsedRow =
  | { ok: true; line: number; name: string; input: EditDomainInput }
  | { ok: false; line: number; name: string; code: string }

/** The columns of the layout an update sets, by history field name. */
export function updateColumns(layout: UploadLayout): string[] {
  const columns: [string, number | null | undefined][] = [
    ['buynowPrice', layout.buyNow],
    ['floorPrice', layout.floor],
    ['minbidPrice', layout.minBid],
    ['landerTemplate', layout.landerTemplate],
    ['leasingEnabled', layout.leasing],
    ['maxLeasePeriod', layout.maxLeasePeriod],
  ]
  return columns.filter(([, i]) => i !== null && i !== undefined).map(([field]) => field)
}

const YES = new Set(['yes', 'y', 'true', '1', 'on', 'enabled'])
const NO = new Set(['no', 'n', 'false', '0', 'off', 'disabled'])

function readLander(cell: string): LanderTemplate | 'invalid' {
  const key = cell
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
  return (LANDER_TEMPLATES as readonly string[]).includes(key) ? (key as LanderTemplate) : 'invalid'
}

/** The settings a row asks for, or the key of the first cell that cannot be read. */
function readSettings(layout: UploadLayout, fields: string[]): EditDomainInput | string {
  const cell = (i: number | null | undefined) =>
    i === null || i === undefined ? '' : (fields[i] ?? '').trim()
  const input: EditDomainInput = {}
  const currency = cell(layout.currency)
  if (currency !== '' && currency.toUpperCase() !== 'USD') return CSV_UPDATE_ERRORS.currency
  const prices = [
    ['buynowPrice', layout.buyNow],
    ['floorPrice', layout.floor],
    ['minbidPrice', layout.minBid],
  ] as const
  for (const [field, index] of prices) {
    const parsed = parseUsdCell(cell(index))
    if (parsed === 'invalid') return CSV_UPDATE_ERRORS.price
    if (parsed !== null) input[field] = parsed
  }
  const lander = cell(layout.landerTemplate)
  if (lander !== '') {
    const template = readLander(lander)
    if (template === 'invalid') return CSV_UPDATE_ERRORS.landerTemplate
    input.landerTemplate = template
  }
  const leasing = cell(layout.leasing).toLowerCase()
  if (leasing !== '') {
    if (!YES.has(leasing) && !NO.has(leasing)) return CSV_UPDATE_ERRORS.leasing
    input.leasingEnabled = YES.has(leasing)
  }
  const period = cell(layout.maxLeasePeriod).replace(/\s*months?$/i, '')
  if (period !== '') {
    if (!/^\d{1,2}$/.test(period)) return CSV_UPDATE_ERRORS.leasePeriod
    input.maxLeasePeriod = Number(period)
  }
  return input
}

/** Reads one CSV record of an update upload; `seen` holds the names read before in the batch. */
export function parseUpdateRow(
  layout: UploadLayout,
  record: { line: number; fields: string[] },
  tldPolicy: TldPolicy,
  seen: Set<string>,
): ParsedRow {
  const { line, fields } = record
  const typed = (fields[layout.domain] ?? '').trim()
  const refuse = (code: string, name = typed.slice(0, 300)): ParsedRow => ({
    ok: false,
    line,
    name,
    code,
  })
  if (typed === '') return refuse(INTAKE_MESSAGE_KEYS.emptyRow)
  const name = toAsciiDomain(typed)
  const nameCode = name === '' ? DOMAIN_FORM_ERRORS.domain : validateDomainName(name, tldPolicy)
  if (nameCode !== null) return refuse(nameCode)
  if (seen.has(name)) return refuse(INTAKE_MESSAGE_KEYS.duplicateInFile, name)
  seen.add(name)
  const input = readSettings(layout, fields)
  if (typeof input === 'string') return refuse(input, name)
  return { ok: true, line, name, input }
}

/** What a parsed row does to the seller's domain of that name (undefined: not held). */
export function planUpdate(
  row: ParsedRow,
  held: DomainRow | undefined,
  editListing: EditListing,
): UpdateOutcome {
  const { line, name } = row
  if (!row.ok) return { kind: 'refused', line, name, code: row.code }
  if (!held) return { kind: 'refused', line, name, code: CSV_UPDATE_ERRORS.notInPortfolio }
  if (held.soldAt !== null || held.leasedAt !== null) {
    return { kind: 'refused', line, name, code: CSV_UPDATE_ERRORS.notEditable }
  }
  let edit: ReturnType<EditListing>
  try {
    edit = editListing(held, row.input)
  } catch (error) {
    const field = error instanceof AppError ? error.fields?.[0] : undefined
    if (field === undefined) throw error
    return { kind: 'refused', line, name, code: field.code, values: field.values }
  }
  if (edit.changes.length === 0) return { kind: 'unchanged', line, name }
  return { kind: 'changed', line, name, domainId: held.id, ...edit }
}
