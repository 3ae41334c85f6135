-- Attempts made before public ids existed get one, so their Pix and boleto pages keep working.
-- New rows get theirs from the application (crypto-random); random() is good enough for this one-off backfill.
UPDATE "payments" SET "public_id" = 4503599627370496 + floor(random() * 4503599627370496)::bigint WHERE "public_id" IS NULL;
