// Path arithmetic for slash-separated document paths, shared by both adapters.

export function segments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** Documents sit at an even depth (`collection/id`), collections at an odd one. */
export function assertDocPath(path: string): void {
  const parts = segments(path);
  if (parts.length === 0 || parts.length % 2 !== 0) throw new Error(`Not a document path: ${path}`);
}

export function assertCollectionPath(path: string): void {
  const parts = segments(path);
  if (parts.length % 2 !== 1) throw new Error(`Not a collection path: ${path}`);
}

export function parentOf(docPath: string): string {
  return segments(docPath).slice(0, -1).join('/');
}

export function idOf(docPath: string): string {
  const parts = segments(docPath);
  return parts[parts.length - 1] ?? '';
}

export function join(...parts: string[]): string {
  return parts.join('/');
}
