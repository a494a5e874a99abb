import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { sessionQueries } from '../session.queries'
import { RoleSwitchItems } from './role-switch'

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase() || '?'
}

const SIGN_OUT_FORM_ID = 'nf-sign-out'

/** The header's user menu: who is signed in, the role switch, their account, and sign out. */
export function UserMenu() {
  const intl = useIntl()
  const { data: account } = useQuery(sessionQueries.currentUser())
  const name = account?.name ?? ''
  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={
              name === ''
                ? intl.formatMessage({ id: 'userMenu.open' })
                : intl.formatMessage({ id: 'userMenu.openFor' }, { name })
            }
            className="nf-user-button"
          >
            <Group gap="xs" wrap="nowrap">
              {/* The initials repeat the name beside them: not part of the button's name. */}
              <Avatar color="brand" radius="xl" size={32} aria-hidden>
                {initialsOf(name)}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {account !== undefined && (
            <Menu.Label>
              <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
                {account.name}
              </Text>
              <Text size="xs" truncate>
                {account.email}
              </Text>
            </Menu.Label>
          )}
          <RoleSwitchItems />
          {/* Opening the menu focuses this item (theme: no focus placeholder, issue 15). */}
          <Menu.Item component={Link} to="/account/profile" data-autofocus>
            <FormattedMessage id="userMenu.account" />
          </Menu.Item>
          <Menu.Item component={Link} to="/account/security">
            <FormattedMessage id="security.title" />
          </Menu.Item>
          <Menu.Item component={Link} to="/account/oauth">
            <FormattedMessage id="tokens.title" />
          </Menu.Item>
          <Menu.Item component={Link} to="/account/webhooks">
            <FormattedMessage id="userMenu.webhooks" />
          </Menu.Item>
          <Menu.Divider />
          {/* Submits the form below: the server ends the session and goes to sign-in. */}
          <Menu.Item type="submit" form={SIGN_OUT_FORM_ID}>
            <FormattedMessage id="userMenu.signOut" />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Sign-out is a POST (issue 12): a GET /logout link from another site must not work. */}
      <form id={SIGN_OUT_FORM_ID} method="post" action="/logout" hidden />
    </>
  )
}
