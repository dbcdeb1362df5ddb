// Ledger-level actions for the screens: each validates nothing (the domain does) and throws on failure.
import { createLedger as writeLedger, type NewLedger } from '../data/repo/ledgers';
import type { Ledger } from '../domain/types';
import { getBackend } from './backend-holder';
import { chooseLedger } from './ledger-sync';
import { requireUser } from './session-store';

export async function createLedger(input: NewLedger): Promise<Ledger> {
  const ledger = await writeLedger(getBackend().docs, requireUser(), input, Date.now());
  await chooseLedger(ledger.id);
  return ledger;
}

export { chooseLedger };
