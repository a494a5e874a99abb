import { Button, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import { LoadError } from '../../../components/ui/load-error'
import { partnerQueries } from '../partners.queries'

function UsageTable({ partnerId }: { partnerId: string }) {
  const usage = useQuery(partnerQueries.usage(partnerId))
  if (usage.isPending) return null
  if (usage.isError) {
    return <LoadError message="partners.admin.usageError" onRetry={() => void usage.refetch()} />
  }
  if (usage.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="partners.admin.usageEmpty" />
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="partners.admin.usageDay" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="partners.admin.usageOperation" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="partners.admin.usageCount" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usage.data.items.map((row) => (
            <Table.Tr key={`${row.day}-${row.operation}`}>
              <Table.Td>{row.day}</Table.Td>
              <Table.Td>
                <FormattedMessage id={`partners.operation.${row.operation}`} />
              </Table.Td>
              <Table.Td ta="right">
                <FormattedNumber value={row.count} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** A partner's requests per day and operation (the metering), loaded when asked for. */
export function PartnerUsage({ partnerId }: { partnerId: string }) {
  const [isOpen, setOpen] = useState(false)
  if (!isOpen) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage id="partners.admin.usageShow" />
      </Button>
    )
  }
  return <UsageTable partnerId={partnerId} />
}
