// A form saved an entry kept from a refused write (store/refused-entries.ts), or edited one that may have a
// kept copy, so the kept copy goes. The code that keeps entries loads only here, so every other save goes
// without it; on the device nothing is ever refused after it was saved, so nothing is kept to forget.
import { readSession } from './session-store';

export function savedAgain(ledgerId: string, keptId: string): void {
  if (readSession().mode === 'device') return;
  import('./refused-entries')
    .then(({ forgetKeptEntry }) => forgetKeptEntry(ledgerId, keptId))
    .catch((error: unknown) => console.error('Forgetting the kept entry failed', error));
}
