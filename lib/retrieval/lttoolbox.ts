/**
 * A reader of lttoolbox's compiled transducers (`*.bin`, written by Apertium's `lt-comp`), for the
 * bilingual dictionaries Apertium's Debian packages install compiled (`apertium-eng-spa`:
 * `/usr/share/apertium/apertium-eng-spa/spa-eng.autobil.bin`; the `.dix` XML is not installed).
 *
 * The format, as lttoolbox 3.5–3.7 write and read it (lttoolbox's `compression.cc`,
 * `alphabet.cc`, `transducer.cc`, `fst_processor.cc`; https://github.com/apertium/lttoolbox):
 * - optional header `LTTB` + 8-byte little-endian feature flags;
 * - the alphabetic characters: a count, then code points;
 * - the alphabet: a count of tags, each a string (`n`, `vblex`: written without `<…>`); then a
 *   count of symbol pairs, each two numbers biased by the tag count (a symbol is a code point when
 *   > 0, ε when 0, tag `-s - 1` when < 0);
 * - a count of transducers, each a name (string) then optional header `LTTD` + 8-byte features
 *   (bit 1: weighted), the initial state, the final states (delta-coded, each with a weight when
 *   weighted), the state count, and per state its transitions: pair index (delta-coded within the
 *   state), target (`(state + n) % states`) and a weight when weighted.
 * Numbers are lttoolbox's "multibyte" integers (1–4 bytes, the top two bits of the first byte
 * giving the length); strings a count then code points; weights two numbers (mantissa, exponent).
 */

/** A compiled lttoolbox file: its tags, symbol pairs and transducers. */
export interface LttFile {
  /** Tag names without brackets, in symbol order (tag symbol `-i - 1` is `tags[i]`). */
  tags: string[];
  /** Symbol pairs [input, output] a transition label indexes. */
  pairs: [number, number][];
  transducers: Map<string, LttTransducer>;
}

/** One transducer: per state its transitions as [label (index into `pairs`), target]. */
export interface LttTransducer { initial: number; finals: Set<number>; states: [number, number][][] }

/** One path of a bilingual transducer: each side's lemma and tags (`casa<n><f>` → `casa`, `['n', 'f']`). */
export interface BidixPair { left: string; leftTags: string[]; right: string; rightTags: string[] }

class Reader {
  pos = 0;
  constructor(private readonly buf: Uint8Array) {}
  byte(): number {
    if (this.pos >= this.buf.length) throw new Error('lttoolbox: unexpected end of file');
    return this.buf[this.pos++]!;
  }
  /** lttoolbox `Compression::multibyte_read`. */
  int(): number {
    const up = this.byte();
    if (up < 0x40) return up;
    let n = up & 0x3f;
    const more = up < 0x80 ? 1 : up < 0xc0 ? 2 : 3;
    for (let i = 0; i < more; i++) n = n * 256 + this.byte();
    return n;
  }
  /** lttoolbox `Compression::long_multibyte_read` (a weight; only skipped here). */
  double(): number {
    let mantissa = this.int();
    if (mantissa >= 0x04000000) mantissa = (mantissa & 0x03ffffff) * 2 ** 26 + this.int();
    let exponent = this.int();
    if (exponent >= 0x04000000) exponent = (exponent & 0x03ffffff) * 2 ** 26 + this.int();
    return ((mantissa | 0) / 0x40000000) * 2 ** (exponent | 0);
  }
  string(): string {
    const n = this.int();
    const cps: number[] = [];
    for (let i = 0; i < n; i++) cps.push(this.int());
    return String.fromCodePoint(...cps);
  }
  /** An optional 4-byte magic and its 8-byte feature flags (the low 32 bits: none used above them). */
  header(magic: string): number | null {
    for (let i = 0; i < 4; i++) if (this.buf[this.pos + i] !== magic.charCodeAt(i)) return null;
    const b = this.buf;
    const p = this.pos + 4;
    this.pos += 12;
    return (b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16)) + b[p + 3]! * 2 ** 24;
  }
}

/**
 * Reads a compiled lttoolbox file.
 * @throws Error on a truncated file or unknown feature flags (a newer lttoolbox's format)
 */
export function readLttoolbox(buf: Uint8Array): LttFile {
  const r = new Reader(buf);
  const features = r.header('LTTB');
  if (features !== null && features !== 0) throw new Error(`lttoolbox: unknown file features ${features}`);
  for (let n = r.int(); n > 0; n--) r.int(); // alphabetic characters (for tokenizing; not needed)
  const tags: string[] = [];
  for (let n = r.int(); n > 0; n--) tags.push(r.string());
  const bias = tags.length;
  const pairs: [number, number][] = [];
  for (let n = r.int(); n > 0; n--) { const a = r.int() - bias; const b = r.int() - bias; pairs.push([a, b]); }
  const transducers = new Map<string, LttTransducer>();
  for (let t = r.int(); t > 0; t--) {
    const name = r.string();
    const tf = r.header('LTTD') ?? 0;
    if (tf > 1) throw new Error(`lttoolbox: unknown transducer features ${tf}`);
    const weighted = tf === 1;
    const initial = r.int();
    const finals = new Set<number>();
    let base = 0;
    for (let n = r.int(); n > 0; n--) { base += r.int(); finals.add(base); if (weighted) r.double(); }
    const count = r.int();
    const states: [number, number][][] = [];
    for (let s = 0; s < count; s++) {
      const out: [number, number][] = [];
      let label = 0;
      for (let n = r.int(); n > 0; n--) {
        label += r.int();
        const target = (s + r.int()) % count;
        if (weighted) r.double();
        out.push([label, target]);
      }
      states.push(out);
    }
    transducers.set(name, { initial, finals, states });
  }
  return { tags, pairs, transducers };
}

/**
 * Every path of a compiled bilingual dictionary (`*.autobil.bin`: input side `left`, output side
 * `right`), as lemma and tags per side. A path's side is its characters up to its first tag, then
 * its tags; characters after a tag, and paths through a loop (`<re>` patterns, tag wildcards), are
 * not lemma-and-tags entries and are left out. Sections named `regexp…` are skipped: they hold
 * `<re>` patterns (URLs, numbers: `regexp@standard` in apertium-eng-spa), not words, and their
 * character classes make millions of paths.
 * @param maxPaths a guard against a file that is no dictionary (default 2 million)
 */
export function bidixPairs(file: LttFile, maxPaths = 2_000_000): BidixPair[] {
  const out: BidixPair[] = [];
  // A symbol: a character, a tag, or null for ε.
  const sym = (s: number): string | { tag: string } | null => (s < 0 ? { tag: file.tags[-s - 1] ?? '' } : s === 0 ? null : String.fromCodePoint(s));
  for (const [name, t] of file.transducers) {
    if (name.startsWith('regexp')) continue;
    const onPath = new Uint8Array(t.states.length);
    // Iterative depth-first walk: the path's symbols per side, kept as stacks.
    const left: (string | { tag: string })[] = [];
    const right: (string | { tag: string })[] = [];
    const walk = (state: number) => {
      if (out.length >= maxPaths) return;
      if (t.finals.has(state)) {
        const l = side(left);
        const r = side(right);
        if (l && r) out.push({ left: l.lemma, leftTags: l.tags, right: r.lemma, rightTags: r.tags });
      }
      onPath[state] = 1;
      for (const [label, target] of t.states[state] ?? []) {
        if (onPath[target]) continue;
        const [a, b] = file.pairs[label] ?? [0, 0];
        const sa = sym(a);
        const sb = sym(b);
        if (sa) left.push(sa);
        if (sb) right.push(sb);
        walk(target);
        if (sa) left.pop();
        if (sb) right.pop();
      }
      onPath[state] = 0;
    };
    walk(t.initial);
  }
  return out;
}

/** A path side as lemma and tags; null when a character follows a tag. */
function side(symbols: readonly (string | { tag: string })[]): { lemma: string; tags: string[] } | null {
  let lemma = '';
  const tags: string[] = [];
  for (const s of symbols) {
    if (typeof s === 'string') { if (tags.length) return null; lemma += s; }
    else tags.push(s.tag);
  }
  return { lemma, tags };
}
