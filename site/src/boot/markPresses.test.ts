import { describe, expect, it, vi } from 'vitest';
import { PRESS_ENDED, PRESSING } from './earlyPressNames.ts';
import { CLICK_WAIT_MS, markPresses } from './markPresses.ts';

/** A document of its own: the boot script's listeners stay for good. */
function page() {
  const doc = document.implementation.createHTMLDocument();
  // createHTMLDocument has no window: the script's timers and blur are the test window's.
  Object.defineProperty(doc, 'defaultView', { value: window });
  markPresses(doc);
  const ended = vi.fn();
  doc.addEventListener(PRESS_ENDED, ended);
  const pointer = (type: string, pointerId = 1) => doc.body.dispatchEvent(new PointerEvent(type, { pointerId, bubbles: true }));
  const pressing = () => doc.documentElement.hasAttribute(PRESSING);
  return { doc, pointer, pressing, ended };
}

describe('markPresses', () => {
  it('marks the page from a pointer going down until a task after its click', async () => {
    vi.useFakeTimers();
    const { doc, pointer, pressing, ended } = page();
    pointer('pointerdown');
    expect(pressing()).toBe(true);
    pointer('pointerup');
    await vi.advanceTimersByTimeAsync(50); // a finger's tap is recognised tasks after the lift
    expect(pressing()).toBe(true);
    doc.body.click();
    expect(pressing()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(pressing()).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('ends a press whose lift makes no click after CLICK_WAIT_MS', async () => {
    vi.useFakeTimers();
    const { pointer, pressing, ended } = page();
    pointer('pointerdown');
    pointer('pointerup');
    await vi.advanceTimersByTimeAsync(CLICK_WAIT_MS - 1);
    expect(pressing()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(pressing()).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('keeps the mark while a second finger is still down', async () => {
    vi.useFakeTimers();
    const { pointer, pressing, ended } = page();
    pointer('pointerdown', 1);
    pointer('pointerdown', 2);
    pointer('pointerup', 1);
    await vi.runAllTimersAsync();
    expect(pressing()).toBe(true);
    pointer('pointercancel', 2);
    await vi.runAllTimersAsync();
    expect(pressing()).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('ends a press whose end the page never sees when the window loses focus', () => {
    const { pointer, pressing, ended } = page();
    pointer('pointerdown');
    window.dispatchEvent(new Event('blur'));
    expect(pressing()).toBe(false);
    expect(ended).toHaveBeenCalled();
  });
});
