import { loginAsAdmin } from '../support/admin.ts';
import { watchCsp } from '../support/csp.ts';
import { scrollThroughPage } from '../support/layout.ts';
import { expect, test, visit } from '../support/test.ts';

// Every public page of the sitemap is checked as it hydrates (prerender.spec.ts);
// here: the not-found page, the admin and its tabs.
const routes = ['/no-such-page'];

test('no CSP violation on the not-found page or any admin tab (strict CSP, no unsafe source)', async ({ page }) => {
  const violations = await watchCsp(page);
  const all: string[] = [];
  for (const path of routes) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThroughPage(page);
    all.push(...(await violations()));
  }
  await loginAsAdmin(page); // shows a toast: sonner's styles must come from a file
  for (const tab of ['Content', 'Images', 'Portfolio Items', 'Blog Posts']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  // Our own post markup, rendered in the admin preview.
  await page.getByRole('button', { name: /^Edit What a Kala Ghoda/ }).click();
  await expect(page.getByRole('region', { name: 'Content preview' }).getByRole('heading', { name: 'Order is a promise' })).toBeVisible();
  all.push(...(await violations()));
  expect(all).toEqual([]);
});

// The CSP's Trusted Types (spa/response.go; site/src/lib/trustedHtml.ts, site/src/boot/loadAfterPaint.ts).
test("HTML reaches a page only through the site's Trusted Types policies", async ({ page }) => {
  // Every policy a page makes, across the page loads of this tab.
  await page.addInitScript(() => {
    const factory = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
    if (!factory) return;
    const create = factory.createPolicy.bind(factory);
    factory.createPolicy = (name, rules) => {
      sessionStorage.setItem('policies', JSON.stringify([...JSON.parse(sessionStorage.getItem('policies') ?? '[]'), name]));
      return create(name, rules);
    };
  });
  const violations = await watchCsp(page);
  // The app starts (its chunks added one by one after the first paint), then
  // renders a body itself, after a link (no prerendered markup to hydrate):
  // a built-in one through the built-in posts' policy,
  const csp = (await visit(page, '/blog'))!.headers()['content-security-policy'];
  await page.getByRole('article').first().getByRole('link', { name: /^Read more/ }).click();
  await expect(page.getByRole('heading', { name: 'Order is a promise' })).toBeVisible();
  // and the owner's through the sanitizer's (and DOMPurify's).
  const owners = { id: 9, title: 'Owner post', excerpt: 'x', content: '<h2>Owner heading</h2><p>Owner text</p>', date: '2026-11-27', author: 'Tester', image: '', category: 'Branding' };
  await page.evaluate((post) => localStorage.setItem('blog-posts', JSON.stringify([post])), owners);
  await visit(page, '/blog');
  await page.getByRole('link', { name: 'Read more about Owner post' }).click();
  await expect(page.getByRole('heading', { name: 'Owner heading' })).toBeVisible();
  expect(await violations()).toEqual([]);

  const made = await page.evaluate(() => JSON.parse(sessionStorage.getItem('policies') ?? '[]') as string[]);
  const allowed = /(?:^|;)\s*trusted-types ([^;]+)/.exec(csp)![1].trim().split(/\s+/);
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect([...new Set(made)].sort(), 'the policies the site makes are the ones its CSP names').toEqual([...allowed].sort());

  const attempts = await page.evaluate(() => {
    type Factory = { createPolicy(name: string, rules: { createHTML(s: string): string }): unknown };
    const factory = (window as unknown as { trustedTypes: Factory }).trustedTypes;
    const attempt = (f: () => unknown) => {
      try {
        f();
        return 'allowed';
      } catch (e) {
        return (e as Error).name;
      }
    };
    return {
      innerHTML: attempt(() => (document.createElement('div').innerHTML = '<img src=x onerror="window.__xss=1">')),
      unlistedPolicy: attempt(() => factory.createPolicy('attacker', { createHTML: (s) => s })),
      // The sanitizer's policy exists now; a second of its name would pass anything.
      listedNameAgain: attempt(() => factory.createPolicy('studio-sanitized', { createHTML: (s) => s })),
    };
  });
  expect(attempts).toEqual({ innerHTML: 'TypeError', unlistedPolicy: 'TypeError', listedNameAgain: 'TypeError' });
  // The reports (the console's own words for them left out): the three refusals above.
  expect((await violations()).filter((v) => !/violates the following Content Security Policy/i.test(v)).sort()).toEqual([
    'require-trusted-types-for trusted-types-sink',
    'trusted-types trusted-types-policy',
    'trusted-types trusted-types-policy',
  ]);
});

// Each payload would set window.__xss (or clobber it) if it ran.
const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"><circle r="1"/></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<a href="javascript:window.__xss=5">click me</a>',
  '<a href="data:text/html,&lt;script&gt;window.opener.__xss=6&lt;/script&gt;">click me</a>',
  '<iframe src="javascript:parent.__xss=7"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=8">',
  '<style>body{background:url("javascript:window.__xss=9")}</style><p style="background:url(javascript:window.__xss=9)">styled</p>',
  '<details open ontoggle="window.__xss=10"><summary>s</summary></details>',
  '<object data="javascript:window.__xss=11"></object><embed src="javascript:window.__xss=11">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=12>"></p></noscript>',
  '<input autofocus onfocus="window.__xss=13">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=14">',
  '<img name="__xss" src="x"><form id="__xss"></form><a id="__xss" href="#">clobber</a>',
  '<svg><animate onbegin="window.__xss=16" attributeName="x" dur="1s"/></svg>',
  '<a href="  JaVaScRiPt:window.__xss=17">click me</a>',
  '<img srcset="x 1x" onerror="window.__xss=18"><video><source onerror="window.__xss=18"></video>',
];

test('an XSS corpus stored as post bodies never runs, on the post page or in the admin preview', async ({ page }) => {
  test.setTimeout(90_000);
  const posts = payloads.map((content, i) => ({
    id: i + 1,
    title: `Payload ${i + 1}`,
    excerpt: 'x',
    content: `<p>Body ${i + 1}</p>${content}`,
    date: '2026-11-22',
    author: 'Tester',
    image: '',
    category: 'Branding',
  }));
  await page.addInitScript((p) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('blog-posts', JSON.stringify(p));
      sessionStorage.setItem('seeded', '1');
    }
  }, posts);
  const violations = await watchCsp(page);
  const flag = () => page.evaluate(() => typeof (window as unknown as { __xss?: unknown }).__xss);

  await visit(page, '/blog');
  for (const post of posts) {
    // In-app navigation, as a reader following links would: the same render path, without a page load each.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/blog/${post.id}`);
    await expect(page.getByText(`Body ${post.id}`, { exact: true })).toBeVisible();
    const link = page.locator('.prose-studio').getByText('click me');
    if (await link.count()) await link.click({ noWaitAfter: true });
    expect(await flag(), post.content).toBe('undefined');
  }

  await loginAsAdmin(page);
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  for (const post of posts.slice(0, 6)) {
    await page.getByRole('button', { name: `Edit Payload ${post.id}`, exact: true }).click();
    await expect(page.getByRole('region', { name: 'Content preview' }).getByText(`Body ${post.id}`)).toBeVisible();
    expect(await flag(), post.content).toBe('undefined');
  }
  // The only CSP reports allowed are the payloads' own inline styles:
  // Chromium checks a style attribute and a <style> element against the
  // page's CSP while DOMPurify's inert document parses them. No inline
  // handler is ever reported (its check would come only when its event
  // fired, which an inert document never does), and nothing is blocked from
  // loading or running from our markup, which the test above proves on the
  // default posts.
  const reports = await violations();
  const events = reports.filter((r) => !r.includes('violates the following Content Security Policy'));
  expect(events.filter((e) => !/^(style-src-attr|style-src-elem) inline$/.test(e))).toEqual([]);
  expect(reports.filter((r) => /inline event handler|script-src/.test(r))).toEqual([]);
});
