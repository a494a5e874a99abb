import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { EN_US_MESSAGES } from '../i18n/en-us-messages'
import { addActiveMessages } from '../i18n/intl'

// `findBy*` and `waitFor` wait for what a test expects to appear; their 1 s default ceiling
// fails a correct test when a busy machine renders slowly. The ceiling is the test's own
// timeout instead (vitest.config.ts): a test still fails when the event never happens.
configure({ asyncUtilTimeout: 20_000 })

// The app adds a page's catalogs as its route loads; tests render pieces without their route,
// so code outside React (growls) formats with every en-US message, as render.tsx's provider does.
addActiveMessages(EN_US_MESSAGES)

// Mantine reads these browser APIs that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
})

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub
window.HTMLElement.prototype.scrollIntoView = () => {}
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})
