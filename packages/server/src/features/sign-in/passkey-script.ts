/**
 * The sign-in pages' only script, served at /sso/assets/passkey.js (a file, so the pages need
 * no inline script): passkey sign-in, passwordless or as the second step. Plain browser
 * JavaScript, no bundle.
 */
export const PASSKEY_SCRIPT = String.raw`
const toBuffer = (text) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4)
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer
}
const toText = (buffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const showError = (text) => {
  const box = document.getElementById('passkey-error')
  if (box) box.textContent = text
}
async function signIn(button) {
  showError('')
  const challenge = button.dataset.challenge || null
  const query = button.dataset.query || ''
  const optionsAnswer = await fetch('/api/sso/passkey/options', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ challenge }),
  })
  const options = await optionsAnswer.json()
  if (!optionsAnswer.ok) throw new Error(options.error?.message || 'Passkey sign-in is not available.')
  const credential = await navigator.credentials.get({
    publicKey: {
      ...options,
      challenge: toBuffer(options.challenge),
      allowCredentials: (options.allowCredentials || []).map((c) => ({ ...c, id: toBuffer(c.id) })),
    },
  })
  if (!credential) throw new Error('No passkey was chosen.')
  const r = credential.response
  const body = {
    challenge,
    query,
    response: {
      id: credential.id,
      rawId: toText(credential.rawId),
      type: credential.type,
      clientExtensionResults: credential.getClientExtensionResults(),
      authenticatorAttachment: credential.authenticatorAttachment || undefined,
      response: {
        clientDataJSON: toText(r.clientDataJSON),
        authenticatorData: toText(r.authenticatorData),
        signature: toText(r.signature),
        userHandle: r.userHandle ? toText(r.userHandle) : undefined,
      },
    },
  }
  const verifyAnswer = await fetch('/api/sso/passkey/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = await verifyAnswer.json()
  if (!verifyAnswer.ok) throw new Error(answer.error?.message || 'The passkey could not be verified.')
  window.location.assign(answer.redirectTo)
}
if (window.PublicKeyCredential) {
  for (const id of ['passkey-sign-in', 'passkey-second-factor']) {
    const button = document.getElementById(id)
    if (!button) continue
    button.hidden = false
    button.addEventListener('click', () => {
      button.disabled = true
      signIn(button)
        .catch((error) => showError(error.name === 'NotAllowedError' ? 'The passkey request was cancelled.' : error.message))
        .finally(() => { button.disabled = false })
    })
  }
}
`
