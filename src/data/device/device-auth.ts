// AuthPort for device mode: a profile is a name and an email kept on this device, with no password.
import { userIdFromEmail } from '../../domain/user-id';
import {
  MISSING_IDENTITY_MESSAGE,
  type AuthPort,
  type AuthUser,
  type DocumentStore,
  type SignInInput,
  type Unsubscribe,
} from '../ports';
import type { DeviceDB } from './database';

const SESSION_KEY = 'current';

interface StoredProfile {
  email?: string;
  displayName?: string;
  photoURL?: string;
  [key: string]: unknown;
}

export class DeviceAuth implements AuthPort {
  private readonly listeners = new Set<(user: AuthUser | null) => void>();
  private channel: BroadcastChannel | null;

  constructor(
    private readonly db: DeviceDB,
    private readonly docs: DocumentStore,
    channelName = `${db.name}-session`,
  ) {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
    // Signing out in one tab signs out the others, as a cloud session would.
    if (this.channel) this.channel.onmessage = () => void this.announce();
  }

  onUserChanged(callback: (user: AuthUser | null) => void): Unsubscribe {
    this.listeners.add(callback);
    void this.current().then((user) => {
      if (this.listeners.has(callback)) callback(user);
    });
    return () => this.listeners.delete(callback);
  }

  async signIn(input?: SignInInput): Promise<AuthUser> {
    const name = input?.name.trim() ?? '';
    const email = input?.email.trim() ?? '';
    if (!name || !email) throw new Error(MISSING_IDENTITY_MESSAGE);
    const uid = await userIdFromEmail(email);
    // An email already known on this device resumes that profile rather than creating a second one.
    const existing = await this.docs.get<StoredProfile>(`users/${uid}`);
    // Read defensively: a profile stored by an older version may lack a field or hold another type.
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const user: AuthUser = {
      uid,
      email: text(existing?.email) || email,
      displayName: text(existing?.displayName) || name,
      photoURL: text(existing?.photoURL),
    };
    await this.db.put('session', user, SESSION_KEY);
    await this.announce();
    this.channel?.postMessage('changed');
    return user;
  }

  async signOut(): Promise<void> {
    await this.db.delete('session', SESSION_KEY);
    await this.announce();
    this.channel?.postMessage('changed');
  }

  /** A profile on this device has no password: whoever holds the device is who it says. */
  async confirmIdentity(): Promise<void> {}

  /** The profile's documents are deleted first (store/account-actions.ts); this ends its session. */
  async deleteAccount(): Promise<void> {
    await this.signOut();
  }

  close(): void {
    this.channel?.close();
    this.channel = null;
    this.listeners.clear();
  }

  private async current(): Promise<AuthUser | null> {
    return (await this.db.get('session', SESSION_KEY)) ?? null;
  }

  private async announce(): Promise<void> {
    const user = await this.current();
    for (const listener of [...this.listeners]) listener(user);
  }
}
