import { describe, expect, it, vi } from 'vitest';
import { PRESS_ENDED, PRESSING } from './earlyPressNames.ts';
import { markPresses } from './markPresses.ts';

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
  return { pointer, pressing, ended };
}

describe('markPresses', () => {
  it('marks the page from a pointer going down until, a task after it lifts, the press has ended', async () => {
    vi.useFakeTimers();
    const { pointer, pressing, ended } = page();
    pointer('pointerdown');
    expect(pressing()).toBe(true);
    pointer('pointerup');
    expect(pressing()).toBe(true); // its click comes first
    await vi.runAllTimersAsync();
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
