import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  listTimeZones,
  PREF_NAMES,
  PROFILE_CURRENCIES,
  PROFILE_LANGUAGES,
  type PrefName,
} from '@namefolio/core/account/profile'
import type { ProfilePrefs, ProfilePrefsPatch } from '@namefolio/core/account/profile.contract'
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { accountProfileCalls, rememberProfile } from '../account-profile.queries'

/** `PATCH v1/account/prefs` body: the changed prefs, named (spec §7). Null: nothing changed. */
export function prefsPatch(initial: ProfilePrefs, values: ProfilePrefs): ProfilePrefsPatch | null {
  const changed: PrefName[] = PREF_NAMES.filter((name) => values[name] !== initial[name])
  if (changed.length === 0) return null
  const patch: ProfilePrefsPatch = { changed }
  for (const name of changed) Object.assign(patch, { [name]: values[name] })
  return patch
}

/** Time zone, language and currency preferences. */
export function PrefsForm({ initial }: { initial: ProfilePrefs }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(initial)
  const patch = prefsPatch(initial, values)
  const zones = useMemo(() => listTimeZones().map((zone) => ({ value: zone, label: zone })), [])
  const languageNames = useMemo(() => new Intl.DisplayNames(['en-US'], { type: 'language' }), [])
  const currencyNames = useMemo(() => new Intl.DisplayNames(['en-US'], { type: 'currency' }), [])
  const save = useMutation({
    mutationFn: (body: ProfilePrefsPatch) => accountProfileCalls.updatePrefs(body),
    onSuccess: (saved) => {
      rememberProfile(queryClient, saved)
      growl({ kind: 'success', message: 'profile.prefs.saved' })
    },
    onError: () => growl({ kind: 'error', message: 'common.error.unknown' }),
  })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (patch) save.mutate(patch)
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={intl.formatMessage({ id: 'profile.prefs.timeZone' })}
            data={zones}
            searchable
            limit={50}
            allowDeselect={false}
            value={values.timeZone}
            onChange={(zone) => zone && setValues((v) => ({ ...v, timeZone: zone }))}
          />
          <Select
            label={intl.formatMessage({ id: 'profile.prefs.language' })}
            data={PROFILE_LANGUAGES.map((code) => ({
              value: code,
              label: languageNames.of(code) ?? code,
            }))}
            allowDeselect={false}
            value={values.language}
            onChange={(language) =>
              language &&
              setValues((v) => ({ ...v, language: language as ProfilePrefs['language'] }))
            }
          />
          <Select
            label={intl.formatMessage({ id: 'profile.prefs.currency' })}
            data={PROFILE_CURRENCIES.map((code) => ({
              value: code,
              label: `${code} · ${currencyNames.of(code) ?? code}`,
            }))}
            allowDeselect={false}
            value={values.currency}
            onChange={(currency) =>
              currency &&
              setValues((v) => ({ ...v, currency: currency as ProfilePrefs['currency'] }))
            }
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={patch === null} loading={save.isPending}>
            <FormattedMessage id="profile.prefs.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
