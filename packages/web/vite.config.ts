import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The Fastify server answers these in development; Vite serves the portal. */
const SERVER = 'http://localhost:3000'
const PROXIED = ['/api', '/login', '/logout', '/signup']

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](?!charts)|@floating-ui|react-transition-group|react-remove-scroll|react-number-format|react-textarea-autosize|clsx|tabbable|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib|aria-hidden)/,
            },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)/ },
            // Charts (issue 17) load only with the pages that draw them; last, so the groups above keep
            // React and Mantine's core (a group also takes its modules' dependencies).
            {
              name: 'charts',
              test: /node_modules[\\/](@mantine[\\/]charts|recharts|d3-|victory-vendor|decimal\.js-light|internmap|@reduxjs|immer|reselect)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      PROXIED.map((path) => [path, { target: SERVER, changeOrigin: false }]),
    ),
  },
})
