CREATE TABLE "library_search_documents" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_search_documents" ADD CONSTRAINT "library_search_documents_document_id_library_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."library_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_search_documents_idx" ON "library_search_documents" USING gin ("document");