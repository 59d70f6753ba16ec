-- Sign-in protection, redesigned (issue #12, finding 2). The old lock-out counted a failure
-- only after the password was checked, so 50 concurrent guesses got many checks before the
-- lock; and a lock-out anyone could trigger kept the real owner out. Now:
--
-- * each password check is reserved first, atomically (one lock per email): the attempt
--   counts as a failure until a successful sign-in clears the count;
-- * after 5 attempts within 15 minutes for an email, a password is checked only together
--   with a captcha the server judged correct, each solved captcha buying one check. The
--   owner can still get in; a script cannot. Nobody is locked out.
--
-- Only the Worker calls these functions (service role, app/utils/admin.server.ts).

drop function public.sign_in_locked_until(text);
drop function public.record_failed_sign_in(text);
drop function public.clear_failed_sign_ins(text);
drop table private.sign_in_lockouts;

comment on table private.sign_in_failures is
  'Password checks per email that have not (yet) ended in a sign-in, for the 5-in-15-minutes captcha rule. Only the functions below use it.';

create table private.used_sign_in_captchas (
  captcha_id uuid primary key,
  used_at timestamptz not null default now()
);

alter table private.used_sign_in_captchas enable row level security;

comment on table private.used_sign_in_captchas is
  'Captchas already spent on a sign-in: each solved captcha buys one password check.';

-- Reserves one password check for the email. Answers
--   'allowed'              the Worker may check the password (the check counts as a failure until cleared);
--   'allowed_then_captcha' the same, but if it fails the next check needs a captcha;
--   'captcha_required'     5 checks in the last 15 minutes and no captcha: nothing is checked;
--   'captcha_used'         the captcha was already spent: nothing is checked.
-- p_captcha_id is the id of a captcha the Worker has just judged correct.
create function public.reserve_sign_in_attempt(p_email text, p_captcha_id uuid default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(p_email));
  recent integer;
begin
  -- One reservation at a time per email, so concurrent attempts cannot all see a count of 4.
  perform pg_advisory_xact_lock(hashtextextended('sign-in:' || normalized, 0));
  delete from private.sign_in_failures where email = normalized and failed_at <= now() - interval '15 minutes';

  if p_captcha_id is not null then
    -- A captcha lives 20 minutes (app/utils/captcha.server.ts); a day of spent ids is plenty.
    delete from private.used_sign_in_captchas where used_at <= now() - interval '1 day';
    insert into private.used_sign_in_captchas (captcha_id) values (p_captcha_id) on conflict do nothing;
    if not found then
      return 'captcha_used';
    end if;
  else
    select count(*) into recent from private.sign_in_failures where email = normalized;
    if recent >= 5 then
      return 'captcha_required';
    end if;
  end if;

  insert into private.sign_in_failures (email) values (normalized);
  select count(*) into recent from private.sign_in_failures where email = normalized;
  return case when recent >= 5 then 'allowed_then_captcha' else 'allowed' end;
end;
$$;

-- After the owner signed in: forget the email's reserved checks.
create function public.clear_failed_sign_ins(p_email text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.sign_in_failures where email = lower(btrim(p_email));
$$;

comment on function public.reserve_sign_in_attempt(text, uuid) is
  'Reserves one password check for an email: allowed, allowed_then_captcha, captcha_required (5 in 15 minutes) or captcha_used (server only).';
comment on function public.clear_failed_sign_ins(text) is
  'Forgets an email''s reserved password checks after its owner signed in (server only).';

revoke all on function public.reserve_sign_in_attempt(text, uuid), public.clear_failed_sign_ins(text)
  from public, anon, authenticated;
grant execute on function public.reserve_sign_in_attempt(text, uuid), public.clear_failed_sign_ins(text)
  to service_role;
