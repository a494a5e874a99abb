import { Button, CopyButton, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type {
  IssuedPartnerKey,
  Partner,
  PartnerKey,
} from '@namefolio/core/partners/partner-network.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import { partnerCalls, partnerKeys } from '../partners.queries'

/** The new key, shown this once with a copy button (it is stored only as a hash). */
function NewKeyDialog({ issued, onClose }: { issued: IssuedPartnerKey; onClose: () => void }) {
  const intl = useIntl()
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={<FormattedMessage id="partners.admin.newKeyTitle" />}
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="partners.admin.newKeyBody" />
        </Text>
        <TextInput
          readOnly
          label={intl.formatMessage({ id: 'partners.admin.newKeyLabel' })}
          value={issued.key}
          data-testid="new-partner-key"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end" gap="sm">
          <CopyButton value={issued.key}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                <FormattedMessage id={copied ? 'partners.admin.copied' : 'partners.admin.copy'} />
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>
            <FormattedMessage id="partners.admin.done" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function KeyLine({ partnerId, partnerKey }: { partnerId: string; partnerKey: PartnerKey }) {
  const queryClient = useQueryClient()
  const [isConfirming, setConfirming] = useState(false)
  const revoke = useMutation({
    mutationFn: () => partnerCalls.revokeKey(partnerId, partnerKey.id),
    onSuccess: () => {
      setConfirming(false)
      void queryClient.invalidateQueries({ queryKey: partnerKeys.list() })
      growl({ kind: 'success', message: 'partners.admin.revoked' })
    },
    onError: () => {
      setConfirming(false)
      growl({ kind: 'error', message: 'partners.admin.revokeFailed' })
    },
  })
  const { prefix } = partnerKey
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" ff="monospace">
          <FormattedMessage id="partners.admin.keyLabel" values={{ prefix }} />
        </Text>
        <Text size="sm" c="dimmed">
          {partnerKey.revokedAt ? (
            <FormattedMessage
              id="partners.admin.keyRevoked"
              values={{ date: formatServerDate(partnerKey.revokedAt, 'default') }}
            />
          ) : (
            <>
              <FormattedMessage
                id="partners.admin.keyCreated"
                values={{ date: formatServerDate(partnerKey.createdAt, 'default') }}
              />
              {partnerKey.lastUsedAt && (
                <>
                  {', '}
                  <FormattedMessage
                    id="partners.admin.keyLastUsed"
                    values={{ date: formatServerDate(partnerKey.lastUsedAt, 'default') }}
                  />
                </>
              )}
            </>
          )}
        </Text>
        {!partnerKey.revokedAt && (
          <Button size="compact-sm" variant="default" onClick={() => setConfirming(true)}>
            <FormattedMessage id="partners.admin.revoke" />
          </Button>
        )}
      </Group>
      {isConfirming && (
        <ConfirmDialog
          title={<FormattedMessage id="partners.admin.revokeTitle" />}
          confirmLabel={<FormattedMessage id="partners.admin.revokeYes" />}
          cancelLabel={<FormattedMessage id="partners.admin.revokeNo" />}
          onConfirm={() => revoke.mutate()}
          onCancel={() => setConfirming(false)}
          isDanger
          isBusy={revoke.isPending}
        >
          <FormattedMessage id="partners.admin.revokeBody" values={{ prefix }} />
        </ConfirmDialog>
      )}
    </List.Item>
  )
}

/** A partner's keys: issue a new one (shown once), revoke one after a confirmation. */
export function PartnerKeysPanel({ partner }: { partner: Partner }) {
  const queryClient = useQueryClient()
  const [issued, setIssued] = useState<IssuedPartnerKey | null>(null)
  const issue = useMutation({
    mutationFn: () => partnerCalls.issueKey(partner.id),
    onSuccess: (key) => {
      setIssued(key)
      void queryClient.invalidateQueries({ queryKey: partnerKeys.list() })
    },
    onError: () => growl({ kind: 'error', message: 'partners.admin.issueFailed' }),
  })
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        <FormattedMessage id="partners.admin.keys" />
      </Text>
      {partner.keys.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="partners.admin.noKeys" />
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" p={0}>
          {partner.keys.map((k) => (
            <KeyLine key={k.id} partnerId={partner.id} partnerKey={k} />
          ))}
        </List>
      )}
      <Button
        variant="light"
        size="sm"
        loading={issue.isPending}
        onClick={() => issue.mutate()}
        style={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage id="partners.admin.issueKey" />
      </Button>
      {issued && <NewKeyDialog issued={issued} onClose={() => setIssued(null)} />}
    </Stack>
  )
}
