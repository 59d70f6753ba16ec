-- Which listings their owner may change, written once (issue 13). The wizard and the
-- dashboard let an owner change a draft, a rejected listing being fixed, and a live one;
-- RLS allowed every status but pending, so an expired or sold listing could be edited
-- through the API although no page offers it. Now SQL and the app share one rule:
-- ownerEditableStatuses in app/models/listing-rules.ts, tied to this function by
-- supabase/listing-rules.test.ts.

create function public.owner_may_edit_listing_status(p_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('draft', 'rejected', 'active')
$$;

comment on function public.owner_may_edit_listing_status(text) is
  'Whether a listing in this status may be changed by its owner (draft, rejected, active); the app''s ownerEditableStatuses.';

revoke all on function public.owner_may_edit_listing_status(text) from public;
grant execute on function public.owner_may_edit_listing_status(text) to anon, authenticated, service_role;

-- The listing itself (status changes beyond that are guarded by their own functions).
drop policy generator_listings_update_own on public.generator_listings;
create policy generator_listings_update_own on public.generator_listings
  for update to authenticated
  using (dealer_id = (select auth.uid()) and public.owner_may_edit_listing_status(status))
  with check (dealer_id = (select auth.uid()));

-- Its photos: added, reordered and removed under the same rule. Runs with the caller's
-- rights, so the listings' own policies apply too.
create function public.is_own_editable_listing(p_listing_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.generator_listings l
    where l.id = p_listing_id
      and l.dealer_id = (select auth.uid())
      and public.owner_may_edit_listing_status(l.status)
  )
$$;

comment on function public.is_own_editable_listing(uuid) is
  'Whether the caller owns this listing and may change it now (owner_may_edit_listing_status).';

revoke all on function public.is_own_editable_listing(uuid) from public;
grant execute on function public.is_own_editable_listing(uuid) to authenticated;

drop policy listing_photos_insert_own_listing on public.listing_photos;
create policy listing_photos_insert_own_listing on public.listing_photos
  for insert to authenticated
  with check (
    public.is_own_editable_listing(listing_id)
    and storage_path ~ (
      '^' || (select auth.uid())::text || '/' || listing_id::text
      || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$'
    )
    and public.own_listing_photo_file_exists(storage_path)
  );

drop policy listing_photos_update_own_listing on public.listing_photos;
create policy listing_photos_update_own_listing on public.listing_photos
  for update to authenticated
  using (public.is_own_editable_listing(listing_id))
  with check (public.is_own_editable_listing(listing_id));

drop policy listing_photos_delete_own_listing on public.listing_photos;
create policy listing_photos_delete_own_listing on public.listing_photos
  for delete to authenticated
  using (public.is_own_editable_listing(listing_id));
