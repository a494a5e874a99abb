import { z } from 'zod'
import { PageQuerySchema, pageSchema } from '../pagination/pagination.contract.ts'
import { MARKETPLACES } from './marketplace-layouts.ts'

/**
 * A marketplace export uploaded to compare with our listings (drift) or to move a portfolio
 * here (migrate), issue 24. The upload is the multipart `POST /api/v2/marketplace-imports`
 * (fields `purpose` and `file`); a job reads it into the database with progress.
 */
export const IMPORT_PURPOSES = ['drift', 'migrate'] as const
export type ImportPurpose = (typeof IMPORT_PURPOSES)[number]
export const IMPORT_STATES = ['queued', 'running', 'completed', 'failed'] as const
export type ImportState = (typeof IMPORT_STATES)[number]

/** Codes of a file or request refused as a whole (400 `fields[].code`). */
export const IMPORT_FILE_ERRORS = {
  missingFile: 'marketplaceImports.file.missing',
  purpose: 'marketplaceImports.file.purpose',
  empty: 'marketplaceImports.file.empty',
  binary: 'marketplaceImports.file.notText',
  malformed: 'marketplaceImports.file.malformed',
  stopped: 'marketplaceImports.failed.stopped',
  tooLarge: 'marketplaceImports.file.tooLarge',
  notReady: 'marketplaceImports.drift.notReady',
  notDrift: 'marketplaceImports.drift.notDriftCheck',
} as const

export const MarketplaceImportSchema = z.object({
  importId: z.string(),
  purpose: z.enum(IMPORT_PURPOSES),
  marketplace: z.enum(MARKETPLACES),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  bytesRead: z.number().int(),
  state: z.enum(IMPORT_STATES),
  rowsRead: z.number().int(),
  rowsMapped: z.number().int(),
  rowsUnmapped: z.number().int(),
  /** Migrate: names added, already ours, and claimed (waiting for proof of ownership). */
  rowsAdded: z.number().int(),
  rowsInPortfolio: z.number().int(),
  rowsUnverified: z.number().int(),
  /** Drift: domains whose listing differs from the export when the check finished. */
  rowsDrifted: z.number().int(),
  /** The unmapped rows by reason key, most first. */
  unmappedByReason: z.array(z.object({ code: z.string(), count: z.number().int() })),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type MarketplaceImport = z.infer<typeof MarketplaceImportSchema>

export const MarketplaceImportParamsSchema = z.object({ importId: z.uuid() })
export const ListImportsQuerySchema = PageQuerySchema
export const MarketplaceImportPageSchema = pageSchema(MarketplaceImportSchema)
export type MarketplaceImportPage = z.infer<typeof MarketplaceImportPageSchema>

/** The fields a drift check compares; nameservers are shown but set at the registrar. */
export const DRIFT_FIELDS = [
  'buynowPrice',
  'floorPrice',
  'minbidPrice',
  'leasingEnabled',
  'maxLeasePeriod',
  'nameservers',
] as const
export type DriftField = (typeof DRIFT_FIELDS)[number]

const DriftValueSchema = z.union([z.number(), z.boolean(), z.string(), z.null()])
export const DriftedDomainSchema = z.object({
  domainName: z.string(),
  fields: z.array(
    z.object({
      field: z.enum(DRIFT_FIELDS),
      ours: DriftValueSchema,
      theirs: DriftValueSchema,
      /** False for nameservers: they change at the registrar, not here. */
      canAlign: z.boolean(),
    }),
  ),
})
export type DriftedDomain = z.infer<typeof DriftedDomainSchema>
export const DriftPageSchema = pageSchema(DriftedDomainSchema)
export type DriftPage = z.infer<typeof DriftPageSchema>

export const AlignInputSchema = z.union([
  z.object({ domainNames: z.array(z.string().min(1).max(253)).min(1).max(1000) }),
  z.object({ all: z.literal(true) }),
])
export type AlignInput = z.infer<typeof AlignInputSchema>

export const AlignResultSchema = z.object({
  updated: z.number().int(),
  /** Domains whose listing a §5 rule keeps from taking their values, with the rule's key. */
  refused: z.array(z.object({ domainName: z.string(), code: z.string() })),
  /** The bulk edit that can be undone from the portfolio; null when nothing changed. */
  bulkEditId: z.string().nullable(),
})
export type AlignResult = z.infer<typeof AlignResultSchema>
