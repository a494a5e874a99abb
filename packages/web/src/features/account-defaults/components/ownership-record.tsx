import {
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import { Fact } from '../../../components/ui/fact'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { LoadError } from '../../../components/ui/load-error'
import { accountDefaultsQueries } from '../account-defaults.queries'
import { SectionHeading } from '../../../components/ui/section-heading'

/** Counts of the seller's ownership claims and names under ownership review. */
export function OwnershipSummaryFacts() {
  const summary = useQuery(accountDefaultsQueries.summary())
  if (summary.isError)
    return (
      <LoadError
        message="accountDefaults.error.load"
        onRetry={() => void summary.refetch()}
        isRetrying={summary.isFetching}
      />
    )
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton height={20} width={40} /> : <FormattedNumber value={n} />
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="ownership-summary">
        <Fact label="accountDefaults.ownership.summary.underReview">
          {value(summary.data?.underReview)}
        </Fact>
        <Fact label="accountDefaults.ownership.summary.pending">
          {value(summary.data?.pending)}
        </Fact>
        <Fact label="accountDefaults.ownership.summary.verified">
          {value(summary.data?.verified)}
        </Fact>
        <Fact label="accountDefaults.ownership.summary.expired">
          {value(summary.data?.expired)}
        </Fact>
      </SimpleGrid>
    </Paper>
  )
}

/** A way of proving ownership: its name as a badge, then what to do. */
function ProofMethod({
  color,
  method,
  what,
}: {
  color: string
  method: MessageKey
  what: MessageKey
}) {
  return (
    <Group gap="xs" align="center">
      <Badge variant="light" color={color}>
        <FormattedMessage id={method} />
      </Badge>
      <Text size="sm">
        <FormattedMessage id={what} />
      </Text>
    </Group>
  )
}

/** The seller's verification record: the TXT value, where it goes, or the nameservers. */
export function OwnershipRecord() {
  const record = useQuery(accountDefaultsQueries.record())
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SectionHeading title="accountDefaults.ownership.record.title" />
        {record.isError ? (
          <LoadError
            message="accountDefaults.error.load"
            onRetry={() => void record.refetch()}
            isRetrying={record.isFetching}
          />
        ) : (
          <>
            <ProofMethod
              color="blue"
              method="accountDefaults.ownership.record.txtMethod"
              what="accountDefaults.ownership.record.txt"
            />
            {record.data ? (
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Code
                    style={{ wordBreak: 'break-all', flex: 1 }}
                    data-testid="ownership-txt-record"
                  >
                    {record.data.txtRecord}
                  </Code>
                  <CopyButton value={record.data.txtRecord}>
                    {({ copied, copy }) => (
                      <Button size="compact-sm" variant="default" onClick={copy}>
                        <FormattedMessage
                          id={
                            copied
                              ? 'accountDefaults.ownership.record.copied'
                              : 'accountDefaults.ownership.record.copy'
                          }
                        />
                      </Button>
                    )}
                  </CopyButton>
                </Group>
                <Text size="sm">
                  <FormattedMessage
                    id="accountDefaults.ownership.record.hosts"
                    values={{
                      hosts: record.data.hosts
                        .map((h) => (h === '@' ? 'yourname.com' : `${h}.yourname.com`))
                        .join(', '),
                    }}
                  />
                </Text>
              </Stack>
            ) : (
              <Skeleton height={48} />
            )}
            {record.data && record.data.nameservers.length > 0 && (
              <Stack gap={6}>
                <ProofMethod
                  color="grape"
                  method="accountDefaults.ownership.record.nsMethod"
                  what="accountDefaults.ownership.record.ns"
                />
                <Code block>{record.data.nameservers.join('\n')}</Code>
              </Stack>
            )}
            <Text size="sm" c="dimmed">
              <FormattedMessage id="accountDefaults.ownership.record.timing" />
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  )
}
