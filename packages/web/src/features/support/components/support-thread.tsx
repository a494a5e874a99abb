import { Anchor, Group, Paper, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { supportAttachmentPath } from '@namefolio/core/support/support.endpoints'
import type { SupportCaseDetail } from '@namefolio/core/support/support.contract'
import { FormattedMessage } from 'react-intl'
import { PlainList } from '../../../components/ui/plain-list'
import { formatFileSize } from '../attachment-file'

/**
 * A case's messages, oldest first. `viewer` says whose side is "You": the customer's on the
 * portal, support's on the admin console.
 */
export function SupportThread({
  supportCase,
  viewer,
}: {
  supportCase: SupportCaseDetail
  viewer: 'CUSTOMER' | 'SUPPORT'
}) {
  return (
    <PlainList ordered gap="sm" label="support.thread.label">
      {supportCase.messages.map((message) => {
        const isMine = message.author === viewer
        return (
          <Paper
            component="li"
            key={message.messageId}
            withBorder
            radius="md"
            p="sm"
            ml={isMine ? { base: 0, sm: 'xl' } : 0}
            mr={isMine ? 0 : { base: 0, sm: 'xl' }}
            bg={message.author === 'SUPPORT' ? 'var(--mantine-color-teal-light)' : undefined}
            data-author={message.author}
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {isMine && viewer === 'CUSTOMER' ? (
                  <FormattedMessage id="support.thread.you" />
                ) : (
                  message.authorName
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {formatServerDate(message.createdAt, 'table')}{' '}
                {formatServerDate(message.createdAt, 'time')}
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
            {message.attachment && (
              <Anchor
                size="sm"
                mt={6}
                display="inline-block"
                href={supportAttachmentPath(supportCase.caseId, message.attachment.attachmentId)}
                download={message.attachment.fileName}
              >
                <FormattedMessage
                  id="support.thread.attachment"
                  values={{
                    name: message.attachment.fileName,
                    size: formatFileSize(message.attachment.sizeBytes),
                  }}
                />
              </Anchor>
            )}
          </Paper>
        )
      })}
    </PlainList>
  )
}
