import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  ImportPurpose,
  ImportState,
} from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import type { Marketplace } from '@namefolio/core/marketplace-imports/marketplace-layouts'
import { users } from './users.ts'
import { int64, micros, requiredRef, timestamps, timestamptz, uploadedFile } from './columns.ts'

/** A marketplace export uploaded for a drift check or a migration (issue 24, migration 0033). */
export const marketplaceImports = pgTable(
  'marketplace_imports',
  {
    id: uuid().primaryKey(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    purpose: text().$type<ImportPurpose>().notNull(),
    marketplace: text().$type<Marketplace>().notNull(),
    ...uploadedFile(),
    delimiter: text().notNull(),
    /** Where each of our fields sits in the file (core ColumnIndex). */
    columns: jsonb().notNull(),
    state: text().$type<ImportState>().notNull().default('queued'),
    /** The checkpoint after the last batch read: a resumed job starts here. */
    bytesRead: int64().notNull().default(0),
    lineNumber: integer().notNull().default(0),
    rowsRead: integer().notNull().default(0),
    rowsMapped: integer().notNull().default(0),
    rowsUnmapped: integer().notNull().default(0),
    rowsAdded: integer().notNull().default(0),
    rowsInPortfolio: integer().notNull().default(0),
    rowsUnverified: integer().notNull().default(0),
    rowsDrifted: integer().notNull().default(0),
    error: text(),
    finishedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [index('marketplace_imports_seller_idx').on(t.sellerId, t.createdAt)],
)

/** Every row of an export as read: their values mapped onto ours, or why not (a message key). */
export const marketplaceImportRows = pgTable(
  'marketplace_import_rows',
  {
    importId: requiredRef(() => marketplaceImports.id, 'cascade'),
    sellerId: uuid().notNull(),
    line: integer().notNull(),
    name: text().notNull(),
    /** mapped | unmapped | added | inPortfolio | unverified */
    outcome: text().notNull(),
    reason: text(),
    buynow: micros('buynow'),
    floor: micros('floor'),
    minbid: micros('minbid'),
    leasing: boolean(),
    leaseMonths: integer(),
    lander: text(),
    nameservers: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ name: 'marketplace_import_rows_pk', columns: [t.importId, t.line] }),
    index('marketplace_import_rows_name_idx').on(t.importId, t.name),
  ],
)

export type MarketplaceImportRow = typeof marketplaceImports.$inferSelect
