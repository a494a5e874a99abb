/** Deaths this close together count as a worker that keeps dying (decision 1297). */
const DEATH_WINDOW_MS = 60_000
const FIRST_DELAY_MS = 250
const MAX_DELAY_MS = 30_000

/**
 * How long the primary waits before it replaces a dead worker: 250 ms after a lone death,
 * doubling for each other death in the last minute, at most 30 s, so a worker that dies at
 * every start (a database that refuses it) does not spin the machine. Drops deaths older than
 * the window from `deaths` (the times of deaths, oldest first, the latest included).
 */
export function restartDelayMs(deaths: number[], now: number): number {
  while (deaths.length > 0 && deaths[0]! < now - DEATH_WINDOW_MS) deaths.shift()
  const exponent = Math.max(0, deaths.length - 1)
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** exponent)
}
