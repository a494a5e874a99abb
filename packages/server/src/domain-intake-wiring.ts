import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { createDnsClient } from './dns/dns-client.ts'
import type { ZodApp } from './http/zod-app.ts'
import type { ListingChanges } from './db/listing-changes.ts'
import type { Jobs } from './jobs/jobs.ts'
import { registerMarketplaceImportsWiring } from './marketplace-imports-wiring.ts'
import { createNameScreen, readTermLists } from './features/compliance/compliance-terms.ts'
import {
  createDnsRegistrationData,
  createRdapRegistrationData,
  NO_REGISTRATION_DATA,
} from './features/compliance/registration-data.ts'
import { createRegistrationChecks } from './features/compliance/registration-checks.ts'
import { registerDomainIntakeRoutes } from './features/domain-intake/domain-intake.routes.ts'
import { createIntakeService } from './features/domain-intake/domain-intake.service.ts'
import { registerDomainUploadRoutes } from './features/domain-intake/domain-uploads.routes.ts'
import { getAccountLander, getLanderAppearance } from './features/domain-intake/listing-settings.ts'
import { createUploadRunner } from './features/domain-intake/upload-runner.ts'
import type { EditListing } from './features/domain-intake/upload-update-rows.ts'
import { applyDomainEdit, diffTracked } from './features/portfolio/edit-domain.ts'
import { registerOwnershipVerificationRoutes } from './features/ownership-verification/ownership-verification.routes.ts'
import { registerRegistrantStatusRoutes } from './features/ownership-verification/registrant-status.routes.ts'
import { createOwnershipVerification } from './features/ownership-verification/ownership-verification.service.ts'
import { ROOT_ZONE_TLD_POLICY } from '@namefolio/core/domains/domain-list'

const SWEEP_MS = 15_000
export const INTAKE_SWEEP_QUEUE = 'domain-intake.sweep'

/**
 * Adding domains (issue 5), wired: compliance screening and the registration-data adapter,
 * ownership proof by DNS, the list add flow and the CSV import with its durable runner, and
 * the background sweeps (registration checks, verification re-checks). Called from app.ts.
 */
export function registerDomainIntake(
  app: ZodApp,
  options: { env: Env; database: Database; jobs: Jobs; listingChanges: ListingChanges },
) {
  const { env, database } = options
  const { db } = database
  const settings = env.intake
  const dns = createDnsClient({ servers: settings.dnsResolvers, timeoutMs: settings.dnsTimeoutMs })
  const screenName = createNameScreen(readTermLists(settings.complianceTermsPath))
  const registration =
    settings.registrationData.kind === 'rdap'
      ? createRdapRegistrationData(settings.registrationData.baseUrl, settings.dnsTimeoutMs)
      : settings.registrationData.kind === 'dns'
        ? createDnsRegistrationData(dns)
        : NO_REGISTRATION_DATA
  const queueRegistrationChecks = settings.registrationData.kind !== 'none'
  const registrationChecks = createRegistrationChecks({ db, registration })
  const verifyAll = settings.verifyOwnershipOf === 'all'
  const tldPolicy = ROOT_ZONE_TLD_POLICY
  // An update upload changes listings by the single edit's rules (issue 15, decision 273).
  const editListing: EditListing = (row, input) => {
    const next = applyDomainEdit(row, input)
    return { next, changes: diffTracked(row, next) }
  }

  const ownership = createOwnershipVerification({
    db,
    dns,
    platformNameservers: settings.platformNameservers,
    acceptNameservers: settings.ownershipByNameservers,
    screenName,
    defaultSettings: (sellerId) => getAccountLander(db, sellerId),
    landerAppearance: (sellerId) => getLanderAppearance(db, sellerId),
  })
  const intake = createIntakeService({
    db,
    tldPolicy,
    screenName,
    verifyAll,
    queueRegistrationChecks,
    checkRegistrationNow: (domainIds) => registrationChecks.runDue({ domainIds }),
  })
  const runner = env.backgroundJobs
    ? createUploadRunner({
        db,
        kind: database.kind,
        log: app.log,
        tldPolicy,
        screenName,
        verifyAll,
        queueRegistrationChecks,
        editListing,
        // PGlite has one connection: smaller batches keep the app answering during an import.
        batchSize: database.kind === 'pglite' ? 1000 : 5000,
        pauseMs: database.kind === 'pglite' ? 5 : 0,
      })
    : null

  registerDomainIntakeRoutes(app, { db, intake })
  registerDomainUploadRoutes(app, {
    db,
    dataDir: env.dataDir,
    runner,
    tldPolicy,
    editListing,
  })
  registerOwnershipVerificationRoutes(app, { ownership })
  registerRegistrantStatusRoutes(app, { db })
  // Moving from another marketplace adds names by these same rules (issue 24).
  registerMarketplaceImportsWiring(app, {
    ...options,
    intake: { tldPolicy, screenName, verifyAll, queueRegistrationChecks, editListing },
  })

  // The sweeps, one run per interval across all processes (decision 1292); each claims its
  // rows with a lease, so a run that overlaps the next never takes a row twice.
  options.jobs.register(INTAKE_SWEEP_QUEUE, async () => ({
    registrationChecks: await registrationChecks.runDue(),
    verificationRechecks: await ownership.recheckDue(),
  }))
  if (env.backgroundJobs) {
    options.jobs.every(INTAKE_SWEEP_QUEUE, { everyMs: SWEEP_MS, expireInSeconds: 300 })
    app.addHook('onReady', async () => {
      await runner?.start()
    })
    app.addHook('preClose', async () => {
      await runner?.stop()
    })
  }
  return {
    intake,
    ownership,
    registrationChecks,
    runner,
    screenName,
    recheckRegistration: queueRegistrationChecks
      ? (domainIds: string[]) => registrationChecks.queue(domainIds)
      : undefined,
  }
}
