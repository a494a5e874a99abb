import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import type { ListingAligner } from './align-drift.ts'
import { registerMarketplaceImportRoutes } from './marketplace-imports.routes.ts'
import {
  IMPORT_QUEUE,
  runMarketplaceImport,
  type ImportJobData,
  type ImportJobDeps,
} from './run-import.ts'

/** The drift check and migration import (issue 24): the reading job and the routes. */
export function registerMarketplaceImports(
  app: ZodApp,
  deps: ImportJobDeps & { jobs: Jobs; dataDir: string; aligner: ListingAligner },
) {
  deps.jobs.register<ImportJobData>(IMPORT_QUEUE, async (job) => {
    await runMarketplaceImport(deps, job.data.importId, job.signal)
  })
  registerMarketplaceImportRoutes(app, deps)
}
