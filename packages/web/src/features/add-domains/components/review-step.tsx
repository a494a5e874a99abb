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
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { IntakeOutcome, ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import { pricesForName, type IntakePrices } from '@namefolio/core/domains/intake-prices'
import { isApiError } from '../../../lib/api-client'
import { addDomainsQueries, useAddDomains } from '../add-domains.queries'
import { readRawDomains, saveAddResult } from '../add-flow-state'
import { fieldMessage } from './field-message'
import { StartOverEmptyState } from './start-over-empty-state'
import { ListingSettingsForm } from './listing-settings-form'
import { reviewPriceErrors } from './review-price-errors'
import { ReviewPrices } from './review-prices'
import { ColumnHeadings } from '../../../components/ui/column-heading'
import { SectionHeading } from '../../../components/ui/section-heading'

const OUTCOME_COLOR: Record<IntakeOutcome, string> = {
  VALID: 'teal',
  REFUSED: 'red',
  IN_PORTFOLIO: 'gray',
  OWNERSHIP_REQUESTED: 'orange',
  NEEDS_VERIFICATION: 'orange',
}

/**
 * /domains/add/review: each name's outcome, the listing settings and the prices each new name
 * gets (for all or per name, decision 272), then add. A refused price keeps everything typed.
 */
export function ReviewStep() {
  const intl = useIntl()
  const navigate = useNavigate()
  const [raw] = useState(() => readRawDomains())
  const review = useQuery({ ...addDomainsQueries.review(raw), enabled: raw.trim() !== '' })
  const [settings, setSettings] = useState<ListingSettings | null>(null)
  const [own, setOwn] = useState<Record<string, IntakePrices>>({})
  const [tried, setTried] = useState(false)
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
  const names = addable.map((i) => ({ name: i.name, input: i.input }))
  const priceErrors = reviewPriceErrors({
    settings: current,
    own,
    names: names.map((n) => n.name),
    server: addError?.fields ?? [],
    shown: tried,
  })
  // An edit makes the server's last answer stale: it is cleared, what was typed stays.
  const changeSettings = (next: ListingSettings) => {
    add.reset()
    setSettings(next)
  }
  const changeOwn = (next: Record<string, IntakePrices>) => {
    add.reset()
    setOwn(next)
  }
  const submit = () => {
    setTried(true)
    if (priceErrors.refused) return
    const prices = names
      .filter((n) => Object.hasOwn(own, n.name))
      .map((n) => ({ name: n.name, ...pricesForName(current, own, n.name) }))
    add.mutate(
      { domains: raw, settings: current, prices },
      {
        onSuccess: (result) => {
          saveAddResult(result)
          void navigate({ to: '/domains/add/done' })
        },
      },
    )
  }

  return (
    <Stack gap="lg">
      {errors.map((e) => (
        <Alert key={e.code} color="red" role="alert">
          {fieldMessage(intl, e.code, e.values)}
        </Alert>
      ))}
      {/* A region of its own so the keyboard can scroll it sideways on a phone. */}
      <Paper
        withBorder
        radius="md"
        p={0}
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(
          { id: 'addDomains.review.caption' },
          { count: items.length, addable: addable.length },
        )}
      >
        <Table striped verticalSpacing="xs" miw={520}>
          <Table.Caption>
            <FormattedMessage
              id="addDomains.review.caption"
              values={{ count: items.length, addable: addable.length }}
            />
          </Table.Caption>
          <ColumnHeadings
            labels={[
              'addDomains.review.column.domain',
              'addDomains.review.column.outcome',
              'addDomains.review.column.message',
            ]}
          />
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
        <SectionHeading title="addDomains.settings.title" />
        <Text size="sm" c="dimmed">
          <FormattedMessage id="addDomains.settings.description" />{' '}
          <Anchor component={Link} to="/portfolio" size="sm" underline="always">
            <FormattedMessage id="addDomains.settings.portfolioLink" />
          </Anchor>
        </Text>
        <ListingSettingsForm value={current} onChange={changeSettings} />
      </Stack>
      {names.length > 0 && (
        <Stack gap="xs">
          <SectionHeading
            title="addDomains.prices.title"
            intro="addDomains.prices.description"
            dimmed
          />
          <ReviewPrices
            names={names}
            all={current}
            onAllChange={(prices) => changeSettings({ ...current, ...prices })}
            own={own}
            onOwnChange={changeOwn}
            allErrors={priceErrors.all}
            errorsByName={priceErrors.byName}
          />
        </Stack>
      )}
      {tried && (priceErrors.refused || (addError !== null && priceErrors.other.length === 0)) && (
        <Alert color="red" role="alert">
          {priceErrors.refused || addError === null ? (
            <FormattedMessage id="addDomains.prices.invalid" />
          ) : (
            addError.message
          )}
        </Alert>
      )}
      {priceErrors.other.map((e) => (
        <Alert key={`${e.field}-${e.code}`} color="red" role="alert">
          {fieldMessage(intl, e.code, e.values)}
        </Alert>
      ))}
      <Group>
        <Button variant="default" component={Link} to="/domains/add">
          <FormattedMessage id="addDomains.review.back" />
        </Button>
        <Button disabled={addable.length === 0} loading={add.isPending} onClick={submit}>
          <FormattedMessage id="addDomains.review.add" values={{ count: addable.length }} />
        </Button>
      </Group>
    </Stack>
  )
}
