// The suite's process model, on top of chromium-flags.json (the suite's
// alone: Lighthouse and the benches measure the browser as visitors run it).
// Plain JavaScript, so that the Playwright config reads it as it is.
//
// A test's new page starts on about:blank in a renderer process of its own,
// and Chromium started a second one for the site the test then opened: two
// process starts in every test. With a limit of one renderer, the first
// navigation takes over the blank page's process, and the suite uses about
// 5 % less CPU. `--site-per-process` keeps the
// desktop browser's site isolation, which the headless shell leaves out and
// which the limit would otherwise give up: another site (http://localhost
// beside http://127.0.0.1, https://localhost) still gets a process of its own.

/**
 * The flags; E2E_PROCESS_MODEL=default leaves Chromium's own, for that comparison.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export function processModelArgs(env = process.env) {
  return env.E2E_PROCESS_MODEL === 'default' ? [] : ['--site-per-process', '--renderer-process-limit=1'];
}
