-- A seller's public card (spec 02 "Profile header"): who they are and the figures buyers
-- judge them by, all counted here, in one call. The sellers portal's header, the public
-- seller page and the dashboard's seller overview read it; what only the seller may see
-- (views, enquiries, saves) is not in it.
--
-- Response figures are over the last 90 days of conversations about the seller's listings:
-- a conversation counts once its buyer has written; it is answered when the seller wrote
-- after the buyer's first message, and its response time is the time between the two.

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
    'median_response_minutes', round(resp.median_minutes)::int
  )
  from seller s, rating r, responses resp
$$;

comment on function public.seller_profile_card(uuid) is
  'A seller''s public card: name, company, photo, location, member since, verified, rating '
  '(average to one decimal, count of visible reviews), active listings, and the response '
  'rate and median response time over the last 90 days. Null for an unknown id.';

revoke all on function public.seller_profile_card(uuid) from public;
grant execute on function public.seller_profile_card(uuid) to anon, authenticated;
