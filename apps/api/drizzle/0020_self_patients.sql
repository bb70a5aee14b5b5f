-- Custom SQL migration file, put your code below! --
-- Every existing account gets its own patient, with the account's id (docs/decisions/049-patients-apart-from-accounts.md):
-- every user_id value already in a health table is then a valid patient id before migration 0021 points those
-- columns at patients. Idempotent: an account that has its patient already is skipped.
INSERT INTO "patients" ("id", "account_id", "is_self", "relationship", "sex", "created_at", "updated_at")
SELECT u."id", u."id", true, 'self', 'unknown', u."created_at", now()
  FROM "user" u
 WHERE NOT EXISTS (SELECT 1 FROM "patients" p WHERE p."id" = u."id");
