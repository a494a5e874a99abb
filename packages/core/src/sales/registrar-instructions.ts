/**
 * How a seller moves a sold domain out of the registrars the app knows (issue 18, spec §7
 * `GET v1/transactions/registrar/{registrarName}`): unlock it, get its auth code, or push it to
 * the buyer's account at the same registrar. Content, in English, served by the API so that
 * every client shows the same steps (decision 1052). Menu names follow each registrar's
 * control panel as of 2026; a registrar that renames a menu needs an edit here only.
 */
import type { Registrar } from './sales-requests.contract.ts'

export type RegistrarInstructions = {
  /** The name as the registrar list spells it. */
  name: Exclude<Registrar, 'OTHER'>
  /** Remove the transfer lock (and any domain privacy that hides the owner's e-mail). */
  unlock: readonly string[]
  /** Get the auth (EPP) code the seller gives on the sale's auth code step. */
  authCode: readonly string[]
  /** Push the domain to the buyer's account at this registrar instead (no auth code). */
  push: readonly string[]
}

export const REGISTRAR_INSTRUCTIONS: readonly RegistrarInstructions[] = [
  {
    name: 'GoDaddy',
    unlock: [
      'Sign in to GoDaddy and open Domain Portfolio.',
      'Select the domain, then Domain Settings.',
      'Under Additional Settings, turn Domain Lock off and confirm.',
    ],
    authCode: [
      'In the same Domain Settings page, choose Transfer domain to another registrar.',
      'Select Continue with transfer, then Get authorization code.',
      'GoDaddy e-mails the code to the account owner; copy it from that e-mail.',
    ],
    push: [
      "Ask for the buyer's GoDaddy customer number and the e-mail of that account.",
      'In Domain Portfolio, select the domain, then Transfer to another GoDaddy account.',
      'Enter the buyer’s customer number and e-mail, keep the contact details off, and confirm.',
    ],
  },
  {
    name: 'Namecheap',
    unlock: [
      'Sign in to Namecheap and open Domain List.',
      'Click Manage next to the domain, then open the Sharing & Transfer tab.',
      'Turn Domain Lock off (Unlocked) and save.',
    ],
    authCode: [
      'On the Sharing & Transfer tab, click Auth Code under Transfer Out.',
      'Namecheap e-mails the code to the registrant address; copy it from that e-mail.',
    ],
    push: [
      "Ask for the buyer's Namecheap username.",
      'In Domain List, tick the domain and choose Push to another account.',
      'Enter the buyer’s username and the e-mail on their account, then confirm the push.',
    ],
  },
  {
    name: 'Dynadot',
    unlock: [
      'Sign in to Dynadot and open My Domains, then Manage Domains.',
      'Select the domain, open the Action menu and choose Lock Domain.',
      'Set the lock to Unlocked and save.',
    ],
    authCode: [
      'Open the domain, then choose Transfer Out or Auth Code.',
      'Copy the code shown (or have it e-mailed to the account holder).',
    ],
    push: [
      "Ask for the buyer's Dynadot username or account e-mail.",
      'In Manage Domains, select the domain, open the Action menu and choose Push Domain.',
      'Enter the buyer’s account and confirm with your account PIN if asked.',
    ],
  },
  {
    name: 'Porkbun',
    unlock: [
      'Sign in to Porkbun and open Domain Management.',
      'Click Details next to the domain.',
      'Turn Transfer Lock off and confirm.',
    ],
    authCode: [
      'In the same Details panel, click Auth Code.',
      'Porkbun shows the code or e-mails it to the account holder; copy it.',
    ],
    push: [
      "Ask for the buyer's Porkbun account e-mail.",
      'In Details, choose Account Transfer (push) and enter the buyer’s e-mail.',
      'The buyer accepts the push from their Porkbun account.',
    ],
  },
  {
    name: 'Gandi',
    unlock: [
      'Sign in to Gandi and open Domain names.',
      'Click the domain, then open the Transfer tab.',
      'Turn the transfer lock off and confirm.',
    ],
    authCode: [
      'On the Transfer tab, find Transfer out and reveal the Auth code.',
      'Copy the code.',
    ],
    push: [
      "Ask for the buyer's Gandi organization or username.",
      'On the domain, choose Change owner (internal transfer) and enter the buyer.',
      'The buyer accepts the change of owner from their Gandi account.',
    ],
  },
  {
    name: 'Name.com',
    unlock: [
      'Sign in to Name.com and open My Domains.',
      'Click the domain, then turn Transfer Lock off under Domain Details.',
    ],
    authCode: [
      'On the same page, choose Get Auth Code.',
      'Copy the code shown, or take it from the e-mail Name.com sends.',
    ],
    push: [
      "Ask for the buyer's Name.com username.",
      'On the domain, choose Push Domain and enter the buyer’s username.',
      'The buyer accepts the push from their Name.com account.',
    ],
  },
]

/** The instructions for a registrar, matched without regard to case; null for unknown ones. */
export function findRegistrarInstructions(name: string): RegistrarInstructions | null {
  const wanted = name.trim().toLowerCase()
  return REGISTRAR_INSTRUCTIONS.find((r) => r.name.toLowerCase() === wanted) ?? null
}
