CREATE TABLE "library_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"class" text NOT NULL,
	"subject" text NOT NULL,
	"chapter" integer,
	"board" text,
	"year" integer,
	"group" text,
	"part" text,
	"paper" text,
	"exam" text,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"pages" integer NOT NULL,
	"size" integer NOT NULL,
	"version" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_pages" (
	"document_id" integer NOT NULL,
	"page" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"phone" "bytea" NOT NULL,
	"zoom" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "library_pages_document_id_page_pk" PRIMARY KEY("document_id","page")
);
--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_document_id_library_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."library_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_pages" ADD CONSTRAINT "library_pages_document_id_library_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."library_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_documents_listing_idx" ON "library_documents" USING btree ("kind","class","subject","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_documents_papers_idx" ON "library_documents" USING btree ("kind","class","subject","board","year" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "library_documents"."kind" = 'past-papers';