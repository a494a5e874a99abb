import { escapeHtml, type MailMessage } from '../../mail/mailer.ts'

function message(
  to: string,
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : [])].join('\n')
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n')
  return { to, subject, text, html }
}

/** To the new address: the link that makes it the account's sign-in address. */
export function confirmEmailMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your new Namefolio e-mail address',
    [
      'You asked to use this address for your Namefolio account.',
      'Open the link while signed in to Namefolio to confirm it. It works once, for 24 hours.',
      'If it was not you, ignore this e-mail: nothing changes.',
    ],
    { url, label: 'Confirm this address' },
  )
}

/** To the new address when an account already uses it: no link, and no account named. */
export function emailInUseMail(to: string): MailMessage {
  return message(to, 'Your Namefolio e-mail address', [
    'Someone asked to move a Namefolio account to this address, but an account already signs in with it, so nothing changed.',
    'If it was you, sign in with this address instead. If not, ignore this e-mail.',
  ])
}

/** To the old address when a change is asked for. */
export function emailChangeRequestedMail(to: string, newEmail: string): MailMessage {
  return message(to, 'A change of your Namefolio e-mail address was asked for', [
    `Someone signed in to your Namefolio account asked to change its e-mail address to ${newEmail}.`,
    'Nothing changes until the link mailed to that address is opened. If it was not you, change your password and sign out your other sessions under Security.',
  ])
}

/** To the old address once the new one is confirmed. */
export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return message(to, 'Your Namefolio e-mail address changed', [
    `Your Namefolio account now signs in with ${newEmail}; this address no longer does.`,
    'If it was not you, contact support at once.',
  ])
}
