-- Dense retrieval's vector index (issue 13). `embeddings.embedding` has no fixed width (each
-- embedding model has its own), and an HNSW index needs one, so every model gets its own partial
-- expression index, `(embedding::vector(<dims>)) vector_cosine_ops WHERE model = '<model>'` — the
-- form pgvector's README gives for a column holding several widths. lib/db `ensureEmbeddingIndex`
-- calls this function before a model's vectors are written; the dense query repeats the same
-- expression and predicate so the planner can use the index.
--
-- The name is deterministic per model and width, so concurrent writers agree on it; a
-- transaction-level advisory lock (key 727004, beside the migration lock 727001, the cost
-- ledger's 727002 and the term statistics' 727003) serialises creators, and the catalog is read
-- after the lock, so the second writer finds the first one's index instead of racing it (CREATE
-- INDEX IF NOT EXISTS alone can still fail on pg_class's unique name when two run at once). An
-- index that exists is found without locking `embeddings` at all.
-- pgvector's HNSW takes vectors of at most 2,000 dimensions: wider models (the 4,096-wide
-- stand-in of the tests) get no index and are searched exactly; the function returns null then.
CREATE FUNCTION "ensure_embedding_index"(p_model text, p_dims integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  idx text := 'embeddings_hnsw_' || p_dims || '_' || left(md5(p_model), 12);
BEGIN
  IF p_dims < 1 OR p_dims > 2000 THEN RETURN NULL; END IF;
  IF to_regclass(quote_ident(idx)) IS NOT NULL THEN RETURN idx; END IF;
  PERFORM pg_advisory_xact_lock(727004);
  IF to_regclass(quote_ident(idx)) IS NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON "embeddings" USING hnsw (("embedding"::vector(%s)) vector_cosine_ops) WHERE "model" = %L', idx, p_dims, p_model);
  END IF;
  RETURN idx;
END $$;
--> statement-breakpoint
-- Models whose vectors were written before this migration get their index now.
SELECT "ensure_embedding_index"(m.model, m.dims) FROM (SELECT DISTINCT ON ("model") "model", vector_dims("embedding") AS dims FROM "embeddings" ORDER BY "model") m;
