// The production build plus two bench-only pages (the seeder and the blank React floor), in dist-bench/.
// Same origin as the app, so the seeder writes the app's IndexedDB; the service worker precaches every
// html and js file, so the blank page loads offline exactly as the app does.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import app from '../vite.config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default mergeConfig(app, {
  build: {
    outDir: 'dist-bench',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: here('../index.html'),
        seed: here('./seed.html'),
        blank: here('./blank.html'),
      },
    },
  },
});
