import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and hands the same module out after', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'module' }));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers in a microtask once loaded, before any task', async () => {
    const get = loadOnce(() => Promise.resolve(1));
    await get();
    const order: string[] = [];
    const task = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('task');
        resolve();
      }, 0),
    );
    await get().then(() => order.push('module'));
    await task;
    expect(order).toEqual(['module', 'task']);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(2);
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
