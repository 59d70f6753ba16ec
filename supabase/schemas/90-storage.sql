-- Storage: the listing-photos and avatars buckets and who may read and write their objects.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- Storage: the listing-photos bucket
---------------------------------------------------------------------------------------

-- Private bucket: a file is readable only through the select policy below (its listing's
-- or auction's readers, and its uploader), served by the app's /photos route. 5 MB and
-- these image types only, as the sell wizard promises. Uploads go under the uploader's own
-- folder: {user id}/... ; seed images live under seed/. A listing photo's web copies
-- (listing_photo_copies) are readable as their photo is, and so are an auction image's
-- (auction_photo_copies); an auction's files, copies included, are never changed or removed.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('listing-photos', 'listing-photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

create policy listing_photo_objects_insert_own_folder on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy listing_photo_objects_select_visible on storage.objects
  for select to anon, authenticated
  using (
    bucket_id = 'listing-photos'
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or exists (select 1 from public.listing_photos p where p.storage_path = objects.name)
      or exists (select 1 from public.listing_photo_copies c where c.storage_path = objects.name)
      or exists (select 1 from public.auction_photos p where p.storage_path = objects.name)
      or exists (select 1 from public.auction_photo_copies c where c.storage_path = objects.name)
    )
  );

create policy listing_photo_objects_update_own_folder on storage.objects
  for update to authenticated
  using (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.auction_photos p where p.storage_path = objects.name)
    and not exists (
      select 1 from public.auction_photo_copies c
      join public.auction_photos p on p.storage_path = c.photo_path
      where c.storage_path = objects.name
    )
  )
  with check (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy listing_photo_objects_delete_own_folder on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.auction_photos p where p.storage_path = objects.name)
    and not exists (
      select 1 from public.auction_photo_copies c
      join public.auction_photos p on p.storage_path = c.photo_path
      where c.storage_path = objects.name
    )
  );

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

reset check_function_bodies;
