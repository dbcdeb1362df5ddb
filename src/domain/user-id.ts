// Derives the users/{id} document id from an email (SPEC §7): upper-case SHA-256 hex, whitespace removed.

/** Only whitespace is removed; case is kept because SPEC §7 says so and existing ids depend on it. */
export function normaliseEmailForId(email: string): string {
  return email.replace(/\s+/g, '');
}

export async function userIdFromEmail(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(normaliseEmailForId(email));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  let hex = '';
  for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}
