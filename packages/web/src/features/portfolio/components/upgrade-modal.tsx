import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { FormattedMessage } from 'react-intl'

/** Where an upgrade happens: the membership levels page (spec §2 marketing routes). */
export const UPGRADE_PATH = '/premium-partner-levels'

/** The membership upgrade modal of spec §6: upgrade or cancel. */
export function UpgradeModal({ onClose }: { onClose: () => void }) {
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
          <Button component="a" href={UPGRADE_PATH}>
            <FormattedMessage id="portfolio.upgrade.action" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
