// The figures of bench/scale-out.bench.ts (decision 1306): each wrk run, and the table that
// sets one process beside two for each page and connection count.
import type { WrkFigures } from './wrk-output.ts'

export const SCALE_OUT_PAGES = ['landerWarm', 'search'] as const
export type ScaleOutPage = (typeof SCALE_OUT_PAGES)[number]

export type ScaleOutRun = {
  page: ScaleOutPage
  connections: number
  /** Server processes behind the balancer. */
  processes: number
  requestsPerSecond: number
  /** Answers in 2xx or 3xx a second: a search turned away as busy (503) is not one. */
  answeredPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  socketErrors: number
  /** The machine's 1-minute load average as the run started. */
  loadAverage: number
}

const PAGE_NAMES: Record<ScaleOutPage, string> = {
  landerWarm: 'lander, warm',
  search: 'public search',
}

export function scaleOutRunOf(
  setup: Pick<ScaleOutRun, 'page' | 'connections' | 'processes' | 'loadAverage'>,
  wrk: WrkFigures,
): ScaleOutRun {
  const answeredShare = wrk.requests > 0 ? (wrk.requests - wrk.non2xx) / wrk.requests : 0
  return {
    ...setup,
    requestsPerSecond: wrk.requestsPerSecond,
    answeredPerSecond: Math.round(wrk.requestsPerSecond * answeredShare * 10) / 10,
    p50Ms: wrk.p50Ms,
    p99Ms: wrk.p99Ms,
    non2xx: wrk.non2xx,
    socketErrors: wrk.socketErrors,
  }
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US')
const tenth = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 })

function cellOf(run: ScaleOutRun | undefined): string {
  if (!run) return '—'
  const turnedAway = run.non2xx + run.socketErrors
  const refused = turnedAway > 0 ? `, ${whole(turnedAway)} not answered 2xx` : ''
  return `${whole(run.answeredPerSecond)} req/s, p99 ${tenth(run.p99Ms)} ms${refused}`
}

/**
 * A Markdown table: per page and connection count, one process and two processes (answered
 * requests a second and p99), their ratio, and the load average each run started at.
 */
export function scaleOutTable(runs: readonly ScaleOutRun[]): string {
  const rows = [
    '| page | connections | one process | two processes | two ÷ one | load average (1 min) |',
    '| --- | ---: | --- | --- | ---: | --- |',
  ]
  const connectionCounts = [...new Set(runs.map((run) => run.connections))].sort((a, b) => a - b)
  for (const page of SCALE_OUT_PAGES) {
    for (const connections of connectionCounts) {
      const find = (processes: number) =>
        runs.find(
          (run) =>
            run.page === page && run.connections === connections && run.processes === processes,
        )
      const one = find(1)
      const two = find(2)
      if (!one && !two) continue
      const ratio =
        one && two && one.answeredPerSecond > 0
          ? (two.answeredPerSecond / one.answeredPerSecond).toFixed(2)
          : '—'
      const load = [one, two].map((run) => (run ? run.loadAverage.toFixed(1) : '—')).join(' / ')
      rows.push(
        `| ${PAGE_NAMES[page]} | ${connections} | ${cellOf(one)} | ${cellOf(two)} | ${ratio} | ${load} |`,
      )
    }
  }
  return rows.join('\n')
}
