import { Anchor, Button, Modal } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link } from '@tanstack/react-router'
import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'
import { FormattedMessage, useIntl } from 'react-intl'
import { saleStatusActionOf } from '../sale-status-action'
import { AuthCodeForm } from './auth-code-form'
import { TransferForm } from './transfer-form'

/** The status-driven action of a sold row: auth code, transfer, or see status (spec §4). */
export function SaleStatusActionButton({
  transactionId,
  domain,
  fullStatus,
  size = 'xs',
}: {
  transactionId: string
  domain: string
  fullStatus: TransactionStatus
  size?: 'xs' | 'sm'
}) {
  const intl = useIntl()
  const [isOpen, { open, close }] = useDisclosure(false)
  const action = saleStatusActionOf(fullStatus)
  if (action === 'seeStatus') {
    return (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link {...props} to="/sales/$transactionId/details" params={{ transactionId }} />
        )}
        aria-label={intl.formatMessage({ id: 'sales.action.seeStatusFor' }, { domain })}
      >
        <FormattedMessage id="sales.action.seeStatus" />
      </Anchor>
    )
  }
  const title = intl.formatMessage(
    { id: action === 'authCode' ? 'sales.authCode.title' : 'sales.transfer.title' },
    { domain },
  )
  return (
    <>
      <Button size={size} color="orange" onClick={open} aria-label={title} aria-haspopup="dialog">
        <FormattedMessage
          id={action === 'authCode' ? 'sales.action.authCode' : 'sales.action.transfer'}
        />
      </Button>
      <Modal opened={isOpen} onClose={close} title={title} centered>
        {action === 'authCode' ? (
          <AuthCodeForm
            transactionId={transactionId}
            domain={domain}
            onDone={close}
            onCancel={close}
          />
        ) : (
          <TransferForm
            transactionId={transactionId}
            domain={domain}
            onDone={close}
            onCancel={close}
          />
        )}
      </Modal>
    </>
  )
}
