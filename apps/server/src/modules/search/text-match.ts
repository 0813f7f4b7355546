import { WORD_SIMILARITY_THRESHOLD as WORD_SIMILARITY } from '../../db/client.ts';

/**
 * Typo-tolerant matching of short names held in memory (categories, cities), the same idea as
 * pg_trgm's word_similarity: the share of the text's trigrams found in one word of the name.
 */

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Names indexed by their words' trigrams, built once per list of names. `matching(text)` gives
 * the positions of the names that contain the text (any case) or, from 3 characters, have a
 * word holding at least WORD_SIMILARITY of the text's trigrams. Search asks it for every query
 * (the categories a text names), so it counts each trigram's words instead of comparing the text
 * with every name.
 */
export function nameIndex(names: readonly string[]) {
  const lower = names.map((n) => n.toLowerCase());
  /** The name each indexed word belongs to. */
  const owner: number[] = [];
  const wordsOf = new Map<string, number[]>();
  lower.forEach((name, at) => {
    for (const word of words(name)) {
      const id = owner.push(at) - 1;
      for (const t of trigrams(word)) {
        const list = wordsOf.get(t);
        if (list) list.push(id);
        else wordsOf.set(t, [id]);
      }
    }
  });
  const shared = new Uint16Array(owner.length);

  return {
    matching(text: string): number[] {
      const q = text.toLowerCase().trim();
      if (!q) return [];
      const found = new Set<number>();
      lower.forEach((name, at) => name.includes(q) && found.add(at));
      const joined = words(q).join(' ');
      if (q.length >= 3 && joined) {
        const wanted = trigrams(joined);
        const touched: number[] = [];
        for (const t of wanted) {
          for (const id of wordsOf.get(t) ?? []) if (shared[id]++ === 0) touched.push(id);
        }
        for (const id of touched) {
          if (shared[id] / wanted.size >= WORD_SIMILARITY) found.add(owner[id]);
          shared[id] = 0;
        }
      }
      return [...found].sort((a, b) => a - b);
    },
  };
}
