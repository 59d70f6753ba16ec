-- Private listing photos (issue 12, finding 4). The listing-photos bucket was public and
-- its objects readable by anyone, so a visitor could list the bucket's folders (user ids,
-- then draft listing ids) and fetch the photos of listings nobody had published. Now:
--
-- * the bucket is private: no object is served without a role that may read it;
-- * an object is readable by whoever may read a listing_photos row pointing at it (the
--   public for active listings, the owner, staff: listing_photos' own select policies,
--   which follow generator_listings'), and by the uploader in their own folder. Listing a
--   folder goes through the same policy, so it shows only what the caller may read;
-- * a seller's photo row may only point at a file they uploaded for that listing, with the
--   unguessable name the app gives it ({user id}/{listing id}/{uuid}.{jpg|png|webp|gif}),
--   and the row's path and listing cannot be changed afterwards;
-- * the bucket takes JPEG, PNG, WebP and GIF only (no SVG, which is a document that can
--   carry script). The Worker also checks each file's bytes on upload and again when it
--   serves a photo (app/routes/photos.$.ts), since a client may claim any content type.
--
-- The seed's rows (supabase/seed.sql, run as the database owner) point at seed/*.png and
-- are not affected by the row policies.

---------------------------------------------------------------------------------------
-- The bucket
---------------------------------------------------------------------------------------

update storage.buckets
set public = false,
    allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
where id = 'listing-photos';

---------------------------------------------------------------------------------------
-- Who reads an object
---------------------------------------------------------------------------------------

-- The object policy below looks photos up by path.
create index listing_photos_storage_path_idx on public.listing_photos (storage_path);

-- The subquery on listing_photos runs with the caller's rights, so its row-level security
-- (listing_photos_select_visible_listing: an active listing or the caller's own;
-- listing_photos_select_staff) decides which photos count: the rule is written once, there.
-- The uploader's own folder stays readable so a file can be removed after its row is gone
-- (Storage's remove needs SELECT as well as DELETE).
drop policy listing_photo_objects_select on storage.objects;
create policy listing_photo_objects_select_visible on storage.objects
  for select to anon, authenticated
  using (
    bucket_id = 'listing-photos'
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or exists (select 1 from public.listing_photos p where p.storage_path = objects.name)
    )
  );

---------------------------------------------------------------------------------------
-- Which file a photo row may point at
---------------------------------------------------------------------------------------

-- Owners change a photo's position and alt text only: a row keeps the file and listing it
-- was made with (moving it would point a listing at a file checked for another).
revoke update on table public.listing_photos from authenticated;
grant update (position, alt) on table public.listing_photos to authenticated;

-- Whether the caller has uploaded a file at this path (their own folder only, so it tells
-- nobody about anyone else's files). A function, not a subquery in the policy below: the
-- objects' select policy reads listing_photos, and Postgres refuses policies that lead back
-- to their own table ("infinite recursion detected in policy").
create function public.own_listing_photo_file_exists(p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'listing-photos'
      and o.name = p_path
      and (storage.foldername(p_path))[1] = (select auth.uid())::text
  )
$$;

comment on function public.own_listing_photo_file_exists(text) is
  'True when the caller uploaded a file at this path of the listing-photos bucket (their own folder only).';

revoke all on function public.own_listing_photo_file_exists(text) from public, anon;
grant execute on function public.own_listing_photo_file_exists(text) to authenticated;

-- The file must be the caller's upload for this very listing, under the name the app gives
-- it, and exist.
drop policy listing_photos_insert_own_listing on public.listing_photos;
create policy listing_photos_insert_own_listing on public.listing_photos
  for insert to authenticated
  with check (
    exists (
      select 1 from public.generator_listings l
      where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid()) and l.status <> 'pending'
    )
    and storage_path ~ (
      '^' || (select auth.uid())::text || '/' || listing_id::text
      || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$'
    )
    and public.own_listing_photo_file_exists(storage_path)
  );

comment on column public.listing_photos.storage_path is
  'Object name in the private listing-photos bucket: {user id}/{listing id}/{uuid}.{jpg|png|webp|gif}, or seed/… for the seed''s images.';
