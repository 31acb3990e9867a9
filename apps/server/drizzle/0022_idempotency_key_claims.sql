-- Every key used so far, by an upload or a batch, once: a key that both used (the race this closes) keeps
-- its first use's time.
insert into idempotency_keys (account_id, idempotency_key, created_at)
select account_id, idempotency_key, min(created_at) from (
  select account_id, idempotency_key, created_at from api_uploads where idempotency_key is not null
  union all
  select account_id, idempotency_key, created_at from api_batches where idempotency_key is not null) used
group by account_id, idempotency_key;
--> statement-breakpoint
-- In the statement that records an upload's or a batch's key: the second use of a key, by either kind, is a
-- unique violation there, and rolls that statement back with everything it wrote.
create or replace function horodoc_claim_idempotency_key() returns trigger language plpgsql as $$
begin
  insert into idempotency_keys (account_id, idempotency_key) values (new.account_id, new.idempotency_key);
  return null;
end $$;
--> statement-breakpoint
create trigger api_uploads_idempotency_key after insert on api_uploads for each row
  when (new.idempotency_key is not null) execute function horodoc_claim_idempotency_key();
--> statement-breakpoint
create trigger api_batches_idempotency_key after insert on api_batches for each row
  when (new.idempotency_key is not null) execute function horodoc_claim_idempotency_key();
