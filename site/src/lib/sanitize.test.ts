import { describe, expect, it } from 'vitest';
import { sanitizeHtml, withoutEventHandlers } from './sanitize.ts';

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

describe('images in the owner’s HTML', () => {
  const parse = (html: string) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(html);
    return box;
  };

  it('an image the site’s CSP would block (another host) becomes a tinted block with its alt text, read as an image, never a broken <img>', () => {
    const box = parse('<p>Before</p><img src="https://example.com/mockup.jpg" alt="Shopfront mock-up"><img src="//cdn.example.com/a.png" alt="Sign"><p>After</p>');
    expect(box.querySelector('img')).toBeNull();
    const blocks = [...box.querySelectorAll('.image-unavailable')];
    expect(blocks.map((b) => [b.getAttribute('role'), b.getAttribute('aria-label'), b.textContent])).toEqual([
      ['img', 'Shopfront mock-up', 'Shopfront mock-up'],
      ['img', 'Sign', 'Sign'],
    ]);
  });

  it('a blocked decorative image (empty alt) leaves nothing', () => {
    expect(sanitizeHtml('<p>x</p><img src="https://example.com/rule.png" alt="">')).toBe('<p>x</p>');
  });

  it('images the CSP allows (the stock host, the library’s data: URLs, this site) stay, lazy and decoded off the main thread', () => {
    const box = parse(
      '<img src="https://images.unsplash.com/photo-1?w=800" alt="a"><img src="data:image/png;base64,AA==" alt="b"><img src="/favicon.svg" alt="c">',
    );
    const imgs = [...box.querySelectorAll('img')];
    expect(imgs).toHaveLength(3);
    for (const img of imgs) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
    }
  });

  it('a srcset naming another host is dropped (a <picture> source with it too), the image keeps its allowed src', () => {
    const img = parse('<img src="https://images.unsplash.com/photo-1?w=800" srcset="https://example.com/a.jpg 2x" alt="a">').querySelector('img')!;
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('src')).toBe('https://images.unsplash.com/photo-1?w=800');
    const picture = parse(
      '<picture><source srcset="https://example.com/a.webp"><source srcset="https://images.unsplash.com/photo-1?w=800&fm=webp 1x"><img src="/a.png" alt="a"></picture>',
    );
    expect([...picture.querySelectorAll('source')].map((s) => s.getAttribute('srcset'))).toEqual(['https://images.unsplash.com/photo-1?w=800&fm=webp 1x']);
  });
});

describe('event handlers cut before any parse in the page', () => {
  it.each([
    ['quoted', '<img src=x onerror="window.__xss=2">', '<img src=x >'],
    ['unquoted, upper case, after a slash', '<img/ONERROR=alert(1) alt="a">', '<img/ alt="a">'],
    ['in SVG', '<svg><animate onbegin="x()" attributeName="x" dur="1s"/></svg>', '<svg><animate  attributeName="x" dur="1s"/></svg>'],
    ['on the body and inside a template', '<body onload="x()"><template><b onclick="y()">b</b></template>', '<body ><template><b >b</b></template>'],
    ['inside <noscript>, which DOMParser parses as markup', '<noscript><img onerror="x()"></noscript>', '<noscript><img ></noscript>'],
  ])('cuts a handler %s', (_, html, cut) => {
    expect(withoutEventHandlers(html)).toBe(cut);
  });

  it('leaves text that only looks like a handler, and every other attribute', () => {
    const html = '<p title="onclick=x()">Write onclick="x()" in the <code>&lt;button onclick=x&gt;</code> tag; <a href="/on">on</a></p>';
    expect(withoutEventHandlers(html)).toBe(html);
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
