-- STUB (issue 18's branch only; the lead drops this file when the plans branch's real
-- private.active_ad_allowance_left lands). The real function answers from the seller's trade
-- package (single 1, standard 10, premium 20) minus their active and pending listings, never
-- below 0, and null when no allowance applies. This stand-in reads the package's allowance
-- from a table of its own, which tests fill in (supabase/bulk-upload.test.ts), so the bulk
-- upload's confirm can call the one function by its name; no row: null, no allowance applies.
create table private.stub_trade_plans (
  seller_id uuid primary key references public.profiles (id) on delete cascade,
  ads integer not null check (ads in (1, 10, 20))
);

create or replace function private.active_ad_allowance_left(p_seller uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(0, plan.ads - (
    select count(*)::integer from public.generator_listings l
    where l.dealer_id = plan.seller_id and l.status in ('active', 'pending')
  ))
  from private.stub_trade_plans plan
  where plan.seller_id = p_seller
$$;

revoke all on function private.active_ad_allowance_left(uuid) from public, anon, authenticated;
