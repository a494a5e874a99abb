import { isFeatureOn, type FeatureFlag } from '@namefolio/core/config/feature-flag'
import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '../../features/session/session.queries'

/**
 * A §6 switch as the server evaluated it for the signed-in account (issue 19): `undefined`
 * while the configuration loads, so a gated entry neither flashes in nor out.
 */
export function useFeature(flag: FeatureFlag): boolean | undefined {
  const config = useQuery(sessionQueries.config())
  return config.data ? isFeatureOn(config.data.switchboard, flag) : undefined
}
