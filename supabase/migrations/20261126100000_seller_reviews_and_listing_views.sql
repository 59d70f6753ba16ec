-- The two tables the sellers portal, the public seller page, reviews and listing statistics
-- share (issues 15 and 16). Only their shape and who may read them live here; who may write
-- them is decided by the functions that come with each feature.

---------------------------------------------------------------------------------------
-- seller_reviews (spec 02 §3): a buyer's rating of a seller after a conversation the
-- seller answered or an auction the buyer won.
---------------------------------------------------------------------------------------

create table public.seller_reviews (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null references public.profiles (id) on delete cascade,
  -- Null once the buyer's account is gone: the review stays, signed 'Unknown buyer'.
  buyer_id uuid references public.profiles (id) on delete set null,
  -- What the review is about: one listing or one auction (null once it is deleted).
  listing_id uuid references public.generator_listings (id) on delete set null,
  auction_id uuid references public.auction_listings (id) on delete set null,
  rating smallint not null check (rating between 1 and 5),
  comment text check (btrim(comment) <> '' and char_length(comment) <= 1000),
  -- The seller's one public reply.
  seller_reply text check (btrim(seller_reply) <> '' and char_length(seller_reply) <= 1000),
  seller_replied_at timestamptz,
  -- Staff hide a review that breaks the rules, with a reason; hidden reviews count nowhere.
  hidden_at timestamptz,
  hidden_reason text check (char_length(hidden_reason) <= 500),
  created_at timestamptz not null default now(),
  constraint seller_reviews_not_of_self check (buyer_id <> seller_id),
  constraint seller_reviews_about_one check (num_nonnulls(listing_id, auction_id) <= 1),
  constraint seller_reviews_reply_dated check ((seller_reply is null) = (seller_replied_at is null)),
  constraint seller_reviews_hidden_with_reason check ((hidden_at is null) = (hidden_reason is null)),
  -- One review per buyer per listing, and per auction.
  constraint seller_reviews_buyer_listing_key unique (buyer_id, listing_id),
  constraint seller_reviews_buyer_auction_key unique (buyer_id, auction_id)
);

create index seller_reviews_seller_idx on public.seller_reviews (seller_id, created_at desc);

comment on table public.seller_reviews is
  'A buyer''s review of a seller (rating 1-5, optional comment), about one listing or auction.';

alter table public.seller_reviews enable row level security;

revoke all on table public.seller_reviews from anon, authenticated;
grant select on table public.seller_reviews to anon, authenticated;

-- Everyone reads the reviews staff have not hidden; the buyer and the seller also see a
-- hidden one (with its reason), and staff see all.
create policy seller_reviews_select_visible on public.seller_reviews
  for select to anon, authenticated
  using (
    hidden_at is null
    or (select auth.uid()) in (buyer_id, seller_id)
    or (select public.is_staff())
  );

---------------------------------------------------------------------------------------
-- listing_views: one row per visitor per listing per day. The visitor is a keyed hash
-- (never an IP address in clear, never a cookie), so a day's rows count distinct visitors.
---------------------------------------------------------------------------------------

create table public.listing_views (
  listing_id uuid not null references public.generator_listings (id) on delete cascade,
  viewed_on date not null default current_date,
  visitor_hash text not null check (char_length(visitor_hash) between 16 and 128),
  primary key (listing_id, viewed_on, visitor_hash)
);

comment on table public.listing_views is
  'Listing page views: one row per visitor (a keyed hash, no IP address) per listing per day.';

-- No grants and no policies: nobody reads or writes the rows directly. Views are recorded
-- and counted through the statistics functions.
alter table public.listing_views enable row level security;
revoke all on table public.listing_views from anon, authenticated;
