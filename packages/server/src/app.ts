import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import fastifyCompress from '@fastify/compress'
import fastifyFormbody from '@fastify/formbody'
import fastifySwagger from '@fastify/swagger'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { sessionCookieName } from './auth/session-token.ts'
import { sessionAuth } from './http/auth.ts'
import { registerCsrfGuard } from './http/csrf.ts'
import { registerCompiledSerialization } from './http/compiled-serialization.ts'
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts'
import { registerNulGuard } from './http/nul-guard.ts'
import { registerRateLimits } from './http/rate-limits.ts'
import { registerReadYourWrites } from './http/read-your-writes.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { registerDomainIntake } from './domain-intake-wiring.ts'
import { registerIdentity } from './identity-wiring.ts'
import { wireOfferRules } from './offer-rules-wiring.ts'
import { createJobs } from './jobs/jobs.ts'
import { registerAccountPrivacyRoutes } from './features/account-privacy/account-privacy.routes.ts'
import { registerAccountDefaultsRoutes } from './features/account-defaults/account-defaults.routes.ts'
import { registerAccountProfileRoutes } from './features/account-profile/account-profile.routes.ts'
import { registerAccountStandingRoutes } from './features/account-standing/account-standing.routes.ts'
import { registerReleaseNotesRoutes } from './features/release-notes/release-notes.routes.ts'
import { registerPortfolioColumnRoutes } from './features/portfolio-columns/portfolio-columns.routes.ts'
import { registerAccountRoutes } from './features/account/account.routes.ts'
import { registerGeoRoutes } from './features/geo/geo.routes.ts'
import { registerCheckoutLinkRoutes } from './features/checkout-links/checkout-links.routes.ts'
import { registerSavedViewRoutes } from './features/saved-views/saved-views.routes.ts'
import { createLeadNotifier } from './features/leads/lead-notifier.ts'
import { registerLeadsJobs } from './features/leads/leads.jobs.ts'
import { registerLeadsRoutes } from './features/leads/leads.routes.ts'
import { registerLeadsTestControls } from './features/leads/leads.test-controls.ts'
import { createLeadsService } from './features/leads/leads.service.ts'
import { closeLeadOfPaidAgreement } from './features/leads/close-paid-lead.ts'
import { createReadRouting } from './db/read-routing.ts'
import { wireListingChanges } from './listing-changes-wiring.ts'
import { registerPortfolioRoutes } from './features/portfolio/portfolio.routes.ts'
import { registerPortfolioExportRoutes } from './features/portfolio/export/portfolio-export.routes.ts'
import { registerBulkEditRoutes } from './features/portfolio/bulk-edits.routes.ts'
import { registerSalesAndPartners } from './partner-network-wiring.ts'
import { createSalesClock } from './features/sales/sales-clock.ts'
import { createSandboxProvider } from './features/sales/payment-provider.ts'
import { findDefaultPayoutAccount, findTaxProfile } from './features/sales/payee.repository.ts'
import { isPayableMethod } from './features/sales/payouts/payable-method.ts'
import { PAYMENT_METHODS } from '@namefolio/core/sales/transaction-status'
import { registerParkingPayouts } from './features/parking-payouts/parking-payouts.register.ts'
import { registerPublicConfigRoutes } from './features/public-config/public-config.routes.ts'
import { registerWebAppRoutes } from './features/web-app/web-app.routes.ts'
import { createParkingAdFeeds } from './features/landers/ad-feed-http.ts'
import { registerLanderRoutes } from './features/landers/lander.routes.ts'
import { createLanderService } from './features/landers/lander.service.ts'
import { createStatistics } from './features/statistics/statistics.service.ts'
import { registerStatisticsJobs } from './features/statistics/statistics.jobs.ts'
import { registerStatisticsRoutes } from './features/statistics/statistics.routes.ts'
import { registerDomainTrafficDailyRoutes } from './features/statistics/domain-traffic-daily.routes.ts'
import { registerParkingJobs } from './features/parking/parking.jobs.ts'
import { registerParkingMetricsRoutes } from './features/parking/parking-metrics.routes.ts'
import { registerParkingTestControls } from './features/parking/parking.test-controls.ts'
import { createParkingRollUp } from './features/parking/roll-up-parking.ts'
import { registerMarketplaceSearchRoutes } from './features/marketplace-search/marketplace-search.routes.ts'
import { createMarketplaceSearch } from './features/marketplace-search/marketplace-search.service.ts'
import {
  createSearchCapacity,
  searchCapacityLimitsFor,
} from './features/marketplace-search/search-capacity.ts'
import { registerPublicProfileRoutes } from './features/public-profiles/public-profiles.routes.ts'
import { registerMarketingRoutes } from './features/marketing/marketing.routes.ts'
import { registerHomeRoutes } from './features/home/home.routes.ts'
import { registerNotificationRoutes } from './features/notifications/notifications.routes.ts'
import {
  createNotificationsService,
  findRecipientsAllowing,
} from './features/notifications/notifications.service.ts'
import { registerRateCounterJobs } from './auth/rate-counter.jobs.ts'
import { createDnsClient } from './dns/dns-client.ts'
import { registerParkingSetupRoutes } from './features/parking-setup/parking-setup.routes.ts'
import { registerSupportRoutes } from './features/support/support.routes.ts'
import { registerInUseGuard } from './features/in-use-guard/in-use-guard.register.ts'
import { registerWebhooks } from './features/webhooks/webhooks.register.ts'
import { registerApiDocsRoutes } from './features/api-docs/api-docs.routes.ts'
import { registerMembershipAndAdmin } from './membership-admin-wiring.ts'
import {
  createOperationsMetrics,
  registerOperationsRoutes,
  type ScrapeMetrics,
} from './operations-wiring.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist')
const VERSION = (
  JSON.parse(fs.readFileSync(path.resolve(here, '../../../package.json'), 'utf8')) as {
    version: string
  }
).version

export type BuildAppOptions = {
  env: Env
  database: Database
  /** pino options; tests pass `false` to stay quiet. */
  logger?: boolean | { level: string }
  /** Tests only: holds each public search open inside its slot (issue 12). */
  holdSearch?: () => Promise<void>
  /** How /metrics reads the registry; a cluster worker asks the primary (decision 1298). */
  scrapeMetrics?: ScrapeMetrics
  /** Tests only: keeps this app's rate-limit counts apart on the suite's shared database. */
  rateLimitNamespace?: string
}

/** Builds the whole product as one Fastify app; `main.ts` only listens (fastify/demo style). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options
  const app = Fastify({
    logger: options.logger ?? {
      level: env.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID()
    },
    requestIdHeader: false,
    // Forwarded headers only from the configured proxies (issue 12): else anyone picks their IP.
    trustProxy: env.trustProxy.length > 0 ? env.trustProxy : false,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerCompiledSerialization(app)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  const metrics = createOperationsMetrics(app, database)
  const jobs = createJobs({
    database,
    databaseUrl: env.databaseUrl,
    onScheduleTick: (queue, outcome) => {
      if ('error' in outcome) app.log.warn({ err: outcome.error, queue }, 'job was not queued')
    },
  })
  app.addHook('onReady', () => jobs.start())
  app.addHook('onClose', async () => {
    await jobs.stop()
    await database.close()
  })

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Namefolio API',
        version: VERSION,
        description: 'Seller portal, marketplace and portfolio API.',
      },
      tags: [
        { name: 'health' },
        { name: 'sign-in' },
        { name: 'account' },
        { name: 'config' },
        { name: 'portfolio' },
        { name: 'domains' },
        { name: 'stats' },
        { name: 'checkout-links' },
        { name: 'leads' },
        { name: 'support' },
      ],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifyCompress, { threshold: 1024 })
  await app.register(fastifyCookie)
  await app.register(fastifyFormbody)
  await registerRateLimits(app, {
    db: database.db,
    redisUrl: env.redisUrl,
    ...(options.rateLimitNamespace ? { namespace: options.rateLimitNamespace } : {}),
  })
  await registerApiDocsRoutes(app, { publicUrl: env.publicUrl })
  const isHttps = env.publicUrl.startsWith('https:')
  await app.register(sessionAuth, { db: database.db, cookieName: sessionCookieName(isHttps) })
  registerCsrfGuard(app, {
    trustedOrigins: [env.publicUrl, env.ssoBaseUrl],
    privateLabelHosts: env.privateLabels.flatMap((label) => label.hosts),
  })
  registerNulGuard(app)
  registerSecurityHeaders(app, {
    publicUrl: env.publicUrl,
    ownHosts: [
      ...[env.publicUrl, env.ssoBaseUrl].map((url) => new URL(url).hostname),
      ...env.privateLabels.flatMap((label) => label.hosts),
    ],
  })

  const webFallback = await registerWebAppRoutes(app, {
    distDir: env.webDistDir ?? DEFAULT_WEB_DIST,
  })
  registerErrorHandler(app, { pageFallback: webFallback })

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  registerOperationsRoutes(app, {
    env,
    database,
    version: VERSION,
    metrics,
    scrapeMetrics: options.scrapeMetrics,
  })
  // Identity (issue 9): mail, sign-in, second factors, recovery, tokens, federation.
  const { mailer, signIn } = registerIdentity(app, { env, database, secureCookies: isHttps })
  registerRateCounterJobs({ jobs, db: database.db })
  registerPublicConfigRoutes(app, {
    db: database.db,
    ssoBaseUrl: env.ssoBaseUrl,
    customerId: env.customerId,
    environment: env.appEnv,
  })
  registerAccountRoutes(app)
  registerAccountProfileRoutes(app, { db: database.db, mailer, publicUrl: env.publicUrl })
  registerGeoRoutes(app)
  const checkoutLinkUrl = (linkId: string) => `${env.publicUrl}/checkout/${linkId}`
  const moneyClock = createSalesClock()
  // Seller edits reach the landers' cache at once (decision 850), in every process (1291).
  const listingChanges = wireListingChanges(app, { env, database, metrics })
  // A read replica (issue 23, decisions 1300–1303): public reads there, a writer's on the primary.
  const readRouting = createReadRouting({ database, listingChanges, log: app.log })
  app.addHook('onClose', async () => readRouting.close())
  const publicReads = registerReadYourWrites(app, {
    routing: readRouting,
    secureCookies: isHttps,
  })
  // A domain listed again is screened as on intake (decision 201).
  const intake = registerDomainIntake(app, { env, database, jobs, listingChanges })
  const bulkJobStreams = env.bulkJobStreams ?? (database.kind === 'postgresql' ? 2 : 1)
  const portfolio = registerPortfolioRoutes(app, {
    db: database.db,
    jobs,
    checkoutLinkUrl,
    listingChanges,
    bulkJobStreams,
    screenName: intake.screenName,
    recheckRegistration: intake.recheckRegistration,
    now: moneyClock.now,
  })
  registerCheckoutLinkRoutes(app, { db: database.db, checkoutLinkUrl })
  registerPortfolioExportRoutes(app, { db: database.db, checkoutLinkUrl })
  registerSavedViewRoutes(app, { db: database.db })
  registerBulkEditRoutes(app, { db: database.db, jobs, listingChanges, bulkJobStreams })
  // Account notifications (issue 7, decision 450): lead notices honour each user's preferences.
  registerNotificationRoutes(app, {
    notifications: createNotificationsService({ db: database.db }),
    db: database.db,
  })
  const leadNotifier = createLeadNotifier({
    mailer,
    publicUrl: env.publicUrl,
    log: app.log,
    allowedRecipients: findRecipientsAllowing,
  })
  const leadsDeps = { db: database.db, notifier: leadNotifier, ...wireOfferRules(app, database.db) }
  registerLeadsRoutes(app, { leads: createLeadsService({ ...leadsDeps, listingChanges }) })
  registerLeadsJobs({ jobs, db: database.db, notifier: leadNotifier, listingChanges })
  if (env.hasDevConveniences) {
    registerLeadsTestControls(app, { db: database.db, notifier: leadNotifier, listingChanges })
  }

  // Public pages (issue 6): landers, parking, search, profiles, marketing; events → statistics.
  const statistics = createStatistics({
    db: database.db,
    log: app.log,
    visitorSalt: env.visitorKeySalt,
  })
  app.addHook('onClose', async () => statistics.close())
  registerStatisticsJobs({ jobs, statistics })
  registerStatisticsRoutes(app, { publicReads })
  registerDomainTrafficDailyRoutes(app, { publicReads })
  // Cash parking (issue 17): the roll-up job and the five metrics endpoints (decision 530).
  const parkingRollUp = createParkingRollUp({
    db: database.db,
    flushEvents: () => statistics.recorder.flush(),
  })
  registerParkingJobs({ jobs, rollUp: parkingRollUp })
  registerParkingMetricsRoutes(app, { db: database.db })
  if (env.hasDevConveniences) {
    registerParkingTestControls(app, { rollUp: parkingRollUp })
  }
  const publicHosts = [env.publicUrl, env.ssoBaseUrl].map((url) => new URL(url).hostname)
  registerLanderRoutes(app, {
    ownHosts: [...publicHosts, ...env.privateLabels.flatMap((label) => label.hosts), 'localhost'],
    landers: createLanderService({
      db: database.db,
      readRouting,
      listingChanges,
      recorder: statistics.recorder,
      visitorKey: statistics.visitorKey,
      publicUrl: env.publicUrl,
      signInLink: ({ userId, path, ttlMs }) => signIn.createSignInLink(userId, { path, ttlMs }),
      mailer,
      formSecret: env.publicFormSecret,
      countCache: metrics.countLanderCache,
      ...createParkingAdFeeds({
        feed: env.adFeed,
        houseCostPerClickMicros: env.parkingHouseAdCpcMicros,
        log: app.log,
      }),
      leadIntake: async ({ buyer, domainName, offerMicros, message }) => {
        const leads = createLeadsService(leadsDeps)
        const lead = await leads.createLead(buyer, {
          domainName,
          offerMicros,
          ...(message ? { message } : {}),
        })
        return { leadId: lead.id }
      },
    }),
  })
  registerMarketplaceSearchRoutes(app, {
    publicReads,
    publicUrl: env.publicUrl,
    search: createMarketplaceSearch({
      recorder: statistics.recorder,
      capacity: createSearchCapacity(searchCapacityLimitsFor(database.kind, env.search)),
      limits: { statementTimeoutMs: env.search.statementTimeoutMs },
      ...(options.holdSearch ? { holdSearch: options.holdSearch } : {}),
    }),
  })
  registerMarketingRoutes(app, { publicUrl: env.publicUrl })
  registerHomeRoutes(app, { publicReads, publicUrl: env.publicUrl })
  registerPublicProfileRoutes(app, { publicReads, publicUrl: env.publicUrl })
  registerAccountPrivacyRoutes(app, { db: database.db })
  registerAccountDefaultsRoutes(app, {
    db: database.db,
    leaseGraceDays: env.payments.leaseGraceDays,
  })
  // Boost, discount domain club, partner status and What's new (issue 18, decisions 1020–1024).
  registerAccountStandingRoutes(app, { db: database.db, now: moneyClock.now })
  registerReleaseNotesRoutes(app, { db: database.db })
  registerPortfolioColumnRoutes(app, { db: database.db })
  registerSupportRoutes(app, { db: database.db, mailer, publicUrl: env.publicUrl })
  registerWebhooks(app, { env, db: database.db, jobs, mailer, listingChanges })
  // Parking money (issue 17): the monthly close and payouts read the money clock too.
  const parkingPayouts = registerParkingPayouts(app, {
    env,
    db: database.db,
    jobs,
    clock: moneyClock,
    provider: createSandboxProvider(database.db),
    payableMethods: PAYMENT_METHODS.filter(isPayableMethod),
    findPayoutTarget: async (sellerId) => ({
      account: await findDefaultPayoutAccount(database.db, sellerId),
      hasTaxProfile: Boolean(await findTaxProfile(database.db, sellerId)),
    }),
  })
  // Money (issue 8) and the partner network selling through it (issue 24, decision 1136).
  registerSalesAndPartners(app, {
    clock: moneyClock,
    onClockAdvanced: parkingPayouts.closeMonths,
    statementLines: parkingPayouts.statementLines,
    statementMonths: parkingPayouts.statementMonths,
    env,
    db: database.db,
    jobs,
    mailer,
    listingChanges,
    // A paid agreement closes its lead as sold (decision 970).
    onAgreementPaid: closeLeadOfPaidAgreement,
  })

  // Parking setup (issue 17, decision 540): moves domains with the portfolio's bulk edit.
  registerParkingSetupRoutes(app, {
    db: database.db,
    dns: createDnsClient({ servers: env.intake.dnsResolvers, timeoutMs: env.intake.dnsTimeoutMs }),
    targets: {
      platformNameservers: env.intake.platformNameservers,
      aRecords: env.parkingSetup.aRecords,
      cnameTarget: env.parkingSetup.cnameTarget,
    },
    moveToParking: (user, domains) =>
      portfolio.bulk.bulkEdit(user, { domains, modifications: { landerTemplate: 'CASH_PARKING' } }),
  })

  registerInUseGuard(app, { env, db: database.db, jobs, mailer, listingChanges })
  registerMembershipAndAdmin(app, { env, database, jobs, mailer, moneyClock, listingChanges })
  return app
}
