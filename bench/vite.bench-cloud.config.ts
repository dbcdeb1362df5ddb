// The emulator-mode build plus the bench-only cloud seeder and the blank reference page, in dist-bench-cloud-app/. Built with
// `--mode emulator`, so it talks to the Auth and Firestore emulators on 127.0.0.1 only. Same origin as
// the app, so the seeder fills the app's own Firestore cache; the service worker precaches every html
// and js file, so the app then cold-starts offline.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import app from '../vite.config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default mergeConfig(app, {
  build: {
    outDir: 'dist-bench-cloud-app',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: here('../index.html'),
        seedCloud: here('./seed-cloud.html'),
        blank: here('./blank.html'),
      },
    },
  },
});
