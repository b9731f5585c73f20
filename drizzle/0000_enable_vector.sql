-- pgvector must exist before any vector column; drizzle-kit never creates extensions.
CREATE EXTENSION IF NOT EXISTS vector;
