CREATE TABLE "share_images" (
	"key" text PRIMARY KEY NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
