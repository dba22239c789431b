// navigation.mjs with made-up trace events:
//   node --test tools/lighthouse/navigation.test.mjs   (make test-tools, part of make test)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageNavigationStart } from './navigation.mjs';

const nav = (ts, url, { pid = 1, tid = 10, mainFrame } = {}) => ({
  ph: 'I', name: 'navigationStart', ts, pid, tid,
  args: { data: { documentLoaderURL: url, ...(mainFrame === undefined ? {} : { isLoadingMainFrame: mainFrame }) } },
});

test('the page’s own navigation, not the about:blank a new tab starts on', () => {
  assert.equal(pageNavigationStart([nav(50, 'about:blank'), nav(100, 'https://localhost/about'), nav(900, 'https://localhost/blog')]), 100);
});

test('a frame’s navigation is not the page’s', () => {
  assert.equal(pageNavigationStart([nav(80, 'https://localhost/embed', { mainFrame: false }), nav(100, 'http://127.0.0.1/', { mainFrame: true })]), 100);
});

test('on one thread, when asked: another renderer’s navigation is left out', () => {
  const events = [nav(40, 'https://localhost/', { tid: 11 }), nav(60, 'about:blank'), nav(100, 'https://localhost/about')];
  assert.equal(pageNavigationStart(events, '1:10'), 100);
  assert.equal(pageNavigationStart(events), 40);
});

test('with no http(s) navigation, the first one; with none at all, undefined', () => {
  assert.equal(pageNavigationStart([nav(70, ''), nav(90, 'about:blank')]), 70);
  assert.equal(pageNavigationStart([{ ph: 'X', name: 'RunTask', ts: 1 }]), undefined);
});
