// User profiles at users/{sha256(email)} (SPEC §7): saved at sign-in, looked up by email to add members.
import { userIdFromEmail } from '../../domain/user-id';
import type { User } from '../../domain/types';
import type { AuthUser, DocumentStore } from '../ports';
import { paths } from './paths';

/** Reads never throw (SPEC §8): a failed read is logged and returns null. */
export async function findUserByEmail(docs: DocumentStore, email: string): Promise<User | null> {
  try {
    const doc = await docs.get<Partial<User>>(paths.user(await userIdFromEmail(email)));
    return doc ? toUser(doc) : null;
  } catch (error) {
    console.error('Reading a user failed', error);
    return null;
  }
}

export async function saveUserProfile(docs: DocumentStore, user: AuthUser): Promise<void> {
  await docs.set(
    paths.user(await userIdFromEmail(user.email)),
    { userId: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL },
    { merge: true },
  );
}

export async function setLastUsedLedger(docs: DocumentStore, email: string, ledgerId: string): Promise<void> {
  await docs.set(paths.user(await userIdFromEmail(email)), { lastUsedLedgerId: ledgerId }, { merge: true });
}

function toUser(doc: Partial<User>): User {
  return {
    userId: doc.userId ?? '',
    email: doc.email ?? '',
    displayName: doc.displayName ?? '',
    photoURL: doc.photoURL ?? '',
    lastUsedLedgerId: doc.lastUsedLedgerId ?? '',
  };
}
