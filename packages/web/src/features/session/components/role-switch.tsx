import { Menu } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { homePathFor } from '@namefolio/core/routing/role-home'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { useActiveRole } from '../active-role'

/**
 * The user menu's role switch, for a person holding several roles (issue 13, decision 950):
 * the choice is remembered and opens that role's home.
 */
export function RoleSwitchItems() {
  const navigate = useNavigate()
  const { roles, role: current, choose } = useActiveRole()
  if (roles.length < 2) return null
  return (
    <>
      <Menu.Label>
        <FormattedMessage id="roles.switch.label" />
      </Menu.Label>
      <Menu.RadioGroup
        value={current ?? ''}
        onChange={(value) => {
          const role = roles.find((r) => r === value)
          if (!role) return
          choose(role)
          void navigate({ to: homePathFor(roles, role) })
        }}
      >
        {roles.map((role) => (
          <Menu.RadioItem key={role} value={role}>
            <FormattedMessage id={`roles.name.${role}` as MessageKey} />
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
      <Menu.Divider />
    </>
  )
}
