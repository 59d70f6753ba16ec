-- STUB (issue 18's branch only; the lead drops this file when the plans branch's real
-- private.active_ad_allowance_left lands). The real function answers from the seller's trade
-- package (single 1, standard 10, premium 20) minus their active and pending listings, never
-- below 0, and null when no allowance applies. This stand-in gives every trade seller the
-- standard package's 10, so the bulk upload's confirm can call the one function by its name.
create or replace function private.active_ad_allowance_left(p_seller uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when p.user_type = 'trade_seller' then greatest(0, 10 - (
    select count(*)::integer from public.generator_listings l
    where l.dealer_id = p.id and l.status in ('active', 'pending')
  )) end
  from public.profiles p
  where p.id = p_seller
$$;

revoke all on function private.active_ad_allowance_left(uuid) from public, anon, authenticated;
