import { canonicalText, readMixedScriptWords, removeIgnorables } from '@/lib/text';
const s = '\u{E0897}How much';
console.log(JSON.stringify(canonicalText(s)), JSON.stringify(readMixedScriptWords(s)), JSON.stringify(removeIgnorables(s)), /^\p{Default_Ignorable_Code_Point}$/u.test('\u{E0897}'));
