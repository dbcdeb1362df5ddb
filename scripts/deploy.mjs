// `npm run deploy -- --project your-project`: the rules suite on the emulator first (a rules change that
// refuses the app's own writes must never reach people), then a cloud build, then Firebase Hosting, the
// Firestore rules and the indexes in one `firebase deploy`. Stops at the first failure.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
const project = values.project ?? process.env.FIREBASE_PROJECT;
if (!project || project.startsWith('demo-')) {
  console.error('Name the Firebase project to deploy to: npm run deploy -- --project your-project');
  process.exit(2);
}
// A build without the web app's config is device mode: it would deploy an app that never talks to Firebase.
const env = existsSync('.env.local') ? readFileSync('.env.local', 'utf8') : '';
for (const key of [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
])
  if (!new RegExp(`^${key}=.+`, 'm').test(env)) {
    console.error(`.env.local has no ${key}: see README, Cloud mode, step 4.`);
    process.exit(2);
  }

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('npm', ['run', 'test:emulator']);
run('npm', ['run', 'build']);
run('npx', ['firebase', 'deploy', '--project', project, '--only', 'hosting,firestore:rules,firestore:indexes']);
