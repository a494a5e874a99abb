import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountProfile } from '@namefolio/core/account/profile.contract'
import { AVATAR_MAX_BYTES } from '@namefolio/core/account/profile'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import { accountProfileCalls, accountProfileKeys, fieldErrorOf } from '../account-profile.queries'
import { useState } from 'react'

const AVATAR_SIDE = 512

/**
 * A square, at most 512 px, WebP copy of the picture (decision 1005): a phone photo of several
 * MB becomes a small upload. A file the browser cannot draw is sent as it is, and the server,
 * which reads its bytes, says what is wrong with it.
 */
async function squareCopy(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file
  try {
    const bitmap = await createImageBitmap(file)
    const side = Math.min(bitmap.width, bitmap.height)
    const size = Math.min(AVATAR_SIDE, side)
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')
    if (!context) return file
    const x = (bitmap.width - side) / 2
    const y = (bitmap.height - side) / 2
    context.drawImage(bitmap, x, y, side, side, 0, 0, size, size)
    return await new Promise<Blob>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? file), 'image/webp', 0.9),
    )
  } catch {
    return file
  }
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'))
    reader.readAsDataURL(blob)
  })
}

/** The seller's picture: upload, replace or remove (with a confirmation). */
export function AvatarField({ profile }: { profile: AccountProfile }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [tooBig, setTooBig] = useState(false)
  const setAvatar = (avatarUrl: string | null) =>
    queryClient.setQueryData<AccountProfile>(accountProfileKeys.all, (old) =>
      old ? { ...old, avatarUrl } : old,
    )
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const blob = await squareCopy(file)
      if (blob.size > AVATAR_MAX_BYTES) {
        setTooBig(true)
        throw new Error('too big')
      }
      return accountProfileCalls.uploadAvatar(await base64Of(blob))
    },
    onMutate: () => setTooBig(false),
    onSuccess: (answer) => {
      setAvatar(answer.avatarUrl)
      growl({ kind: 'success', message: 'profile.avatar.saved' })
    },
  })
  const remove = useMutation({
    mutationFn: () => accountProfileCalls.deleteAvatar(),
    onSuccess: () => {
      setConfirming(false)
      setAvatar(null)
      growl({ kind: 'success', message: 'profile.avatar.removed' })
    },
    onError: () => growl({ kind: 'error', message: 'common.error.unknown' }),
  })
  const errorKey = tooBig
    ? 'profile.error.avatarSize'
    : upload.isError
      ? (fieldErrorOf(upload.error, 'image') ?? 'profile.error.avatarUpload')
      : null
  return (
    <Group gap="md" align="center" wrap="nowrap">
      <Avatar
        src={profile.avatarUrl}
        size={72}
        radius="100%"
        alt={intl.formatMessage({ id: 'profile.avatar.alt' })}
        name={profile.name}
        color="initials"
      />
      <Stack gap={4}>
        <Group gap="xs">
          <FileButton
            accept="image/png,image/jpeg,image/webp"
            onChange={(file) => file && upload.mutate(file)}
          >
            {(props) => (
              <Button {...props} variant="default" size="sm" loading={upload.isPending}>
                <FormattedMessage
                  id={profile.avatarUrl ? 'profile.avatar.replace' : 'profile.avatar.upload'}
                />
              </Button>
            )}
          </FileButton>
          {profile.avatarUrl && (
            <Button variant="subtle" color="red" size="sm" onClick={() => setConfirming(true)}>
              <FormattedMessage id="profile.avatar.remove" />
            </Button>
          )}
        </Group>
        <Text size="xs" c={errorKey ? 'red' : 'dimmed'} role={errorKey ? 'alert' : undefined}>
          <FormattedMessage id={errorKey ?? 'profile.avatar.hint'} />
        </Text>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="profile.avatar.removeTitle" />}
          confirmLabel={<FormattedMessage id="profile.avatar.remove" />}
          cancelLabel={<FormattedMessage id="profile.avatar.keep" />}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirming(false)}
          isDanger
          isBusy={remove.isPending}
        >
          <FormattedMessage id="profile.avatar.removeMessage" />
        </ConfirmDialog>
      )}
    </Group>
  )
}
