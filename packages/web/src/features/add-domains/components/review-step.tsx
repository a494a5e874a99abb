import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { IntakeOutcome, ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import { isApiError } from '../../../lib/api-client'
import { addDomainsQueries, useAddDomains } from '../add-domains.queries'
import { readRawDomains, saveAddResult } from '../add-flow-state'
import { fieldMessage } from './field-message'
import { StartOverEmptyState } from './start-over-empty-state'
import { ListingSettingsForm } from './listing-settings-form'

const OUTCOME_COLOR: Record<IntakeOutcome, string> = {
  VALID: 'teal',
  REFUSED: 'red',
  IN_PORTFOLIO: 'gray',
  OWNERSHIP_REQUESTED: 'orange',
  NEEDS_VERIFICATION: 'orange',
}

/** /domains/add/review: each name's outcome and the listing settings, then add. */
export function ReviewStep() {
  const intl = useIntl()
  const navigate = useNavigate()
  const [raw] = useState(() => readRawDomains())
  const review = useQuery({ ...addDomainsQueries.review(raw), enabled: raw.trim() !== '' })
  const [settings, setSettings] = useState<ListingSettings | null>(null)
  const add = useAddDomains()
  const current = settings ?? review.data?.settings ?? null

  if (raw.trim() === '') {
    return (
      <StartOverEmptyState
        title="addDomains.review.emptyTitle"
        action="addDomains.review.back"
        body="addDomains.review.emptyBody"
      />
    )
  }
  if (review.isPending) return <Skeleton height={240} />
  if (review.isError || !review.data || !current) {
    return (
      <Alert color="red" title={intl.formatMessage({ id: 'addDomains.review.failed' })}>
        <FormattedMessage id="common.error.unknown" />
      </Alert>
    )
  }
  const { items, errors } = review.data
  const addable = items.filter((i) => i.outcome !== 'REFUSED' && i.outcome !== 'IN_PORTFOLIO')
  const addError = isApiError(add.error) ? add.error : null

  return (
    <Stack gap="lg">
      {errors.map((e) => (
        <Alert key={e.code} color="red" role="alert">
          {fieldMessage(intl, e.code, e.values)}
        </Alert>
      ))}
      <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="xs" miw={520}>
          <Table.Caption>
            <FormattedMessage
              id="addDomains.review.caption"
              values={{ count: items.length, addable: addable.length }}
            />
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <FormattedMessage id="addDomains.review.column.domain" />
              </Table.Th>
              <Table.Th scope="col">
                <FormattedMessage id="addDomains.review.column.outcome" />
              </Table.Th>
              <Table.Th scope="col">
                <FormattedMessage id="addDomains.review.column.message" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={`${item.outcome}-${item.name}`} data-outcome={item.outcome}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{item.input}</Table.Td>
                <Table.Td>
                  <Badge color={OUTCOME_COLOR[item.outcome]} variant="light">
                    <FormattedMessage id={`addDomains.outcome.${item.outcome}`} />
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {fieldMessage(intl, item.code, item.values)}
                    {item.reviewReasons.length > 0 && (
                      <FormattedMessage
                        id="addDomains.review.complianceNote"
                        values={{
                          reasons: item.reviewReasons
                            .map((r) => intl.formatMessage({ id: `portfolio.review.reason.${r}` }))
                            .join(', '),
                        }}
                      />
                    )}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          <FormattedMessage id="addDomains.settings.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="addDomains.settings.description" />{' '}
          <Anchor component={Link} to="/portfolio" size="sm">
            <FormattedMessage id="addDomains.settings.portfolioLink" />
          </Anchor>
        </Text>
        <ListingSettingsForm
          value={current}
          onChange={setSettings}
          errors={addError?.fields ?? []}
        />
      </Stack>
      {addError && addError.fields.length === 0 && (
        <Alert color="red" role="alert">
          {addError.message}
        </Alert>
      )}
      <Group>
        <Button variant="default" component={Link} to="/domains/add">
          <FormattedMessage id="addDomains.review.back" />
        </Button>
        <Button
          disabled={addable.length === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { domains: raw, settings: current },
              {
                onSuccess: (result) => {
                  saveAddResult(result)
                  void navigate({ to: '/domains/add/done' })
                },
              },
            )
          }
        >
          <FormattedMessage id="addDomains.review.add" values={{ count: addable.length }} />
        </Button>
      </Group>
    </Stack>
  )
}
