---------------------------------------------------------------------------------------
-- The dealer API's keys (docs/api.md, docs/decisions/022-dealer-api-keys.md)
---------------------------------------------------------------------------------------
-- A Premium dealer's keys for the stock-feed API. The key itself is shown once, when it is
-- made; only its SHA-256 is kept. A key acts as its dealer and never more: the Worker asks
-- api_key_holder who a key belongs to, then reads and writes as that dealer, under the
-- same row-level rules as the dealer's own pages.

-- Which plans sell API access (app/content/plans.ts: Premium's "API access for stock feeds";
-- supabase/tests/dealer-api-keys.test.ts ties the two).
create or replace function public.plan_has_api_access(p_plan text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_plan = 'trade-premium', false)
$$;

revoke all on function public.plan_has_api_access(text) from public;

grant execute on function public.plan_has_api_access(text) to anon, authenticated, service_role;

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references public.profiles (id) on delete cascade,
  -- The dealer's own name for it: which system uses it ("Stock system", "Website feed").
  name text not null check (char_length(btrim(name)) between 1 and 60),
  -- read: GET only; read-write: also create, update and withdraw listings, upload photos, reply.
  scope text not null check (scope in ('read', 'read-write')),
  -- The key's first characters, shown in the list so a dealer can tell keys apart.
  key_prefix text not null check (char_length(key_prefix) = 12),
  -- Hex SHA-256 of the whole key; the key itself is never stored.
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

comment on table public.api_keys is
  'A dealer''s API keys (hashed). Made and revoked through create_api_key and revoke_api_key; read by its dealer.';

create index api_keys_dealer_idx on public.api_keys (dealer_id, created_at desc);

alter table public.api_keys enable row level security;

revoke all on table public.api_keys from anon, authenticated;

-- Not the hash: a dealer sees what the list shows.
grant select (id, dealer_id, name, scope, key_prefix, created_at, last_used_at, revoked_at)
  on table public.api_keys to authenticated;

create policy api_keys_select_own on public.api_keys
  for select to authenticated
  using (dealer_id = (select auth.uid()));

-- How many keys a dealer may hold unrevoked at once.
create or replace function public.max_api_keys()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10
$$;

revoke all on function public.max_api_keys() from public;

grant execute on function public.max_api_keys() to anon, authenticated, service_role;

-- Makes a key for the caller, a dealer whose plan sells API access: answers its id and the
-- key itself (shown once). Refusals meant for people carry GM4xx.
create or replace function public.create_api_key(p_name text, p_scope text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dealer uuid := (select auth.uid());
  made_key text;
  made_id uuid;
begin
  if dealer is null then
    raise exception 'Sign in to manage API keys' using errcode = '42501';
  end if;
  -- One dealer's keys at a time: the count below cannot be raced past.
  perform 1 from public.profiles p where p.id = dealer and p.user_type = 'trade_seller' for update;
  if not found then
    raise exception 'API keys are for trade sellers' using errcode = 'GM403';
  end if;
  if not coalesce(public.plan_has_api_access(private.current_plan(dealer)), false) then
    raise exception 'API access comes with the Premium package' using errcode = 'GM403';
  end if;
  if p_name is null or char_length(btrim(p_name)) not between 1 and 60 then
    raise exception 'Name the key in 1 to 60 characters' using errcode = 'GM400';
  end if;
  if p_scope is null or p_scope not in ('read', 'read-write') then
    raise exception 'Choose read or read-write' using errcode = 'GM400';
  end if;
  if (select count(*) from public.api_keys k where k.dealer_id = dealer and k.revoked_at is null) >= public.max_api_keys() then
    raise exception 'You have % keys already: revoke one you no longer use first', public.max_api_keys() using errcode = 'GM409';
  end if;
  made_key := 'gmk_' || encode(extensions.gen_random_bytes(24), 'hex');
  insert into public.api_keys (dealer_id, name, scope, key_prefix, key_hash)
  values (dealer, btrim(p_name), p_scope, left(made_key, 12), encode(extensions.digest(made_key, 'sha256'), 'hex'))
  returning id into made_id;
  return jsonb_build_object('id', made_id, 'key', made_key);
end;
$$;

revoke all on function public.create_api_key(text, text) from public, anon;

grant execute on function public.create_api_key(text, text) to authenticated;

-- Revokes one of the caller's keys: answers whether it did (false: not theirs, or revoked already).
create or replace function public.revoke_api_key(p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.api_keys set revoked_at = now()
  where id = p_id and dealer_id = (select auth.uid()) and revoked_at is null;
  return found;
end;
$$;

revoke all on function public.revoke_api_key(uuid) from public, anon;

grant execute on function public.revoke_api_key(uuid) to authenticated;

-- Who a key acts as: its id, dealer and scope, or null for a key unknown, revoked, or whose
-- dealer's plan no longer sells API access. Notes its use (to the minute). Only the service
-- role (the Worker's app/utils/admin.server.ts), once per API request.
create or replace function public.api_key_holder(p_key_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  held public.api_keys%rowtype;
begin
  select * into held from public.api_keys k where k.key_hash = p_key_hash and k.revoked_at is null;
  if not found or not coalesce(public.plan_has_api_access(private.current_plan(held.dealer_id)), false) then
    return null;
  end if;
  if held.last_used_at is null or held.last_used_at < now() - interval '1 minute' then
    update public.api_keys set last_used_at = now() where id = held.id;
  end if;
  return jsonb_build_object('key_id', held.id, 'dealer_id', held.dealer_id, 'scope', held.scope);
end;
$$;

revoke all on function public.api_key_holder(text) from public, anon, authenticated;

grant execute on function public.api_key_holder(text) to service_role;
