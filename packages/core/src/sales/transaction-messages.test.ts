import { describe, expect, it } from 'vitest'
import { checkTransactionMessage, TRANSACTION_MESSAGE_MAX_LENGTH } from './transaction-messages.ts'

// Spec §7 "PATCH .../message"; issue 18: trimmed, not empty, at most the ceiling (decision 1050).
describe('a transaction message', () => {
  it.each([
    ['Hello', 'Hello'],
    ['  Pushed at GoDaddy today.  ', 'Pushed at GoDaddy today.'],
    ['\nline one\nline two\n', 'line one\nline two'],
    ['x'.repeat(TRANSACTION_MESSAGE_MAX_LENGTH), 'x'.repeat(TRANSACTION_MESSAGE_MAX_LENGTH)],
    ['😀'.repeat(TRANSACTION_MESSAGE_MAX_LENGTH), '😀'.repeat(TRANSACTION_MESSAGE_MAX_LENGTH)],
  ])('keeps %j as %j', (raw, body) => {
    expect(checkTransactionMessage(raw)).toEqual({ ok: true, body })
  })

  it.each([
    ['', 'transactionMessage.body.required'],
    ['   \n\t ', 'transactionMessage.body.required'],
    ['x'.repeat(TRANSACTION_MESSAGE_MAX_LENGTH + 1), 'transactionMessage.body.tooLong'],
  ])('refuses %j with %s', (raw, code) => {
    expect(checkTransactionMessage(raw)).toEqual({ ok: false, code })
  })
})
