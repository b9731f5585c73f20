/**
 * A rule-based number formatter for CLDR's spell-out rules (the `SpelloutRules` of `cldr-rbnf`
 * 48.2, as ICU's RuleBasedNumberFormat reads them: https://unicode-org.github.io/icu/userguide/format_parse/numbers/rbnf).
 * The gate formats whole numbers with it to learn each language's number words (issue 34, kind 2);
 * it is not a display formatter.
 *
 * What it reads of the rule syntax: rule descriptors `N` and `N/radix`; `<<` (the quotient by the
 * rule's divisor), `>>` (the remainder), `=…=` (the number itself), each with an optional rule
 * set (`<%name<`, `>%%name>`, `=%name=`); optional text `[…]`, left out when the remainder is 0;
 * plural forms `$(cardinal,one{…}few{…}other{…})$` chosen by the quotient (Intl.PluralRules); a
 * leading apostrophe that keeps a leading space. Negative numbers, fractions (`x.x`, `>>>`),
 * infinity and decimal-format fallbacks (`=#,##0=`, used from 10^18 on) are not formatted.
 */

/** A normal rule: its base value, the divisor of its substitutions and its text. */
interface Rule {
  base: number;
  divisor: number;
  text: string;
}

/** The spell-out rule sets of one locale, as `cldr-rbnf`'s JSON gives them: name → [descriptor, text][]. */
export type SpelloutRules = Record<string, readonly (readonly [string, string])[]>;

/** Thrown for what {@link Rbnf} does not format (a decimal-format fallback, an unknown rule set). */
export class RbnfUnsupported extends Error {}

/** Divisor of a rule: the highest power of the radix not above its base value (ICU NFRule). */
function divisorOf(base: number, radix: number): number {
  let d = 1;
  while (d * radix <= base) d *= radix;
  return d;
}

/** A locale's spell-out rules, ready to format whole numbers. */
export class Rbnf {
  private readonly sets = new Map<string, Rule[]>();
  private readonly publicSets: string[] = [];
  private readonly plurals: Intl.PluralRules;

  /**
   * @param locale BCP 47 tag, for plural forms
   * @param rules the locale's `SpelloutRules` (`cldr-rbnf/rbnf/<locale>.json` → `rbnf.rbnf.SpelloutRules`)
   */
  constructor(locale: string, rules: SpelloutRules) {
    this.plurals = new Intl.PluralRules(locale);
    for (const [name, list] of Object.entries(rules)) {
      if (!name.startsWith('%')) continue;
      const normal: Rule[] = [];
      for (const [descriptor, text] of list) {
        const m = /^(\d+)(?:\/(\d+))?$/.exec(descriptor);
        if (!m) continue; // -x, x.x, Inf, NaN: not whole numbers
        const base = Number(m[1]);
        normal.push({ base, divisor: divisorOf(base, m[2] ? Number(m[2]) : 10), text: text.replace(/;$/, '') });
      }
      this.sets.set(name.replace(/^%+/, ''), normal.sort((a, b) => a.base - b.base));
      if (!name.startsWith('%%')) this.publicSets.push(name.slice(1));
    }
  }

  /** The public rule sets (ICU: names without the `%%` of private ones). */
  get ruleSets(): string[] {
    return [...this.publicSets];
  }

  /** The given rule sets and every set their rules name, public or private (`%%spellout-leading`). */
  closure(names: readonly string[]): string[] {
    const out = new Set<string>();
    const visit = (name: string) => {
      if (out.has(name) || !this.sets.has(name)) return;
      out.add(name);
      for (const r of this.sets.get(name)!) for (const m of r.text.matchAll(/%%?([\w-]+)/g)) visit(m[1]!);
    };
    for (const n of names) visit(n);
    return [...out];
  }

  /**
   * Spells out a whole number ≥ 0 with a rule set.
   * @throws {RbnfUnsupported} for numbers the rules hand to a decimal format, or an unknown set
   */
  format(n: number, set: string): string {
    const rules = this.sets.get(set);
    if (!rules) throw new RbnfUnsupported(`no rule set ${set}`);
    let rule: Rule | undefined;
    for (const r of rules) if (r.base <= n) rule = r; else break;
    if (!rule) throw new RbnfUnsupported(`no rule for ${n} in ${set}`);
    return this.render(rule, n, set);
  }

  private render(rule: Rule, n: number, set: string): string {
    const quotient = Math.floor(n / rule.divisor);
    const remainder = n % rule.divisor;
    let text = rule.text.replace(/^'/, '');
    // Optional text is left out when the remainder is 0 ("twenty[->>]" for 20).
    text = text.replace(/\[([^\]]*)\]/g, (_, inner: string) => (remainder === 0 ? '' : inner));
    text = text.replace(/\$\(cardinal,([^)]*)\)\$/g, (_, forms: string) => {
      const category = this.plurals.select(quotient);
      const found = new RegExp(`(?:^|})${category}\\{([^}]*)\\}`).exec(forms) ?? /(?:^|})other\{([^}]*)\}/.exec(forms);
      return found?.[1] ?? '';
    });
    // Substitutions, arrows as in the JSON (← → ) or as in ICU's text files (< >).
    return text.replace(/([←<])([^←<→>=]*)\1|([→>])([^←<→>=]*)\3|=([^=]*)=/g, (_, l, lSet: string, r, rSet: string, eSet: string | undefined) => {
      if (l) return this.sub(quotient, lSet, set);
      if (r) return this.sub(remainder, rSet, set);
      return this.sub(n, eSet ?? '', set);
    });
  }

  private sub(value: number, spec: string, set: string): string {
    if (spec.startsWith('#') || spec.startsWith('0')) throw new RbnfUnsupported(`decimal format ${spec}`);
    return this.format(value, spec ? spec.replace(/^%+/, '') : set);
  }
}
