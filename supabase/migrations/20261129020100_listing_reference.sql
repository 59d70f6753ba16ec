-- A listing's readable reference (issue 17 item 5): 'GM-10234' instead of the raw uuid, on the
-- listing page and in staff's search. It is derived here, once: a number the database hands
-- out in order (never reused, never changed) and the text the site shows, both generated
-- columns, so no code composes a reference of its own.

alter table public.generator_listings
  add column listing_number bigint generated always as identity (start with 10001) unique;

alter table public.generator_listings
  add column reference text generated always as ('GM-' || listing_number::text) stored;

create unique index generator_listings_reference_key on public.generator_listings (reference);

comment on column public.generator_listings.listing_number is
  'The listing''s number, handed out in order from 10001; never changes.';
comment on column public.generator_listings.reference is
  'The readable reference the site shows and staff search for: GM- and the listing number.';
