-- Call Seller shows a private seller's personal phone only when they chose to (issue 12,
-- item 12). A dealer's business line is shown as before: it is how buyers reach a trade.

alter table public.profiles
  add column show_phone_on_listings boolean not null default false;

comment on column public.profiles.show_phone_on_listings is
  'The member chose to let signed-in members see their personal phone (phone, else mobile) '
  'through Call Seller on their listings. Ignored for trade sellers, whose business line is '
  'always shown. Private: read through my_profile.';

-- The owner may change it (profiles_update_own limits the row to their own); nobody reads it
-- through profiles, as whether someone shares their number is theirs to know.
grant update (show_phone_on_listings) on public.profiles to authenticated;

-- my_profile was made with p.*, which Postgres expands once, when the view is created: made
-- again, it takes in the new column (added last, as create or replace requires). Its grants
-- (select for authenticated only) are kept.
create or replace view public.my_profile as
  select p.*
  from public.profiles p
  where p.id = (select auth.uid());

-- The seller's phone for Call Seller, for signed-in members, on active listings:
-- - a trade seller: their business line; without one, their phone or mobile, as before
--   (a dealer's numbers are their business's, given at sign-up as the business phone);
-- - anyone else: their phone or mobile only if they chose to show it, otherwise null (the
--   listing page then says the seller prefers messages). A private seller's company_tel is
--   not used: it is not a number they were asked to share here.
create or replace function public.listing_seller_phone(p_listing_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p.user_type = 'trade_seller'
      then coalesce(nullif(p.company_tel, ''), nullif(p.phone, ''), nullif(p.mobile, ''))
    when p.show_phone_on_listings
      then coalesce(nullif(p.phone, ''), nullif(p.mobile, ''))
  end
  from public.generator_listings l
  join public.profiles p on p.id = l.dealer_id
  where l.id = p_listing_id and l.status = 'active' and (select auth.uid()) is not null
$$;

-- create or replace keeps the grants; said again so this file reads whole.
revoke all on function public.listing_seller_phone(uuid) from public, anon;
grant execute on function public.listing_seller_phone(uuid) to authenticated;
