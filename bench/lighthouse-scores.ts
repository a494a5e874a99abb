// Lighthouse over pages served as deployed, as the scores and timings the quality benches print.
import { randomBytes } from 'node:crypto'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildApp } from '../packages/server/src/app.ts'
import { parseEnv } from '../packages/server/src/config/env.ts'
import { openDatabase } from '../packages/server/src/db/client.ts'
import { chromiumLaunchOptions } from '../e2e/chromium.ts'

export type FormFactor = 'mobile' | 'desktop'

/** The form factor a quality bench was asked for (`desktop`, else mobile). */
export const formFactorArgument = (): FormFactor =>
  process.argv[2] === 'desktop' ? 'desktop' : 'mobile'

/** An in-memory PGlite database for the pages to read, filled by the bench. */
export const openQualityDatabase = () => openDatabase({ kind: 'pglite', dataDir: null })

type QualityDatabase = Awaited<ReturnType<typeof openQualityDatabase>>

/**
 * Serves `database` as deployed (APP_ENV=production: compression, caching headers, the built
 * portal) on 127.0.0.1, launches headless Chromium with the browser journeys' flags, scores
 * each page (label → path) and stops both.
 */
export async function scorePagesAsDeployed(
  database: QualityDatabase,
  paths: Record<string, string>,
  formFactor: FormFactor,
  headers?: Record<string, string>,
): Promise<Record<string, PageScores>> {
  const env = parseEnv({
    APP_ENV: 'production',
    PUBLIC_FORM_SECRET: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  })
  const app = await buildApp({ env, database, logger: false })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumLaunchOptions(['--headless']).args,
  })
  const results: Record<string, PageScores> = {}
  try {
    for (const [label, path] of Object.entries(paths)) {
      results[label] = await lighthouseScores(chrome.port, `${base}${path}`, formFactor, headers)
    }
  } finally {
    chrome.kill()
    await app.close()
  }
  return results
}
export type PageScores = Record<string, number | null | string[]>

/**
 * Lighthouse 13 over `url` in the Chrome listening on `port`, with its defaults for the form
 * factor (mobile: emulation with simulated throttling, 150 ms RTT, 1.6 Mbps, 4x CPU).
 * `headers` go with every request (a session cookie for the portal).
 */
export async function lighthouseScores(
  port: number,
  url: string,
  formFactor: FormFactor,
  headers?: Record<string, string>,
): Promise<PageScores> {
  const run = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(headers ? { extraHeaders: headers } : {}),
    },
    formFactor === 'desktop'
      ? (await import('lighthouse/core/config/desktop-config.js')).default
      : undefined,
  )
  if (!run) throw new Error(`lighthouse gave no result for ${url}`)
  const { categories, audits } = run.lhr
  const score = (id: string) => {
    const value = categories[id]?.score
    return value === null || value === undefined ? null : Math.round(value * 100)
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    // What still costs points (weighted audits below a full score), to fix next.
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id),
  }
}
