// What the load benchmarks read from `wrk --latency` (Debian's wrk 4.1): the request count and
// rate, the latency percentiles, the non-2xx/3xx answers and the socket errors.

export type WrkFigures = {
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Answers outside 2xx and 3xx (a busy search's 503 among them). */
  non2xx: number
  /** Connect, read, write errors and timeouts: requests that got no answer at all. */
  socketErrors: number
}

/** A wrk duration ("850.00us", "1.93ms", "2.01s") in milliseconds; NaN when unreadable. */
export function wrkDurationMs(text: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(text)
  if (!m) return NaN
  const v = Number(m[1])
  return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v
}

export function parseWrkOutput(out: string): WrkFigures {
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  )
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50Ms: wrkDurationMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99Ms: wrkDurationMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    socketErrors: socketErrors
      ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0)
      : 0,
  }
}
