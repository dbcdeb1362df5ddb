// A form saved an entry kept from a refused write (store/refused-entries.ts), so the kept copy goes.
// The code that keeps entries loads only here, so every other save goes without it.

export function savedAgain(ledgerId: string, keptId: string): void {
  import('./refused-entries')
    .then(({ forgetKeptEntry }) => forgetKeptEntry(ledgerId, keptId))
    .catch((error: unknown) => console.error('Forgetting the kept entry failed', error));
}
