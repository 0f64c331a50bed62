ALTER TABLE "oauth2_authorization_codes" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "oauth2_user_tokens" ADD COLUMN "scope" text;