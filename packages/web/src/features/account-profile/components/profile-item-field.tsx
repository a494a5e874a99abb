import { TextInput } from '@mantine/core'
import type { ProfileItem } from '@namefolio/core/account/profile'
import { normalizePhone, usernameProblem } from '@namefolio/core/account/profile'
import type { AccountProfile, AccountProfileUpdate } from '@namefolio/core/account/profile.contract'
import { useIntl } from 'react-intl'
import { CountrySelect } from '../../../components/ui/country-select'

/** What a person typed for one checklist item, checked as they type; null: fine. */
export function itemProblem(item: ProfileItem, value: string): string | null {
  const text = value.trim()
  if (item === 'name') return text === '' ? 'profile.error.nameRequired' : null
  if (item === 'username') return usernameProblem(text)
  if (item === 'country') return text === '' ? 'profile.error.countryRequired' : null
  return normalizePhone(text) === null ? 'profile.error.phoneFormat' : null
}

export function itemValue(profile: AccountProfile, item: ProfileItem): string {
  return profile[item] ?? ''
}

export function itemUpdate(item: ProfileItem, value: string): AccountProfileUpdate {
  return { [item]: value.trim() }
}

const LABEL = {
  name: 'profile.name',
  username: 'profile.username',
  country: 'profile.country',
  phone: 'profile.phone',
} as const

/** One of the items the first listing or payout needs, as an input. */
export function ProfileItemField({
  item,
  value,
  onChange,
  error,
}: {
  item: ProfileItem
  value: string
  onChange: (value: string) => void
  error: string | null
}) {
  const intl = useIntl()
  const message = error ? intl.formatMessage({ id: error }) : undefined
  if (item === 'country') {
    return (
      <CountrySelect
        label={LABEL.country}
        value={value === '' ? null : value}
        onChange={(code) => onChange(code ?? '')}
        error={message}
        required
      />
    )
  }
  return (
    <TextInput
      label={intl.formatMessage({ id: LABEL[item] })}
      description={
        item === 'phone' ? intl.formatMessage({ id: 'profile.phone.description' }) : undefined
      }
      type={item === 'phone' ? 'tel' : 'text'}
      autoComplete={item === 'phone' ? 'tel' : item === 'name' ? 'name' : 'username'}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={message}
    />
  )
}
