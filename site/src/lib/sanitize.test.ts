import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('blog HTML sanitising (DOMPurify)', () => {
  it('keeps ordinary article markup', () => {
    const html = '<h2>Heading</h2><p>Text with <a href="https://example.com">a link</a> and <em>emphasis</em>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['script tags', '<p>x</p><script>window.__xss=1</script>', /<script/],
    ['event handlers', '<img src="x" onerror="window.__xss=1">', /onerror/],
    ['javascript: URLs', '<a href="javascript:window.__xss=1">x</a>', /javascript:/],
    ['inline styles', '<p style="background:url(x)">x</p><style>body{}</style>', /style/],
    ['forms', '<form action="https://evil.test"><input name="q"></form>', /<form|<input/],
    ['iframes', '<iframe src="https://evil.test"></iframe>', /iframe/],
    ['SVG script', '<svg><script>window.__xss=1</script></svg>', /script/],
  ])('removes %s', (_, html, forbidden) => {
    expect(sanitizeHtml(html)).not.toMatch(forbidden);
  });

  it('prefixes ids and names so they cannot clobber document properties', () => {
    expect(sanitizeHtml('<a id="cookie">x</a>')).not.toMatch(/id="cookie"/);
  });
});

describe('sanitizeHtml without a DOM', () => {
  it('throws instead of returning the HTML unsanitised (DOMPurify does that when it has no DOM)', async () => {
    const { default: DOMPurify } = await import('dompurify');
    const { setPurifier } = await import('./sanitize.ts');
    setPurifier(DOMPurify({} as never)); // an instance with no window to parse in
    try {
      expect(() => sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow(/no DOM/);
    } finally {
      setPurifier(DOMPurify); // the default instance, bound to the test's window
    }
  });
});
