import { NOTIFICATION_KINDS } from '@namefolio/core/notifications/notifications.constants'
import { describe, expect, it } from 'vitest'
import { EN_US_MESSAGES } from '../../../i18n/en-us-messages'

describe('notification preferences', () => {
  // Each row of the preferences table is named by this key; a missing one showed the raw key.
  it.each(NOTIFICATION_KINDS)('names the %s event in words', (kind) => {
    expect(EN_US_MESSAGES).toHaveProperty([`notifications.prefs.kind.${kind}`])
  })
})
