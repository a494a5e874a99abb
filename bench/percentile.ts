/** The p-th percentile (0–100) of ascending samples, by nearest rank; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
