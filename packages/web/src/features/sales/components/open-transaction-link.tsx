import { Alert, Anchor, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { transactionExtrasQueries } from '../transaction-extras.queries'

/**
 * "This domain has an open sale": a small link on the domain's page to its running sale or
 * lease (issue 18, spec §7 `GET v1/domains/{name}/transaction`). Nothing while loading, on a
 * failure, or when there is none: the page is about the domain, this is a pointer.
 */
export function OpenTransactionLink({ domain }: { domain: string }) {
  const query = useQuery(transactionExtrasQueries.domainTransaction(domain))
  const tx = query.data
  if (!tx) return null
  const isLease = tx.kind === 'LEASE'
  return (
    <Alert color={tx.needsAction ? 'orange' : 'blue'} variant="light" p="sm">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          <FormattedMessage
            id={isLease ? 'txextras.open.lease' : 'txextras.open.sale'}
            values={{
              status: <FormattedMessage id={`sales.status.${tx.fullStatus}` as MessageKey} />,
            }}
          />
        </Text>
        <Anchor
          size="sm"
          fw={600}
          renderRoot={(props) =>
            isLease ? (
              <Link
                {...props}
                to="/sales/leased/$transactionId/details"
                params={{ transactionId: tx.transactionId }}
              />
            ) : (
              <Link
                {...props}
                to="/sales/$transactionId/details"
                params={{ transactionId: tx.transactionId }}
              />
            )
          }
        >
          <FormattedMessage id={isLease ? 'txextras.open.viewLease' : 'txextras.open.viewSale'} />
        </Anchor>
      </Group>
    </Alert>
  )
}
