import { useEffect, useRef, useState } from 'react';
import { SEND_DELAY_MS } from '../content/constants.ts';
import { showToast } from './toaster.ts';

/**
 * The contact forms only pretend to send: 'sending' for 1.5 s, then the
 * 'Message sent' toast. Nothing leaves the browser.
 *
 * The send button is disabled meanwhile, and a disabled button loses focus
 * to the page; when the send ends, focus goes back to where it was (the
 * button), unless the visitor has put it somewhere else since.
 */
export function useSimulatedSend() {
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusedAtSend = useRef<HTMLElement | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const el = focusedAtSend.current;
    if (sending || !el) return;
    focusedAtSend.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && el.isConnected) el.focus();
  }, [sending]);

  function send(onSent: () => void) {
    focusedAtSend.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      showToast((toast) => toast.success('Message sent', { description: "We'll get back to you as soon as possible." }));
      onSent();
    }, SEND_DELAY_MS);
  }

  return { sending, send };
}
