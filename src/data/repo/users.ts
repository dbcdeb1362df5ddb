// User profiles at users/{sha256(email)} (SPEC §7): saved at sign-in, looked up by email to add members.
import { userIdFromEmail } from '../../domain/user-id';
import { decodeUser } from '../../domain/decode';
import type { User } from '../../domain/types';
import type { AuthUser, DocumentStore } from '../ports';
import { paths } from './paths';

/** Reads never throw (SPEC §8): a failed read is logged and returns null. */
export async function findUserByEmail(docs: DocumentStore, email: string): Promise<User | null> {
  try {
    const doc = await docs.get(paths.user(await userIdFromEmail(email)));
    return doc ? decodeUser(doc.id, doc) : null;
  } catch (error) {
    console.error('Reading a user failed', error);
    return null;
  }
}

function profileOf(user: AuthUser) {
  return { userId: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

export async function saveUserProfile(docs: DocumentStore, user: AuthUser): Promise<void> {
  await docs.set(paths.user(await userIdFromEmail(user.email)), profileOf(user), { merge: true });
}

/**
 * Carries the profile too: if the sign-in's profile write never reached the server (its page closed
 * first), this write alone still makes a whole profile, which the rules require, instead of a refused
 * document holding only a ledger id.
 */
export async function setLastUsedLedger(docs: DocumentStore, user: AuthUser, ledgerId: string): Promise<void> {
  await docs.set(
    paths.user(await userIdFromEmail(user.email)),
    { ...profileOf(user), lastUsedLedgerId: ledgerId },
    { merge: true },
  );
}
