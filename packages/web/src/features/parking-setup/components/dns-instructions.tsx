import { Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core'
import type { ParkingSetupInstructions } from '@namefolio/core/parking/parking-setup.contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlainList } from '../../../components/ui/plain-list'

/** A copy button named by what it copies, so a screen reader says which value it takes. */
function CopyValue({ value }: { value: string }) {
  const intl = useIntl()
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-xs"
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          onClick={copy}
          style={{ flexShrink: 0 }}
          aria-label={intl.formatMessage({ id: 'parkingSetup.dns.copy' }, { value })}
        >
          <FormattedMessage
            id={copied ? 'parkingSetup.dns.copied' : 'parkingSetup.dns.copyShort'}
          />
        </Button>
      )}
    </CopyButton>
  )
}

/**
 * What the seller sets at the registrar (decision 540): the platform nameservers, or, to keep
 * their own nameservers, the apex A records and the www CNAME. Each value has a copy button.
 */
export function DnsInstructions({ instructions }: { instructions: ParkingSetupInstructions }) {
  const intl = useIntl()
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <FormattedMessage id="parkingSetup.dns.title" />
      </Title>
      <Text size="sm" fw={500}>
        <FormattedMessage id="parkingSetup.dns.nameservers" />
      </Text>
      <PlainList gap={4}>
        {instructions.nameservers.map((ns) => (
          <Group key={ns} component="li" gap="xs" justify="space-between" wrap="nowrap">
            <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {ns}
            </Text>
            <CopyValue value={ns} />
          </Group>
        ))}
      </PlainList>
      <Text size="sm" fw={500}>
        <FormattedMessage id="parkingSetup.dns.or" />
      </Text>
      {/* A list, not a table: a record's value wraps beside its copy button on a phone. The
          visible column names are for the eye; each item names its host for a screen reader. */}
      <Group gap="xs" wrap="nowrap" aria-hidden>
        <Text size="xs" c="dimmed" fw={600} w={64}>
          <FormattedMessage id="parkingSetup.dns.type" />
        </Text>
        <Text size="xs" c="dimmed" fw={600} w={36}>
          <FormattedMessage id="parkingSetup.dns.host" />
        </Text>
        <Text size="xs" c="dimmed" fw={600}>
          <FormattedMessage id="parkingSetup.dns.value" />
        </Text>
      </Group>
      <Stack
        gap={4}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={intl.formatMessage({ id: 'parkingSetup.dns.recordsCaption' })}
      >
        {instructions.records.map((record) => (
          <Group
            key={`${record.type}-${record.host}-${record.value}`}
            component="li"
            gap="xs"
            wrap="nowrap"
            justify="space-between"
          >
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} w={64} style={{ flexShrink: 0 }}>
                {record.type}
              </Text>
              <Text ff="monospace" size="sm" w={36} style={{ flexShrink: 0 }}>
                <span className="nf-visually-hidden">
                  {intl.formatMessage({ id: 'parkingSetup.dns.host' })}{' '}
                </span>
                {record.host}
              </Text>
              <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {record.value}
              </Text>
            </Group>
            <CopyValue value={record.value} />
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
