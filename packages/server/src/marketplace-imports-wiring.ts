import type { ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import type { TldPolicy } from '@namefolio/core/domains/domain-list'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import { canApplyTemplate } from '@namefolio/core/landers/lander-template'
import type { MappedListing } from '@namefolio/core/marketplace-imports/marketplace-rows'
import { microsToUsd } from '@namefolio/core/money/money'
import type { Env } from './config/env.ts'
import type { Database, Db } from './db/client.ts'
import type { ListingChanges } from './db/listing-changes.ts'
import type { ZodApp } from './http/zod-app.ts'
import type { Jobs } from './jobs/jobs.ts'
import { addDomainBatch } from './features/domain-intake/domain-batch.repository.ts'
import { getAccountLander } from './features/domain-intake/listing-settings.ts'
import { readCsvBatches } from './features/domain-intake/upload-csv-batches.ts'
import {
  CSV_UPDATE_KIND,
  findHeldDomains,
  writeUpdateBatch,
} from './features/domain-intake/upload-update.repository.ts'
import { planUpdate, type EditListing } from './features/domain-intake/upload-update-rows.ts'
import type { ListingAligner } from './features/marketplace-imports/align-drift.ts'
import { registerMarketplaceImports } from './features/marketplace-imports/marketplace-imports.register.ts'
import type { AddNames } from './features/marketplace-imports/run-import.ts'
import { createBulkEdit, finishBulkEdit } from './features/portfolio/bulk-edits.repository.ts'

type IntakeWiring = {
  tldPolicy: TldPolicy
  screenName: (asciiName: string) => ReviewReason[]
  verifyAll: boolean
  queueRegistrationChecks: boolean
  editListing: EditListing
}

/** The listing settings one imported name is added with: its own, else the account's. */
function settingsFor(listing: MappedListing, defaults: ListingSettings): ListingSettings {
  const buyNowUsd =
    listing.buynowPriceMicros === null ? null : microsToUsd(listing.buynowPriceMicros)
  const wanted = listing.landerTemplate ?? defaults.landerTemplate
  const leasing = listing.leasingEnabled ?? defaults.leasingEnabled
  return {
    ...defaults,
    // The account's default lander may need a price this name lacks: make offer then.
    landerTemplate: canApplyTemplate(wanted, buyNowUsd) ? wanted : 'PRICE_FORM',
    leasingEnabled: leasing,
    maxLeasePeriod: leasing
      ? (listing.maxLeasePeriod ?? defaults.maxLeasePeriod)
      : defaults.maxLeasePeriod,
  }
}

/**
 * Migration adds names through the intake path (issue 24): one addDomainBatch per distinct
 * lander and lease setting in the batch (a handful), so ownership claims, screening and the
 * registration checks are the add-domains flow's own.
 */
function createAddNames(intake: IntakeWiring): AddNames {
  return async (tx, { sellerId, listings }) => {
    const defaults = await getAccountLander(tx, sellerId)
    const groups = new Map<string, { settings: ListingSettings; listings: MappedListing[] }>()
    for (const listing of listings) {
      const settings = settingsFor(listing, defaults)
      const key = `${settings.landerTemplate}|${settings.leasingEnabled}|${settings.maxLeasePeriod}`
      const group = groups.get(key) ?? { settings, listings: [] }
      group.listings.push(listing)
      groups.set(key, group)
    }
    const out = { added: [] as string[], inPortfolio: [] as string[], unverified: [] as string[] }
    for (const { settings, listings: group } of groups.values()) {
      const outcome = await addDomainBatch(tx, {
        sellerId,
        settings,
        rows: group.map((l) => ({
          name: l.name,
          buynowPrice: l.buynowPriceMicros,
          floorPrice: l.floorPriceMicros,
          minbidPrice: l.minbidPriceMicros,
          reviewReasons: intake.screenName(l.name),
        })),
        verifyAll: intake.verifyAll,
        queueRegistrationChecks: intake.queueRegistrationChecks,
      })
      out.added.push(...outcome.added.map((a) => a.name))
      out.inPortfolio.push(...outcome.inPortfolio)
      out.unverified.push(...outcome.unverified)
    }
    return out
  }
}

/** Alignment writes like an update upload: single-edit rules, history, one undoable edit. */
function createAligner(
  db: Db,
  intake: IntakeWiring,
  listingChanges: ListingChanges,
): ListingAligner {
  return {
    async begin({ sellerId, actorId, request }) {
      const edit = await createBulkEdit(db, { sellerId, actorId, kind: CSV_UPDATE_KIND, request })
      return edit.id
    },
    async alignBatch({ sellerId, actorId, bulkEditId, rows }) {
      const result = await db.transaction(async (tx) => {
        const held = await findHeldDomains(
          tx,
          sellerId,
          rows.map((r) => r.name),
          { lock: true },
        )
        const byName = new Map(held.map((d) => [d.name, d]))
        const outcomes = rows.map((r, i) =>
          planUpdate(
            { ok: true, line: i + 1, name: r.name, input: r.input },
            byName.get(r.name),
            intake.editListing,
          ),
        )
        const changed = outcomes.filter((o) => o.kind === 'changed')
        const refused = outcomes
          .filter((o) => o.kind === 'refused')
          .map((o) => ({ name: o.name, code: o.code }))
        const updated = await writeUpdateBatch(tx, { sellerId, actorId, bulkEditId, changed })
        return { updated, refused }
      })
      if (result.updated > 0) listingChanges.changed(null)
      return result
    },
    async end(bulkEditId, counts) {
      await finishBulkEdit(db, bulkEditId, { state: 'completed', ...counts })
    },
  }
}

/** The drift check and migration import (issue 24), wired to the intake and bulk edit paths. */
export function registerMarketplaceImportsWiring(
  app: ZodApp,
  options: {
    env: Env
    database: Database
    jobs: Jobs
    listingChanges: ListingChanges
    intake: IntakeWiring
  },
) {
  const { env, database, intake } = options
  const { db } = database
  registerMarketplaceImports(app, {
    db,
    jobs: options.jobs,
    dataDir: env.dataDir,
    tldPolicy: intake.tldPolicy,
    platformNameservers: env.intake.platformNameservers,
    readCsv: (file, start, batchSize, signal) =>
      readCsvBatches(
        { filePath: file.filePath, columns: { delimiter: file.delimiter, hasHeader: true } },
        start,
        batchSize,
        signal,
      ),
    addNames: createAddNames(intake),
    aligner: createAligner(db, intake, options.listingChanges),
    log: app.log,
    // PGlite has one connection: smaller batches keep the app answering during an import.
    batchSize: database.kind === 'pglite' ? 1000 : 5000,
    pauseMs: database.kind === 'pglite' ? 5 : 0,
  })
}
