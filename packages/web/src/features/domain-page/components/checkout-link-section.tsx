import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import {
  canViewCheckoutLinkDetails,
  checkoutLinkEligibility,
} from '@namefolio/core/checkout/checkout-link'
import type { PortfolioDomain } from '@namefolio/core/portfolio/portfolio.contract'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { domainViewOf, type DomainPageModal } from '../domain-view'
import { PageSection } from '../../../components/ui/page-section'

/**
 * The checkout link (spec §2, §4), as the row menu offers it: copy, view details (ACTIVE only)
 * and delete an existing link; create one when the rules allow, else the reason in words.
 * Creating, details and deleting open the portfolio's own modals; `copy` is the portfolio's
 * copier (a growl and a copied state for 1.5 s, spec §8).
 */
export function CheckoutLinkSection({
  row,
  onOpen,
  copy,
}: {
  row: PortfolioDomain
  onOpen: (modal: DomainPageModal) => void
  copy: { isCopied: boolean; copy: (text: string) => unknown }
}) {
  const intl = useIntl()
  const link =
    row.transactionLink !== null && row.checkoutLinkId !== null
      ? { url: row.transactionLink }
      : null
  const eligibility = checkoutLinkEligibility({
    status: row.status,
    hidden: row.hidden,
    view: domainViewOf(row),
  })
  return (
    <PageSection title="portfolio.checkoutLink.heading" testId="domain-page-checkout">
      {link !== null ? (
        <Stack gap="sm">
          <TextInput
            readOnly
            value={link.url}
            label={intl.formatMessage({ id: 'portfolio.checkoutLink.url' })}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => void copy.copy(link.url)}
              variant={copy.isCopied ? 'light' : 'filled'}
              color={copy.isCopied ? 'teal.8' : undefined}
            >
              <FormattedMessage
                id={copy.isCopied ? 'portfolio.checkoutLink.copied' : 'portfolio.checkoutLink.copy'}
              />
            </Button>
            {canViewCheckoutLinkDetails(row.status) && (
              <Button size="xs" variant="default" onClick={() => onOpen('CHECKOUT_LINK_DETAILS')}>
                <FormattedMessage id="portfolio.checkoutLink.details" />
              </Button>
            )}
            <Button size="xs" variant="outline" color="red" onClick={() => onOpen('DELETE_LINK')}>
              <FormattedMessage id="portfolio.checkoutLink.delete" />
            </Button>
          </Group>
        </Stack>
      ) : eligibility.allowed ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="domainPage.checkout.none" />
          </Text>
          <Button size="xs" onClick={() => onOpen('CHECKOUT_LINK')}>
            <FormattedMessage id="portfolio.checkoutLink.create" />
          </Button>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" data-testid="checkout-disabled">
          <FormattedMessage id={eligibility.reason as MessageKey} />
        </Text>
      )}
    </PageSection>
  )
}
