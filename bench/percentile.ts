/** The p-th percentile (0–100) of ascending samples, by nearest rank; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** Latency samples (ms, any order) as count, p50, p95 and max, to a tenth of a millisecond. */
export function latencySummary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const tenth = (x: number) => Math.round(x * 10) / 10
  return {
    count: sorted.length,
    p50Ms: tenth(percentile(sorted, 50)),
    p95Ms: tenth(percentile(sorted, 95)),
    maxMs: tenth(sorted[sorted.length - 1] ?? 0),
  }
}
