// Device profiles: refused without a name or email, resumed by email, and shared across tabs.
import { describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../domain/user-id';
import type { AuthUser } from '../ports';
import { openDeviceDB } from './database';
import { DeviceAuth } from './device-auth';
import { DeviceDocumentStore } from './device-store';

let counter = 0;

async function open(name: string) {
  const db = await openDeviceDB(name);
  const docs = new DeviceDocumentStore(db);
  return { docs, auth: new DeviceAuth(db, docs) };
}

describe('DeviceAuth', () => {
  it('refuses a profile without both a name and an email', async () => {
    const { auth } = await open(`auth-${++counter}`);
    await expect(auth.signIn({ name: ' ', email: 'a@b.co' })).rejects.toThrow('both an email and a display name');
    await expect(auth.signIn({ name: 'Asha', email: '' })).rejects.toThrow('both an email and a display name');
  });

  it('uses the SPEC user id and resumes a saved profile for the same email', async () => {
    const { auth, docs } = await open(`auth-${++counter}`);
    const id = await userIdFromEmail('asha@example.com');
    await docs.set(`users/${id}`, { displayName: 'Asha Rao', email: 'asha@example.com', userId: id });
    const user = await auth.signIn({ name: 'Typed Differently', email: 'asha@example.com' });
    expect(user).toEqual({ uid: id, email: 'asha@example.com', displayName: 'Asha Rao', photoURL: '' });
  });

  it('keeps the session for a new connection and tells other tabs about sign-out', async () => {
    const name = `auth-${++counter}`;
    const first = await open(name);
    const user = await first.auth.signIn({ name: 'Asha', email: 'asha@example.com' });

    const second = await open(name);
    const seen: (AuthUser | null)[] = [];
    second.auth.onUserChanged((u) => seen.push(u));
    await expect.poll(() => seen).toEqual([user]);

    await first.auth.signOut();
    await expect.poll(() => seen).toEqual([user, null]);
  });
});
