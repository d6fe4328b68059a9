CREATE TYPE "public"."luxid_currency" AS ENUM('INR', 'EUR', 'USD');--> statement-breakpoint
ALTER TABLE "luxid_preorders" ALTER COLUMN "currency" SET DATA TYPE "public"."luxid_currency" USING "currency"::"public"."luxid_currency";--> statement-breakpoint
ALTER TABLE "luxid_refunds" ALTER COLUMN "currency" SET DATA TYPE "public"."luxid_currency" USING "currency"::"public"."luxid_currency";