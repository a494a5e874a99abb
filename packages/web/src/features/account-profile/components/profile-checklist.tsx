import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PROFILE_ITEMS, type ProfileItem } from '@namefolio/core/account/profile'
import type { AccountProfile } from '@namefolio/core/account/profile.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { accountProfileCalls, fieldErrorOf, rememberProfile } from '../account-profile.queries'
import { itemProblem, itemUpdate, itemValue, ProfileItemField } from './profile-item-field'

function ChecklistItem({ profile, item }: { profile: AccountProfile; item: ProfileItem }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const isMissing = profile.missing.includes(item)
  const [value, setValue] = useState(itemValue(profile, item))
  const [touched, setTouched] = useState(false)
  const save = useMutation({
    mutationFn: () => accountProfileCalls.update(itemUpdate(item, value)),
    onSuccess: (saved) => {
      rememberProfile(queryClient, saved)
      setTouched(false)
      growl({ kind: 'success', message: 'profile.saved' })
    },
  })
  const problem = itemProblem(item, value)
  const error =
    (touched ? problem : null) ??
    fieldErrorOf(save.error, item) ??
    (save.isError ? 'common.error.unknown' : null)
  const unchanged = value.trim() === itemValue(profile, item)
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={intl.formatMessage({ id: `profile.item.${item}` })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTouched(true)
          if (problem === null) save.mutate()
        }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size="sm" radius="xl" color={isMissing ? 'orange' : 'teal'} aria-hidden>
                <Text size="xs" fw={700} c="white" span>
                  {isMissing ? '!' : '✓'}
                </Text>
              </ThemeIcon>
              <Text fw={600}>
                <FormattedMessage id={`profile.item.${item}`} />
              </Text>
            </Group>
            <Badge color={isMissing ? 'orange' : 'teal'} variant="light">
              <FormattedMessage id={isMissing ? 'profile.item.missing' : 'profile.item.done'} />
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <FormattedMessage id={`profile.item.${item}.why`} />
          </Text>
          <ProfileItemField
            item={item}
            value={value}
            onChange={(next) => {
              setValue(next)
              setTouched(true)
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button type="submit" size="sm" disabled={unchanged} loading={save.isPending}>
              <FormattedMessage
                id="profile.item.save"
                values={{ item: intl.formatMessage({ id: `profile.item.${item}` }) }}
              />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

/** /account/profile/complete: what the first listing or payout still needs, each fixed in place. */
export function ProfileChecklist({ profile }: { profile: AccountProfile }) {
  const done = PROFILE_ITEMS.length - profile.missing.length
  return (
    <Stack gap="md">
      <Text role="status" fw={600}>
        <FormattedMessage
          id={
            profile.missing.length === 0 ? 'profile.complete.allDone' : 'profile.complete.progress'
          }
          values={{ done, total: PROFILE_ITEMS.length }}
        />
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {PROFILE_ITEMS.map((item) => (
          <ChecklistItem key={item} profile={profile} item={item} />
        ))}
      </Stack>
    </Stack>
  )
}
