import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPosts } from '../../content/posts.ts';
import { policyNames } from '../../lib/trustedHtml.ts';
import { fakeTrustedTypes, policies } from '../../test/fakeTrustedTypes.ts';

describe("the built-in posts under the CSP's Trusted Types", () => {
  beforeEach(() => {
    policies.clear();
    vi.stubGlobal('trustedTypes', fakeTrustedTypes);
    vi.resetModules(); // each module makes its policy as it loads
  });
  afterEach(() => vi.unstubAllGlobals());

  it(`the built-in posts' policy ('${policyNames.builtInPost}') passes their bodies and nothing else`, async () => {
    const { PostBody } = await import('./PostBody.tsx');
    render(createElement(PostBody, { html: defaultPosts[0].content }));
    expect(screen.getByRole('heading', { name: 'Order is a promise' })).toBeInTheDocument();
    const builtIn = policies.get(policyNames.builtInPost)!;
    expect(builtIn(defaultPosts[1].content!)).toBe(defaultPosts[1].content);
    expect(() => builtIn(`${defaultPosts[0].content}<img src=x onerror="window.__xss=1">`)).toThrow(TypeError);
  });

});
