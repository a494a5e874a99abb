import { Anchor, Button, Text, Title } from '@mantine/core'
import { canViewCheckoutLinkDetails } from '@namefolio/core/checkout/checkout-link'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { useRowActionState, type RowActionsProps } from './row-actions'
import { contactSupportLink } from './status-cell'
import { PlainList } from '../../../components/ui/plain-list'

/** On a phone the row actions are a list, the checkout link under its own heading (§2). */
export function RowActionList({ row, view, onOpen }: RowActionsProps) {
  const { copy, cell, link, eligibility } = useRowActionState(row, view)
  const action = { variant: 'subtle', size: 'compact-sm', justify: 'flex-start' } as const
  return (
    <PlainList gap={2}>
      <li>
        <Button
          {...action}
          renderRoot={(props) => (
            <Link
              {...props}
              to="/domains/$displayName/details"
              params={{ displayName: row.displayName }}
            />
          )}
        >
          <FormattedMessage id="portfolio.action.details" />
        </Button>
      </li>
      <li>
        <Button
          {...action}
          renderRoot={(props) => (
            <Link {...props} to="/domains/$domain" params={{ domain: row.displayName }} />
          )}
        >
          <FormattedMessage id="portfolio.action.overview" />
        </Button>
      </li>
      <li>
        <Button {...action} onClick={() => onOpen('EDIT', row)}>
          <FormattedMessage id="portfolio.action.edit" />
        </Button>
      </li>
      {cell.action === 'resubmitListings' && (
        <li>
          <Button {...action} onClick={() => onOpen('RESUBMIT_LISTINGS', row)}>
            <FormattedMessage id="portfolio.action.resubmit" />
          </Button>
        </li>
      )}
      {cell.action === 'contactSupport' && (
        <li>
          <Anchor
            size="sm"
            px={10}
            renderRoot={(props) => <Link {...props} {...contactSupportLink(row)} />}
          >
            <FormattedMessage id="portfolio.statusAction.contactSupport" />
          </Anchor>
        </li>
      )}
      <li>
        <Button {...action} color="red.8" onClick={() => onOpen('DELETE', row)}>
          <FormattedMessage id="portfolio.action.delete" />
        </Button>
      </li>
      <li>
        <Title order={3} size="xs" c="dimmed" tt="uppercase" mt={6} mb={2} px={10}>
          <FormattedMessage id="portfolio.checkoutLink.customHeading" />
        </Title>
      </li>
      {link === null ? (
        <li>
          <Button
            {...action}
            disabled={!eligibility.allowed}
            onClick={() => onOpen('CHECKOUT_LINK', row)}
          >
            <FormattedMessage id="portfolio.checkoutLink.create" />
          </Button>
          {!eligibility.allowed && (
            <Text size="xs" c="dimmed" px={10}>
              <FormattedMessage id={eligibility.reason} />
            </Text>
          )}
        </li>
      ) : (
        <>
          <li>
            <Button {...action} onClick={() => void copy.copy(link.url)}>
              <FormattedMessage
                id={copy.isCopied ? 'portfolio.checkoutLink.copied' : 'portfolio.checkoutLink.copy'}
              />
            </Button>
          </li>
          {canViewCheckoutLinkDetails(row.status) && (
            <li>
              <Button {...action} onClick={() => onOpen('CHECKOUT_LINK_DETAILS', row)}>
                <FormattedMessage id="portfolio.checkoutLink.details" />
              </Button>
            </li>
          )}
          <li>
            <Button {...action} onClick={() => onOpen('DELETE_LINK', row)}>
              <FormattedMessage id="portfolio.checkoutLink.delete" />
            </Button>
          </li>
        </>
      )}
    </PlainList>
  )
}
