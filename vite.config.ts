// Build config: file routes with automatic code splitting, React, and the service worker.
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The top-level manifest is the single source; the plugin writes it into the build with the service worker.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

// firebase.json is the single source of the security headers (CSP and friends, its `**` rule): `vite preview`
// serves the same ones, so every browser test runs under the policy that production gets.
interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}
const hosting = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8')) as HostingHeaders;
const securityHeaders = Object.fromEntries(
  hosting.hosting.headers
    .filter((rule) => rule.source === '**')
    .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
);

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The signed-in frame's and home's routes stay in the router's own chunk (their components, in
        // src/screens, are in the startup chunk): the router draws home without one more fetch. Every
        // other screen stays a lazy chunk.
        splitBehavior: ({ routeId }) => (routeId === '/_auth' || routeId === '/_auth/' ? [] : undefined),
      },
    }),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeManifestIcons: false,
      manifestFilename: 'manifest.webmanifest',
      workbox: {
        // Every route chunk is precached so a screen never visited before still opens offline.
        // The plugin adds the manifest itself; icons come from public/ through this pattern.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Store screenshots are for install dialogs, not for offline use.
        globIgnores: ['screenshots/**'],
        navigateFallback: '/index.html',
        // Firebase Hosting's own pages on the app's domain: Google sign-in's handler (/__/auth/handler, where
        // the popup and the redirect land, since authDomain is this domain) must come from Hosting, not be
        // answered with the app's shell, or sign-in never finishes once the service worker is installed.
        navigateFallbackDenylist: [/^\/__\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    // Every browser the app supports preloads modules itself; the polyfill would only cost the first screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React on its own: the benchmark's blank page (bench/blank.tsx) loads exactly this, as the app does.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Everything else a cold start runs, in one file: left to itself the bundler cut it into some 25
            // small chunks by which lazy screens share them, each one more fetch through the service worker
            // before the first screen. Screens loaded later import from it; nothing lazy is pulled in.
            // (The benchmark's own pages keep their code apart.)
            { name: 'startup', tags: ['$initial'], test: (id: string) => !/[\\/]bench[\\/]/.test(id), priority: 1 },
          ],
        },
      },
    },
    sourcemap: false,
  },
  preview: {
    host: '127.0.0.1',
    headers: securityHeaders,
  },
  server: {
    host: '127.0.0.1',
  },
});
