import { describe, expect, it, vi } from 'vitest';
import { earlyNavigation, hrefOf, type Navigation } from './navigation';

describe('hrefOf', () => {
  it('puts parameters into the path', () => {
    expect(hrefOf({ to: '/ledger/expense/edit/$id', params: { id: 'tx 1/2' } })).toBe(
      '/ledger/expense/edit/tx%201%2F2',
    );
    expect(hrefOf({ to: '/join/$ledgerId/$code', params: { ledgerId: 'L1', code: 'abc' } })).toBe('/join/L1/abc');
  });

  it('leaves out optional parameters that are not given, and no trailing slash', () => {
    expect(hrefOf({ to: '/ledger/transactions/all/{-$year}/{-$month}' })).toBe('/ledger/transactions/all');
    expect(hrefOf({ to: '/ledger/transactions/all/{-$year}/{-$month}', params: { year: '2026' } })).toBe(
      '/ledger/transactions/all/2026',
    );
    expect(hrefOf({ to: '/' })).toBe('/');
  });

  it('appends search values, strings as they are and others as JSON, skipping undefined', () => {
    expect(hrefOf({ to: '/ledger/expense/add', search: { refused: 'tx1', n: 2, gone: undefined } })).toBe(
      '/ledger/expense/add?refused=tx1&n=2',
    );
  });
});

describe('earlyNavigation', () => {
  function routerNavigation() {
    return {
      Link: () => null,
      navigate: vi.fn(() => Promise.resolve()),
      preload: vi.fn(() => Promise.resolve()),
      usePathname: () => '/',
    } satisfies Navigation;
  }

  it('loads the router on the first move and hands it the same target', async () => {
    const router = routerNavigation();
    const load = vi.fn(() => Promise.resolve(router));
    const early = earlyNavigation(load, () => '/');
    expect(load).not.toHaveBeenCalled();
    await early.navigate({ to: '/ledger/expense/add' });
    await early.preload({ to: '/ledger/switch' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(router.navigate).toHaveBeenCalledWith({ to: '/ledger/expense/add' });
    expect(router.preload).toHaveBeenCalledWith({ to: '/ledger/switch' });
  });

  it('passes on a router that failed to load, so the move is not silently dropped', async () => {
    const early = earlyNavigation(
      () => Promise.reject(new Error('chunk gone')),
      () => '/',
    );
    await expect(early.navigate({ to: '/ledger/insights' })).rejects.toThrow('chunk gone');
  });

  it('does nothing for a move to the address on screen, and does not load the router for it', async () => {
    const router = routerNavigation();
    const load = vi.fn(() => Promise.resolve(router));
    await earlyNavigation(load, () => '/').navigate({ to: '/' });
    expect(load).not.toHaveBeenCalled();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
