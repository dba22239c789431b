import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadSanitizer, useSanitizedHtml } from './useSanitizedHtml.ts';

function Preview({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: useSanitizedHtml(html) }} />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useSanitizedHtml', () => {
  // The admin preloads the sanitizer; a post's preview that then suspended
  // for a moment anyway showed the form without it, and the preview popped in
  // a task later, pushing Save down under a click already on its way.
  it('once the sanitizer has loaded, renders in the same commit: no Suspense fallback in between', async () => {
    preloadSanitizer();
    await import('./sanitize.ts');
    await new Promise((done) => setTimeout(done)); // the preload's own callbacks have run
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    act(() => {
      root.render(
        <Suspense fallback={<p>waiting</p>}>
          <Preview html={'<h2>Signs</h2><script>alert(1)</script>'} />
        </Suspense>,
      );
    });
    expect(container.innerHTML).toBe('<div><h2>Signs</h2></div>');
    act(() => root.unmount());
  });
});
