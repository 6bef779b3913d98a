CREATE TABLE "template_versions" (
	"site_uid" text NOT NULL,
	"template_uid" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"permalink" text,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"published" boolean NOT NULL,
	"author_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_versions_site_uid_template_uid_version_pk" PRIMARY KEY("site_uid","template_uid","version")
);
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "edited_by_uid" text;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_site_uid_sites_uid_fk" FOREIGN KEY ("site_uid") REFERENCES "public"."sites"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_uid_templates_uid_fk" FOREIGN KEY ("template_uid") REFERENCES "public"."templates"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_author_uid_users_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_edited_by_uid_users_uid_fk" FOREIGN KEY ("edited_by_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- History is written by the database, in the transaction of the write itself, for every path that
-- stores a template (API saves, site creation, the demo seed): a stored change is one whose version
-- moved. Only the last 20 versions of a template are kept (versions are consecutive, so one range delete).
CREATE FUNCTION "record_template_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."version" = OLD."version" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "template_versions" ("site_uid", "template_uid", "version", "title", "permalink", "type", "body", "published", "author_uid", "created_at")
  VALUES (NEW."site_uid", NEW."uid", NEW."version", NEW."title", NEW."permalink", NEW."type", NEW."body", NEW."published", COALESCE(NEW."edited_by_uid", NEW."author_uid"), NEW."updated_at");
  DELETE FROM "template_versions" WHERE "site_uid" = NEW."site_uid" AND "template_uid" = NEW."uid" AND "version" <= NEW."version" - 20;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "templates_history" AFTER INSERT OR UPDATE OF "version" ON "templates" FOR EACH ROW EXECUTE FUNCTION "record_template_version"();
--> statement-breakpoint
-- Templates stored before history existed start theirs with their current state as version 1.
INSERT INTO "template_versions" ("site_uid", "template_uid", "version", "title", "permalink", "type", "body", "published", "author_uid", "created_at")
SELECT "site_uid", "uid", 1, "title", "permalink", "type", "body", "published", "author_uid", "updated_at" FROM "templates" WHERE "deleted_at" IS NULL;
