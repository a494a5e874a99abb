// One Lighthouse run of a page, as the scores and timings the quality benches print.
import lighthouse from 'lighthouse'

export type FormFactor = 'mobile' | 'desktop'
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
