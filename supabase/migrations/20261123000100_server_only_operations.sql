-- Operations only the Worker's server may do, now that it holds the service role key
-- (app/utils/admin.server.ts). With the anon key alone, anyone could do them directly:
-- store a hire request without solving its captcha, lock any account out by recording
-- failed sign-ins for it, or probe lock-outs.

---------------------------------------------------------------------------------------
-- hire_requests: stored only by the server, after it judged the captcha
---------------------------------------------------------------------------------------

drop policy hire_requests_insert_anyone on public.hire_requests;
revoke all on table public.hire_requests from anon, authenticated;

comment on table public.hire_requests is
  'Hire quote requests from /rental, passed to up to 3 hire companies. Stored by the Worker (service role) once it has judged the captcha; nobody else reads or writes them.';

---------------------------------------------------------------------------------------
-- the sign-in lock-out: counted by the server only
---------------------------------------------------------------------------------------

-- The old clear_failed_sign_ins() cleared the caller's own email; the server names it now.
drop function public.clear_failed_sign_ins();

create function public.clear_failed_sign_ins(p_email text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.sign_in_failures where email = lower(btrim(p_email));
  delete from private.sign_in_lockouts where email = lower(btrim(p_email));
$$;

comment on function public.clear_failed_sign_ins(text) is
  'Clears an email''s failed sign-ins and lock-out after its owner signed in (server only).';

revoke all on function public.sign_in_locked_until(text), public.record_failed_sign_in(text), public.clear_failed_sign_ins(text)
  from public, anon, authenticated;
grant execute on function public.sign_in_locked_until(text), public.record_failed_sign_in(text), public.clear_failed_sign_ins(text)
  to service_role;
