import { ActionIcon, Menu, Tooltip } from '@mantine/core'
import {
  canViewCheckoutLinkDetails,
  checkoutLinkEligibility,
} from '@namefolio/core/checkout/checkout-link'
import type { DomainActionModal } from '@namefolio/core/domains/domain-status'
import { portfolioStatusCell } from '@namefolio/core/portfolio/status-action'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { useCopyText } from '../use-copy-text'
import { hasFraudFlag, type PortfolioRow } from '../portfolio-row'
import { coreViewOf } from '../portfolio-view-name'
import type { PortfolioRouteView } from '../portfolio-search'
import { contactSupportLink } from './status-cell'

export type RowModal = Exclude<DomainActionModal, 'none'> | 'CHECKOUT_LINK_DETAILS' | 'DELETE_LINK'
export type OpenRowModal = (modal: RowModal, row: PortfolioRow) => void

export type RowActionsProps = { row: PortfolioRow; view: PortfolioRouteView; onOpen: OpenRowModal }

/**
 * What a row offers, for the menu and the phone list alike: its status action, its checkout
 * link (when it has one) and whether one may be made, and a copier for the link.
 */
export function useRowActionState(row: PortfolioRow, view: PortfolioRouteView) {
  const copy = useCopyText()
  const cell = portfolioStatusCell({ ...row, fraudFlag: hasFraudFlag(row) })
  const link =
    row.transactionLink !== null && row.checkoutLinkId !== null
      ? { url: row.transactionLink, linkId: row.checkoutLinkId }
      : null
  const eligibility = checkoutLinkEligibility({
    status: row.status,
    hidden: row.hidden === true,
    view: coreViewOf(view),
  })
  return { copy, cell, link, eligibility }
}

/** The row's actions (spec §2) in one menu, the checkout link under its own heading. */
export function RowActions({ row, view, onOpen }: RowActionsProps) {
  const intl = useIntl()
  const { copy, cell, link, eligibility } = useRowActionState(row, view)
  // A sold or leased domain is no longer listed: no edit, checkout link or delete (issue 15).
  const isDealView = view === 'sold' || view === 'leased'
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={intl.formatMessage(
            { id: 'portfolio.actions.open' },
            { domain: row.displayName },
          )}
        >
          <span aria-hidden="true" style={{ fontSize: 18, lineHeight: 1 }}>
            ⋯
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Opening the menu focuses its first item (theme: no focus placeholder, issue 15). */}
        <Menu.Item
          data-autofocus
          renderRoot={(props) => (
            <Link
              {...props}
              to="/domains/$displayName/details"
              params={{ displayName: row.displayName }}
            />
          )}
        >
          <FormattedMessage id="portfolio.action.details" />
        </Menu.Item>
        <Menu.Item
          renderRoot={(props) => (
            <Link {...props} to="/domains/$domain" params={{ domain: row.displayName }} />
          )}
        >
          <FormattedMessage id="portfolio.action.overview" />
        </Menu.Item>
        {!isDealView && <ListingMenuItems {...{ row, onOpen, copy, cell, link, eligibility }} />}
      </Menu.Dropdown>
    </Menu>
  )
}

/** The listing's own actions: edit, status action, checkout link, delete (spec §2). */
function ListingMenuItems({
  row,
  onOpen,
  copy,
  cell,
  link,
  eligibility,
}: Omit<RowActionsProps, 'view'> & ReturnType<typeof useRowActionState>) {
  const intl = useIntl()
  return (
    <>
      <Menu.Item onClick={() => onOpen('EDIT', row)}>
        <FormattedMessage id="portfolio.action.edit" />
      </Menu.Item>
      {cell.action === 'resubmitListings' && (
        <Menu.Item onClick={() => onOpen('RESUBMIT_LISTINGS', row)}>
          <FormattedMessage id="portfolio.action.resubmit" />
        </Menu.Item>
      )}
      {cell.action === 'listDomain' && (
        <Menu.Item onClick={() => onOpen('EDIT', row)}>
          <FormattedMessage id="portfolio.statusAction.listDomain" />
        </Menu.Item>
      )}
      {cell.action === 'contactSupport' && (
        <Menu.Item renderRoot={(props) => <Link {...props} {...contactSupportLink(row)} />}>
          <FormattedMessage id="portfolio.statusAction.contactSupport" />
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Label>
        <FormattedMessage id="portfolio.checkoutLink.heading" />
      </Menu.Label>
      {link === null ? (
        eligibility.allowed ? (
          <Menu.Item onClick={() => onOpen('CHECKOUT_LINK', row)}>
            <FormattedMessage id="portfolio.checkoutLink.create" />
          </Menu.Item>
        ) : (
          <Tooltip
            label={intl.formatMessage({ id: eligibility.reason })}
            position="left"
            multiline
            w={220}
          >
            <div>
              <Menu.Item disabled aria-describedby={undefined}>
                <FormattedMessage id="portfolio.checkoutLink.create" />
                <span className="nf-visually-hidden">
                  {' '}
                  <FormattedMessage id={eligibility.reason} />
                </span>
              </Menu.Item>
            </div>
          </Tooltip>
        )
      ) : (
        <>
          <Menu.Item closeMenuOnClick={false} onClick={() => void copy.copy(link.url)}>
            <FormattedMessage
              id={copy.isCopied ? 'portfolio.checkoutLink.copied' : 'portfolio.checkoutLink.copy'}
            />
          </Menu.Item>
          {canViewCheckoutLinkDetails(row.status) && (
            <Menu.Item onClick={() => onOpen('CHECKOUT_LINK_DETAILS', row)}>
              <FormattedMessage id="portfolio.checkoutLink.details" />
            </Menu.Item>
          )}
          <Menu.Item onClick={() => onOpen('DELETE_LINK', row)}>
            <FormattedMessage id="portfolio.checkoutLink.delete" />
          </Menu.Item>
        </>
      )}
      <Menu.Divider />
      <Menu.Item color="red.8" onClick={() => onOpen('DELETE', row)}>
        <FormattedMessage id="portfolio.action.delete" />
      </Menu.Item>
    </>
  )
}
