import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrustedTypes, policies, Trusted } from '../test/fakeTrustedTypes.ts';
import { htmlPolicy, isEmptyHtml, policyNames } from './trustedHtml.ts';

describe("the site's HTML under the CSP's Trusted Types", () => {
  beforeEach(() => {
    policies.clear();
    vi.stubGlobal('trustedTypes', fakeTrustedTypes);
    vi.resetModules(); // each module makes its policy as it loads
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a policy hands out what its function returns, as trusted HTML, and its name is taken', () => {
    const trust = htmlPolicy('test-policy', (s) => s.toUpperCase());
    const html = trust('<p>x</p>');
    expect(html).toBeInstanceOf(Trusted);
    expect(String(html)).toBe('<P>X</P>');
    expect(() => htmlPolicy('test-policy', (s) => s)).toThrow(TypeError);
  });

  it('without Trusted Types (the prerender, an older browser) the same function runs, and its string is used', () => {
    vi.unstubAllGlobals();
    expect(htmlPolicy('test-plain', (s) => s.trim())(' <p>x</p> ')).toBe('<p>x</p>');
  });

  it('an empty body is empty whether it is a string or trusted HTML (which is never falsy)', () => {
    expect(isEmptyHtml('')).toBe(true);
    expect(isEmptyHtml(new Trusted('') as unknown as TrustedHTML)).toBe(true);
    expect(isEmptyHtml(new Trusted('<p>x</p>') as unknown as TrustedHTML)).toBe(false);
  });

  it(`the sanitizer's policy ('${policyNames.sanitized}') is the sanitizer`, async () => {
    const { trustSanitized } = await import('./sanitize.ts');
    const html = trustSanitized('<p>ok</p><img src=x onerror="window.__xss=1">');
    expect(html).toBeInstanceOf(Trusted);
    expect(String(html)).not.toMatch(/onerror/);
    expect(policies.get(policyNames.sanitized)!('<script>window.__xss=1</script><p>kept</p>')).toBe('<p>kept</p>');
  });
});
