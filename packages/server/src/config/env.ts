import { createHmac, randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { z } from 'zod'
import { ENVIRONMENTS } from '@namefolio/core/config/public-config.contract'
import { usdToMicros } from '@namefolio/core/money/money'
import {
  IN_USE_GUARD_ENV,
  inUseGuardSettingsOf,
  type InUseGuardSettings,
} from './in-use-guard-settings.ts'

const booleanString = z
  .enum(['1', '0', 'true', 'false', ''])
  .transform((v) => v === '1' || v === 'true')

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/
/** A partner's private label (spec §2): its hostnames and its branding on the sign-in pages. */
const PrivateLabelSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  hosts: z.array(z.string().min(1).toLowerCase()).min(1),
  name: z.string().min(1).max(80),
  logoUrl: z.url().optional(),
  primaryColor: z.string().regex(HEX_COLOUR).default('#1c64d9'),
  accentColor: z.string().regex(HEX_COLOUR).optional(),
})
const PrivateLabelsSchema = z.array(PrivateLabelSchema)
/** proxy-addr's named ranges, which Fastify's trustProxy accepts beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1
  return prefix >= 0 && prefix <= (version === 4 ? 32 : 128)
}

/** TRUST_PROXY: the proxies whose forwarded headers we believe; none by default (issue 12). */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const entries = (text ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const bad = entries.filter((entry) => !isProxyAddress(entry))
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma list of proxy addresses or CIDRs (not ${bad.join(', ')})`,
      })
      return z.NEVER
    }
    return entries
  })
/** DATA_ENCRYPTION_KEY in development and test when none is set (decisions 806, 900). */
export const DEVELOPMENT_ENCRYPTION_KEY = Buffer.from(
  'namefolio-development-only-key-32',
  'utf8',
).subarray(0, 32)

export type PrivateLabel = z.infer<typeof PrivateLabelSchema>

const EnvSchema = z.object({
  APP_ENV: z.enum(ENVIRONMENTS).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // Issue 23 (decision 1290): rate limits count in Redis instead of PostgreSQL when set.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SSO_BASE_URL: z.url().optional(),
  TRUST_PROXY: TrustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanString.optional(),
  CUSTOMER_ID: z.string().min(1).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Sign-in forms per client address a minute; raise it when many people share one address.
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Public pages (issue 6): the make-offer form's signing key (set it when several
  // processes serve landers) and what a house ad click earns on a parking page.
  PUBLIC_FORM_SECRET: z.string().min(16).optional(),
  PARKING_HOUSE_AD_CPC_USD: z.coerce.number().min(0).max(100).default(0.05),
  // Issue 17: a third-party parking ad feed (decision 536); unset keeps the house ads.
  AD_FEED_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  AD_FEED_API_KEY: z.string().min(1).optional(),
  AD_FEED_NAME: z.string().trim().min(1).max(60).optional(),
  AD_FEED_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
  // Identity (issue 9): mail, OpenID Connect federation, private labels.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Namefolio <no-reply@namefolio.test>'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).default('your company account'),
  PRIVATE_LABELS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return []
      try {
        return PrivateLabelsSchema.parse(JSON.parse(text))
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list of private labels' })
        return z.NEVER
      }
    }),
  // Adding domains (issue 5): DNS, ownership proof, compliance, registration data.
  DNS_RESOLVERS: z
    .string()
    .optional()
    .transform((text) =>
      text
        ? text
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  PLATFORM_NAMESERVERS: z.string().default('ns1.namefolio.test,ns2.namefolio.test'),
  OWNERSHIP_VERIFICATION: z.enum(['others', 'all']).default('others'),
  OWNERSHIP_BY_NAMESERVERS: booleanString.default(true),
  COMPLIANCE_TERMS_PATH: z.string().min(1).optional(),
  REGISTRATION_DATA: z.enum(['dns', 'rdap', 'none']).default('dns'),
  RDAP_BASE_URL: z.url().optional(),
  BACKGROUND_JOBS: booleanString.default(true),
  // Money (issue 8): encryption key for tax ids and auth codes (32 bytes, base64), payments.
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(60).default(2),
  LEASE_GRACE_DAYS: z.coerce.number().int().min(1).max(60).default(15),
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  CHECKOUT_TEST_PAUSE_AFTER_CHARGE_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  // Public search under load (issue 12, decision 920): searches in flight and waiting per
  // process (unset: by database kind), and PostgreSQL's statement timeout for them.
  SEARCH_MAX_CONCURRENT: z.coerce.number().int().min(1).max(256).optional(),
  SEARCH_MAX_QUEUED: z.coerce.number().int().min(0).max(1024).optional(),
  SEARCH_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  // Bulk jobs over a portfolio (decision 1250): batch statements a job runs at once (unset: 2
  // on PostgreSQL, 1 on the embedded database, which runs one statement at a time).
  BULK_JOB_STREAMS: z.coerce.number().int().min(1).max(8).optional(),
  // Parking setup (issue 17, decision 540): the records a parked domain may point at instead
  // of the platform nameservers: apex A records (comma list) and the www CNAME target.
  PARKING_A_RECORDS: z
    .string()
    .default('192.0.2.80')
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.ipv4())),
  PARKING_CNAME_TARGET: z.string().min(1).default('parking.namefolio.test'),
  // In-use guard (issue 24, decision 1142): the checking job's limits and our landers.
  ...IN_USE_GUARD_ENV,
  // Webhooks (issue 24, decision 1111): development and test only, lets an endpoint be plain
  // http on a private or loopback address (a receiver on 127.0.0.1); production refuses it.
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: booleanString.default(false),
})

export type Env = {
  /** The one notion of environment (decision 900); NODE_ENV is not read. */
  appEnv: (typeof ENVIRONMENTS)[number]
  /**
   * Development and test only: the mail outbox page, the test controls, demo sign-ins and
   * built-in keys. Staging and production have none of them (decision 900).
   */
  hasDevConveniences: boolean
  port: number
  host: string
  databaseUrl: string | null
  /** Rate limits count in this Redis when set; in the database otherwise (decision 1290). */
  redisUrl: string | null
  dataDir: string
  publicUrl: string
  ssoBaseUrl: string
  /** Addresses/CIDRs of the proxies whose X-Forwarded-* we believe; empty: none (issue 12). */
  trustProxy: string[]
  logLevel: string
  seedDemo: boolean | null
  customerId: string | null
  sessionTtlDays: number
  signInAttemptsPerMinute: number
  webDistDir: string | null
  /** Signs the public forms' time tokens; required outside development and test. */
  publicFormSecret: string
  /**
   * Salts the hashed visitor keys of the statistics. Derived from PUBLIC_FORM_SECRET, so every
   * process counts one visitor once (a random salt per process counted them once per process).
   */
  visitorKeySalt: string
  parkingHouseAdCpcMicros: number
  /** A third-party parking ad feed (decision 536); null keeps the house ads. */
  adFeed: { url: string; apiKey: string | null; name: string; timeoutMs: number } | null
  smtpUrl: string | null
  mailFrom: string
  /** OpenID Connect federation; null when not configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string | null; name: string } | null
  privateLabels: PrivateLabel[]
  /** Adding domains (issue 5). Empty resolver list: the system's resolvers. */
  intake: {
    dnsResolvers: string[]
    dnsTimeoutMs: number
    platformNameservers: string[]
    verifyOwnershipOf: 'others' | 'all'
    ownershipByNameservers: boolean
    complianceTermsPath: string | null
    registrationData: { kind: 'dns' } | { kind: 'rdap'; baseUrl: string } | { kind: 'none' }
  }
  /** Whether this process runs background jobs (imports, DNS re-checks). */
  backgroundJobs: boolean
  /** Money (issue 8, decisions 805, 806). */
  payments: {
    /** AES-256-GCM key; the built-in key only in development and test (decision 900). */
    encryptionKey: Buffer
    provider: 'sandbox'
    payoutHoldDays: number
    leaseGraceDays: number
    reconcileAfterSeconds: number
    /** Crash test only (APP_ENV test): waits this long between the charge and the transaction. */
    pauseAfterChargeMs: number
  }
  /** Public search under load (issue 12, decision 920); null: the database kind decides. */
  search: {
    maxConcurrent: number | null
    maxQueued: number | null
    statementTimeoutMs: number
  }
  /** Bulk jobs' batch statements at once (decision 1250); null: the database kind decides. */
  bulkJobStreams: number | null
  /** Parking setup (decision 540): what a parked domain's apex A and www CNAME point at. */
  parkingSetup: { aRecords: string[]; cnameTarget: string }
  /** In-use guard (issue 24, decision 1142): the checking job's limits and our landers. */
  inUseGuard: InUseGuardSettings
  /** Webhooks (decision 1111): http and private targets allowed (development and test only). */
  webhooksAllowPrivateTargets: boolean
}

/** The environments with development conveniences; staging behaves as production. */
const DEV_ENVIRONMENTS: ReadonlySet<string> = new Set(['development', 'test'])

/**
 * What staging and production refuse to start without (decision 900): every secret that has
 * a built-in or per-process fallback in development, and no demo accounts. Read from the raw
 * values, so one start lists these together with any malformed value.
 */
function missingProductionSettings(source: Record<string, string | undefined>): string[] {
  const appEnv = source.APP_ENV
  if (!appEnv || DEV_ENVIRONMENTS.has(appEnv) || !ENVIRONMENTS.some((env) => env === appEnv)) {
    return []
  }
  const where = `required when APP_ENV is ${appEnv}`
  const problems: string[] = []
  if (!source.DATA_ENCRYPTION_KEY) {
    problems.push(`DATA_ENCRYPTION_KEY: ${where} (openssl rand -base64 32)`)
  }
  if (!source.PUBLIC_FORM_SECRET) {
    problems.push(
      `PUBLIC_FORM_SECRET: ${where}, the same in every process (openssl rand -base64 32)`,
    )
  }
  const privateWebhooks = source.WEBHOOKS_ALLOW_PRIVATE_TARGETS
  if (privateWebhooks === '1' || privateWebhooks === 'true') {
    problems.push(
      `WEBHOOKS_ALLOW_PRIVATE_TARGETS: webhooks to private addresses; not allowed when APP_ENV is ${appEnv}`,
    )
  }
  if (source.SEED_DEMO === '1' || source.SEED_DEMO === 'true') {
    problems.push(
      `SEED_DEMO: demo accounts have a public password; not allowed when APP_ENV is ${appEnv}`,
    )
  }
  return problems
}

export class EnvError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.problems = problems
  }
}

/** Parses configuration once; a bad value stops the start with a list of what is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...missingProductionSettings(source),
  ]
  if (!result.success || problems.length > 0) throw new EnvError(problems)
  const e = result.data
  const hasDevConveniences = DEV_ENVIRONMENTS.has(e.APP_ENV)
  const publicFormSecret = e.PUBLIC_FORM_SECRET ?? randomBytes(24).toString('base64url')
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  return {
    appEnv: e.APP_ENV,
    hasDevConveniences,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    dataDir: e.DATA_DIR,
    publicUrl,
    ssoBaseUrl: (e.SSO_BASE_URL ?? publicUrl).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? null,
    customerId: e.CUSTOMER_ID ?? null,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    signInAttemptsPerMinute: e.SIGN_IN_ATTEMPTS_PER_MINUTE,
    webDistDir: e.WEB_DIST_DIR ?? null,
    publicFormSecret,
    visitorKeySalt: createHmac('sha256', publicFormSecret).update('visitor-key').digest('hex'),
    parkingHouseAdCpcMicros: usdToMicros(e.PARKING_HOUSE_AD_CPC_USD),
    adFeed: e.AD_FEED_URL
      ? {
          url: e.AD_FEED_URL,
          apiKey: e.AD_FEED_API_KEY ?? null,
          name: e.AD_FEED_NAME ?? new URL(e.AD_FEED_URL).hostname,
          timeoutMs: e.AD_FEED_TIMEOUT_MS,
        }
      : null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET ?? null,
            name: e.OIDC_NAME,
          }
        : null,
    privateLabels: e.PRIVATE_LABELS,
    intake: {
      dnsResolvers: e.DNS_RESOLVERS,
      dnsTimeoutMs: e.DNS_TIMEOUT_MS,
      platformNameservers: e.PLATFORM_NAMESERVERS.split(',')
        .map((s) => s.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean),
      verifyOwnershipOf: e.OWNERSHIP_VERIFICATION,
      ownershipByNameservers: e.OWNERSHIP_BY_NAMESERVERS,
      complianceTermsPath: e.COMPLIANCE_TERMS_PATH ?? null,
      registrationData:
        e.REGISTRATION_DATA === 'rdap' && e.RDAP_BASE_URL
          ? { kind: 'rdap', baseUrl: e.RDAP_BASE_URL.replace(/\/$/, '') }
          : e.REGISTRATION_DATA === 'none'
            ? { kind: 'none' }
            : { kind: 'dns' },
    },
    backgroundJobs: e.BACKGROUND_JOBS,
    payments: {
      encryptionKey: e.DATA_ENCRYPTION_KEY
        ? Buffer.from(e.DATA_ENCRYPTION_KEY, 'base64')
        : DEVELOPMENT_ENCRYPTION_KEY,
      provider: e.PAYMENT_PROVIDER,
      payoutHoldDays: e.PAYOUT_HOLD_DAYS,
      leaseGraceDays: e.LEASE_GRACE_DAYS,
      reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
      pauseAfterChargeMs: e.APP_ENV === 'test' ? e.CHECKOUT_TEST_PAUSE_AFTER_CHARGE_MS : 0,
    },
    search: {
      maxConcurrent: e.SEARCH_MAX_CONCURRENT ?? null,
      maxQueued: e.SEARCH_MAX_QUEUED ?? null,
      statementTimeoutMs: e.SEARCH_STATEMENT_TIMEOUT_MS,
    },
    bulkJobStreams: e.BULK_JOB_STREAMS ?? null,
    parkingSetup: {
      aRecords: e.PARKING_A_RECORDS,
      cnameTarget: e.PARKING_CNAME_TARGET.toLowerCase().replace(/\.$/, ''),
    },
    inUseGuard: inUseGuardSettingsOf(e),
    webhooksAllowPrivateTargets: hasDevConveniences && e.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
  }
}

export function readProcessEnv(): Env {
  return parseEnv(process.env)
}
