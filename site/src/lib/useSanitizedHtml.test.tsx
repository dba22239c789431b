import { act, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('useSanitizedHtml in a transition', () => {
  // A transition that suspends on the sanitizer's chunk replays the
  // component once the chunk has come. It once skipped use() in that replay
  // (the module was at hand by then), so the hooks after it ran as updates
  // of hooks never mounted, React's error #467, and React recovered by
  // rendering the whole page again (error #520 on a slow phone).
  it('renders the first time it is needed, in a transition, without an error React recovers from', async () => {
    vi.resetModules();
    const { useSanitizedHtml: fresh } = await import('./useSanitizedHtml.ts');
    function FreshPreview({ html }: { html: string }) {
      return <div dangerouslySetInnerHTML={{ __html: fresh(html) }} />;
    }
    const recovered: unknown[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    await act(async () => {
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>waiting</p>}>
            <FreshPreview html={'<p>Signs</p><b onclick="alert(1)">bold</b>'} />
          </Suspense>,
        ),
      );
    });
    await vi.waitFor(() => expect(container.innerHTML).toBe('<div><p>Signs</p><b>bold</b></div>'));
    expect(recovered).toEqual([]);
    act(() => root.unmount());
  });
});
