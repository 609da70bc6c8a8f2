CREATE TABLE "catalogue_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER game_categories_bump_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER game_providers_bump_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_providers" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER games_bump_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER game_restrictions_bump_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_restrictions" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER banners_bump_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER bonuses_bump_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bonuses" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
