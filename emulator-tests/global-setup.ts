// Starts the real Firestore emulator (the project's rules loaded) for this suite and stops it afterwards.
// Its own port, so a developer's emulator on 8080 or the browser tests' one never collide with it.
import type { TestProject } from 'vitest/node';
import { startFirestore } from '../scripts/emulators.mjs';

const PORT = Number(process.env.EMULATOR_SUITE_FIRESTORE_PORT || 8181);

export default async function setup(project: TestProject) {
  const firestore = await startFirestore({ port: PORT, quiet: true });
  // Workers start after this, so they inherit it; @firebase/rules-unit-testing reads it as well.
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  project.provide('firestoreHost', firestore.host);
  return () => firestore.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
  }
}
