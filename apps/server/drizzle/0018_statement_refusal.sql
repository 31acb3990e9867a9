-- Lets one statement refuse itself, so that it rolls back as a whole without a transaction around it
-- (begin and commit are two round trips more). The SQLSTATE is ours, for the caller to recognise.
create or replace function horodoc_refuse(reason text) returns boolean language plpgsql as $$
begin
  raise exception using errcode = 'HD001', message = reason;
end $$;
