import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import { domains } from './domains.ts'
import { users } from './users.ts'
import {
  createdAt,
  extensionKey,
  int64,
  landerLook,
  micros,
  randomId,
  requiredRef,
  retries,
  timestamptz,
  updatedAt,
  uploadedFile,
} from './columns.ts'

/** The listing settings applied to names added in one go (issue 5), in the wire's shape. */
export type IntakeListingSettings = ListingSettings

/**
 * A seller's default lander (spec §2 /account/lander, §7 GET/PATCH v1/account/lander): the
 * listing settings new names get unless the add flow says otherwise. No row: spec §3 defaults.
 */
export const accountLanderSettings = pgTable('account_lander_settings', {
  sellerId: extensionKey(() => users.id),
  landerTemplate: text().$type<ListingSettings['landerTemplate']>().notNull(),
  buynowPriceMicros: micros('buynow_price_micros'),
  floorPriceMicros: micros('floor_price_micros'),
  minbidPriceMicros: micros('minbid_price_micros'),
  leasingEnabled: boolean().notNull(),
  maxLeasePeriod: integer().notNull(),
  ...landerLook(),
  updatedAt: updatedAt(),
})

/** The value a seller puts in a TXT record to prove ownership (spec §7 verificationTxt). */
export const ownershipTokens = pgTable('ownership_tokens', {
  sellerId: extensionKey(() => users.id),
  token: text().notNull(),
  createdAt: createdAt(),
})

export type VerificationState = 'PENDING' | 'VERIFIED' | 'EXPIRED'

/**
 * A claim on a name that must be proven before it enters the claimant's portfolio (the
 * "unverified" list of spec §3 bulk add state): held by another seller, or any name when the
 * platform requires proof. Re-checked with back-off until verified or expired.
 */
export const domainVerifications = pgTable(
  'domain_verifications',
  {
    id: randomId(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    name: text().notNull(),
    state: text().$type<VerificationState>().notNull().default('PENDING'),
    /** Whether another seller held the name when it was claimed. */
    heldByOther: boolean().notNull().default(false),
    settings: jsonb().$type<IntakeListingSettings>().notNull(),
    ...retries(),
    lastCheckedAt: timestamptz(),
    /** What the last lookup found, for the seller (e.g. "TXT record not found"). */
    lastResult: text(),
    verifiedBy: text().$type<'TXT' | 'NS'>(),
    verifiedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('domain_verifications_seller_name_key').on(t.sellerId, t.name),
    index('domain_verifications_due_idx').on(t.state, t.nextCheckAt),
  ],
)

export type UploadState = 'preview' | 'queued' | 'running' | 'completed' | 'failed' | 'cancelled'

/**
 * A CSV upload and its import job (issue 5). The file lives in DATA_DIR/uploads while the
 * job runs (decision 701); `byteOffset`/`lineNumber` are the checkpoint of the last committed
 * batch, written in the same transaction as that batch's rows, so a restart resumes exactly.
 */
export const domainUploads = pgTable(
  'domain_uploads',
  {
    id: randomId(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    ...uploadedFile(),
    layout: text().notNull(),
    /** The detected layout: delimiter, header, column of each field (upload-layout.ts). */
    columns: jsonb().$type<Record<string, string | number | boolean | null>>().notNull(),
    settings: jsonb().$type<IntakeListingSettings>().notNull(),
    /** 'add' imports new names; 'update' reprices and resets names already held (issue 15). */
    mode: text().$type<'add' | 'update'>().notNull().default('add'),
    state: text().$type<UploadState>().notNull().default('queued'),
    cancelRequested: boolean().notNull().default(false),
    rowsRead: integer().notNull().default(0),
    rowsAdded: integer().notNull().default(0),
    rowsUpdated: integer().notNull().default(0),
    rowsRefused: integer().notNull().default(0),
    rowsUnverified: integer().notNull().default(0),
    byteOffset: int64().notNull().default(0),
    lineNumber: integer().notNull().default(0),
    /** Which process runs it, and when it last proved alive (a lease: no job runs twice). */
    leaseOwner: text(),
    heartbeatAt: timestamptz(),
    error: text(),
    createdAt: createdAt(),
    startedAt: timestamptz(),
    finishedAt: timestamptz(),
  },
  (t) => [
    index('domain_uploads_seller_idx').on(t.sellerId, t.createdAt),
    index('domain_uploads_state_idx').on(t.state, t.createdAt),
  ],
)

/** A refused row of an upload, with its reason: the downloadable report. */
export const domainUploadRefusals = pgTable(
  'domain_upload_refusals',
  {
    uploadId: requiredRef(() => domainUploads.id, 'cascade'),
    lineNumber: integer().notNull(),
    name: text().notNull(),
    code: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.lineNumber] })],
)

/**
 * Names waiting for the registration-data check (WHOIS_NOT_FOUND, WHOIS_UNKNOWN_REGISTRAR):
 * filled in the same statement that adds the domain, drained by a job with back-off.
 */
export const registrationChecks = pgTable(
  'registration_checks',
  {
    domainId: extensionKey(() => domains.id),
    ...retries(),
  },
  (t) => [index('registration_checks_due_idx').on(t.nextCheckAt)],
)
