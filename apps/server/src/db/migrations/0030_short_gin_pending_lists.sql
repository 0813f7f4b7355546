-- Every GIN index keeps at most 64 kB of entries not yet merged into it (its pending list), not
-- the default 4 MB. PostgreSQL adds a changed row's entries to that list and merges them only at
-- the next vacuum or when the list is full, and every search through the index reads the whole
-- list. A product edit, a new rating or a new order rewrites a row's entries, so on a live site
-- the lists grow with the day's writes: after 3,000 product edits (100,000 products, no vacuum
-- yet) a search in a market cost PostgreSQL 2.3 ms instead of 0.95 ms and ran at half the
-- speed. With 64 kB the list holds a few dozen rows, and the write that fills it merges it.
ALTER INDEX product_search_words_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX product_search_market_words_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX products_search_text_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX products_market_search_text_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX products_name_lower_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX products_sku_lower_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX products_features_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX search_words_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX categories_name_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX orders_name_lower_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX orders_email_lower_trgm_idx SET (gin_pending_list_limit = 64);
