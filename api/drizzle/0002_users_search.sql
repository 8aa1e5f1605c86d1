-- unaccent() is only STABLE (its dictionary could change), so it cannot be indexed; this
-- wrapper names the dictionary and is declared IMMUTABLE. listUsers searches exactly
-- f_unaccent(lower(name)) and email, the expressions indexed below (pg_trgm, GIN).
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (f_unaccent(lower("name")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);