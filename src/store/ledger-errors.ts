// The errors a change to the active ledger may end in, for screens that tell them apart. Kept apart from
// active-ledger.ts so that importing them does not bring the repository into the first screen's code.
export { SettledMeanwhileError, TransactionDeletedError } from '../data/repo/transactions';
export { AlreadyRestoredError, SettlementChangedError } from '../data/repo/ledger-repository';
export { DuplicateMemberError, ReservedNameError, UnknownUserError } from '../data/repo/members';
