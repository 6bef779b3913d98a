-- What a visitor's page reads besides the site is announced when it changes (issue 28), on the channel
-- of 0024 (`site_generations`, which every instance already hears, and which the embedded database's
-- thread relays to every worker): caches of sessions and carts (lib/cache/visitor-news.ts) keep them
-- while nothing they rest on has changed, so every instance must learn of a sign-out, a password
-- change, a disabled account, a changed role or a cart written when it commits, however it was made
-- (SQL alone included). Payloads: `visitor user <uid>` (the account, one of its memberships or its own
-- cart changed), `visitor token <jti>` (one token revoked), `visitor cart <id>` (a cart changed).
-- NOTIFY is sent on commit and folds equal payloads of one transaction into one.
CREATE FUNCTION "announce_visitor_news"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'revoked_tokens' THEN
    PERFORM pg_notify('site_generations', 'visitor token ' || NEW."jti");
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('site_generations', 'visitor user ' || (CASE WHEN TG_OP = 'DELETE' THEN OLD."uid" ELSE NEW."uid" END));
  ELSE
    -- memberships and carts: the row's user, before and after; a cart by its id as well.
    IF TG_OP <> 'INSERT' THEN
      IF OLD."user_uid" IS NOT NULL THEN PERFORM pg_notify('site_generations', 'visitor user ' || OLD."user_uid"); END IF;
      IF TG_TABLE_NAME = 'carts' THEN PERFORM pg_notify('site_generations', 'visitor cart ' || OLD."id"); END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      IF NEW."user_uid" IS NOT NULL THEN PERFORM pg_notify('site_generations', 'visitor user ' || NEW."user_uid"); END IF;
      IF TG_TABLE_NAME = 'carts' THEN PERFORM pg_notify('site_generations', 'visitor cart ' || NEW."id"); END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_visitor_news" AFTER INSERT ON "revoked_tokens" FOR EACH ROW EXECUTE FUNCTION "announce_visitor_news"();--> statement-breakpoint
CREATE TRIGGER "users_visitor_news" AFTER UPDATE OF "email", "name", "platform_role", "disabled", "token_version" ON "users" FOR EACH ROW EXECUTE FUNCTION "announce_visitor_news"();--> statement-breakpoint
CREATE TRIGGER "users_deletion_visitor_news" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "announce_visitor_news"();--> statement-breakpoint
CREATE TRIGGER "memberships_visitor_news" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "announce_visitor_news"();--> statement-breakpoint
CREATE TRIGGER "carts_visitor_news" AFTER INSERT OR UPDATE OR DELETE ON "carts" FOR EACH ROW EXECUTE FUNCTION "announce_visitor_news"();
