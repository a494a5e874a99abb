import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, usernameProblem } from '@namefolio/core/account/profile'
import type { AccountProfile, AccountProfileUpdate } from '@namefolio/core/account/profile.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { accountProfileCalls, fieldErrorOf, rememberProfile } from '../account-profile.queries'

/** What the form changed, as `POST v1/account/profile` takes it: only the changed fields. */
export function changedProfileFields(
  initial: AccountProfile,
  values: Pick<AccountProfile, 'name' | 'username' | 'showSalesCount' | 'showResponseTime'> & {
    bio: string
  },
): AccountProfileUpdate {
  const changes: AccountProfileUpdate = {}
  if (values.name.trim() !== initial.name) changes.name = values.name
  if (values.username.trim().toLowerCase() !== initial.username) changes.username = values.username
  if (values.bio.trim() !== (initial.bio ?? '')) changes.bio = values.bio
  if (values.showSalesCount !== initial.showSalesCount)
    changes.showSalesCount = values.showSalesCount
  if (values.showResponseTime !== initial.showResponseTime)
    changes.showResponseTime = values.showResponseTime
  return changes
}

/** Name, username, bio and what the public profile shows (issue 18). */
export function ProfileForm({ initial }: { initial: AccountProfile }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({
    name: initial.name,
    username: initial.username,
    bio: initial.bio ?? '',
    showSalesCount: initial.showSalesCount,
    showResponseTime: initial.showResponseTime,
  })
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const changes = changedProfileFields(initial, values)
  const save = useMutation({
    mutationFn: () => accountProfileCalls.update(changes),
    onSuccess: (saved) => {
      rememberProfile(queryClient, saved)
      growl({ kind: 'success', message: 'profile.saved' })
    },
    onError: (error) => {
      if (fieldErrorOf(error, 'username') === null && fieldErrorOf(error, 'name') === null)
        growl({ kind: 'error', message: 'common.error.unknown' })
    },
  })
  const message = (key: string | null) => (key ? intl.formatMessage({ id: key }) : undefined)
  const usernameTyped = values.username.trim() === '' ? null : usernameProblem(values.username)
  const nameError =
    values.name.trim() === '' ? 'profile.error.nameRequired' : fieldErrorOf(save.error, 'name')
  const usernameError = usernameTyped ?? fieldErrorOf(save.error, 'username')
  const bioError = values.bio.length > BIO_MAX_LENGTH ? 'profile.error.bioLength' : null
  const invalid = nameError !== null || usernameError !== null || bioError !== null
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!invalid) save.mutate()
      }}
    >
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage({ id: 'profile.name' })}
          value={values.name}
          maxLength={NAME_MAX_LENGTH}
          required
          autoComplete="name"
          onChange={(e) => set('name', e.currentTarget.value)}
          error={message(nameError)}
        />
        <TextInput
          label={intl.formatMessage({ id: 'profile.username' })}
          description={intl.formatMessage(
            { id: 'profile.username.description' },
            { path: `/profile/${values.username.trim().toLowerCase() || '…'}` },
          )}
          value={values.username}
          required
          autoComplete="username"
          onChange={(e) => set('username', e.currentTarget.value)}
          error={message(usernameError)}
        />
        <Textarea
          label={intl.formatMessage({ id: 'profile.bio' })}
          description={intl.formatMessage(
            { id: 'profile.bio.description' },
            { count: values.bio.length, max: BIO_MAX_LENGTH },
          )}
          value={values.bio}
          autosize
          minRows={3}
          maxRows={8}
          onChange={(e) => set('bio', e.currentTarget.value)}
          error={message(bioError)}
        />
        <Switch
          label={intl.formatMessage({ id: 'profile.showSalesCount' })}
          checked={values.showSalesCount}
          onChange={(e) => set('showSalesCount', e.currentTarget.checked)}
        />
        <Switch
          label={intl.formatMessage({ id: 'profile.showResponseTime' })}
          description={intl.formatMessage({ id: 'profile.showResponseTime.description' })}
          checked={values.showResponseTime}
          onChange={(e) => set('showResponseTime', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={Object.keys(changes).length === 0 || invalid}
            loading={save.isPending}
          >
            <FormattedMessage id="profile.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
