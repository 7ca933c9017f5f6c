-- The search documents of documents published before /search read the library (decision 0090):
-- their fields as written and their pages' text. The server writes the English and Urdu names
-- of kind, board and subject with every later save (src/server/library/search-text.ts).
INSERT INTO "library_search_documents" ("document_id", "document")
SELECT d."id", search_document(left(concat_ws(E'\n',
    d."title", d."class", replace(d."subject", '-', ' '), replace(d."kind", '-', ' '),
    replace(d."board", '-', ' '), d."year"::text, d."group", d."paper", d."exam",
    (SELECT string_agg(p."text", E'\n' ORDER BY p."page") FROM "library_pages" p
      WHERE p."document_id" = d."id")), 200000))
FROM "library_documents" d
ON CONFLICT ("document_id") DO NOTHING;
