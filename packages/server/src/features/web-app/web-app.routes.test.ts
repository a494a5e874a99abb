import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-dist-'))
const html = { accept: 'text/html' }

let t: TestApp
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'index.html'), '<script src="/assets/app-1.js"></script>')
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'one')
  t = await buildTestApp({ WEB_DIST_DIR: dist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('the portal shell and its assets (DESIGN.md §5)', () => {
  it('serves the shell for portal routes, 404 with the shell elsewhere, never for the API', async () => {
    const portfolio = await t.app.inject({ url: '/portfolio', headers: html })
    expect(portfolio.statusCode).toBe(200)
    expect(portfolio.body).toContain('app-1.js')
    const unknown = await t.app.inject({ url: '/no-such-page', headers: html })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('app-1.js')
    const api = await t.app.inject({ url: '/api/no-such-route', headers: html })
    expect(api.headers['content-type']).toContain('application/json')
  })

  it('after a rebuild beside the running server, serves the new shell and its new assets', async () => {
    // A build replaces the hashed assets and index.html (vite empties the folder first).
    fs.rmSync(path.join(dist, 'assets', 'app-1.js'))
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'two')
    const later = new Date(Date.now() + 2000)
    fs.writeFileSync(path.join(dist, 'index.html'), '<script src="/assets/app-2.js"></script>')
    fs.utimesSync(path.join(dist, 'index.html'), later, later)

    const shell = await t.app.inject({ url: '/portfolio', headers: html })
    expect(shell.body).toContain('app-2.js')
    const asset = await t.app.inject({ url: '/assets/app-2.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('two')
    expect((await t.app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(404)
  })
})
