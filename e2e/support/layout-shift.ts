import type { Page } from '@playwright/test';

/** Sum of layout shifts so far (the CLS a visitor would feel), and what moved, for the failure message. */
export async function layoutShift(page: Page): Promise<{ sum: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: { node?: Node }[] };
        let sum = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Shift[]) {
            if (e.hadRecentInput) continue;
            sum += e.value;
            const nodes = e.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName)));
            moved.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${nodes.join(' | ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ sum, moved }), 100);
      }),
  );
}
