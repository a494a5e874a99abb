import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'

/** Where an upgrade happens: the plan page, which sells the top tier (issue 19). */
export const UPGRADE_PATH = '/account/membership'

/**
 * The membership upgrade modal of spec §6: upgrade or cancel. Upgrade opens the purchase of
 * the top tier on the plan page, which comes back here once it is paid (issue 19).
 */
export function UpgradeModal({ onClose }: { onClose: () => void }) {
  // The page the modal opened on, with its filters: where the purchase comes back to.
  const returnTo = `${window.location.pathname}${window.location.search}`
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={<FormattedMessage id="portfolio.upgrade.title" />}
    >
      <Stack gap="md">
        <Text size="sm">
          <FormattedMessage id="portfolio.upgrade.body" />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            component={Link}
            to={UPGRADE_PATH as never}
            search={{ plan: 'PRO', returnTo } as never}
          >
            <FormattedMessage id="portfolio.upgrade.action" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
