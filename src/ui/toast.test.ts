import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { toast as sonnerToast } from 'sonner';

/** A stand-in for sonner's toast: records every call as [kind, message]. */
function fakeSonner() {
  const shown: [string, unknown][] = [];
  const record = (kind: string) => (message: unknown) => {
    shown.push([kind, message]);
    return 1;
  };
  const fake = Object.assign(record('plain'), {
    success: record('success'),
    error: record('error'),
    info: record('info'),
    warning: record('warning'),
  });
  return { shown, sonner: fake as unknown as typeof sonnerToast };
}

describe('toasts before the toaster has loaded', () => {
  // Each test gets the module fresh: the toaster's state lives as long as the page.
  beforeEach(() => vi.resetModules());

  it('asks for the toaster and shows what waited, in order, once it has mounted', async () => {
    const { toast, toasterMounted, toasterWanted } = await import('./toast');
    expect(toasterWanted()).toBe(false);
    toast.success('Saved');
    toast.error('Could not save');
    toast('Plain');
    expect(toasterWanted()).toBe(true);
    const { shown, sonner } = fakeSonner();
    toasterMounted(sonner);
    expect(shown).toEqual([
      ['success', 'Saved'],
      ['error', 'Could not save'],
      ['plain', 'Plain'],
    ]);
    // Once mounted, a toast goes straight through, and nothing is shown twice.
    toast.info('Next');
    toast.warning('Careful');
    expect(shown.slice(3)).toEqual([
      ['info', 'Next'],
      ['warning', 'Careful'],
    ]);
    toasterMounted(sonner);
    expect(shown).toHaveLength(5);
  });

  it('loads the toaster when the page first idles, even with no toast asked for', async () => {
    const { wantToaster, toasterWanted, subscribeToaster } = await import('./toast');
    let changes = 0;
    const stop = subscribeToaster(() => (changes += 1));
    wantToaster();
    wantToaster();
    expect(toasterWanted()).toBe(true);
    // The root route re-renders once, to mount the toaster; asking again changes nothing.
    expect(changes).toBe(1);
    stop();
  });
});
