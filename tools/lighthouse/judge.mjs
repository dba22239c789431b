// How run.mjs judges a page: which of its runs counts, and what in that run
// fails the script. Kept apart from run.mjs (which starts a browser) so that
// judge.test.mjs checks the rules without Lighthouse, before each run.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A run's score in each category, 0–100, in CATEGORIES' order (a run Lighthouse could not record scores 0). */
export const scores = (lhr) => CATEGORIES.map((c) => Math.round((lhr.categories?.[c]?.score ?? 0) * 100));

export const perfScore = (lhr) => scores(lhr)[0];

/** Whether a page's first run asks for more: under 100, and recorded (a failed recording is run again anyway). */
export const wantsReruns = (lhr) => !lhr.runtimeError && perfScore(lhr) < 100;

/**
 * The run that stands for the page: of the runs Lighthouse recorded, the one
 * with the median performance score, the lower middle of an even count. Not
 * Lighthouse's computeMedianRun, which weighs the paint metrics and can pick
 * a 100 out of 99, 99 and 100. If no run was recorded, the first, whose
 * error the table then reports.
 *
 * @template {{ lhr: any }} R
 * @param {R[]} runs
 * @returns {R}
 */
export function medianRun(runs) {
  const recorded = runs.filter((r) => !r.lhr.runtimeError).sort((a, b) => perfScore(a.lhr) - perfScore(b.lhr));
  return recorded[Math.floor((recorded.length - 1) / 2)] ?? runs[0];
}

/**
 * What fails the page: performance under `minPerformance`, any other
 * category under 100. Each miss names the audits that cost points, so a
 * failure says what to fix.
 *
 * @param {any} lhr
 * @param {number} minPerformance
 * @returns {string[]}
 */
export function misses(lhr, minPerformance) {
  const got = scores(lhr);
  return CATEGORIES.flatMap((c, i) => {
    const min = c === 'performance' ? minPerformance : 100;
    if (got[i] >= min) return [];
    if (lhr.runtimeError) return [`${c}: Lighthouse failed (${lhr.runtimeError.code})`];
    return [`${c} ${got[i]} < ${min}: ${pointsLost(lhr, c).join(', ')}`];
  });
}

/**
 * The audits that cost a category points, the costliest first (weight times
 * the score it missed by), each as "id (value)". Audits that weigh nothing
 * are left out. They say what cost a 99 its point, which the table's
 * blocking time alone cannot when that is 0 ms.
 *
 * @param {any} lhr
 * @param {string} category
 * @returns {string[]}
 */
export function pointsLost(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id], lost: ref.weight * (1 - (lhr.audits[ref.id].score ?? 1)) }))
    .filter(({ lost }) => lost > 0)
    .sort((a, b) => b.lost - a.lost)
    .map(({ ref, audit }) => `${ref.id} (${audit.displayValue ?? audit.score})`);
}
