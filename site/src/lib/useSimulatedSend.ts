import { useEffect, useRef, useState } from 'react';
import { SEND_DELAY_MS } from '../content/constants.ts';
import { showToast } from './toaster.ts';

/**
 * The contact forms only pretend to send: 'sending' for 1.5 s, then the
 * 'Message sent' toast. Nothing leaves the browser.
 */
export function useSimulatedSend() {
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function send(onSent: () => void) {
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      showToast((toast) => toast.success('Message sent', { description: "We'll get back to you as soon as possible." }));
      onSent();
    }, SEND_DELAY_MS);
  }

  return { sending, send };
}
