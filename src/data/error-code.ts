// The `code` an error carries (Firebase's errors, and ours made to read like them), or '' without one.
export function codeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
}
