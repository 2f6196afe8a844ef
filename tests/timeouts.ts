/**
 * Every time limit the tests use, in one place.
 *
 * No test waits for a fixed time: each waits for a condition (an element, a page state, a request the
 * fake upstream saw, a log line) and goes on the moment it holds, so these limits cost nothing on a
 * fast machine. They only say how long to wait before calling a condition that never came a failure,
 * and they are sized for a 2-core machine whose cores are both kept busy by other work
 * (`npm run test:stress` checks exactly that).
 *
 * A slower environment still (an emulated CPU, a debugger) sets one variable,
 * AI_CHEF_TEST_TIME_SCALE (for example 3), and every limit grows by that factor.
 */

function timeScale(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`AI_CHEF_TEST_TIME_SCALE must be a number of at least 1, not "${raw}"`);
  return value;
}

export const TIME_SCALE = timeScale(process.env.AI_CHEF_TEST_TIME_SCALE);

/** A base limit in milliseconds, grown by AI_CHEF_TEST_TIME_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}

export const TIMEOUTS = {
  /** One condition: an element or page state (Playwright, Testing Library), `expect.poll`, a request or a log line. */
  condition: scaled(30_000),
  /**
   * One Redis command of a server under test (AI_CHEF_REDIS_TIMEOUT_MS; 250 ms in production). Past it
   * the server counts the request in its own memory, as it should when Redis is slow, and a test of
   * counts shared through Redis would see one instance's count instead: on a loaded machine 250 ms passed.
   */
  redisCommand: scaled(10_000),
  /** A process to start and say it is ready: our built server, redis-server, Chromium. */
  start: scaled(60_000),
  /** A process asked to stop (SIGTERM) before it is killed outright. */
  stop: scaled(20_000),
  /** A unit, component or in-process server test. */
  test: scaled(60_000),
  /** A test that makes thousands of requests (the API fuzz, the soak): pass it as the test's own timeout. */
  heavyTest: scaled(300_000),
  /** An end-to-end test: several conditions in a row, in a real browser. */
  e2eTest: scaled(180_000),
  /** Set-up and teardown hooks: a `beforeAll` may start a server, a fake upstream and Chromium. */
  hook: scaled(180_000),
  /** The production build the end-to-end tests share (`npm run build`, once per run). */
  build: scaled(600_000),
} as const;

/**
 * Time limits for our server under test, in the tests that make it wait on purpose (an upstream that
 * hangs before its first byte, a stream that stalls). Each such test costs this much wall time, so they
 * are short; they are still long enough that a healthy reply on a loaded machine never runs into them.
 */
export const SERVER_DEADLINES = {
  /** AI_CHEF_FIRST_BYTE_TIMEOUT_MS: also the deadline the 503 retries must fit in. */
  firstByteMs: scaled(3_000),
  /** AI_CHEF_IDLE_TIMEOUT_MS: the longest silence between two chunks of a reply. */
  idleMs: scaled(2_000),
} as const;
