import { z } from 'zod'
import { FieldErrorSchema } from '../http/error.contract.ts'
import { LANDER_TEMPLATES } from '../landers/lander-template.ts'
import { NullableMicrosSchema } from '../money/money.contract.ts'
import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS } from '../constants/price-rules.ts'
import { MAX_DOMAINS_PER_ENTRY } from '../constants/domain-entry.ts'
import { PageQuerySchema, pageSchema } from '../pagination/pagination.contract.ts'
import { REVIEW_REASONS, DOMAIN_LISTING_STATUSES } from './domain-status.ts'
import { VERIFICATION_STATES } from './domain-intake.constants.ts'

/**
 * Contracts of adding domains (issue 5; spec §1, §2, §3 "Bulk add state", §5, §7):
 *
 * - `GET/PATCH /api/v1/account/lander` — the seller's default listing settings.
 * - `POST /api/v2/domains/add/review` — classify a pasted list without writing anything.
 * - `POST /api/v2/domains/add` — add a pasted list with listing settings.
 * - `POST /api/v2/domains/uploads` (multipart: `settings` JSON field, then `file`),
 *   `GET /api/v2/domains/uploads`, `GET /api/v2/domains/uploads/{jobId}`,
 *   `PATCH /api/v2/domains/uploads/{jobId}/cancel`, `GET /api/v2/domains/uploads/{jobId}/refusals`
 *   (CSV report).
 * - `GET /api/v1/account/verificationTxt`, `GET/POST /api/v1/domains/verifications`,
 *   `POST /api/v1/domains/verificationStatus` — ownership proof by DNS.
 */

/** The listing settings applied to the names being added; prices are micros (decision 006). */
export const ListingSettingsSchema = z.object({
  landerTemplate: z.enum(LANDER_TEMPLATES),
  buynowPrice: NullableMicrosSchema,
  floorPrice: NullableMicrosSchema,
  minbidPrice: NullableMicrosSchema,
  leasingEnabled: z.boolean(),
  maxLeasePeriod: z.number().int().min(LEASE_MIN_MONTHS).max(LEASE_MAX_MONTHS),
})
export type ListingSettings = z.infer<typeof ListingSettingsSchema>

export const ListingSettingsPatchSchema = ListingSettingsSchema.partial()
export type ListingSettingsPatch = z.infer<typeof ListingSettingsPatchSchema>

/** How one name of a pasted list fares (the review step, spec §2 /domains/add/review). */
export const INTAKE_OUTCOMES = [
  'VALID',
  'REFUSED',
  'IN_PORTFOLIO',
  'OWNERSHIP_REQUESTED',
  'NEEDS_VERIFICATION',
] as const
export type IntakeOutcome = (typeof INTAKE_OUTCOMES)[number]

export const ReviewItemSchema = z.object({
  /** The name as typed. */
  input: z.string(),
  /** Lowercase ASCII, or the typed text when it is not a name. */
  name: z.string(),
  outcome: z.enum(INTAKE_OUTCOMES),
  /** The message key explaining a non-VALID outcome. */
  code: z.string().nullable(),
  values: FieldErrorSchema.shape.values,
  /** Review reasons the name will enter COMPLIANCE_REVIEW with (spec §4). */
  reviewReasons: z.array(z.enum(REVIEW_REASONS)),
})
export type ReviewItem = z.infer<typeof ReviewItemSchema>

/** Raw pasted text (spec §5 splits it); at most 50 names per entry. */
export const DomainListInputSchema = z.object({ domains: z.string().max(200_000) })

export const ReviewDomainsResultSchema = z.object({
  items: z.array(ReviewItemSchema),
  /** Entry-level errors (domains.form.error.max). */
  errors: z.array(FieldErrorSchema),
  /** The account's default listing settings, to pre-fill the settings form. */
  settings: ListingSettingsSchema,
})
export type ReviewDomainsResult = z.infer<typeof ReviewDomainsResultSchema>

/**
 * Prices of one name, replacing the settings' three prices for it (issue 15, decision 272).
 * `name` is matched after conversion to lowercase ASCII; names not being added are ignored.
 */
export const DomainPricesSchema = z.object({
  name: z.string().max(300),
  buynowPrice: NullableMicrosSchema,
  floorPrice: NullableMicrosSchema,
  minbidPrice: NullableMicrosSchema,
})
export type DomainPrices = z.infer<typeof DomainPricesSchema>

export const AddDomainsInputSchema = DomainListInputSchema.extend({
  /** Without settings the account's default listing settings apply. */
  settings: ListingSettingsSchema.optional(),
  /** Per-name prices; a refused one is answered 400 with `values.domain` naming it. */
  prices: z.array(DomainPricesSchema).max(MAX_DOMAINS_PER_ENTRY).optional(),
})
export type AddDomainsInput = z.infer<typeof AddDomainsInputSchema>

export const AddedDomainSchema = z.object({
  name: z.string(),
  status: z.enum(DOMAIN_LISTING_STATUSES),
  reviewReasons: z.array(z.enum(REVIEW_REASONS)),
})

/** Spec §3 "Bulk add state": errors, rawDomains, unverified — plus what was added. */
export const AddDomainsResultSchema = z.object({
  rawDomains: z.array(z.string()),
  added: z.array(AddedDomainSchema),
  unverified: z.array(z.object({ name: z.string(), code: z.string() })),
  errors: z.array(FieldErrorSchema),
})
export type AddDomainsResult = z.infer<typeof AddDomainsResultSchema>

// Uploads

/** 'preview': an update upload waiting for the seller's Apply (issue 15, decision 273). */
export const UPLOAD_STATES = [
  'preview',
  'queued',
  'running',
  'completed',
  'failed',
  'cancelled',
] as const
/** 'add' imports new names; 'update' changes names already held (issue 15). */
export const UPLOAD_MODES = ['add', 'update'] as const
export type UploadMode = (typeof UPLOAD_MODES)[number]
export type UploadJobState = (typeof UPLOAD_STATES)[number]

/** File layouts the import understands (decision 703). */
export const UPLOAD_LAYOUTS = ['DOMAIN_PER_LINE', 'NAMEFOLIO', 'HEADER_MAPPED'] as const

export const UploadJobSchema = z.object({
  jobId: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  layout: z.string(),
  mode: z.enum(UPLOAD_MODES),
  state: z.enum(UPLOAD_STATES),
  cancelRequested: z.boolean(),
  rowsRead: z.number().int(),
  rowsAdded: z.number().int(),
  rowsUpdated: z.number().int(),
  rowsRefused: z.number().int(),
  rowsUnverified: z.number().int(),
  bytesRead: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type UploadJob = z.infer<typeof UploadJobSchema>

export const UploadJobPageSchema = pageSchema(UploadJobSchema)
export type UploadJobPage = z.infer<typeof UploadJobPageSchema>
export const UploadJobParamsSchema = z.object({ jobId: z.uuid() })
export const ListUploadsQuerySchema = PageQuerySchema

/** Codes of a file that cannot be imported at all (400 `fields[].code`). */
export const UPLOAD_FILE_ERRORS = {
  missingFile: 'domains.upload.error.missingFile',
  tooLarge: 'domains.upload.error.tooLarge',
  empty: 'domains.upload.error.empty',
  binary: 'domains.upload.error.notText',
  noDomainColumn: 'domains.upload.error.noDomainColumn',
  badSettings: 'domains.upload.error.settings',
  malformed: 'domains.upload.error.malformed',
} as const

// Ownership verification

export const VerificationSchema = z.object({
  name: z.string(),
  state: z.enum(VERIFICATION_STATES),
  attempts: z.number().int(),
  lastCheckedAt: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  lastResult: z.string().nullable(),
  verifiedBy: z.enum(['TXT', 'NS']).nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type Verification = z.infer<typeof VerificationSchema>
export const VerificationPageSchema = pageSchema(VerificationSchema)
export type VerificationPage = z.infer<typeof VerificationPageSchema>
export const ListVerificationsQuerySchema = PageQuerySchema.extend({
  state: z.enum(VERIFICATION_STATES).optional(),
})

export const VerificationNamesInputSchema = z.object({
  domains: z.array(z.string().max(300)).min(1).max(1000),
})
export const VerificationListSchema = z.object({ items: z.array(VerificationSchema) })
export type VerificationList = z.infer<typeof VerificationListSchema>

export const VerificationTxtSchema = z.object({
  /** The TXT record's value, e.g. `namefolio-verification=…`. */
  txtRecord: z.string(),
  /** Where it may go: the domain itself or `_namefolio.<domain>`. */
  hosts: z.array(z.string()),
  /** The platform's nameservers, the other way to prove ownership. */
  nameservers: z.array(z.string()),
})
export type VerificationTxt = z.infer<typeof VerificationTxtSchema>
