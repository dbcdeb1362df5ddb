// Every message SPEC §4, §5 and §8 words, verbatim (typos included: 'a email', 'Recurring transaction
// successfully'), in one place. messages.test.ts checks each one against SPEC.md itself. Messages SPEC
// does not word stay next to the rule they explain (validation.ts, transaction-changes.ts).

/** Form checks (SPEC §5). */
export const DESCRIPTION_REQUIRED = 'Description is required';
export const AMOUNT_REQUIRED = 'Amount is required';
export const GROUP_NAME_REQUIRED = 'Group name is required';
export const RENAME_REQUIRED = 'Please enter the group name';
export const CATEGORY_EMPTY = 'Category cannot be empty';
export const CATEGORY_EXISTS = 'Category already exists';
export const TAG_EMPTY = 'Tag cannot be empty';
export const TAG_EXISTS = 'Tag already exists';
export const MEMBER_EMAIL_REQUIRED = 'Please enter a email for the temporary member.';
export const TEMPORARY_NAME_REQUIRED = 'Please enter a name for the temporary member.';
export const NO_SPLIT_MEMBERS = 'Split options are not available due to no members.';
export const USER_NOT_LOADED = 'Trying to access user before it is loaded.';
export const noUserFound = (email: string) => `No user found with email ${email}.`;
export const splitIsMoreBy = (n: string) => `Your split is more by ${n}`;
export const splitMore = (n: string) => `You need to split more ${n}`;

/** SPEC §4: Add now, when this month already has the entry. */
export const ALREADY_ADDED_CONFIRM = 'Transaction already exists for this month. Do you want to add it again?';

/** Error toasts and alerts (SPEC §8). */
export const ERROR_ADDING_MEMBER = 'Error adding member. Please try again.';
export const ERROR_ADDING_TEMPORARY_MEMBER = 'Error adding temporary member. Please try again.';
export const ERROR_REMOVING_MEMBER = 'Error removing member. Please try again.';
export const ERROR_ADDING_ADMIN = 'Error adding admin. Please try again.';
export const ERROR_REMOVING_ADMIN = 'Error removing admin. Please try again.';
export const ERROR_ADDING_TRANSACTION = 'Error while adding transaction';
export const errorSavingSetting = (message: string) => `Error saving setting: ${message}`;
export const errorDeletingTransaction = (message: string) =>
  `Error deleting transaction. Please try again. Error: ${message}`;
export const errorSettlingUp = (message: string) => `Error settling up. Please try again. Error: ${message}`;
/** SPEC §8 'Error fetching transactions/members/common settings/…: {error}'. */
type FetchedThing =
  | 'transactions'
  | 'members'
  | 'common settings'
  | 'one time ledger settings'
  | 'monthly ledger settings'
  | 'recurring transactions';
export const errorFetching = (what: FetchedThing, error: string) => `Error fetching ${what}: ${error}`;
export const documentNotFound = (path: string) => `Document not found. Ref: ${path}`;

/** Success toasts (SPEC §8). */
export const TRANSACTION_SAVED = 'Transaction saved successfully';
export const GROUP_SAVED = 'Group saved successfully';
export const GROUP_RENAMED = 'Group name updated successfully';
export const GROUP_DELETED = 'Group deleted successfully';
export const MEMBER_ADDED = 'Member added successfully';
export const TEMPORARY_MEMBER_ADDED = 'Temporary Member added successfully';
export const MEMBER_REMOVED = 'Member removed successfully';
export const ADMIN_ADDED = 'Admin added successfully';
export const ADMIN_REMOVED = 'Admin removed successfully';
/** Also after deleting a category (SPEC §8). */
export const CATEGORY_ADDED = 'Category added successfully';
export const TAG_ADDED = 'Tag added successfully';
export const TAG_DELETED = 'Tag deleted successfully';
export const SETTINGS_UPDATED = 'Settings updated successfully';
/** Also for a paid-by change (SPEC §8). */
export const PAYMENT_MODE_UPDATED = 'Payment mode updated successfully';
export const RECURRING_SAVED = 'Recurring transaction successfully';
export const RECURRING_DELETED = 'Recurring transaction deleted successfully';
export const ADDED_TO_CURRENT_MONTH = 'Transaction added to current month successfully';
