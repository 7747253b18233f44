-- Extensions used by the schema: trigram indexes on service titles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
