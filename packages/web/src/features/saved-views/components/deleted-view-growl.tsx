import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { GROWL_LIFETIME_MS } from '@namefolio/core/constants/ui-timings'
import type { IntlShape } from 'react-intl'
import { growl } from '../../../components/ui/growl'

/**
 * "View deleted" with an Undo button (spec §8 growl lifetime). Undo saves the view again
 * under the same name, filters, sort and columns; a failed undo says so.
 */
export function showDeletedViewGrowl(intl: IntlShape, name: string, undo: () => Promise<void>) {
  const id = notifications.show({
    color: 'teal',
    title: intl.formatMessage({ id: 'common.success' }),
    autoClose: GROWL_LIFETIME_MS,
    role: 'status',
    styles: { description: { color: 'var(--mantine-color-text)' } },
    closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm">{intl.formatMessage({ id: 'savedViews.deleted' }, { name })}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id)
            undo().then(
              () => growl({ kind: 'success', message: 'savedViews.restored', values: { name } }),
              () => growl({ kind: 'error', message: 'savedViews.error.generic' }),
            )
          }}
        >
          {intl.formatMessage({ id: 'savedViews.undo' })}
        </Button>
      </Group>
    ),
  })
  return id
}
