/**
 * A small deterministic random generator (mulberry32): the same seed gives the same sequence, so a
 * generated run can be repeated exactly. Returns numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A copy of `items` in the order a Fisher–Yates shuffle driven by `seededRandom(seed)` gives: the one seeded shuffle the lists' and recipes' splits use. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
}

/**
 * `items` split by the seeded shuffle: a third set aside (`held`, the first third of the shuffle) and the rest
 * (`choosing`), each in the items' own order. The one split the list-free checks' held thirds use.
 */
export function seededThird<T>(items: readonly T[], seed: number): { readonly choosing: T[]; readonly held: T[] } {
  const order = seededShuffle(
    items.map((_, index) => index),
    seed,
  );
  const held = new Set(order.slice(0, Math.round(items.length / 3)));
  return { choosing: items.filter((_, index) => !held.has(index)), held: items.filter((_, index) => held.has(index)) };
}
