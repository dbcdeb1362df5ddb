// Every document path of SPEC §7, written once.

export const paths = {
  users: () => 'users',
  user: (id: string) => `users/${id}`,
  ledgers: () => 'ledgers',
  ledger: (ledgerId: string) => `ledgers/${ledgerId}`,
  /** A deleted ledger's tombstone: its id can never be created again (see firestore.rules). */
  deletedLedger: (ledgerId: string) => `deletedLedgers/${ledgerId}`,
  members: (ledgerId: string) => `ledgers/${ledgerId}/members`,
  member: (ledgerId: string, memberId: string) => `ledgers/${ledgerId}/members/${memberId}`,
  transactions: (ledgerId: string) => `ledgers/${ledgerId}/transactions`,
  transaction: (ledgerId: string, id: string) => `ledgers/${ledgerId}/transactions/${id}`,
  settings: (ledgerId: string) => `ledgers/${ledgerId}/settings`,
  commonSettings: (ledgerId: string) => `ledgers/${ledgerId}/settings/common`,
  onetimeSettings: (ledgerId: string) => `ledgers/${ledgerId}/settings/onetime`,
  monthlySettings: (ledgerId: string) => `ledgers/${ledgerId}/settings/monthly`,
  recurringItems: (ledgerId: string) => `ledgers/${ledgerId}/settings/monthly/recurringTransactions`,
  recurringItem: (ledgerId: string, id: string) => `ledgers/${ledgerId}/settings/monthly/recurringTransactions/${id}`,
};
