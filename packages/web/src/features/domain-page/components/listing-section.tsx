import { Anchor, Badge, SimpleGrid, Stack, Text } from '@mantine/core'
import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { FormattedMessage, useIntl } from 'react-intl'
import { Fact } from '../../../components/ui/fact'
import type { PortfolioDomain } from '@namefolio/core/portfolio/portfolio.contract'
import type { ReactNode } from 'react'
import { fastTransferStateOf } from '../fast-transfer-state'
import { PageSection } from '../../../components/ui/page-section'
import { RegistrantFact } from './registrant-fact'

/** The fast-transfer status with its explanation (spec §4 display rules, decision 292). */
export function FastTransferFact({ row }: { row: PortfolioDomain }) {
  const state = fastTransferStateOf(row.fastTransferStatus)
  return (
    <Fact look="term" label="domainPage.fastTransfer.label">
      {state.kind === 'unknown' ? (
        <FormattedMessage id="domainPage.fastTransfer.unknown" />
      ) : (
        <Stack gap={2}>
          <span data-testid="fast-transfer-label">
            <FormattedMessage id={`domainPage.fastTransfer.${state.label}`} />
          </span>
          {state.hasNote && (
            <Text size="xs" c="dimmed" component="span">
              <FormattedMessage id={`domainPage.fastTransfer.note.${state.status}`} />
            </Text>
          )}
        </Stack>
      )}
    </Fact>
  )
}

/**
 * Listing and lander: the listing status with its action (`status`, the portfolio's status
 * cell, supplied by the app layer), visibility, the lander template and
 * the public lander's address, lease to own and fast transfer.
 */
export function ListingSection({ row, status }: { row: PortfolioDomain; status: ReactNode }) {
  const intl = useIntl()
  const landerPath = `/lander/${encodeURIComponent(row.name)}`
  return (
    <PageSection title="domainPage.listing.title" testId="domain-page-listing">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
        <Fact look="term" label="domainPage.listing.status">
          {status}
        </Fact>
        <Fact look="term" label="domainPage.listing.visibility">
          <Stack gap={4} align="flex-start">
            <span>
              <FormattedMessage
                id={row.hidden ? 'domainPage.listing.hidden' : 'domainPage.listing.shown'}
              />
            </span>
            {row.featured && (
              <Badge variant="light" color="grape" c="var(--mantine-color-text)" radius="sm">
                <FormattedMessage id="domainPage.listing.featured" />
              </Badge>
            )}
          </Stack>
        </Fact>
        <Fact look="term" label="domainPage.listing.template">
          <FormattedMessage id={`lander.template.${row.landerTemplate}`} />
        </Fact>
        <Fact look="term" label="domainPage.listing.lander">
          <Anchor
            href={landerPath}
            target="_blank"
            rel="noopener"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {`/lander/${row.displayName}`}
            <span className="nf-visually-hidden">
              {' '}
              <FormattedMessage id="domainPage.newTab" />
            </span>
          </Anchor>
        </Fact>
        <Fact look="term" label="portfolio.column.lto">
          {row.leasingEnabled
            ? intl.formatMessage(
                { id: 'portfolio.lto.months' },
                { months: row.maxLeasePeriod ?? LEASE_MIN_MONTHS },
              )
            : intl.formatMessage({ id: 'portfolio.lto.off' })}
        </Fact>
        <FastTransferFact row={row} />
        <RegistrantFact name={row.name} />
      </SimpleGrid>
    </PageSection>
  )
}
