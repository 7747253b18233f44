-- Each service's visible reviews per star (decision 138), and each provider's over their public
-- services: the provider page reads one row instead of counting every review. Kept by statement triggers on reviews, as migration
-- 0018 keeps the providers' sums: every writer (the review form, invitations, admin and report
-- hides, seeds, tests) stays as it is. The backfill groups every review once: no timeout here.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "review_stars" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_review_stars" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
-- Migration 0018's provider sums gain the count per star of the public services: the same
-- refresh, fired by the same statement triggers on services when a service's stars change.
CREATE OR REPLACE FUNCTION provider_public_stats_refresh(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE users u
     SET public_services = x.n, public_rating_sum = x.s, public_rating_count = x.c,
         public_review_stars = x.stars
    FROM (SELECT i.id, count(o.id)::int AS n, coalesce(sum(o.rating_sum), 0)::int AS s,
                 coalesce(sum(o.rating_count), 0)::int AS c,
                 array[coalesce(sum(o.review_stars[1]), 0), coalesce(sum(o.review_stars[2]), 0),
                       coalesce(sum(o.review_stars[3]), 0), coalesce(sum(o.review_stars[4]), 0),
                       coalesce(sum(o.review_stars[5]), 0)]::int[] AS stars
            FROM unnest(ids) i(id)
            LEFT JOIN services o ON o.added_by_id = i.id AND o.status = 'approved' AND o.is_listed
           GROUP BY i.id) x
   WHERE u.id = x.id
     AND (u.public_services, u.public_rating_sum, u.public_rating_count, u.public_review_stars)
         IS DISTINCT FROM (x.n, x.s, x.c, x.stars)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_public_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'TRUNCATE' THEN
    UPDATE users SET public_services = 0, public_rating_sum = 0, public_rating_count = 0,
                     public_review_stars = '{0,0,0,0,0}'
     WHERE public_services <> 0 OR public_rating_sum <> 0 OR public_rating_count <> 0
        OR public_review_stars <> '{0,0,0,0,0}';
  ELSIF tg_op = 'INSERT' THEN
    PERFORM provider_public_stats_refresh(array(
      SELECT DISTINCT added_by_id FROM new_rows WHERE status = 'approved' AND is_listed));
  ELSIF tg_op = 'DELETE' THEN
    PERFORM provider_public_stats_refresh(array(
      SELECT DISTINCT added_by_id FROM old_rows WHERE status = 'approved' AND is_listed));
  ELSE
    -- Only rows whose public state, owner, rating sums or stars changed (an edit of the text, a
    -- price or availability leaves the providers alone).
    PERFORM provider_public_stats_refresh(array(
      SELECT DISTINCT unnest(array[o.added_by_id, n.added_by_id])
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE ((o.status = 'approved' AND o.is_listed) OR (n.status = 'approved' AND n.is_listed))
         AND (o.status, o.is_listed, o.added_by_id, o.rating_sum, o.rating_count, o.review_stars)
             IS DISTINCT FROM
             (n.status, n.is_listed, n.added_by_id, n.rating_sum, n.rating_count, n.review_stars)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_review_stars_refresh(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE services s
     SET review_stars = x.stars
    FROM (SELECT i.id,
                 array[count(r.id) FILTER (WHERE r.rating = 1), count(r.id) FILTER (WHERE r.rating = 2),
                       count(r.id) FILTER (WHERE r.rating = 3), count(r.id) FILTER (WHERE r.rating = 4),
                       count(r.id) FILTER (WHERE r.rating = 5)]::int[] AS stars
            FROM unnest(ids) i(id)
            LEFT JOIN reviews r ON r.service_id = i.id AND NOT r.is_hidden
           GROUP BY i.id) x
   WHERE s.id = x.id AND s.review_stars IS DISTINCT FROM x.stars
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_review_stars_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'TRUNCATE' THEN
    UPDATE services SET review_stars = '{0,0,0,0,0}' WHERE review_stars <> '{0,0,0,0,0}';
  ELSIF tg_op = 'INSERT' THEN
    PERFORM service_review_stars_refresh(array(SELECT DISTINCT service_id FROM new_rows));
  ELSIF tg_op = 'DELETE' THEN
    PERFORM service_review_stars_refresh(array(SELECT DISTINCT service_id FROM old_rows));
  ELSE
    -- Only rows whose service, rating or visibility changed (a reply leaves the counts alone).
    PERFORM service_review_stars_refresh(array(
      SELECT DISTINCT unnest(array[o.service_id, n.service_id])
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.service_id, o.rating, o.is_hidden) IS DISTINCT FROM (n.service_id, n.rating, n.is_hidden)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER service_review_stars_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_review_stars_sync();--> statement-breakpoint
CREATE TRIGGER service_review_stars_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_review_stars_sync();--> statement-breakpoint
CREATE TRIGGER service_review_stars_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_review_stars_sync();--> statement-breakpoint
CREATE TRIGGER service_review_stars_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION service_review_stars_sync();--> statement-breakpoint
-- As the providers' sums (migration 0018): they fire in the bulk seed's replica mode too.
ALTER TABLE reviews ENABLE ALWAYS TRIGGER service_review_stars_insert;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER service_review_stars_update;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER service_review_stars_delete;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER service_review_stars_truncate;--> statement-breakpoint
UPDATE services s
   SET review_stars = x.stars
  FROM (SELECT r.service_id,
               array[count(*) FILTER (WHERE r.rating = 1), count(*) FILTER (WHERE r.rating = 2),
                     count(*) FILTER (WHERE r.rating = 3), count(*) FILTER (WHERE r.rating = 4),
                     count(*) FILTER (WHERE r.rating = 5)]::int[] AS stars
          FROM reviews r WHERE NOT r.is_hidden GROUP BY r.service_id) x
 WHERE s.id = x.service_id;--> statement-breakpoint
UPDATE users u
   SET public_review_stars = x.stars
  FROM (SELECT o.added_by_id AS id,
               array[sum(o.review_stars[1]), sum(o.review_stars[2]), sum(o.review_stars[3]),
                     sum(o.review_stars[4]), sum(o.review_stars[5])]::int[] AS stars
          FROM services o WHERE o.status = 'approved' AND o.is_listed GROUP BY o.added_by_id) x
 WHERE u.id = x.id AND u.public_review_stars IS DISTINCT FROM x.stars;--> statement-breakpoint
ANALYZE services;--> statement-breakpoint
ANALYZE users;
