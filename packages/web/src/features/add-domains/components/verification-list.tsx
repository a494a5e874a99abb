import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState } from '../../../components/ui/empty-state'
import { addDomainsQueries, useCheckVerification } from '../add-domains.queries'
import { ColumnHeadings } from '../../../components/ui/column-heading'
import { SectionHeading } from '../../../components/ui/section-heading'

/** /domains/review: how to prove ownership, and each claim's state with a check-now button. */
export function VerificationList() {
  const intl = useIntl()
  const txt = useQuery(addDomainsQueries.verificationTxt())
  const list = useQuery(addDomainsQueries.verifications())
  const check = useCheckVerification()
  const pending = list.data?.items.filter((v) => v.state === 'PENDING') ?? []
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <SectionHeading
            title="addDomains.verify.howTitle"
            intro="addDomains.verify.txt"
            size="h5"
          />
          {txt.data ? (
            <Group gap="xs" wrap="nowrap">
              <Code style={{ wordBreak: 'break-all' }}>{txt.data.txtRecord}</Code>
              <CopyButton value={txt.data.txtRecord}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="default" onClick={copy}>
                    <FormattedMessage
                      id={copied ? 'addDomains.verify.copied' : 'addDomains.verify.copy'}
                    />
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : (
            <Skeleton height={24} />
          )}
          <Text size="sm">
            <FormattedMessage
              id="addDomains.verify.ns"
              values={{ nameservers: txt.data?.nameservers.join(', ') ?? '' }}
            />
          </Text>
        </Stack>
      </Paper>
      {list.isPending ? (
        <Skeleton height={120} />
      ) : list.isError ? (
        <Alert color="red">{intl.formatMessage({ id: 'common.error.unknown' })}</Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'addDomains.verify.emptyTitle' })}>
          <FormattedMessage id="addDomains.verify.emptyBody" />
        </EmptyState>
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs" miw={560}>
            <ColumnHeadings
              labels={[
                'addDomains.review.column.domain',
                'addDomains.verify.column.state',
                'addDomains.verify.column.lastResult',
                'addDomains.verify.column.action',
              ]}
            />
            <Table.Tbody>
              {list.data.items.map((v) => (
                <Table.Tr key={v.name}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{v.name}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={
                        v.state === 'VERIFIED' ? 'teal' : v.state === 'PENDING' ? 'orange' : 'gray'
                      }
                    >
                      <FormattedMessage id={`addDomains.verify.state.${v.state}`} />
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{v.lastResult ?? '--'}</Text>
                  </Table.Td>
                  <Table.Td>
                    {v.state === 'PENDING' && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={check.isPending && check.variables?.includes(v.name)}
                        onClick={() => check.mutate([v.name])}
                      >
                        <FormattedMessage id="addDomains.verify.checkNow" />
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {pending.length > 1 && (
        <Group>
          <Button
            loading={check.isPending}
            onClick={() => check.mutate(pending.map((v) => v.name).slice(0, 1000))}
          >
            <FormattedMessage id="addDomains.verify.checkAll" values={{ count: pending.length }} />
          </Button>
        </Group>
      )}
    </Stack>
  )
}
