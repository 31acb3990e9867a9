-- Every signed write inserts a seen signature, and the only reader of `expires_at` is the purge, once a minute,
-- over a table holding the last ten minutes: the index cost 1.8 % of the upload group's statement (8 plain
-- uploads, instructions counted by callgrind on PostgreSQL 15), more than reading the table through each minute.
DROP INDEX "seen_signatures_expires_idx";
