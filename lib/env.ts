/**
 * The one module that reads `process.env`. Everything is validated with zod on first access;
 * a bad value throws {@link EnvError} naming the variable, so misconfiguration fails loudly at
 * start-up instead of as a wrong answer later. Every variable has a local default or is optional.
 */
import { z } from 'zod';
import { ANSWER_MODELS, EMBEDDING_MODELS, RERANK_MODELS, lookupModel } from '@/lib/cost/models';

const optionalString = z.string().trim().min(1).optional().catch(undefined);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres:// URL; absent → embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded database (PGlite). Relative paths resolve against the working directory. */
  DATA_DIR: z.string().min(1).default('.data'),
  /**
   * Folder of the FreeDict dictd files for cross-language query translation (lib/retrieval/lexicon.ts),
   * Debian's `dict-freedict-*` packages by default; `off` loads none (questions match only words
   * the passages share). A missing folder or file means no translation for that language.
   */
  LEXICON_DIR: z.string().min(1).default('/usr/share/dictd'),
  /**
   * `provider:model-id`; provider is `openai`, `anthropic` or `openai-compatible`
   * (the latter with OPENAI_BASE_URL, e.g. Ollama at http://127.0.0.1:11434/v1).
   * Absent → the deterministic extractive answerer.
   */
  ASSISTANT_MODEL: z.string().regex(/^(openai|anthropic|openai-compatible):.+$/, 'expected provider:model-id')
    .refine((id) => lookupModel(ANSWER_MODELS, id), { error: (i) => `${String(i.input)} is not in the model catalog (lib/cost/models.ts): ${Object.keys(ANSWER_MODELS).join(', ')}` })
    .optional(),
  /** `provider:model-id` of the embedder (`openai` or `openai-compatible`), from the catalog. Absent → no embeddings stored. */
  EMBEDDING_MODEL: z.string().regex(/^(openai|openai-compatible):.+$/, 'expected provider:model-id')
    .refine((id) => lookupModel(EMBEDDING_MODELS, id), { error: (i) => `${String(i.input)} is not in the embedder catalog (lib/cost/models.ts): ${Object.keys(EMBEDDING_MODELS).join(', ')}` })
    .optional(),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.string().url().optional(),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  /**
   * Hosted reranker, `provider:model-id` from the catalog (RERANK_MODELS, lib/cost/models.ts):
   * `cohere:…` (COHERE_API_KEY, COHERE_BASE_URL) or `together:…` (TOGETHER_API_KEY,
   * TOGETHER_BASE_URL). Absent → no hosted reranker (the lexical one, lib/retrieval).
   */
  RERANK_MODEL: z.string().regex(/^(cohere|together):.+$/, 'expected cohere:… or together:…')
    .refine((id) => Object.hasOwn(RERANK_MODELS, id), { error: (i) => `${String(i.input)} is not in the reranker catalog (lib/cost/models.ts): ${Object.keys(RERANK_MODELS).join(', ')}` })
    .optional(),
  COHERE_API_KEY: optionalString,
  COHERE_BASE_URL: z.string().url().optional(),
  TOGETHER_API_KEY: optionalString,
  TOGETHER_BASE_URL: z.string().url().optional(),
  /**
   * Time limit of one embedding call, ms (a question's embedding; an import's batches pass their
   * own); past it retrieval goes on keyword-only, as on any embedder failure.
   */
  EMBEDDING_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** Time limit of one rerank call, ms; past it the candidates keep the order they came in. */
  RERANK_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2000),
  /**
   * The decision model (choose one of the top 5 passages or "none of these"), `provider:model-id`
   * from the answer-model catalog, or `off`. Absent → the answer model (ASSISTANT_MODEL). Only
   * used when an answer model is configured: the extractive default makes no model call.
   */
  DECISION_MODEL: z.union([
    z.literal('off'),
    z.string().regex(/^(openai|anthropic|openai-compatible):.+$/, 'expected provider:model-id or off')
      .refine((id) => lookupModel(ANSWER_MODELS, id), { error: (i) => `${String(i.input)} is not in the model catalog (lib/cost/models.ts): ${Object.keys(ANSWER_MODELS).join(', ')}` }),
  ]).optional(),
  /** Time limit of the decision call, ms; past it the threshold decision stands (and the event says so). */
  DECISION_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
  /** Output limit of the decision call, tokens (the answer is one label; reasoning budget comes on top). */
  DECISION_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(8).max(4000).default(64),
  /**
   * Time limit of a follow-up's rewrite into a standalone question (with ASSISTANT_MODEL only,
   * lib/assistant/condense), ms; past it retrieval reads the zero-key expansion.
   */
  CONDENSE_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2000),
  /** Output limit of the rewrite call, tokens (one question; reasoning budget comes on top). */
  CONDENSE_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(16).max(1000).default(96),
  /** Threshold on the best bounded similarity (0..1). Design default 0.35, uncalibrated. */
  ASSISTANT_THRESHOLD: z.coerce.number().min(0).max(1).default(0.35),
  /** Passages handed to the prompt. Design default 8. */
  ASSISTANT_TOP_K: z.coerce.number().int().min(1).max(50).default(8),
  /** Output limit per answer, tokens; absent → the model's limit in the catalog (800). */
  ASSISTANT_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(16).max(32_000).optional(),
  /**
   * Signs the admin session cookie (Better Auth). At least 32 characters; required in production
   * (checked in {@link authSecret}); dev and test fall back to a fixed, public value.
   */
  AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * Public origin of the site (e.g. https://example.com): Better Auth's baseURL and the origin of
   * absolute URLs (sitemap, canonical, hreflang, Open Graph). Absent → taken from the request.
   */
  AUTH_URL: z.string().url().optional(),
  /** Monthly cap on what the assistant's model calls may cost, USD (design, "Cost and abuse"). */
  MONTHLY_COST_CAP_USD: z.coerce.number().min(0).default(20),
  /** Proxies in front of the site that append to X-Forwarded-For; the rate-limit key is the address the outermost of them saw. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Per-IP request limits over a sliding minute, hour and day (design: three per-IP limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(200),
  /** How long a rate-limit check may take before the request is let through (fail open), ms. */
  RATE_LIMIT_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /** Key prefix of the rate-limit counters in Redis. */
  RATE_LIMIT_PREFIX: z.string().min(1).default('ratelimit:chat'),
  /**
   * Per-IP limits on admin sign-in attempts (every attempt counts, successful or not) over a sliding
   * minute, hour and day: tight, since a password guess is the only thing the form does.
   */
  SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  SIGNIN_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SIGNIN_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(50),
  /** Key prefix of the sign-in counters in Redis (separate from the chat's). */
  SIGNIN_RATE_LIMIT_PREFIX: z.string().min(1).default('ratelimit:signin'),
  /** Upstash Redis over REST (production). */
  UPSTASH_REDIS_REST_URL: z.string().url().optional(),
  UPSTASH_REDIS_REST_TOKEN: optionalString,
  /** A Redis server over its own protocol (local development, CI), e.g. redis://127.0.0.1:6379/5. Used when Upstash is not configured. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'expected redis://…').optional(),
  /**
   * Days a content gap's question text (and a feedback comment) is kept for the author (issue 25);
   * 0 keeps none. Counts, outcomes and votes stay; only the visitor's words go. Default 30.
   */
  GAP_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Interval of SSE keep-alive comments, ms (design: about every 15 s). */
  SSE_KEEPALIVE_MS: z.coerce.number().int().min(10).default(15_000),
  /**
   * `on`: the first database use in a process applies pending migrations (under an advisory lock)
   * and runs the first-use seed — the demo and the CLI. `off`: it does neither and only checks that
   * every migration is applied, failing with {@link DatabaseNotMigratedError} otherwise — production
   * instances, where `npm run db:migrate` and `npm run assistant -- seed` are deploy steps run
   * once, so several instances booting at once never race a migration (docs/deployment.md).
   */
  MIGRATE_AT_START: z.enum(['on', 'off']).default('on'),
});

/**
 * The names of every variable the schema reads, in schema order (docs/configuration.md lists the
 * same names; tests/docs.test.ts checks the two agree).
 */
export const ENV_VARIABLES: readonly string[] = Object.keys(schema.shape);

export type Env = z.infer<typeof schema>;

/** Thrown when an environment variable has an invalid value. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

let cached: Env | undefined;

/** Validated environment, parsed once per process. Throws {@link EnvError}. */
export function env(): Env {
  if (cached) return cached;
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EnvError(`Invalid environment: ${issues}`);
  }
  cached = parsed.data;
  return cached;
}

// Public on purpose: anyone can read it here, so it protects nothing; production refuses it.
const DEV_AUTH_SECRET = 'dev-only-insecure-auth-secret-do-not-use-in-production';

/**
 * The secret that signs admin session cookies.
 * @throws {@link EnvError} in production when AUTH_SECRET is unset (a public fallback would let
 *   anyone forge a session)
 */
export function authSecret(): string {
  const e = env();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  if (e.NODE_ENV === 'production') throw new EnvError('AUTH_SECRET is required in production (at least 32 characters)');
  return DEV_AUTH_SECRET;
}

/** Drops the cached environment; tests that change process.env call this. */
export function resetEnvForTests(): void {
  cached = undefined;
}
