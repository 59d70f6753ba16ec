-- Reviews: seller_reviews, who may review whom and when, replies and hiding, the seller's
-- public page and profile card.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- seller_reviews (docs/spec/02-auctions-and-seller-tools.md §3): a buyer's rating of a seller after a conversation the
-- seller answered or an auction the buyer won.
---------------------------------------------------------------------------------------
create table public.seller_reviews (
  id uuid primary key default gen_random_uuid(),
  -- Null once the seller closed their account (close_my_account, 12-my-data.sql): the review
  -- stays, anonymised, in the figures of no one.
  seller_id uuid references public.profiles (id) on delete set null,
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

-- How many answered conversations a seller's response time is the median of, at least: with
-- fewer, one quick or slow reply would be the figure, so the card says nothing rather than
-- a number that reads as a promise (docs/listings.md "The listing page: Contact Seller").
create or replace function private.response_time_min_replies()
returns integer
language sql
immutable
set search_path = ''
as $$ select 3 $$;

revoke all on function private.response_time_min_replies() from public, anon, authenticated;

-- A seller's public card (docs/spec/02-auctions-and-seller-tools.md "Profile header"): who they are and the figures buyers
-- judge them by, all counted here, in one call. The sellers portal's header, the public
-- seller page and the dashboard's seller overview read it; what only the seller may see
-- (views, enquiries, saves) is not in it.
--
-- Response figures are over the last 90 days of conversations about the seller's listings:
-- a conversation counts once its buyer has written; it is answered when the seller wrote
-- after the buyer's first message, and its response time is the time between the two. The
-- median response time is null until private.response_time_min_replies() of them are answered.
create or replace function public.seller_profile_card(p_seller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with seller as (
    select p.id, p.full_name, p.company_name, p.image_url, p.town, p.county, p.location,
           p.user_type, p.verified, p.created_at
    from public.profiles p
    where p.id = p_seller
  ),
  rating as (
    select round(avg(r.rating)::numeric, 1) as average, count(*)::int as count
    from public.seller_reviews r
    where r.seller_id = p_seller and r.hidden_at is null
  ),
  first_buyer_message as (
    select t.id as thread_id, min(m.created_at) as asked_at
    from public.conversation_threads t
    join public.messages m on m.thread_id = t.id and m.kind = 'member' and m.sender_id = t.buyer_id
    where t.seller_id = p_seller and t.created_at > now() - interval '90 days'
    group by t.id
  ),
  answered as (
    select f.thread_id, f.asked_at,
           (select min(m.created_at) from public.messages m
            where m.thread_id = f.thread_id and m.kind = 'member' and m.sender_id = p_seller
              and m.created_at >= f.asked_at) as answered_at
    from first_buyer_message f
  ),
  responses as (
    select count(*)::int as asked,
           count(answered_at)::int as answered,
           percentile_cont(0.5) within group (
             order by extract(epoch from (answered_at - asked_at)) / 60
           ) filter (where answered_at is not null) as median_minutes
    from answered
  )
  select jsonb_build_object(
    'id', s.id,
    'full_name', s.full_name,
    'company_name', s.company_name,
    'image_url', s.image_url,
    'location', coalesce(nullif(s.location, ''), nullif(concat_ws(', ', nullif(s.town, ''), nullif(s.county, '')), '')),
    'user_type', s.user_type,
    'verified', s.verified,
    'member_since', s.created_at,
    'rating_average', r.average,
    'review_count', r.count,
    'active_listings', (select count(*)::int from public.generator_listings l
                        where l.dealer_id = p_seller and l.status = 'active'),
    'conversations_90_days', resp.asked,
    'response_rate', case when resp.asked > 0 then round(100.0 * resp.answered / resp.asked)::int end,
    'median_response_minutes',
      case when resp.answered >= private.response_time_min_replies() then round(resp.median_minutes)::int end
  )
  from seller s, rating r, responses resp
$$;

comment on function public.seller_profile_card(uuid) is
  'A seller''s public card: name, company, photo, location, member since, verified, rating '
  '(average to one decimal, count of visible reviews), active listings, and the response '
  'rate and median response time over the last 90 days (the median only once enough '
  'conversations are answered: private.response_time_min_replies). Null for an unknown id.';

revoke all on function public.seller_profile_card(uuid) from public;

grant execute on function public.seller_profile_card(uuid) to anon, authenticated;

-- How long after the last contact (the seller's latest reply, or the auction's settlement)
-- a buyer may still review.
create function public.seller_review_window()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '90 days' $$;

comment on function public.seller_review_window() is
  'How long after their last contact with a seller a buyer may review them (90 days).';

create function public.seller_reviewable_subjects(p_seller uuid)
returns table (listing_id uuid, auction_id uuid, title text, model text, contacted_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with contacts as (
    -- Conversations about a listing or an auction in which the seller wrote.
    select t.listing_id, t.auction_id, max(m.created_at) as contacted_at
    from public.conversation_threads t
    join public.messages m on m.thread_id = t.id and m.kind = 'member' and m.sender_id = t.seller_id
    where t.buyer_id = (select auth.uid()) and t.seller_id = p_seller
      and (t.listing_id is not null or t.auction_id is not null)
    group by t.listing_id, t.auction_id
    union all
    -- Auctions of the seller's the caller won.
    select null, o.auction_id, o.settled_at
    from public.auction_outcomes o
    join public.auction_listings a on a.id = o.auction_id
    where o.winner_id = (select auth.uid()) and a.seller_id = p_seller
  ),
  subjects as (
    select c.listing_id, c.auction_id, max(c.contacted_at) as contacted_at
    from contacts c
    group by c.listing_id, c.auction_id
  )
  select s.listing_id, s.auction_id,
         coalesce(l.title, a.title) as title,
         coalesce(nullif(btrim(l.model), ''), nullif(btrim(a.model), '')) as model,
         s.contacted_at
  from subjects s
  left join public.generator_listings l on l.id = s.listing_id
  left join public.auction_listings a on a.id = s.auction_id
  where (select auth.uid()) is not null
    and (select auth.uid()) <> p_seller
    and s.contacted_at > now() - public.seller_review_window()
    and (l.id is not null or a.id is not null)
    and not exists (
      select 1 from public.seller_reviews r
      where r.buyer_id = (select auth.uid())
        and (r.listing_id = s.listing_id or r.auction_id = s.auction_id)
    )
  order by s.contacted_at desc
$$;

comment on function public.seller_reviewable_subjects(uuid) is
  'What the caller may review the seller for: listings and auctions of conversations the seller '
  'replied in, and auctions of theirs the caller won, within 90 days of that contact, not yet reviewed.';

revoke all on function public.seller_reviewable_subjects(uuid) from public;

grant execute on function public.seller_reviewable_subjects(uuid) to authenticated;

---------------------------------------------------------------------------------------
-- Leave a review, reply to one, hide one
---------------------------------------------------------------------------------------
-- What a review is about, by its title, for the emails of a review and its reply; null once
-- the listing or auction is gone.
create function private.review_subject_title(p_listing_id uuid, p_auction_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select l.title from public.generator_listings l where l.id = p_listing_id),
    (select a.title from public.auction_listings a where a.id = p_auction_id))
$$;

revoke all on function private.review_subject_title(uuid, uuid) from public, anon, authenticated;

create function public.leave_seller_review(
  p_seller uuid,
  p_listing_id uuid,
  p_auction_id uuid,
  p_rating integer,
  p_comment text
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  buyer uuid := (select auth.uid());
  comment_text text := nullif(btrim(coalesce(p_comment, '')), '');
  review uuid;
begin
  if buyer is null then
    raise exception 'Sign in to review a seller' using errcode = '42501';
  end if;
  if buyer = p_seller then
    raise exception 'You cannot review yourself' using errcode = 'GM403';
  end if;
  if num_nonnulls(p_listing_id, p_auction_id) <> 1 then
    raise exception 'Choose the listing or auction your review is about' using errcode = 'GM400';
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    raise exception 'Choose a rating from 1 to 5 stars' using errcode = 'GM400';
  end if;
  if char_length(comment_text) > 1000 then
    raise exception 'Your comment must be 1,000 characters or fewer' using errcode = 'GM400';
  end if;
  if exists (
    select 1 from public.seller_reviews r
    where r.buyer_id = buyer and (r.listing_id = p_listing_id or r.auction_id = p_auction_id)
  ) then
    raise exception 'You have already reviewed this seller for this %',
      case when p_listing_id is not null then 'listing' else 'auction' end using errcode = 'GM409';
  end if;
  if not exists (
    select 1 from public.seller_reviewable_subjects(p_seller) s
    where s.listing_id is not distinct from p_listing_id and s.auction_id is not distinct from p_auction_id
  ) then
    raise exception 'You can review a seller only about a listing or auction they replied to you about, or an auction of theirs you won, within 90 days'
      using errcode = 'GM403';
  end if;
  insert into public.seller_reviews (seller_id, buyer_id, listing_id, auction_id, rating, comment)
  values (p_seller, buyer, p_listing_id, p_auction_id, p_rating, comment_text)
  returning id into review;
  -- The seller's email (docs/email.md), where they may reply.
  perform private.queue_email(p_seller, 'review_received', format('review_received/%s/%s', review, p_seller),
    jsonb_build_object('reviewId', review, 'buyerName', private.buyer_display_name(buyer),
      'subjectTitle', private.review_subject_title(p_listing_id, p_auction_id), 'rating', p_rating, 'comment', comment_text));
  return review;
exception
  -- Two submissions at once: the unique keys let one through.
  when unique_violation then
    raise exception 'You have already reviewed this seller for this %',
      case when p_listing_id is not null then 'listing' else 'auction' end using errcode = 'GM409';
end;
$$;

comment on function public.leave_seller_review(uuid, uuid, uuid, integer, text) is
  'The caller''s review of a seller about one listing or auction they may review (seller_reviewable_subjects): '
  'rating 1-5, optional comment up to 1,000 characters. Refusals are GM4xx in words for people.';

revoke all on function public.leave_seller_review(uuid, uuid, uuid, integer, text) from public;

grant execute on function public.leave_seller_review(uuid, uuid, uuid, integer, text) to authenticated;

create function public.reply_to_seller_review(p_review uuid, p_reply text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reply text := nullif(btrim(coalesce(p_reply, '')), '');
  target public.seller_reviews%rowtype;
begin
  select * into target from public.seller_reviews r
  where r.id = p_review and r.seller_id = (select auth.uid())
  for update;
  if not found then
    raise exception 'Review not found' using errcode = 'GM404';
  end if;
  if target.seller_reply is not null then
    raise exception 'You have already replied to this review' using errcode = 'GM409';
  end if;
  if reply is null then
    raise exception 'Write your reply' using errcode = 'GM400';
  end if;
  if char_length(reply) > 1000 then
    raise exception 'Your reply must be 1,000 characters or fewer' using errcode = 'GM400';
  end if;
  update public.seller_reviews set seller_reply = reply, seller_replied_at = now() where id = p_review;
  -- The buyer's email (docs/email.md); a buyer whose account is gone gets none.
  if target.buyer_id is not null then
    perform private.queue_email(target.buyer_id, 'review_reply', format('review_reply/%s/%s', p_review, target.buyer_id),
      jsonb_build_object('reviewId', p_review, 'sellerId', target.seller_id,
        -- The template names the seller by the app's one rule (sellerDisplayName).
        'sellerFullName', (select p.full_name from public.profiles p where p.id = target.seller_id),
        'sellerCompanyName', (select p.company_name from public.profiles p where p.id = target.seller_id),
        'subjectTitle', private.review_subject_title(target.listing_id, target.auction_id),
        'rating', target.rating, 'comment', target.comment, 'reply', reply));
  end if;
end;
$$;

comment on function public.reply_to_seller_review(uuid, text) is
  'The reviewed seller''s one public reply (up to 1,000 characters) under a review.';

revoke all on function public.reply_to_seller_review(uuid, text) from public;

grant execute on function public.reply_to_seller_review(uuid, text) to authenticated;

create function public.hide_seller_review(p_review uuid, p_reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reason text := btrim(coalesce(p_reason, ''));
  target public.seller_reviews%rowtype;
begin
  if not (select public.is_staff()) then
    raise exception 'Only the GenMarket team can hide reviews' using errcode = 'GM403';
  end if;
  if char_length(reason) < 10 or char_length(reason) > 500 then
    raise exception 'Give the reason in 10 to 500 characters' using errcode = 'GM400';
  end if;
  select * into target from public.seller_reviews r where r.id = p_review for update;
  if not found then
    raise exception 'Review not found' using errcode = 'GM404';
  end if;
  if target.hidden_at is not null then
    raise exception 'This review is already hidden' using errcode = 'GM409';
  end if;
  update public.seller_reviews set hidden_at = now(), hidden_reason = reason where id = p_review;
end;
$$;

comment on function public.hide_seller_review(uuid, text) is
  'Staff hide a review that breaks the rules, with a reason of 10-500 characters; it then counts nowhere.';

revoke all on function public.hide_seller_review(uuid, text) from public;

grant execute on function public.hide_seller_review(uuid, text) to authenticated;

---------------------------------------------------------------------------------------
-- What pages show
---------------------------------------------------------------------------------------

-- Visible reviews only (hidden ones count nowhere). It reads the subject's model and title
-- whatever the listing's status (a sold listing's model stays under its review), and the
-- buyer's name; nothing else of either.
create function public.seller_review_summary(p_seller uuid, p_limit integer default 10)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with visible as (
    select r.* from public.seller_reviews r
    where r.seller_id = p_seller and r.hidden_at is null
  )
  select jsonb_build_object(
    'average', (select round(avg(v.rating)::numeric, 1) from visible v),
    'count', (select count(*)::int from visible v),
    'distribution', (
      select jsonb_agg(jsonb_build_object('rating', star, 'count',
               (select count(*)::int from visible v where v.rating = star)) order by star desc)
      from generate_series(1, 5) as star),
    'recent', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', v.id, 'rating', v.rating, 'comment', v.comment, 'created_at', v.created_at,
               'buyer_name', nullif(btrim(p.full_name), ''),
               'listing_id', v.listing_id, 'auction_id', v.auction_id,
               'model', coalesce(nullif(btrim(l.model), ''), nullif(btrim(a.model), ''), l.title, a.title),
               'seller_reply', v.seller_reply, 'seller_replied_at', v.seller_replied_at)
             order by v.created_at desc, v.id)
      from (select * from visible v order by v.created_at desc, v.id
            limit greatest(1, least(coalesce(p_limit, 10), 100))) v
      left join public.profiles p on p.id = v.buyer_id
      left join public.generator_listings l on l.id = v.listing_id
      left join public.auction_listings a on a.id = v.auction_id), '[]'::jsonb)
  )
$$;

comment on function public.seller_review_summary(uuid, integer) is
  'A seller''s visible reviews: average to one decimal, count, distribution 5 to 1, and the latest '
  'p_limit reviews (buyer name, rating, the subject''s model, comment, date, the seller''s reply).';

revoke all on function public.seller_review_summary(uuid, integer) from public;

grant execute on function public.seller_review_summary(uuid, integer) to anon, authenticated;

create or replace function public.seller_public_page(p_seller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'card', card,
    'bio', (select nullif(btrim(p.bio), '') from public.profiles p where p.id = p_seller),
    'listings', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', l.id, 'title', l.title, 'price_gbp', l.price_gbp, 'year', l.year, 'status', l.status,
               'location', l.location, 'condition', l.condition, 'featured', l.featured and l.status = 'active',
               'depot_id', l.depot_id,
               'photo_path', case when l.status = 'active' then (
                 select ph.storage_path from public.listing_photos ph
                 where ph.listing_id = l.id order by ph.position limit 1) end,
               'listed_at', coalesce(l.published_at, l.created_at))
             order by l.status <> 'active', coalesce(l.published_at, l.created_at) desc, l.id)
      from (
        select * from public.generator_listings g
        where g.dealer_id = p_seller
          and (g.status in ('sold', 'expired') or public.listing_visible_to_viewer(g.status, g.reviewed_at, g.dealer_id))
        order by g.status <> 'active', coalesce(g.published_at, g.created_at) desc, g.id
        limit 100
      ) l), '[]'::jsonb),
    'auctions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', a.id, 'title', a.title, 'status', a.status, 'current_bid', a.current_bid,
               'starting_price', a.starting_price, 'bid_count', a.bid_count, 'auction_end_date', a.auction_end_date)
             order by a.auction_end_date desc, a.id)
      from (
        select * from public.auction_listings g
        where g.seller_id = p_seller and g.status <> 'cancelled'
        order by g.auction_end_date desc, g.id
        limit 50
      ) a), '[]'::jsonb),
    'reviews', public.seller_review_summary(p_seller, 10),
    -- The dealer's depots (supabase/schemas/18-depots.sql), the main one first.
    'depots', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', d.id, 'name', d.name, 'address', d.address, 'postcode', d.postcode, 'phone', d.phone,
               'opening_hours', d.opening_hours, 'is_main', d.is_main)
             order by d.is_main desc, d.name, d.id)
      from public.depots d where d.dealer_id = p_seller), '[]'::jsonb)
  )
  from public.seller_profile_card(p_seller) as card
  where card is not null
$$;

comment on function public.seller_public_page(uuid) is
  'The public seller page in one call: the seller''s card and bio, their active, sold and expired '
  'listings (each with its depot), their auctions (not cancelled), their review summary and their depots. Null for an unknown id.';

revoke all on function public.seller_public_page(uuid) from public;

grant execute on function public.seller_public_page(uuid) to anon, authenticated;
