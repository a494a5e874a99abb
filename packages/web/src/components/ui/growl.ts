import { notifications } from '@mantine/notifications'
import type { MessageKey } from '../../i18n/en-us-messages'
import { translate } from '../../i18n/intl'

import { GROWL_LIFETIME_MS } from '@namefolio/core/constants/ui-timings'
import type { GrowlKind } from '@namefolio/core/notifications/growl'

const KIND_STYLE: Record<GrowlKind, { color: string; titleKey: MessageKey }> = {
  success: { color: 'teal', titleKey: 'common.success' },
  warning: { color: 'yellow', titleKey: 'common.warning' },
  error: { color: 'red', titleKey: 'common.error' },
  critical: { color: 'red', titleKey: 'common.error' },
}

export type GrowlInput = {
  kind: GrowlKind
  message: MessageKey
  /** The title's message key; by default the kind's ("Success", "Error", ...). */
  title?: MessageKey
  values?: Record<string, string | number>
}

/** Shows a growl (spec §8): a Mantine notification that closes after 6000 ms. */
export function growl({ kind, message, title, values }: GrowlInput): string {
  const style = KIND_STYLE[kind]
  return notifications.show({
    color: style.color,
    title: translate(title ?? style.titleKey, values),
    message: translate(message, values),
    autoClose: GROWL_LIFETIME_MS,
    withBorder: kind === 'critical',
    // A titled description is drawn in a dimmed tone axe measures under 4.5:1 (issue 13).
    styles: { description: { color: 'var(--mantine-color-text)' } },
    // The close button is an icon: it needs a name (axe button-name).
    closeButtonProps: { 'aria-label': translate('common.close') },
    // Critical growls interrupt a screen reader; the others wait their turn.
    role: kind === 'critical' || kind === 'error' ? 'alert' : 'status',
  })
}
