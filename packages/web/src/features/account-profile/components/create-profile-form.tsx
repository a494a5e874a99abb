import { Anchor, Button, Group, Stack, Textarea } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BIO_MAX_LENGTH, PROFILE_ITEMS, type ProfileItem } from '@namefolio/core/account/profile'
import type { AccountProfile, AccountProfileUpdate } from '@namefolio/core/account/profile.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { accountProfileCalls, fieldErrorOf, rememberProfile } from '../account-profile.queries'
import { itemProblem, itemValue, ProfileItemField } from './profile-item-field'

/**
 * /account/profile/create, right after sign-up: the four things the first listing or payout
 * needs, and an optional bio. Saving goes on to `next`; "Later" skips without saving.
 */
export function CreateProfileForm({
  profile,
  next,
  onDone,
}: {
  profile: AccountProfile
  next: string
  onDone: () => void
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Record<ProfileItem, string>>({
    name: itemValue(profile, 'name'),
    username: itemValue(profile, 'username'),
    country: itemValue(profile, 'country'),
    phone: itemValue(profile, 'phone'),
  })
  const [bio, setBio] = useState(profile.bio ?? '')
  const [submitted, setSubmitted] = useState(false)
  const problems = Object.fromEntries(
    PROFILE_ITEMS.map((item) => [item, itemProblem(item, values[item])]),
  ) as Record<ProfileItem, string | null>
  const save = useMutation({
    mutationFn: () => {
      const body: AccountProfileUpdate = {}
      for (const item of PROFILE_ITEMS) {
        if (values[item].trim() !== itemValue(profile, item)) body[item] = values[item].trim()
      }
      if (bio.trim() !== (profile.bio ?? '')) body.bio = bio
      return Object.keys(body).length === 0
        ? Promise.resolve(profile)
        : accountProfileCalls.update(body)
    },
    onSuccess: (saved) => {
      rememberProfile(queryClient, saved)
      growl({ kind: 'success', message: 'profile.create.saved' })
      onDone()
    },
    onError: (error) => {
      if (!PROFILE_ITEMS.some((item) => fieldErrorOf(error, item) !== null))
        growl({ kind: 'error', message: 'common.error.unknown' })
    },
  })
  const errorOf = (item: ProfileItem) =>
    (submitted ? problems[item] : null) ?? fieldErrorOf(save.error, item)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (PROFILE_ITEMS.every((item) => problems[item] === null)) save.mutate()
      }}
    >
      <Stack gap="md">
        {PROFILE_ITEMS.map((item) => (
          <ProfileItemField
            key={item}
            item={item}
            value={values[item]}
            onChange={(value) => setValues((v) => ({ ...v, [item]: value }))}
            error={errorOf(item)}
          />
        ))}
        <Textarea
          label={intl.formatMessage({ id: 'profile.bio' })}
          description={intl.formatMessage(
            { id: 'profile.bio.description' },
            { count: bio.length, max: BIO_MAX_LENGTH },
          )}
          value={bio}
          autosize
          minRows={3}
          onChange={(e) => setBio(e.currentTarget.value)}
          error={
            bio.length > BIO_MAX_LENGTH
              ? intl.formatMessage({ id: 'profile.error.bioLength' })
              : undefined
          }
        />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor underline="always" component={Link} to={next} size="sm">
            <FormattedMessage id="profile.create.later" />
          </Anchor>
          <Button type="submit" loading={save.isPending} disabled={bio.length > BIO_MAX_LENGTH}>
            <FormattedMessage id="profile.create.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
