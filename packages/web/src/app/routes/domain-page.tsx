import { useDocumentTitle } from '@mantine/hooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { DomainPage } from '../../features/domain-page/components/domain-page'
import { BuyNowPausedAlert } from '../../features/in-use-guard/components/buy-now-paused-alert'
import { notificationKeys } from '../../features/notifications/notifications.queries'
import { DomainOfferRulesSection } from '../../features/offer-rules/components/domain-offer-rules-section'
import { OpenTransactionLink } from '../../features/sales/components/open-transaction-link'
import { domainViewOf } from '../../features/domain-page/domain-view'
import { RowModalHost } from '../../features/portfolio/components/row-modal-host'
import { StatusCell } from '../../features/portfolio/components/status-cell'
import { portfolioKeys, portfolioQueries } from '../../features/portfolio/portfolio.queries'
import { ResubmitResume } from '../../features/portfolio/resubmit-action'
import { useCopyText } from '../../features/portfolio/use-copy-text'
import { DomainPartnerSitesSection } from '../../features/partners/components/domain-partner-sites'

/**
 * The domain's page wired to the portfolio (decision 294): its detail and history queries (so
 * the portfolio's edits refresh the page), its status cell, copier and modals. A closed modal
 * refreshes the domain and its history: the checkout-link calls refresh only the lists.
 */
export function OwnerDomainPage({ domain }: { domain: string }) {
  const detail = useQuery(portfolioQueries.detail(domain))
  const history = useQuery(portfolioQueries.history(domain))
  const copy = useCopyText()
  const queryClient = useQueryClient()
  return (
    <>
      <DomainPage
        domain={domain}
        detail={detail}
        history={history}
        copy={copy}
        renderStatus={(row, open) => (
          <StatusCell
            row={row}
            onListDomain={() => open('EDIT')}
            onResubmit={() => open('RESUBMIT_LISTINGS')}
          />
        )}
        renderNotice={(row) => (
          <BuyNowPausedAlert
            domainName={row.name}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })}
          />
        )}
        renderPriceSections={(row) => <DomainPartnerSitesSection domainName={row.name} />}
        renderModal={(modal, row, close) => (
          <RowModalHost
            modal={modal}
            row={row}
            view={domainViewOf(row)}
            onClose={() => {
              close()
              void queryClient.invalidateQueries({ queryKey: portfolioKeys.detail(row.name) })
            }}
          />
        )}
        renderMoreSections={(row) => <DomainOfferRulesSection name={row.name} />}
      />
      <ResubmitResume />
    </>
  )
}

const route = getRouteApi('/portal/domains/$domain')

/** /domains/{domain}: the owner's page of one domain (issue 15, decision 294). */
export function DomainPageRoute() {
  const intl = useIntl()
  const { domain } = route.useParams()
  useDocumentTitle(`${domain} · ${intl.formatMessage({ id: 'app.brand' })}`)
  return (
    <div style={{ maxWidth: 1080, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
      <OpenTransactionLink domain={domain} />
      <OwnerDomainPage key={domain} domain={domain} />
    </div>
  )
}
