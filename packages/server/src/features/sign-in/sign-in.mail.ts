import { escapeHtml, type MailMessage } from '../../mail/mailer.ts'

function message(
  to: string,
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
) {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : [])].join('\n')
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n')
  return { to, subject, text, html } satisfies MailMessage
}

export function recoveryMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Namefolio password',
    [
      'Someone asked to reset the password of your Namefolio account.',
      'The link works once, for 30 minutes. If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { url, label: 'Set a new password' },
  )
}

export function signInLinkMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Your Namefolio sign-in link',
    [
      'Use this link to sign in to Namefolio. It works once, for 15 minutes.',
      'If you did not ask for it, ignore this e-mail.',
    ],
    { url, label: 'Sign in to Namefolio' },
  )
}

export function passwordChangedMail(to: string, revokedTokens: number): MailMessage {
  return message(to, 'Your Namefolio password was changed', [
    'The password of your Namefolio account was just changed, and every other session was signed out.',
    ...(revokedTokens > 0 ? [revokedTokensNotice(revokedTokens)] : []),
    'If this was not you, reset your password now and contact support.',
  ])
}

/** Said in the mail and on the page after a password change (issue 12). */
export function revokedTokensNotice(count: number): string {
  const tokens = count === 1 ? 'Its 1 API token was' : `Its ${count} API tokens were`
  return `${tokens} revoked too: create new ones under Account → API tokens for the scripts and apps that need them.`
}

export function lockoutMail(to: string, recoverUrl: string): MailMessage {
  return message(
    to,
    'Sign-in to your Namefolio account is paused',
    [
      'There were many failed attempts to sign in to your account with a password, so we paused password sign-in for 15 minutes.',
      'If it was you, wait a little or reset your password. If it was not, your account is safe; consider turning on two-step sign-in.',
    ],
    { url: recoverUrl, label: 'Reset your password' },
  )
}
