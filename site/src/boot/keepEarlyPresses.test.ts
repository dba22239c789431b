import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAppStarted } from '../lib/appStarted.ts';
import { NEEDS_APP, NEEDS_APP_KEYS } from './earlyPressNames.ts';
import { keepEarlyPresses } from './keepEarlyPresses.ts';

/**
 * A page as the prerender writes it, in a document of its own (the boot
 * script's listeners are the document's for good): an arrow that needs the
 * app, a carousel that takes arrow keys, a form, a link. (A document with no
 * window: jest-dom's matchers refuse its elements, so plain checks here.)
 */
function page() {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `
    <section ${NEEDS_APP_KEYS}="ArrowLeft ArrowRight" tabindex="0">
      <button type="button" ${NEEDS_APP}>Next slide</button>
    </section>
    <form method="dialog"><input name="name"><button>Send message</button></form>
    <a href="#work">Work</a>`;
  const $ = <E extends Element>(selector: string) => doc.querySelector<E>(selector)!;
  return { doc, arrow: $<HTMLButtonElement>(`[${NEEDS_APP}]`), carousel: $<HTMLElement>('section'), form: $<HTMLFormElement>('form'), send: $<HTMLButtonElement>('form button') };
}

/** The app's own listener, as React's on its root: sees only what the boot script lets through. */
function appListens(doc: Document, type: string) {
  const seen = vi.fn<(e: Event) => void>();
  doc.body.addEventListener(type, seen);
  return seen;
}

describe('presses before the app runs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a click on a control that needs the app, marks it, and makes it again once the app runs', () => {
    const { doc, arrow } = page();
    keepEarlyPresses(doc);
    const clicks = appListens(doc, 'click');
    arrow.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(arrow.getAttribute('aria-busy') === 'true').toBe(true);

    announceAppStarted(doc);
    expect(clicks).toHaveBeenCalledOnce();
    expect(clicks.mock.calls[0][0].target).toBe(arrow);
    expect(arrow.getAttribute('aria-busy') === 'true').toBe(false);
  });

  it('keeps a form submit (the browser sends nothing) and submits the form again once the app runs', () => {
    const { doc, form, send } = page();
    keepEarlyPresses(doc);
    const submits = appListens(doc, 'submit');
    form.querySelector('input')!.value = 'Asha';
    send.click();
    expect(submits).not.toHaveBeenCalled();
    expect(send.getAttribute('aria-busy') === 'true').toBe(true);

    announceAppStarted(doc);
    expect(submits).toHaveBeenCalledOnce();
    expect((submits.mock.calls[0][0] as SubmitEvent).submitter).toBe(send);
    expect(form.querySelector('input')!.value).toBe('Asha');
  });

  it('submits a form sent twice before the app runs once', () => {
    const { doc, send } = page();
    keepEarlyPresses(doc);
    const submits = appListens(doc, 'submit');
    send.click();
    send.click();
    announceAppStarted(doc);
    expect(submits).toHaveBeenCalledOnce();
  });

  it("keeps only the keys a control lists, and presses them again in order", () => {
    const { doc, carousel } = page();
    keepEarlyPresses(doc);
    const keys = appListens(doc, 'keydown');
    for (const key of ['ArrowRight', 'Tab', 'ArrowLeft']) carousel.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    expect(keys.mock.calls.map(([e]) => (e as KeyboardEvent).key)).toEqual(['Tab']);

    announceAppStarted(doc);
    expect(keys.mock.calls.map(([e]) => (e as KeyboardEvent).key)).toEqual(['Tab', 'ArrowRight', 'ArrowLeft']);
  });

  it('lets everything else through: a link, a click on the page', () => {
    const { doc } = page();
    keepEarlyPresses(doc);
    const clicks = appListens(doc, 'click');
    const link = doc.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(clicks).toHaveBeenCalledOnce();
    expect(link.getAttribute('aria-busy') === 'true').toBe(false);
  });

  it('steps aside once the app runs: later presses reach it once, and are not kept', () => {
    const { doc, arrow } = page();
    keepEarlyPresses(doc);
    announceAppStarted(doc);
    const clicks = appListens(doc, 'click');
    arrow.click();
    expect(clicks).toHaveBeenCalledOnce();
    expect(arrow.getAttribute('aria-busy') === 'true').toBe(false);
  });
});
