import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilLoaded } from './untilLoaded.ts';

/** A load that fails `failures` times, then resolves with 'chunk'. */
function flaky(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return 'chunk';
  });
  return load;
}

describe('untilLoaded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a failed load is tried again after 1 s, 2 s, 4 s …, at most 30 s apart, until it succeeds', async () => {
    const load = flaky(7);
    const { loaded } = untilLoaded(load);
    const settled = vi.fn();
    void loaded.then(settled);
    const tries = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return load.mock.calls.length;
    };
    expect(await tries(0)).toBe(1);
    expect(await tries(999)).toBe(1);
    expect(await tries(1)).toBe(2); // 1 s
    expect(await tries(2_000)).toBe(3); // 2 s
    expect(await tries(4_000)).toBe(4);
    expect(await tries(8_000)).toBe(5);
    expect(await tries(16_000)).toBe(6);
    expect(await tries(29_999)).toBe(6); // 32 s would be next: held at 30 s
    expect(await tries(1)).toBe(7);
    expect(await tries(30_000)).toBe(8);
    expect(settled).toHaveBeenCalledWith('chunk');
    expect(await tries(60_000)).toBe(8); // loaded: no more tries
  });

  it('tries again at once when something is waiting for it (tryNow), or when the browser comes back online', async () => {
    const load = flaky(2);
    const { loaded, tryNow } = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    tryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(loaded).resolves.toBe('chunk');
    tryNow(); // nothing to cut short any more
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('offline, it tries no more on a timer, only once the browser is back online', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = flaky(1);
    const { loaded } = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(1);
    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
    offline.mockRestore();
  });
});
