-- Members: profiles (made by the sign-up trigger on auth.users), my_profile, what a member may
-- change about themselves, the sign-in lockout and its captcha.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- profiles
---------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  user_type text not null default 'buyer'
    check (user_type in ('buyer', 'private_seller', 'trade_seller')),
  company_name text check (char_length(company_name) <= 200),
  -- Business switchboard: public, it is how buyers call a dealer.
  company_tel text check (char_length(company_tel) <= 30),
  -- Personal numbers and street address: private (see the grants below).
  phone text check (char_length(phone) <= 30),
  mobile text check (char_length(mobile) <= 30),
  address1 text check (char_length(address1) <= 200),
  address2 text check (char_length(address2) <= 200),
  town text check (char_length(town) <= 100),
  county text check (char_length(county) <= 100),
  country text not null default 'United Kingdom' check (char_length(country) <= 100),
  postcode text check (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$'),
  -- Shown on the seller card, e.g. 'Stourton, Leeds'.
  location text check (char_length(location) <= 200),
  region text check (region in (
    'london', 'east', 'southwest', 'birmingham', 'eastmidlands', 'manchester', 'leeds', 'northeast',
    'wales', 'scotland', 'northernireland'
  )),
  bio text check (char_length(bio) <= 2000),
  website text check (website ~* '^https?://\S+$' and char_length(website) <= 300),
  image_url text check (char_length(image_url) <= 1000),
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Call Seller shows a private seller's personal phone only when they chose to. A dealer's
  -- business line is shown regardless: it is how buyers reach a trade.
  show_phone_on_listings boolean not null default false
);

comment on table public.profiles is
  'One row per auth user, created by public.handle_new_user() on sign-up. Email is not kept '
  'here: it lives in auth.users and changes only through Auth.';

comment on column public.profiles.image_url is
  'Profile photo / avatar URL (docs/spec/02-auctions-and-seller-tools.md calls it image_url; there is no separate avatar_url).';

comment on column public.profiles.region is
  'One of the browse location filter keys (docs/spec/01-marketplace-core.md §3).';

comment on column public.profiles.verified is
  'Set by staff (service_role) after checking the seller; users cannot change it.';

comment on column public.profiles.bio is
  'Seller description; the UI limits it to 100 words, the check is a generous backstop.';

alter table public.profiles enable row level security;

-- Column privileges decide WHAT of a profile the API roles may read; RLS decides which
-- rows. Rule: a profile is the member's public seller card (name, company, business
-- phone, town, bio, website, photo, verified), readable by everyone; personal phone
-- numbers and street address (phone, mobile, address1, address2, postcode) are readable
-- only by the member, through public.my_profile. Column grants cannot vary by row, which
-- is why those columns are not granted at all and my_profile exists.
-- Note for API callers: select named columns from profiles (select=* is refused because
-- of the private columns), and update with return=minimal or re-read via my_profile.
revoke all on table public.profiles from anon, authenticated;

grant select (
  id, full_name, first_name, last_name, user_type, company_name, company_tel,
  town, county, country, location, region, bio, website, image_url, verified,
  created_at, updated_at
) on public.profiles to anon, authenticated;

-- What a member may edit on their own row: not id, verified or the timestamps.
grant update (
  full_name, first_name, last_name, user_type, company_name, company_tel, phone, mobile,
  address1, address2, town, county, country, postcode, location, region, bio, website,
  image_url
) on public.profiles to authenticated;

comment on column public.profiles.show_phone_on_listings is
  'The member chose to let signed-in members see their personal phone (phone, else mobile) '
  'through Call Seller on their listings. Ignored for trade sellers, whose business line is '
  'always shown. Private: read through my_profile.';

-- The owner may change it (profiles_update_own limits the row to their own); nobody reads it
-- through profiles, as whether someone shares their number is theirs to know.
grant update (show_phone_on_listings) on public.profiles to authenticated;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Sign-up: Auth inserts into auth.users; this creates the matching profile from the
-- metadata the client sent (first_name, last_name, full_name, user_type, company_name,
-- phone). An unknown
-- user_type becomes 'buyer' rather than failing the sign-up. security definer because the
-- inserting role (Auth's) has no rights on public.profiles; empty search_path so nothing
-- the caller controls can shadow the names used.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, first_name, last_name, full_name, user_type, company_name, phone)
  values (
    new.id,
    left(nullif(btrim(meta ->> 'first_name'), ''), 100),
    left(nullif(btrim(meta ->> 'last_name'), ''), 100),
    left(nullif(btrim(meta ->> 'full_name'), ''), 200),
    case
      when meta ->> 'user_type' in ('buyer', 'private_seller', 'trade_seller') then meta ->> 'user_type'
      else 'buyer'
    end,
    left(nullif(btrim(meta ->> 'company_name'), ''), 200),
    left(nullif(btrim(meta ->> 'phone'), ''), 30)
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- No insert or delete grants and no insert/delete policies: profiles come and go with
-- auth.users (trigger above, on delete cascade).
create policy profiles_select_public on public.profiles
  for select to anon, authenticated
  using (true);

create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- my_profile was made with p.*, which Postgres expands once, when the view is created: made
-- again, it takes in the new column (added last, as create or replace requires). Its grants
-- (select for authenticated only) are kept.
create or replace view public.my_profile as
  select p.*
  from public.profiles p
  where p.id = (select auth.uid());

comment on view public.my_profile is
  'The caller''s own profile row with private fields (phone, mobile, address); empty for anon. Read-only: update public.profiles.';

revoke all on table public.my_profile from anon, authenticated;

grant select on table public.my_profile to authenticated;

create table private.sign_in_failures (
  id bigint generated always as identity primary key,
  email text not null check (email = lower(email) and char_length(email) <= 320),
  failed_at timestamptz not null default now()
);

create index sign_in_failures_email_failed_at_idx on private.sign_in_failures (email, failed_at desc);

alter table private.sign_in_failures enable row level security;

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

-- Two-step sign-in (docs/decisions/021-two-step-sign-in.md): Supabase Auth checks a TOTP code
-- against the member's factor, but neither refuses a code used a moment ago nor limits
-- guesses. Every code the Worker sends to Auth for a member is reserved here first, so a code
-- is good once (the same code again within 2 minutes, the most a code lives with one step of
-- skew, is refused) and after 5 wrong codes in 15 minutes a code is checked only with a
-- captcha the server judged correct, as for the password (decision 006).
create table private.two_step_attempts (
  user_id uuid not null references auth.users (id) on delete cascade,
  code text not null,
  attempted_at timestamptz not null default now(),
  -- Counts toward the 5 until a code of theirs is accepted.
  counted boolean not null default true
);

create index two_step_attempts_user_id_attempted_at_idx on private.two_step_attempts (user_id, attempted_at desc);

alter table private.two_step_attempts enable row level security;

comment on table private.two_step_attempts is
  'TOTP codes sent to Auth per member in the last 15 minutes: a code is used once, and wrong ones count toward the captcha. Only the functions below use it.';

-- Reserves one code check for the member. Answers 'allowed', 'allowed_then_captcha' (a wrong
-- code now makes the next need a captcha), 'captcha_required', 'captcha_used' (as
-- reserve_sign_in_attempt) or 'code_used' (this code was sent in the last 2 minutes).
create function public.reserve_two_step_attempt(p_user_id uuid, p_code text, p_captcha_id uuid default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('two-step:' || p_user_id::text, 0));
  delete from private.two_step_attempts where user_id = p_user_id and attempted_at <= now() - interval '15 minutes';

  if exists (
    select from private.two_step_attempts
    where user_id = p_user_id and code = p_code and attempted_at > now() - interval '2 minutes'
  ) then
    return 'code_used';
  end if;

  if p_captcha_id is not null then
    delete from private.used_sign_in_captchas where used_at <= now() - interval '1 day';
    insert into private.used_sign_in_captchas (captcha_id) values (p_captcha_id) on conflict do nothing;
    if not found then
      return 'captcha_used';
    end if;
  else
    select count(*) into recent from private.two_step_attempts where user_id = p_user_id and counted;
    if recent >= 5 then
      return 'captcha_required';
    end if;
  end if;

  insert into private.two_step_attempts (user_id, code) values (p_user_id, p_code);
  select count(*) into recent from private.two_step_attempts where user_id = p_user_id and counted;
  return case when recent >= 5 then 'allowed_then_captcha' else 'allowed' end;
end;
$$;

-- After Auth accepted a code: the member's wrong codes no longer count (the codes stay, so
-- none can be sent again within its window).
create function public.clear_failed_two_step_attempts(p_user_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.two_step_attempts set counted = false where user_id = p_user_id and counted;
$$;

comment on function public.reserve_two_step_attempt(uuid, text, uuid) is
  'Reserves one TOTP code check for a member: allowed, allowed_then_captcha, captcha_required (5 wrong in 15 minutes), captcha_used or code_used (server only).';

comment on function public.clear_failed_two_step_attempts(uuid) is
  'Stops counting a member''s wrong TOTP codes once one was accepted (server only).';

revoke all on function public.reserve_two_step_attempt(uuid, text, uuid), public.clear_failed_two_step_attempts(uuid)
  from public, anon, authenticated;

grant execute on function public.reserve_two_step_attempt(uuid, text, uuid), public.clear_failed_two_step_attempts(uuid)
  to service_role;

-- The dashboard's inbox and the buyer's overview, each one call:
--
--   member_inbox(side, limit)   the caller's conversations, most recent first, each with the
--                               other party's public name and photo, the listing's or auction's
--                               title, the latest message the caller may read and how many
--                               messages to the caller are unread; side 'seller' is the spec's
--                               seller inbox (02 §2 "Messages"), 'buyer' the caller's own
--                               enquiries, null both. Replaces a query for the threads and one
--                               for every message of them.
--   buyer_overview()            the figures of a buyer's overview: saved listings and watched
--                               auctions (as Saved Items counts them), and the open auctions
--                               the caller bid on, each leading or outbid.
--
-- Both run with the caller's rights: RLS decides which threads, messages, listings and
-- auctions they see. A buyer with no name at all is 'Unknown Buyer' (docs/spec/02-auctions-and-seller-tools.md §8): the one
-- rule, private.buyer_display_name, says so from here on, as buyerDisplayName does.
create or replace function private.buyer_display_name(p_member uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select coalesce(nullif(btrim(p.full_name, E' \t\r\n'), ''), nullif(btrim(p.company_name, E' \t\r\n'), ''))
     from public.profiles p where p.id = p_member),
    'Unknown Buyer')
$$;

revoke all on function private.buyer_display_name(uuid) from public;

---------------------------------------------------------------------------------------
-- What a member may change on their own profile
---------------------------------------------------------------------------------------
create or replace function public.guard_member_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Staff functions (security definer), the service role and seeding are the platform's.
  if current_user <> 'authenticated' then
    return new;
  end if;

  if new.user_type = 'trade_seller'
     and (new.user_type is distinct from old.user_type
          or new.company_name is distinct from old.company_name
          or new.company_tel is distinct from old.company_tel)
     and (nullif(btrim(new.company_name), '') is null or nullif(btrim(new.company_tel), '') is null) then
    raise exception 'A trade seller account needs a company name and a business phone' using errcode = 'GM400';
  end if;

  if new.user_type = 'buyer' and old.user_type <> 'buyer' and (
    exists (select 1 from public.generator_listings l
            where l.dealer_id = new.id and l.status in ('active', 'pending'))
    or exists (select 1 from public.auction_listings a
               where a.seller_id = new.id and a.status = 'active')
  ) then
    raise exception 'You have listings or auctions on sale: end them before switching to a buyer account' using errcode = 'GM409';
  end if;

  -- The public URL of a file in the member's own folder of the avatars bucket (what the
  -- upload stores), or none: never a picture from elsewhere on their public card.
  if new.image_url is distinct from old.image_url and new.image_url is not null
     and new.image_url !~ ('^https?://[^/]+(/[^?#]*)?/storage/v1/object/public/avatars/' || new.id::text || '/[^/?#]+$') then
    raise exception 'Please upload your profile photo from your profile' using errcode = 'GM400';
  end if;

  return new;
end;
$$;

comment on function public.guard_member_profile_update() is
  'Trigger: the rules of a member''s own profile update (account type changes, a trade '
  'seller''s company name and business phone, the photo''s URL); GM4xx refusals.';

create trigger profiles_guard_member_update
  before update on public.profiles
  for each row execute function public.guard_member_profile_update();

---------------------------------------------------------------------------------------
-- Email is read-only
---------------------------------------------------------------------------------------
create or replace function public.refuse_email_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('genmarket.allow_email_change', true), '') = 'on' then
    return new;
  end if;
  if (nullif(new.email_change, '') is not null and new.email_change is distinct from old.email_change)
     or (new.email is not null and new.email is distinct from old.email) then
    raise exception 'Your email address cannot be changed' using errcode = 'GM403';
  end if;
  return new;
end;
$$;

comment on function public.refuse_email_change() is
  'Trigger on auth.users: refuses a change of email (a request through Auth or a new '
  'address), unless the session set genmarket.allow_email_change to on.';

revoke all on function public.refuse_email_change() from public, anon, authenticated;

create trigger refuse_email_change
  before update of email, email_change on auth.users
  for each row execute function public.refuse_email_change();

---------------------------------------------------------------------------------------
-- Accounts are deleted one at a time
---------------------------------------------------------------------------------------
-- A deleted account's conversations are kept with its side set to null (on delete set null,
-- docs/accounts.md "Closing your account"), so two members of the same conversations deleted
-- at once (two closes at the same moment, or Auth's admin API) would each lock the other's
-- rows and one would fail with a deadlock. Deletions are rare: they wait for one another.
create or replace function private.serialize_account_deletion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('account-deletion', 0));
  return old;
end;
$$;

comment on function private.serialize_account_deletion() is
  'Trigger on auth.users: deletions of accounts wait for one another, so shared conversations never deadlock them.';

revoke all on function private.serialize_account_deletion() from public, anon, authenticated;

create trigger serialize_account_deletion
  before delete on auth.users
  for each row execute function private.serialize_account_deletion();

---------------------------------------------------------------------------------------
-- A changed password is told to the member
---------------------------------------------------------------------------------------
-- Whichever way it changed (a reset link, the member's own change, an admin), the member gets
-- a security email (docs/accounts.md "Changing the password"), so someone who did not change
-- it knows at once. Auth itself ends their other sessions (GoTrue's UpdatePassword; the local
-- Auth alike). An account without a password before (invited) or after (removed) is not told.
create or replace function private.email_password_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(old.encrypted_password, '') <> '' and coalesce(new.encrypted_password, '') <> ''
     and new.encrypted_password is distinct from old.encrypted_password
     and exists (select 1 from public.profiles p where p.id = new.id) then
    perform private.queue_email(
      new.id,
      'password_changed',
      'password_changed/' || new.id || '/' || floor(extract(epoch from clock_timestamp()) * 1000)::bigint,
      jsonb_build_object('changedAt', clock_timestamp())
    );
  end if;
  return null;
end;
$$;

comment on function private.email_password_changed() is
  'Trigger on auth.users: queues the password_changed email when a member''s password changes.';

revoke all on function private.email_password_changed() from public, anon, authenticated;

create trigger email_password_changed
  after update of encrypted_password on auth.users
  for each row execute function private.email_password_changed();

---------------------------------------------------------------------------------------
-- Verified sellers
---------------------------------------------------------------------------------------
create or replace function public.set_seller_verified(p_seller uuid, p_verified boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_id uuid;
begin
  if not public.is_staff() then
    raise exception 'Only staff can verify sellers' using errcode = 'GM403';
  end if;
  if p_verified is null then
    raise exception 'Say whether the seller is verified' using errcode = '22023';
  end if;
  update public.profiles p set verified = p_verified
  where p.id = p_seller and p.user_type in ('private_seller', 'trade_seller')
  returning p.id into found_id;
  if found_id is null then
    raise exception 'Seller not found' using errcode = 'GM404';
  end if;
  return p_verified;
end;
$$;

comment on function public.set_seller_verified(uuid, boolean) is
  'Staff only: sets or clears a seller''s verified flag (the portal''s Verified or Pending).';

revoke all on function public.set_seller_verified(uuid, boolean) from public, anon;

grant execute on function public.set_seller_verified(uuid, boolean) to authenticated;

---------------------------------------------------------------------------------------
-- Signed-in devices (Dashboard → Account): a member's own Auth sessions
---------------------------------------------------------------------------------------
-- Supabase Auth keeps a session per sign-in in auth.sessions, with the browser and address
-- of its sign-in or latest refresh (the Worker passes the browser's on: app/utils/supabase.server.ts).
-- Last active is the latest refresh: a session's access token lasts an hour, then is refreshed.
create or replace function public.my_sessions()
returns table (id uuid, signed_in_at timestamptz, last_active_at timestamptz, user_agent text, current boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id,
         s.created_at,
         greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'utc'),
         s.user_agent,
         s.id::text = (select auth.jwt() ->> 'session_id')
    from auth.sessions s
   where s.user_id = (select auth.uid())
     and (s.not_after is null or s.not_after > now())
   order by 3 desc, s.id;
$$;

comment on function public.my_sessions() is
  'The signed-in member''s live sessions, newest activity first; current marks the one asking.';

revoke all on function public.my_sessions() from public, anon;

grant execute on function public.my_sessions() to authenticated;

-- Ends one of the member's own sessions (its refresh tokens go with it, and Auth refuses its
-- access token from then on). Another member's session id, or one already ended: false,
-- nothing changed.
create or replace function public.end_my_session(p_session_id uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with ended as (
    delete from auth.sessions s where s.id = p_session_id and s.user_id = (select auth.uid()) returning 1
  )
  select exists (select 1 from ended);
$$;

comment on function public.end_my_session(uuid) is
  'Signs one of the member''s own devices out (Dashboard → Account, Signed-in devices).';

revoke all on function public.end_my_session(uuid) from public, anon;

grant execute on function public.end_my_session(uuid) to authenticated;
