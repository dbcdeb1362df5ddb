// The log's fixed values the rules know too, apart from activity.ts so the repository can name them without
// loading the log's wording (which waits for the first change).

/**
 * Whom an entry is about when only admins may read it: recurring items are for admins only (SPEC §6), and a
 * monthly member's queries ask only for `about == him` and `about == ''` (firestore.rules pins both).
 */
export const ABOUT_ADMINS = '#admins';

/** The id of a restore's log entry: derived, so the rules can find it from the restored transaction. */
export const restoreEntryId = (transactionId: string, updatedAt: number) => `restore-${transactionId}-${updatedAt}`;
