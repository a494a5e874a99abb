import { portfolioRowCase } from '@namefolio/core/portfolio/portfolio-row.cases'

/**
 * A portfolio row as the list API answers it (core's portfolioRowCase) for component tests,
 * then what the test says.
 */
export function portfolioRow(
  name: string,
  overrides: Record<string, unknown> = {},
  buyNowMicros: number | null = null,
) {
  return { ...portfolioRowCase(name, buyNowMicros), ...overrides }
}
