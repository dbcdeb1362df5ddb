// The one opened backend of this page, set at start-up and read by store actions.
import type { Backend } from '../data/ports';

let backend: Backend | null = null;

export function setBackend(next: Backend | null): void {
  backend = next;
}

export function getBackend(): Backend {
  if (!backend) throw new Error('Vyay has not finished starting.');
  return backend;
}
