// `npm run bench` and `node bench/run.mjs [options]`: the harness is TypeScript (bench/main.ts, checked by
// `npm run typecheck`); Node 20 cannot run TypeScript, so this bundles it with Vite, as the app and
// bench/domain.ts are bundled, into dist-bench-harness/ and runs that with the same arguments. The app's
// modules it imports (its constants) are bundled in; packages and scripts/*.mjs stay imports.
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const outDir = 'dist-bench-harness';

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'bench/main.ts',
    outDir,
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    target: 'node20',
    rollupOptions: { external: (id) => /\/scripts\/[^/]+\.mjs$/.test(id) },
  },
});
// Stack traces name the TypeScript lines.
process.setSourceMapsEnabled(true);
await import(`${root}${outDir}/main.js`);
