import { mix, unit } from "@/lib/audiences/population/hash";
import { TOPIC_SHARES } from "@/lib/audiences/population/corpus/model";
import { TOPICS } from "@/lib/audiences/population/corpus/topics";
import { AUTHORS_PER_TOPIC, cap, corpusAuthor } from "./authors";

/**
 * The corpus's posts of one hour, a pure function of (hour, posts per hour): each post is about one
 * topic (the population's topic shares), carries three words of its vocabulary by the same Zipf
 * weights the keyword insights assume (lib/audiences/population/corpus/model.ts), and sometimes a
 * hashtag, a link, a mention, or is a reply to or a quote of an earlier post of the hour. Its public
 * counts are drawn once, heavy-tailed (most posts get a few likes, a few get thousands).
 */
export type CorpusPost = {
  id: string;
  userId: string;
  /** The author's, for replies that name them. */
  screenName: string;
  text: string;
  createdAt: Date;
  replyTo: string | null;
  quoteOf: string | null;
  counts: { likes: number; reposts: number; replies: number; quotes: number };
};

const EPOCH = 1_600_000_000_000n;
const HOUR = 3_600_000;
const ZIPF = TOPICS.map((t) => cumulative(t.words.map((_, j) => 1 / Math.pow(j + 2, 0.9))));
const SHARES = cumulative([...TOPIC_SHARES]);
const TEMPLATES = [
  (a: string, b: string, c: string) => `${cap(a)} and ${b}: what a week for ${c}`,
  (a: string, b: string) => `Hot take: ${a} beats ${b}.`,
  (a: string, b: string, c: string) => `Reading up on ${a}, ${b} and ${c} this morning`,
  (a: string, b: string, c: string) => `${cap(a)} today: ${b}, ${c}`,
  (a: string, b: string) => `Can't stop thinking about ${a}. And ${b}!`,
  (a: string, _b: string, c: string) => `Who else is following ${a} and ${c}?`,
  (a: string, b: string, c: string) => `New thread on ${a}, ${b} and ${c} 🧵`,
  (a: string, b: string) => `Everyone is talking about ${a} today. ${cap(b)} next?`,
];

function cumulative(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  let run = 0;
  return weights.map((w) => (run += w / total));
}
const pick = (cdf: readonly number[], u: number) => {
  const i = cdf.findIndex((c) => u < c);
  return i < 0 ? cdf.length - 1 : i;
};

/** Post `i` of `n` in the hour starting at `hourMs`; `earlier` are the hour's posts before it. */
function post(hourMs: number, i: number, n: number, earlier: readonly CorpusPost[]): CorpusPost {
  const h = (salt: number) => unit(mix(mix(hourMs / HOUR, i), salt));
  const t = pick(SHARES, h(1));
  const words: string[] = [];
  for (let s = 2; words.length < 3 && s < 12; s++) {
    const w = TOPICS[t].words[pick(ZIPF[t], h(s))];
    if (!words.includes(w)) words.push(w);
  }
  while (words.length < 3) words.push(TOPICS[t].name);
  const [a, b, c] = words;
  const author = corpusAuthor(t, Math.floor(h(20) * AUTHORS_PER_TOPIC));
  const parent =
    earlier.length && h(21) < 0.12 ? earlier[Math.floor(h(22) * earlier.length)] : null;
  const quoted = !parent && earlier.length && h(23) < 0.05 ? earlier[earlier.length - 1] : null;
  let text = TEMPLATES[Math.floor(h(24) * TEMPLATES.length)](a, b, c);
  if (h(25) < 0.3) text += ` #${a.replace(/[^\p{L}\p{N}]+/gu, "")}`;
  if (h(26) < 0.2) text += ` https://${TOPICS[t].name}.example/${Math.floor(h(27) * 1e6)}`;
  if (h(28) < 0.1) text += ` @${corpusAuthor(t, Math.floor(h(29) * AUTHORS_PER_TOPIC)).screenName}`;
  if (parent) text = `@${parent.screenName} ${text}`;
  const at = hourMs + Math.floor(((i + 0.1 + 0.8 * h(30)) * HOUR) / n);
  const likes = Math.floor(Math.pow(2000, Math.pow(h(31), 3))) - 1;
  return {
    id: ((BigInt(at) - EPOCH) * 4_194_304n + 0x3ff000n + BigInt(i & 0x3ff)).toString(),
    userId: author.id,
    screenName: author.screenName,
    text,
    createdAt: new Date(at),
    replyTo: parent?.id ?? null,
    quoteOf: quoted?.id ?? null,
    counts: {
      likes,
      reposts: Math.floor(likes * 0.3 * h(32)),
      replies: Math.floor(likes * 0.15 * h(33)),
      quotes: Math.floor(likes * 0.05 * h(34)),
    },
  };
}

/** The `n` posts of the hour that starts at `hourMs` (a whole UTC hour), oldest first. */
export function corpusHour(hourMs: number, n: number): CorpusPost[] {
  const out: CorpusPost[] = [];
  for (let i = 0; i < n; i++) out.push(post(hourMs, i, n, out));
  return out;
}
