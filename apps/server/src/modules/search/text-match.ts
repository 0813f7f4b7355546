import { WORD_SIMILARITY_THRESHOLD as WORD_SIMILARITY } from '../../db/client.ts';

/**
 * Typo-tolerant matching of short names held in memory (categories, cities), the same idea as
 * pg_trgm's word_similarity: the share of the query's trigrams found in one word of the text.
 */

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Beyond this many texts the memo starts again (the texts are reference names). */
const MEMO_TEXTS = 10_000;
const textTrigrams = new Map<string, Set<string>[]>();

/**
 * The trigrams of each word of `text`, worked out once per text: search matches every category
 * name against every query, and the names change rarely.
 */
function wordTrigrams(text: string): Set<string>[] {
  let out = textTrigrams.get(text);
  if (!out) {
    if (textTrigrams.size >= MEMO_TEXTS) textTrigrams.clear();
    out = words(text).map(trigrams);
    textTrigrams.set(text, out);
  }
  return out;
}

/** The best share of `wanted` (a query's trigrams) that one word of `text` contains (0-1). */
function bestShare(wanted: Set<string>, text: string): number {
  let best = 0;
  for (const have of wordTrigrams(text)) {
    let shared = 0;
    for (const t of wanted) if (have.has(t)) shared++;
    best = Math.max(best, shared / wanted.size);
  }
  return best;
}

/** The best share of the query's trigrams that one word of `text` contains (0-1). */
export function wordSimilarity(query: string, text: string): number {
  const q = words(query).join(' ');
  return q ? bestShare(trigrams(q), text) : 0;
}

/**
 * Whether a name contains the text or (from 3 characters) a word close enough to it. The text's
 * trigrams are worked out once, here, for all the names it is matched against (a search matches
 * every category name).
 */
export function nameMatcher(query: string): (name: string) => boolean {
  const q = query.toLowerCase().trim();
  const joined = words(q).join(' ');
  const wanted = q.length >= 3 && joined ? trigrams(joined) : null;
  return (name) => {
    if (!q) return false;
    const n = name.toLowerCase();
    return n.includes(q) || (wanted !== null && bestShare(wanted, n) >= WORD_SIMILARITY);
  };
}
