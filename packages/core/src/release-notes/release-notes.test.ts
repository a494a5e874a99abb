import { describe, expect, it } from 'vitest'
import { ReleaseNoteSchema } from './release-notes.contract.ts'
import { RELEASE_NOTES } from './release-notes.ts'

// The "What's new" content (spec §7 `GET /v1/rad/releaseNotes`; decision 1024).
describe('release notes', () => {
  it('each note fits the contract, with an id that starts with its date', () => {
    for (const note of RELEASE_NOTES) {
      expect(ReleaseNoteSchema.parse({ ...note, isRead: false })).toBeTruthy()
      expect(note.id.startsWith(note.publishedOn)).toBe(true)
    }
  })

  it('ids are unique, since reads are stored by id', () => {
    expect(new Set(RELEASE_NOTES.map((n) => n.id)).size).toBe(RELEASE_NOTES.length)
  })

  it('are listed newest first', () => {
    const dates = RELEASE_NOTES.map((n) => n.publishedOn)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})
