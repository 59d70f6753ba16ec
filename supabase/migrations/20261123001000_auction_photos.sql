-- Auction photos (issue 14): the files live in the private listing-photos bucket beside the
-- listings' photos, served by the same route (/photos/<path>), and this table orders them.
-- A photo is readable by whoever may read its auction (auction_listings' select policy:
-- everyone for any auction that was not cancelled, the seller for their own), and its file
-- with it. How photos are written (with the auction, in one step) is the create-auction
-- migration's: until then nobody but the database owner (the seed) writes this table.

create table public.auction_photos (
  id uuid primary key default gen_random_uuid(),
  auction_id uuid not null references public.auction_listings (id) on delete cascade,
  storage_path text not null
    check (btrim(storage_path) <> '' and storage_path !~ '^/' and char_length(storage_path) <= 500),
  position integer not null check (position >= 0),
  alt text check (char_length(alt) <= 300),
  created_at timestamptz not null default now(),
  -- Deferrable so two positions can be swapped in one update, as listing_photos.
  constraint auction_photos_auction_position_key unique (auction_id, position) deferrable initially immediate
);

create index auction_photos_storage_path_idx on public.auction_photos (storage_path);

comment on table public.auction_photos is
  'Photos of an auction, in order; position 0 is the main photo.';
comment on column public.auction_photos.storage_path is
  'Object name in the private listing-photos bucket, or seed/… for the seed''s images.';

alter table public.auction_photos enable row level security;

revoke all on table public.auction_photos from anon, authenticated;
grant select on table public.auction_photos to anon, authenticated;

-- The subquery runs with the caller's rights, so auction_listings' own policy decides which
-- auctions (and so which photos) the caller sees: the rule is written once, there.
create policy auction_photos_select_visible_auction on public.auction_photos
  for select to anon, authenticated
  using (exists (select 1 from public.auction_listings a where a.id = auction_photos.auction_id));

-- An object of the bucket is readable when a listing photo or an auction photo the caller
-- may read points at it, or it is in the caller's own folder (…_private_listing_photos.sql).
drop policy listing_photo_objects_select_visible on storage.objects;
create policy listing_photo_objects_select_visible on storage.objects
  for select to anon, authenticated
  using (
    bucket_id = 'listing-photos'
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or exists (select 1 from public.listing_photos p where p.storage_path = objects.name)
      or exists (select 1 from public.auction_photos p where p.storage_path = objects.name)
    )
  );
