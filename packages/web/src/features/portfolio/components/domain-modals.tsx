import { Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Delayed } from '../../../components/ui/delayed'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { useCopyText } from '../use-copy-text'
import type { PortfolioRow } from '../portfolio-row'
import type { PortfolioRouteView } from '../portfolio-search'
import {
  portfolioQueries,
  useCreateCheckoutLink,
  useDeleteCheckoutLink,
  useDeleteDomain,
} from '../portfolio.queries'
import { useResubmitAction } from '../resubmit-action'
import { ListingControls } from './listing-controls'
import { PriceFields } from './price-fields'
import type { RowModal } from './row-actions'
import { LoadError } from '../../../components/ui/load-error'

/** A confirm dialog about one domain: its body names the domain in bold. */
function DomainConfirm({
  row,
  title,
  confirmLabel,
  body,
  isDanger,
  isBusy,
  onClose,
  onConfirm,
}: {
  row: PortfolioRow
  title: MessageKey
  confirmLabel: MessageKey
  body: MessageKey
  isDanger?: boolean
  isBusy: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      title={<FormattedMessage id={title} />}
      confirmLabel={<FormattedMessage id={confirmLabel} />}
      cancelLabel={<FormattedMessage id="common.cancel" />}
      isDanger={isDanger}
      isBusy={isBusy}
      onCancel={onClose}
      onConfirm={onConfirm}
    >
      <FormattedMessage id={body} values={{ domain: <strong>{row.displayName}</strong> }} />
    </ConfirmDialog>
  )
}

/** A removal's outcome: a success growl and the dialog closes, or an error growl. */
function growlThenClose(onClose: () => void, message: MessageKey, values?: { domain: string }) {
  return {
    onSuccess: () => {
      growl({ kind: 'success', message, values })
      onClose()
    },
    onError: () => growl({ kind: 'error', message: 'common.error.unknown' }),
  }
}

/** Deletes a domain after the seller confirms (spec §2 "delete domain" modal). */
export function DeleteDomainModal({ row, onClose }: { row: PortfolioRow; onClose: () => void }) {
  const remove = useDeleteDomain()
  return (
    <DomainConfirm
      row={row}
      title="portfolio.delete.title"
      confirmLabel="portfolio.delete.confirm"
      body="portfolio.delete.body"
      isDanger
      isBusy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          row.name,
          growlThenClose(onClose, 'portfolio.delete.done', { domain: row.displayName }),
        )
      }
    />
  )
}

/** Resubmits a listing in review (spec §4); resumes after a sign-in when one is needed. */
export function ResubmitModal({ row, onClose }: { row: PortfolioRow; onClose: () => void }) {
  const resubmit = useResubmitAction()
  return (
    <DomainConfirm
      row={row}
      title="portfolio.resubmit.title"
      confirmLabel="portfolio.action.resubmit"
      body="portfolio.resubmit.body"
      isBusy={resubmit.isRunning}
      onClose={onClose}
      onConfirm={() => void resubmit.execute(row.name).then(onClose)}
    />
  )
}

function LinkField({ url }: { url: string }) {
  const intl = useIntl()
  const copy = useCopyText()
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        readOnly
        value={url}
        label={intl.formatMessage({ id: 'portfolio.checkoutLink.url' })}
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        onClick={() => void copy.copy(url)}
        variant={copy.isCopied ? 'light' : 'filled'}
        color={copy.isCopied ? 'teal.8' : undefined}
      >
        <FormattedMessage
          id={copy.isCopied ? 'portfolio.checkoutLink.copied' : 'portfolio.checkoutLink.copy'}
        />
      </Button>
    </Group>
  )
}

/** A checkout link's modal: what it shows, then a button that closes it. */
function LinkModal({
  title,
  onClose,
  children,
}: {
  title: ReactNode
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Creates a checkout link (spec §2 "create/copy checkout link" modal), then offers the copy. */
export function CheckoutLinkModal({
  row,
  view,
  onClose,
}: {
  row: PortfolioRow
  view: PortfolioRouteView
  onClose: () => void
}) {
  const create = useCreateCheckoutLink()
  const hasStarted = useRef(false)
  useEffect(() => {
    if (hasStarted.current) return
    hasStarted.current = true
    create.mutate({ name: row.name, view })
  }, [create, row.name, view])
  return (
    <LinkModal
      title={<FormattedMessage id="portfolio.checkoutLink.createTitle" />}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="portfolio.checkoutLink.createBody"
          values={{ domain: row.displayName, price: formatUsd(row.buynowPriceMicros) }}
        />
      </Text>
      {create.isPending && (
        <Delayed>
          <Group gap="xs">
            <Loader size="sm" />
            <FormattedMessage id="portfolio.checkoutLink.creating" />
          </Group>
        </Delayed>
      )}
      {create.isError && (
        <LoadError
          title="portfolio.checkoutLink.createFailed"
          onRetry={() => create.mutate({ name: row.name, view })}
        />
      )}
      {create.isSuccess && <LinkField url={create.data.transactionLink} />}
    </LinkModal>
  )
}

/** A link's details, loaded when opened; a failed load or no transactionLink is an error (§4). */
export function CheckoutLinkDetailsModal({
  row,
  onClose,
}: {
  row: PortfolioRow
  onClose: () => void
}) {
  const linkId = row.checkoutLinkId ?? ''
  const details = useQuery({ ...portfolioQueries.checkoutLink(linkId), enabled: linkId !== '' })
  const isBroken =
    linkId === '' || details.isError || (details.isSuccess && details.data.transactionLink === '')
  return (
    <LinkModal
      title={
        <FormattedMessage
          id="portfolio.checkoutLink.detailsTitle"
          values={{ domain: row.displayName }}
        />
      }
      onClose={onClose}
    >
      {isBroken ? (
        <LoadError
          title="portfolio.checkoutLink.detailsFailed"
          onRetry={details.isError ? () => void details.refetch() : undefined}
        />
      ) : details.isPending ? (
        <Delayed>
          <Loader size="sm" />
        </Delayed>
      ) : (
        <>
          <LinkField url={details.data.transactionLink} />
          <Group gap="xl">
            <div>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="portfolio.column.buyNow" />
              </Text>
              <Text className="nf-money" ta="left">
                {formatUsd(details.data.details.buynowPriceMicros, 2)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="portfolio.checkoutLink.created" />
              </Text>
              <Text className="nf-tabular">{formatServerDate(details.data.details.createdAt)}</Text>
            </div>
          </Group>
        </>
      )}
    </LinkModal>
  )
}

export function DeleteLinkModal({ row, onClose }: { row: PortfolioRow; onClose: () => void }) {
  const remove = useDeleteCheckoutLink()
  const linkId = row.checkoutLinkId ?? ''
  return (
    <DomainConfirm
      row={row}
      title="portfolio.checkoutLink.deleteTitle"
      confirmLabel="portfolio.checkoutLink.delete"
      body="portfolio.checkoutLink.deleteBody"
      isDanger
      isBusy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(linkId, growlThenClose(onClose, 'portfolio.checkoutLink.deleted'))
      }
    />
  )
}

/**
 * The edit modal (spec §2): the listing toggle, the three prices with their rules, and a
 * link to the domain's details for everything else.
 */
export function EditDomainModal({ row, onClose }: { row: PortfolioRow; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={<FormattedMessage id="portfolio.edit.title" values={{ domain: row.displayName }} />}
      centered
      size="lg"
    >
      <Stack gap="md">
        <ListingControls row={row} />
        <PriceFields row={row} onSaved={onClose} />
        <Anchor
          renderRoot={(props) => (
            <Link
              {...props}
              to="/domains/$displayName/details"
              params={{ displayName: row.displayName }}
            />
          )}
          size="sm"
        >
          <FormattedMessage id="portfolio.edit.allDetails" />
        </Anchor>
      </Stack>
    </Modal>
  )
}

/** The modal a row has open (spec §4 "Domain action modal state"), loaded by row-modal-host.tsx. */
export function RowModalContent({
  modal,
  row,
  view = 'selling',
  onClose,
}: {
  modal: RowModal
  row: PortfolioRow
  view?: PortfolioRouteView
  onClose: () => void
}) {
  switch (modal) {
    case 'EDIT':
      return <EditDomainModal row={row} onClose={onClose} />
    case 'DELETE':
      return <DeleteDomainModal row={row} onClose={onClose} />
    case 'CHECKOUT_LINK':
      return <CheckoutLinkModal row={row} view={view} onClose={onClose} />
    case 'CHECKOUT_LINK_DETAILS':
      return <CheckoutLinkDetailsModal row={row} onClose={onClose} />
    case 'DELETE_LINK':
      return <DeleteLinkModal row={row} onClose={onClose} />
    case 'RESUBMIT_LISTINGS':
      return <ResubmitModal row={row} onClose={onClose} />
  }
}
