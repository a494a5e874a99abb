import { Anchor, Button, Group, HoverCard, List, Stack, Text, UnstyledButton } from '@mantine/core'
import type { DomainListingStatus } from '@namefolio/core/domains/domain-status'
import {
  OWNERSHIP_SETTINGS_PATH,
  portfolioStatusCell,
} from '@namefolio/core/portfolio/status-action'
import { FADE_TRANSITION_MS, TOOLTIP_OPEN_DELAY_MS } from '@namefolio/core/constants/ui-timings'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { hasFraudFlag, type PortfolioRow } from '../portfolio-row'

/** A dot colour per status; the label itself stays in the text colour for contrast. */
const STATUS_COLOR: Record<DomainListingStatus, string> = {
  ACTIVE: 'var(--mantine-color-teal-6)',
  COMPLIANCE_REVIEW: 'var(--mantine-color-orange-6)',
  INACTIVE: 'var(--mantine-color-gray-5)',
  ON_HOLD: 'var(--mantine-color-red-6)',
  PENDING_SYNC: 'var(--mantine-color-blue-5)',
  UNDEFINED: 'var(--mantine-color-gray-5)',
}

/**
 * "Contact support" opens the support form with the domain filled in (issue 18), on the
 * topic its status is about.
 */
export function contactSupportLink(row: PortfolioRow) {
  return {
    to: '/support/new' as const,
    search: {
      domain: row.name,
      topic: row.status === 'COMPLIANCE_REVIEW' ? ('COMPLIANCE' as const) : ('LISTING' as const),
    },
  }
}

function StatusLabel({ status }: { status: DomainListingStatus }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span className="nf-status-dot" style={{ background: STATUS_COLOR[status] }} aria-hidden />
      <FormattedMessage id={`domain.status.${status}`} />
    </Group>
  )
}

export type StatusCellProps = {
  row: PortfolioRow
  onListDomain: (row: PortfolioRow) => void
  onResubmit: (row: PortfolioRow) => void
}

/**
 * The status cell of spec §2: plain text for ACTIVE; otherwise a clickable title (list the
 * domain, resubmit listings or contact support). In review, a card on hover or focus shows
 * the review reasons with a resubmit link, and the ownership-settings link for a fraud flag.
 */
export function StatusCell({ row, onListDomain, onResubmit }: StatusCellProps) {
  const cell = portfolioStatusCell({ ...row, fraudFlag: hasFraudFlag(row) })
  const reasonsId = useId()
  if (cell.action === 'none') {
    return (
      <Text size="sm" span>
        <StatusLabel status={row.status} />
      </Text>
    )
  }
  if (cell.action === 'listDomain') {
    return (
      <UnstyledButton className="nf-status-action" onClick={() => onListDomain(row)}>
        <StatusLabel status={row.status} />
        <Text span size="xs" c="var(--mantine-color-anchor)" td="underline" ml={14} display="block">
          <FormattedMessage id="portfolio.statusAction.listDomain" />
        </Text>
      </UnstyledButton>
    )
  }
  if (cell.action === 'contactSupport') {
    return (
      <Stack gap={0}>
        <Text size="sm" span>
          <StatusLabel status={row.status} />
        </Text>
        <Anchor
          size="xs"
          ml={14}
          renderRoot={(props) => <Link {...props} {...contactSupportLink(row)} />}
        >
          <FormattedMessage id="portfolio.statusAction.contactSupport" />
        </Anchor>
      </Stack>
    )
  }
  // resubmitListings: COMPLIANCE_REVIEW, with its review reasons (and the fraud flag).
  const reasons = cell.reviewReasons ?? []
  return (
    <HoverCard
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={150}
      transitionProps={{ duration: FADE_TRANSITION_MS }}
      width={280}
      shadow="md"
      withArrow
      position="bottom-start"
    >
      <HoverCard.Target>
        <UnstyledButton
          className="nf-status-action"
          onClick={() => onResubmit(row)}
          aria-describedby={reasonsId}
        >
          <StatusLabel status={row.status} />
          <Text
            span
            size="xs"
            c="var(--mantine-color-anchor)"
            td="underline"
            ml={14}
            display="block"
          >
            <FormattedMessage id="portfolio.statusAction.resubmitListings" />
          </Text>
          <span id={reasonsId} className="nf-visually-hidden">
            <FormattedMessage id="portfolio.review.reasons" />{' '}
            {reasons.map((reason) => (
              <FormattedMessage key={reason} id={`portfolio.review.reason.${reason}`} />
            ))}
          </span>
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            <FormattedMessage id="portfolio.review.reasons" />
          </Text>
          {reasons.length === 0 ? (
            <Text size="sm">
              <FormattedMessage id="portfolio.review.reason.REVIEW" />
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {reasons.map((reason) => (
                <List.Item key={reason}>
                  <FormattedMessage id={`portfolio.review.reason.${reason}`} />
                </List.Item>
              ))}
            </List>
          )}
          {cell.ownershipSettingsLink !== undefined && (
            <Text size="sm" c="red" role="note">
              <FormattedMessage id="portfolio.review.fraud" />{' '}
              <Anchor
                size="sm"
                renderRoot={(props) => <Link {...props} to={OWNERSHIP_SETTINGS_PATH} />}
              >
                <FormattedMessage id="portfolio.review.ownershipSettings" />
              </Anchor>
            </Text>
          )}
          <Button size="xs" variant="light" onClick={() => onResubmit(row)}>
            <FormattedMessage id="portfolio.action.resubmit" />
          </Button>
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  )
}
