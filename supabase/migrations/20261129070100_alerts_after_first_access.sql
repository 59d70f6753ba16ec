-- Saved-search alerts follow Priority Buyers' first access (member_plans.sql): an alert of a
-- listing approved less than priority_early_access_hours() ago is due only for a Priority
-- Buyer; everyone else's waits in the queue until the listing is theirs to see, so no email
-- links to a page that is not found yet. The condition is listing_visible_to_viewer's for the
-- search's member (that function reads auth.uid(), the Cron's claim has none);
-- supabase/saved-searches.test.ts ties the two.

create or replace function public.claim_search_alerts(p_frequency text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if p_frequency is null or p_frequency not in ('instant', 'daily') then
    raise exception 'The frequency must be instant or daily' using errcode = '22023';
  end if;
  with due as (
    select a.saved_search_id, a.listing_id
    from private.saved_search_alerts a
    join public.saved_searches s on s.id = a.saved_search_id
    join public.generator_listings l on l.id = a.listing_id
    where a.sent_at is null and s.alerts and s.alert_frequency = p_frequency and l.status = 'active'
      -- Due once the member may open the listing: listing_visible_to_viewer's rule for them.
      and (l.reviewed_at is null
        or l.reviewed_at <= now() - make_interval(hours => public.priority_early_access_hours())
        or private.current_plan(s.user_id) = 'priority-buyer')
    for update of a skip locked
  ),
  claimed as (
    update private.saved_search_alerts a set sent_at = now()
    from due
    where a.saved_search_id = due.saved_search_id and a.listing_id = due.listing_id
    returning a.saved_search_id, a.listing_id, a.queued_at
  )
  select coalesce(jsonb_agg(email order by email->>'saved_search_id'), '[]'::jsonb) into result
  from (
    select jsonb_build_object(
      'saved_search_id', s.id,
      'name', s.name,
      'page', s.page,
      'query', s.query,
      'email', u.email,
      'full_name', p.full_name,
      'listings', jsonb_agg(
        jsonb_build_object('id', l.id, 'title', l.title, 'price_gbp', l.price_gbp, 'location', l.location)
        order by c.queued_at, l.id
      )
    ) as email
    from claimed c
    join public.saved_searches s on s.id = c.saved_search_id
    join public.profiles p on p.id = s.user_id
    join auth.users u on u.id = s.user_id
    join public.generator_listings l on l.id = c.listing_id
    where u.email is not null
    group by s.id, s.name, s.page, s.query, u.email, p.full_name
  ) due_emails;
  return result;
end;
$$;
