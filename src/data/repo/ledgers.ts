// Ledger documents (SPEC §7): creation writes the ledger with everything it needs in one batch.
import { defaultCommonSettings, defaultMonthlySettings, defaultOnetimeSettings } from '../../domain/defaults';
import type { Ledger, LedgerType } from '../../domain/types';
import type { AuthUser, DocumentStore, WriteOp } from '../ports';
import { paths } from './paths';

export interface NewLedger {
  name: string;
  type: LedgerType;
}

/** The creator becomes owner, admin and contributor (SPEC §6) and the ledger's first member. */
export async function createLedger(docs: DocumentStore, creator: AuthUser, input: NewLedger, now: number): Promise<Ledger> {
  const id = docs.newId();
  const ledger: Ledger = {
    id,
    name: input.name.trim(),
    type: input.type,
    owner: creator.uid,
    admins: [creator.uid],
    contributors: [creator.uid],
    createdAt: now,
    updatedAt: now,
  };
  const { id: _omit, ...ledgerData } = ledger;
  const ops: WriteOp[] = [
    { type: 'set', path: paths.ledger(id), data: ledgerData },
    { type: 'set', path: paths.member(id, creator.uid), data: { displayName: creator.displayName, userId: creator.uid } },
    { type: 'set', path: paths.commonSettings(id), data: { ...defaultCommonSettings() } },
    input.type === 'monthly'
      ? { type: 'set', path: paths.monthlySettings(id), data: { ...defaultMonthlySettings(creator.uid) } }
      : { type: 'set', path: paths.onetimeSettings(id), data: { ...defaultOnetimeSettings() } },
  ];
  await docs.batch(ops);
  return ledger;
}
