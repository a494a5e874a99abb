import type { EditDomainInput } from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { requireFeature } from '../../http/feature-gate.ts'

/**
 * Lander colours (background option, custom hex, font colour) are the portal's colour modal,
 * which the §6 showDanCustomBgColor switch offers (spec §4); off, the API refuses them too
 * (issue 19). A template change without colours always works.
 */
export async function assertCustomColorAllowed(
  db: Db,
  user: UserRow,
  input: EditDomainInput,
): Promise<void> {
  const { backgroundColorOption, backgroundColorCustom, fontColorOption } = input
  if (
    backgroundColorOption !== undefined ||
    backgroundColorCustom !== undefined ||
    fontColorOption !== undefined
  ) {
    await requireFeature(db, user.id, 'showDanCustomBgColor')
  }
}
