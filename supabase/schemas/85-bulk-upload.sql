-- Bulk upload: listing_imports and confirming a CSV import of listings.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- listing_imports: one uploaded file, its preview and, once confirmed, what it applied
---------------------------------------------------------------------------------------
create table public.listing_imports (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The name the file had on the seller's computer, shown in the history; never a path.
  file_name text not null check (btrim(file_name) <> '' and char_length(file_name) <= 255),
  -- The bulk-upload captcha this import was made with, if it asked for one
  -- (bulk_upload_needs_captcha): a solved code makes one import.
  captcha_id uuid unique,
  row_count integer not null check (row_count between 0 and 500),
  -- [{row, action: 'create'|'update', stock_ref, listing_id, values: {column: value},
  --   changes: [{column, before, after}]}]: the valid rows that change something.
  changes jsonb not null default '[]' check (jsonb_typeof(changes) = 'array' and jsonb_array_length(changes) <= 500),
  -- [{row, column, message}]: why each refused row was refused.
  failures jsonb not null default '[]' check (jsonb_typeof(failures) = 'array' and jsonb_array_length(failures) <= 10000),
  unchanged_count integer not null default 0 check (unchanged_count >= 0),
  status text not null default 'previewed' check (status in ('previewed', 'applied')),
  created_count integer check (created_count >= 0),
  updated_count integer check (updated_count >= 0),
  created_at timestamptz not null default now(),
  -- A preview is kept for a day; confirming it later asks for the file again.
  expires_at timestamptz not null default now() + interval '1 day',
  applied_at timestamptz,
  -- The upload form's own id (a hidden field): posting the same form twice makes one import,
  -- with or without a captcha.
  submission_id uuid not null unique default gen_random_uuid(),
  constraint listing_imports_applied_counts check (
    (status = 'applied') = (applied_at is not null and created_count is not null and updated_count is not null)
  )
);

comment on table public.listing_imports is
  'A bulk upload: the preview of one CSV file (rows to create or update, failures) and, once confirmed, what it applied. The seller''s own only.';

create index listing_imports_seller_idx on public.listing_imports (seller_id, created_at desc);

alter table public.listing_imports enable row level security;

revoke all on table public.listing_imports from anon, authenticated;

grant select on table public.listing_imports to authenticated;

grant insert (file_name, captcha_id, submission_id, row_count, changes, failures, unchanged_count)
  on table public.listing_imports to authenticated;

create policy listing_imports_select_own on public.listing_imports
  for select to authenticated
  using (seller_id = (select auth.uid()));

---------------------------------------------------------------------------------------
-- bulk_upload_needs_captcha: who proves they are a person before an upload
---------------------------------------------------------------------------------------

-- A dealer our team has verified (profiles.verified, set by set_seller_verified) uploads
-- without a captcha; a new or unverified account, private or trade, solves one each time.
create or replace function public.bulk_upload_needs_captcha()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select not exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.user_type = 'trade_seller' and p.verified
  );
$$;

comment on function public.bulk_upload_needs_captcha() is
  'Whether the caller''s bulk upload asks for a captcha: yes unless they are a verified trade seller.';

revoke all on function public.bulk_upload_needs_captcha() from public, anon;

grant execute on function public.bulk_upload_needs_captcha() to authenticated;

-- A seller stores a preview of their own, with the captcha they solved unless they need none;
-- only confirm_listing_import applies one.
create policy listing_imports_insert_own on public.listing_imports
  for insert to authenticated
  with check (
    seller_id = (select auth.uid())
    and status = 'previewed'
    and (captcha_id is not null or not public.bulk_upload_needs_captcha())
    and exists (
      select 1 from public.profiles p
      where p.id = (select auth.uid()) and p.user_type in ('private_seller', 'trade_seller')
    )
  );

---------------------------------------------------------------------------------------
-- write_listing_row: one listing's columns as a row of the template gives them
---------------------------------------------------------------------------------------

-- Creates a listing (p_listing_id null) or replaces the columns of the seller's listing
-- p_listing_id that has this stock number, in a status its owner may change
-- (owner_may_edit_listing_status), as the wizard's edit does; answers its id, or null when
-- there is no such listing to update. p_values holds the columns by name (ListingValues in
-- app/models/listing-rows.server.ts, judged there by the wizard's rules; depot_id, when given,
-- one of the seller's depots, else a new listing is at the main one and an update stays where it
-- is: generator_listings_place_at_depot). A trade seller's
-- new listing goes to review, a private seller's stays a draft to pay for. The callers
-- (confirm_listing_import, the dealer API's api_create_listing and api_update_listing)
-- hold the seller's profile lock and have checked the allowance.
create or replace function private.write_listing_row(
  p_seller uuid, p_seller_type text, p_stock_ref text, p_listing_id uuid, p_values jsonb
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r record;
  written uuid;
begin
  select * into r from jsonb_to_record(p_values) as v(
    title text, type text, condition text, description text, power_kw numeric, fuel text,
    brand text, model text, year integer, hours integer, price_gbp integer, vat_status text,
    postcode text, location text, warranty_months integer, phase text, sockets boolean, emissions text,
    depot_id uuid
  );
  if p_listing_id is null then
    insert into public.generator_listings (
      dealer_id, status, wizard_step, stock_ref, title, type, condition, description, power_kw, fuel,
      brand, model, year, hours, price_gbp, vat_status, postcode, location, warranty_months, phase,
      sockets, emissions, depot_id
    ) values (
      p_seller, case when p_seller_type = 'trade_seller' then 'pending' else 'draft' end,
      case when p_seller_type = 'trade_seller' then 5 else 3 end,
      p_stock_ref, r.title, r.type, r.condition, r.description, r.power_kw, r.fuel,
      r.brand, r.model, r.year, r.hours, r.price_gbp, r.vat_status, r.postcode,
      coalesce(nullif(btrim(r.location), ''), r.postcode), coalesce(r.warranty_months, 0), r.phase,
      coalesce(r.sockets, false), r.emissions, r.depot_id
    )
    returning id into written;
  else
    update public.generator_listings l set
      title = r.title, type = r.type, condition = r.condition, description = r.description,
      power_kw = r.power_kw, fuel = r.fuel, brand = r.brand, model = r.model, year = r.year,
      hours = r.hours, price_gbp = r.price_gbp, vat_status = r.vat_status, postcode = r.postcode,
      location = coalesce(nullif(btrim(r.location), ''), r.postcode),
      warranty_months = coalesce(r.warranty_months, 0), phase = r.phase,
      sockets = coalesce(r.sockets, false), emissions = r.emissions,
      depot_id = coalesce(r.depot_id, l.depot_id)
    where l.id = p_listing_id
      and l.dealer_id = p_seller
      and l.stock_ref = p_stock_ref
      and public.owner_may_edit_listing_status(l.status)
    returning l.id into written;
  end if;
  return written;
end;
$$;

revoke all on function private.write_listing_row(uuid, text, text, uuid, jsonb) from public, anon, authenticated;

---------------------------------------------------------------------------------------
-- confirm_listing_import: the whole preview, or nothing
---------------------------------------------------------------------------------------

-- Answers {created, updated, already_applied}. Refusals for people (GM4xx) name what to do.
create or replace function public.confirm_listing_import(p_import_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  seller uuid := (select auth.uid());
  import public.listing_imports;
  seller_type text;
  new_count integer;
  update_count integer;
  change jsonb;
  changed_id uuid;
  photo_paths text[];
  missing_depot_row integer;
begin
  if seller is null then
    raise exception 'Sign in to upload listings' using errcode = '42501';
  end if;
  -- The profile's lock serialises this seller's confirms and publishes: the allowance below
  -- counts listings no other confirm or publish of theirs is adding at the same time.
  select p.user_type into seller_type from public.profiles p where p.id = seller for update;
  select * into import from public.listing_imports i
    where i.id = p_import_id and i.seller_id = seller
    for update;
  if not found then
    raise exception 'Import not found' using errcode = 'GM404';
  end if;
  if import.status = 'applied' then
    return jsonb_build_object('created', import.created_count, 'updated', import.updated_count, 'already_applied', true);
  end if;
  if seller_type not in ('private_seller', 'trade_seller') then
    raise exception 'Only sellers can upload listings' using errcode = 'GM403';
  end if;
  if import.expires_at <= now() then
    raise exception 'This preview has expired: please upload the file again' using errcode = 'GM409';
  end if;

  select count(*) filter (where c->>'action' = 'create'), count(*) filter (where c->>'action' = 'update')
    into new_count, update_count
    from jsonb_array_elements(import.changes) c;

  -- New trade listings go to review, so they take ads of the package as the wizard's do
  -- (private.require_ad_allowance, supabase/schemas/30-payments.sql); updates take none.
  if seller_type = 'trade_seller' then
    perform private.require_ad_allowance(seller, new_count);
  end if;

  -- A depot a row names was one of the seller's at the preview; deleted since, the row is
  -- named here rather than left to generator_listings_place_at_depot's "Depot not found".
  select (c->>'row')::integer into missing_depot_row
    from jsonb_array_elements(import.changes) c
    where c->'values'->>'depot_id' is not null
      and not exists (select 1 from public.depots d where d.id = (c->'values'->>'depot_id')::uuid and d.dealer_id = seller)
    order by (c->>'row')::integer
    limit 1;
  if missing_depot_row is not null then
    raise exception 'Row %: its depot was deleted after the preview. Nothing was applied: please upload the file again.',
      missing_depot_row
      using errcode = 'GM409';
  end if;

  for change in select c from jsonb_array_elements(import.changes) c order by (c->>'row')::integer loop
    changed_id := null;
    changed_id := private.write_listing_row(
      seller, seller_type, nullif(change->>'stock_ref', ''),
      case when change->>'action' = 'create' then null else (change->>'listing_id')::uuid end,
      change->'values'
    );
    if change->>'action' <> 'create' then
      if changed_id is null then
        raise exception 'Row %: the listing with stock ref % has changed since the preview and cannot be updated now. Nothing was applied: please upload the file again.',
          change->>'row', change->>'stock_ref'
          using errcode = 'GM409';
      end if;
    end if;

    -- The row's photos, stored with the preview in the seller's own imports/ folder as web
    -- copies (the app made them as the wizard does, docs/decisions/016-photo-processing.md):
    -- each {path, copies: [{storage_path, width, height, format, bytes}]}, path being its
    -- largest JPEG copy; a preview from before copies lists bare paths. After the listing's own.
    photo_paths := array(
      select case jsonb_typeof(p.photo) when 'string' then p.photo #>> '{}' else p.photo->>'path' end
      from jsonb_array_elements(coalesce(change->'photos', '[]'::jsonb)) with ordinality p(photo, i)
      order by p.i
    );
    if cardinality(photo_paths) > 0 then
      if exists (
        select 1 from (
          select unnest(photo_paths) as path
          union all
          select c->>'storage_path'
          from jsonb_array_elements(change->'photos') p(photo), jsonb_array_elements(coalesce(p.photo->'copies', '[]'::jsonb)) c
          where jsonb_typeof(p.photo) = 'object'
        ) paths
        where paths.path is null
          or paths.path not like seller::text || '/imports/%'
          or not exists (select 1 from storage.objects o where o.bucket_id = 'listing-photos' and o.name = paths.path)
      ) then
        raise exception 'Row %: a photo uploaded with the file is missing. Nothing was applied: please upload the file and its photos again.',
          change->>'row'
          using errcode = 'GM409';
      end if;
      with added as (
        insert into public.listing_photos (listing_id, storage_path, position)
          select changed_id, p.path,
            coalesce((select max(lp.position) + 1 from public.listing_photos lp where lp.listing_id = changed_id), 0) + p.i - 1
          from unnest(photo_paths) with ordinality p(path, i)
          returning id, storage_path
      )
      insert into public.listing_photo_copies (photo_id, storage_path, width, height, format, bytes)
        select added.id, c.storage_path, c.width, c.height, c.format, c.bytes
        from jsonb_array_elements(change->'photos') p(photo)
        join added on added.storage_path = p.photo->>'path'
        cross join jsonb_to_recordset(p.photo->'copies') c(storage_path text, width integer, height integer, format text, bytes integer)
        where jsonb_typeof(p.photo) = 'object';
    end if;
  end loop;

  update public.listing_imports set
    status = 'applied', applied_at = now(), created_count = new_count, updated_count = update_count
    where id = import.id;
  return jsonb_build_object('created', new_count, 'updated', update_count, 'already_applied', false);
end;
$$;

comment on function public.confirm_listing_import(uuid) is
  'Applies the caller''s previewed bulk upload in one transaction (creates as pending or draft, updates by stock_ref), within the plan''s allowance; a second call applies nothing.';

revoke all on function public.confirm_listing_import(uuid) from public, anon;

grant execute on function public.confirm_listing_import(uuid) to authenticated;
