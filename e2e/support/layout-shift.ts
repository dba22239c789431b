import type { Page } from '@playwright/test';

/**
 * Sum of layout shifts so far (the CLS a visitor would feel), and what moved,
 * for the failure message. Read once the next frame has been laid out, so a
 * change that just happened (a font that has just arrived) is counted.
 */
export async function layoutShift(page: Page): Promise<{ sum: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: { node?: Node }[] };
        // Two frames: the first callback runs before its frame's layout, the second after it.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => {});
            observer.observe({ type: 'layout-shift', buffered: true });
            const entries = observer.takeRecords() as unknown as Shift[]; // the buffered entries, at once
            observer.disconnect();
            let sum = 0;
            const moved: string[] = [];
            for (const e of entries) {
              if (e.hadRecentInput) continue;
              sum += e.value;
              const nodes = e.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName)));
              moved.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${nodes.join(' | ')}`);
            }
            resolve({ sum, moved });
          }),
        );
      }),
  );
}
