CREATE TABLE "plugin_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plugin_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_uid" text NOT NULL,
	"plugin_uid" text NOT NULL,
	"hook" text NOT NULL,
	"ok" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"error" text,
	"output" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugins" (
	"site_uid" text NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"hooks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeout_ms" integer NOT NULL,
	"memory_mb" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plugins_site_uid_uid_pk" PRIMARY KEY("site_uid","uid")
);
--> statement-breakpoint
ALTER TABLE "plugin_runs" ADD CONSTRAINT "plugin_runs_plugin_fk" FOREIGN KEY ("site_uid","plugin_uid") REFERENCES "public"."plugins"("site_uid","uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugins" ADD CONSTRAINT "plugins_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugins" ADD CONSTRAINT "plugins_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plugin_runs_plugin_id_idx" ON "plugin_runs" USING btree ("site_uid","plugin_uid","id");--> statement-breakpoint
-- A plugin change changes what the site serves (pre_render results are part of its pages) and the
-- plugin list cached per generation: it bumps the site's generation like any served table.
CREATE TRIGGER "plugins_generation" AFTER INSERT OR UPDATE OR DELETE ON "plugins" FOR EACH ROW EXECUTE FUNCTION "bump_site_generation"();
--> statement-breakpoint
-- Only the newest 200 runs of a plugin are kept (PLUGIN_RUNS_KEPT in lib/plugins/limits.ts): after
-- each insert statement (runs are written in batches), every plugin it wrote to drops what is older
-- than its 200th newest run, one index range each, so the table stays bounded.
CREATE FUNCTION "prune_plugin_runs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
  cutoff bigint;
BEGIN
  FOR p IN SELECT DISTINCT "site_uid", "plugin_uid" FROM "inserted" LOOP
    SELECT "id" INTO cutoff FROM "plugin_runs" WHERE "site_uid" = p."site_uid" AND "plugin_uid" = p."plugin_uid" ORDER BY "id" DESC OFFSET 199 LIMIT 1;
    IF cutoff IS NOT NULL THEN
      DELETE FROM "plugin_runs" WHERE "site_uid" = p."site_uid" AND "plugin_uid" = p."plugin_uid" AND "id" < cutoff;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "plugin_runs_prune" AFTER INSERT ON "plugin_runs" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "prune_plugin_runs"();
