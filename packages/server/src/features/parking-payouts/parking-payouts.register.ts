import type { FastifyInstance } from 'fastify'
import type { Env } from '../../config/env.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { closeParkingMonths } from './close-parking-month.ts'
import type { ParkingMoneyDeps } from './parking-money-deps.ts'
import { registerParkingPaymentsRoutes } from './parking-payments.routes.ts'
import { parkingStatementLines, parkingStatementMonths } from './parking-statement-lines.ts'

export const PARKING_CLOSE_QUEUE = 'parking.close-month'
/** The close runs daily; it only acts on closed months, so running more often is harmless. */
export const PARKING_CLOSE_INTERVAL_MS = 24 * 60 * 60 * 1000

/**
 * Parking money (issue 17, decision 533): the monthly close as a durable daily job, once a day
 * across all processes (decision 1292), and at start too, so a close missed while the server
 * was down happens at once; and the parking
 * payment endpoints. Returns the close (for the dev/test clock control) and the statement's
 * parking lines (for the sales statement).
 */
export function registerParkingPayouts(
  app: FastifyInstance,
  deps: ParkingMoneyDeps & { env: Env; jobs: Jobs },
) {
  const { env, jobs, ...money } = deps
  const closeMonths = () => closeParkingMonths(money)
  registerParkingPaymentsRoutes(app as unknown as ZodApp, money)
  jobs.register(PARKING_CLOSE_QUEUE, closeMonths)
  if (env.backgroundJobs) {
    jobs.every(PARKING_CLOSE_QUEUE, {
      everyMs: PARKING_CLOSE_INTERVAL_MS,
      atStart: true,
      retryLimit: 1,
      expireInSeconds: 3600,
    })
  }
  return {
    closeMonths,
    statementLines: (sellerId: string, month: string) =>
      parkingStatementLines(money.db, sellerId, month),
    statementMonths: (sellerId: string) => parkingStatementMonths(money.db, sellerId),
  }
}
