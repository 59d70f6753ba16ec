-- Profile editing and photos (issue 16, items 1 and 2) and the seller's verified flag
-- (issue 15): what a member may change on their own profile is decided here, not by which
-- fields the form shows.
--
-- * A member's update of their own row (as `authenticated`) goes through
--   public.guard_member_profile_update: account type between buyer and private seller;
--   trade seller only with a company name and a business phone (and those stay filled while
--   they are one); back to buyer only without live listings or auctions; a photo only from
--   their own folder of the avatars bucket. Columns members never set (verified, id, the
--   timestamps) have no update grant (core schema); staff roles live in app_metadata.
-- * Email lives in auth.users and nobody changes it through Auth: public.refuse_email_change
--   refuses a member's change request (email_change) and any new address, whichever route
--   (supabase-js updateUser, the admin API, autoconfirmed changes). The platform may still
--   change one in SQL with `set local genmarket.allow_email_change = 'on'` (so must a GoTrue
--   soft delete, which overwrites the address; deleting a user outright is unaffected).
-- * The avatars bucket: public (photos are shown by URL everywhere, as spec 02 §7's
--   getPublicUrl gives them), 5 MB, image types only; members write only their own folder.
-- * public.set_seller_verified: staff set or clear a seller's verified flag.
--
-- Refusals meant for people raise GM4xx with the words to show (…_people_refusals.sql).

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
-- The avatars bucket
---------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

-- Public bucket: files are served by URL without these policies. The API's reads (needed
-- by remove) and writes are the member's own folder only; no update, so no overwrite.
create policy avatar_objects_select_own_folder on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy avatar_objects_insert_own_folder on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy avatar_objects_delete_own_folder on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

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
