// A new ledger's id starts with its creator's user id. The rules let nobody else create a ledger under such
// an id, so a ledger deleted without a tombstone (an import never revealed, a delete made in the console, or
// one from before tombstones) can never be re-created by someone who learnt its id to read what was left.

export function newLedgerId(creatorUid: string, randomId: string): string {
  return `${creatorUid}-${randomId}`;
}
