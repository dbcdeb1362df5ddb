// What an entry form needs of the store, as a port: src/ui sits below the store, so the signed-in shell
// (features/shell/store-bindings.tsx) binds it once and forms read it from context.
import { createContext, useContext } from 'react';
import type { LedgerRepository } from '../data/repo/ledger-repository';
import type { Transaction } from '../domain/types';
import type { StoredReceiptMeta } from './receipt-reads';

/** What saving an entry needs of the store; bound once, in the signed-in shell. */
export interface EntryStore {
  /** The active ledger's repository, awaited: storage may still be opening. */
  repo: () => Promise<
    Pick<LedgerRepository, 'saveTransaction' | 'editTransaction' | 'attachReceipt' | 'removeReceipt'>
  >;
  /** The entry as stored now, or null when it cannot be read. */
  reload: (id: string) => Promise<Transaction | null | undefined>;
  /** A stored receipt's description and thumbnail, or null while it has not arrived. */
  readReceiptMeta: (transactionId: string) => Promise<StoredReceiptMeta | null>;
  markJustSaved: (id: string) => void;
  savedAgain: (ledgerId: string, keptId: string) => void;
}

export const EntryStoreContext = createContext<EntryStore | null>(null);

export function useEntryStore(): EntryStore {
  const store = useContext(EntryStoreContext);
  if (!store) throw new Error('An entry form needs an EntryStoreContext above it (features/shell provides it).');
  return store;
}
