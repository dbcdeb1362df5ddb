// The one opened backend of this page. The UI may render from the last saved state before storage has
// opened, so actions wait for it rather than assume it.
import type { Backend } from '../data/ports';

let backend: Backend | null = null;
let markReady: (b: Backend) => void = () => undefined;
let ready = new Promise<Backend>((resolve) => {
  markReady = resolve;
});
const listeners = new Set<(b: Backend) => void>();

export function setBackend(next: Backend | null): void {
  backend = next;
  if (!next) {
    ready = new Promise<Backend>((resolve) => {
      markReady = resolve;
    });
    return;
  }
  markReady(next);
  for (const listener of [...listeners]) listener(next);
}

export function getBackend(): Backend {
  if (!backend) throw new Error('Vyay has not finished starting.');
  return backend;
}

export function backendReady(): Promise<Backend> {
  return ready;
}

/** Calls `listener` with the backend now if it is open, else once it opens. */
export function onBackend(listener: (b: Backend) => void): () => void {
  if (backend) listener(backend);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}
