import { useMediaQuery } from '@mantine/hooks'

/** Below Mantine's `sm` breakpoint (48em) lists become cards (spec §2: on a phone, 4 rows). */
const PHONE_QUERY = '(max-width: 47.99em)'

/** True on a phone-sized screen, read on the first render so a list never flashes as a table. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
}
