import type { OwnFootprint } from '@namefolio/core/in-use-guard/site-judgement'
import type { Db } from '../../db/client.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { SiteProbe } from './site-probe.ts'

/** The limits of the checking job (decision 1142), from config. */
export type GuardLimits = {
  /** Listed domains one pass looks at, at most. */
  perRun: number
  /** Domains looked at at the same time, at most. */
  concurrency: number
  /** The least time between two checks of one domain. */
  recheckMs: number
}

export type InUseGuardDeps = {
  db: Db
  probe: SiteProbe
  own: OwnFootprint
  limits: GuardLimits
  mailer: Mailer | null
  publicUrl: string
  now: () => Date
  /** Tells the landers' cache a listing changed (paused or resumed), decision 850. */
  listingChanged: (name: string) => void
}
