-- A member's own data: closing their account (close_my_account) and a copy of everything they
-- have on GenMarket (export_my_data). docs/accounts.md "Closing your account" and "Your data";
-- docs/decisions/020-close-account.md.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- Closing an account
---------------------------------------------------------------------------------------
-- One transaction decides it, with the member's Auth row locked (a second close, a sign-in's
-- refresh or a bid waits for it):
--   * the password, checked here against Auth's bcrypt hash (GoTrue's, and the local Auth's),
--     counted with the sign-in's password checks for that email (private.sign_in_failures:
--     after 5 wrong in 15 minutes it stops checking, as sign-in asks for a captcha then);
--   * refused while something must run its course first: an auction of theirs with bids
--     (it runs to its end and settles), their bids on a running auction, commission owed,
--     a weekly plan that renews;
--   * the confirmation email queued to the address itself (outgoing_emails.to_address), as the
--     outbox rows of the member go with them;
--   * the Auth user deleted, and with it (foreign keys, on delete cascade) the profile,
--     listings (live ones leave the site at once), auctions without bids, saved listings,
--     watched auctions, saved searches, sessions, plans and every other row of theirs; what
--     others keep is kept without them (on delete set null): the conversations and their
--     messages ('Former member'), reviews, and payments (HMRC's six years).
-- Answers {closed: true, files: {bucket: [object names]}}: the files of the member's folders
-- in Storage, which the Worker removes through the Storage API (app/utils/admin.server.ts), as
-- Storage's files cannot be removed from SQL; or {closed: false} for a wrong password.
create or replace function public.close_my_account(p_password text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
  account record;
  address text;
  files jsonb;
begin
  if member is null then
    raise exception 'Sign in to close your account' using errcode = '42501';
  end if;
  select u.id, u.email, u.encrypted_password into account from auth.users u where u.id = member for update;
  if account.id is null then
    raise exception 'Your account is already closed' using errcode = 'GM404';
  end if;
  address := lower(btrim(coalesce(account.email, '')));

  -- The sign-in's own rule for password checks per email (reserve_sign_in_attempt,
  -- docs/decisions/006-sign-in-captcha.md): the check counts as a failure until it passes.
  if public.reserve_sign_in_attempt(address) = 'captcha_required' then
    raise exception 'Too many wrong passwords: wait 15 minutes and try again' using errcode = 'GM429';
  end if;
  if coalesce(p_password, '') = '' or coalesce(account.encrypted_password, '') not like '$2%'
     or extensions.crypt(p_password, account.encrypted_password) <> account.encrypted_password then
    return jsonb_build_object('closed', false);
  end if;

  if exists (
    select 1 from public.auction_listings a
    where a.seller_id = member and a.status in ('active', 'ended')
      and exists (select 1 from public.bids b where b.auction_id = a.id)
  ) then
    raise exception 'You have an auction with bids: it runs to its end and settles, and you can close your account once it has'
      using errcode = 'GM409';
  end if;
  if exists (
    select 1 from public.bids b join public.auction_listings a on a.id = b.auction_id
    where b.bidder_id = member and a.status in ('active', 'ended')
  ) then
    raise exception 'You have bid on an auction that is still running: you can close your account once it has ended'
      using errcode = 'GM409';
  end if;
  if exists (
    select 1 from public.payments p
    where p.user_id = member and p.purpose = 'commission' and p.status = 'pending'
  ) then
    raise exception 'You owe commission on a sold auction: pay it in Billing, then close your account'
      using errcode = 'GM409';
  end if;
  if exists (
    select 1 from public.member_plans m
    where m.user_id = member and m.ended_at is null and m.provider is not null
      and not m.cancel_at_period_end and m.status in ('trialing', 'active', 'past_due')
  ) then
    raise exception 'Your plan renews every week: cancel it in Billing, then close your account'
      using errcode = 'GM409';
  end if;

  select coalesce(jsonb_object_agg(by_bucket.bucket_id, by_bucket.names), '{}'::jsonb) into files
  from (
    select o.bucket_id, jsonb_agg(o.name order by o.name) as names
    from storage.objects o
    where o.bucket_id in ('listing-photos', 'avatars') and o.name like member::text || '/%'
    group by o.bucket_id
  ) by_bucket;

  -- A payment never finished will not be: it is kept, cancelled, without its checkout.
  update public.payments p
  set status = 'cancelled', checkout_url = null, checkout_session_id = null, checkout_expires_at = null
  where p.user_id = member and p.status = 'pending';

  if address <> '' then
    insert into private.outgoing_emails (recipient_id, to_address, kind, idempotency_key, data)
    values (null, address, 'account_closed', 'account_closed/' || member, jsonb_build_object('closedAt', now()))
    on conflict (idempotency_key) do nothing;
  end if;
  perform public.clear_failed_sign_ins(address);

  delete from auth.users u where u.id = member;

  return jsonb_build_object('closed', true, 'files', files);
end;
$$;

comment on function public.close_my_account(text) is
  'Closes the signed-in member''s account after checking their password: refuses (GM409) while an auction with bids, a running bid, commission owed or a renewing plan must run its course; keeps conversations, reviews and payments without them; answers the Storage files to remove.';

revoke all on function public.close_my_account(text) from public, anon;

grant execute on function public.close_my_account(text) to authenticated;

---------------------------------------------------------------------------------------
-- Your data: a copy of everything the member has on GenMarket
---------------------------------------------------------------------------------------
-- Runs as the member under RLS (security invoker): what it can read is what the site shows
-- them, and each part is also limited to their own rows. Other people appear only as the site
-- shows them to the member: the other party of a conversation by the name the inbox gives
-- ('Former member' once gone), a review's buyer by their public name; never an id or a
-- private field of anyone else's.
create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
begin
  if member is null then
    raise exception 'Sign in to download your data' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    'email', (select auth.jwt() ->> 'email'),
    'profile', (select to_jsonb(p) from public.my_profile p),
    'email_settings', jsonb_build_object(
      'switched_off', coalesce((select jsonb_agg(o.kind order by o.kind) from public.email_opt_outs o where o.member_id = member), '[]'::jsonb)
    ),
    'listings', coalesce((
      select jsonb_agg(to_jsonb(l) || jsonb_build_object('photos', coalesce((
               select jsonb_agg(jsonb_build_object('file', ph.storage_path, 'alt', ph.alt) order by ph.position)
               from public.listing_photos ph where ph.listing_id = l.id), '[]'::jsonb))
             order by l.created_at)
      from public.generator_listings l where l.dealer_id = member), '[]'::jsonb),
    -- Named columns: the reserve is not granted on the table (40-auctions.sql); the seller reads
    -- their own through own_auction_terms.
    'auctions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', a.id, 'title', a.title, 'description', a.description, 'brand', a.brand, 'model', a.model,
               'year', a.year, 'hours', a.hours, 'power_kw', a.power_kw, 'fuel_type', a.fuel_type, 'phase', a.phase,
               'condition', a.condition, 'location', a.location, 'postcode', a.postcode, 'warranty_length', a.warranty_length,
               'starting_price', a.starting_price, 'reserve_price', t.reserve_price, 'vat_status', a.vat_status,
               'delivery', a.delivery, 'collection_terms', a.collection_terms, 'status', a.status,
               'auction_end_date', a.auction_end_date, 'current_bid', a.current_bid, 'bid_count', a.bid_count,
               'created_at', a.created_at)
             order by a.created_at)
      from public.auction_listings a
      left join public.own_auction_terms() t on t.auction_id = a.id
      where a.seller_id = member), '[]'::jsonb),
    'bids', coalesce((
      select jsonb_agg(jsonb_build_object('auction_id', b.auction_id, 'auction_title', a.title, 'amount', b.amount, 'created_at', b.created_at)
             order by b.created_at)
      from public.bids b left join public.auction_listings a on a.id = b.auction_id
      where b.bidder_id = member), '[]'::jsonb),
    'maximum_bids', coalesce((
      select jsonb_agg(jsonb_build_object('auction_id', m.auction_id, 'max_amount', m.max_amount, 'set_at', m.set_at) order by m.set_at)
      from public.auction_maximums m where m.bidder_id = member), '[]'::jsonb),
    'conversations', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', t.id,
               'you_are', case when t.seller_id = member then 'seller' else 'buyer' end,
               'with', case
                 when other.id is null then 'Former member'
                 when t.seller_id = member then coalesce(nullif(btrim(other.full_name), ''), nullif(btrim(other.company_name), ''), 'Unknown Buyer')
                 else coalesce(nullif(btrim(other.company_name), ''), nullif(btrim(other.full_name), ''), 'GenMarket seller')
               end,
               'about', coalesce(l.title, a.title, t.listing_title),
               'messages', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'from', case when msg.kind = 'system' then 'GenMarket' when msg.sender_id = member then 'you' else 'them' end,
                          'message', msg.message_content,
                          'sent_at', msg.created_at,
                          'read', msg.is_read)
                        order by msg.created_at, msg.id)
                 from public.messages msg where msg.thread_id = t.id), '[]'::jsonb))
             order by t.created_at)
      from public.conversation_threads t
      left join public.profiles other on other.id = case when t.seller_id = member then t.buyer_id else t.seller_id end
      left join public.generator_listings l on l.id = t.listing_id
      left join public.auction_listings a on a.id = t.auction_id
      where member in (t.buyer_id, t.seller_id)), '[]'::jsonb),
    'saved_listings', coalesce((
      select jsonb_agg(jsonb_build_object('listing_id', s.listing_id, 'title', l.title, 'saved_at', s.created_at) order by s.created_at)
      from public.saved_listings s left join public.generator_listings l on l.id = s.listing_id
      where s.user_id = member), '[]'::jsonb),
    'watched_auctions', coalesce((
      select jsonb_agg(jsonb_build_object('auction_id', w.auction_id, 'title', a.title, 'watched_at', w.created_at) order by w.created_at)
      from public.watched_auctions w left join public.auction_listings a on a.id = w.auction_id
      where w.user_id = member), '[]'::jsonb),
    'saved_searches', coalesce((
      select jsonb_agg(to_jsonb(s) order by s.created_at)
      from public.saved_searches s where s.user_id = member), '[]'::jsonb),
    'reviews_given', coalesce((
      select jsonb_agg(jsonb_build_object(
               'seller', coalesce(nullif(btrim(sp.company_name), ''), nullif(btrim(sp.full_name), ''), 'Former member'),
               'about', coalesce(l.title, a.title),
               'rating', r.rating, 'comment', r.comment, 'created_at', r.created_at,
               'seller_reply', r.seller_reply, 'seller_replied_at', r.seller_replied_at)
             order by r.created_at)
      from public.seller_reviews r
      left join public.profiles sp on sp.id = r.seller_id
      left join public.generator_listings l on l.id = r.listing_id
      left join public.auction_listings a on a.id = r.auction_id
      where r.buyer_id = member), '[]'::jsonb),
    'reviews_received', coalesce((
      select jsonb_agg(jsonb_build_object(
               'buyer', coalesce(nullif(btrim(bp.full_name), ''), 'Unknown buyer'),
               'about', coalesce(l.title, a.title),
               'rating', r.rating, 'comment', r.comment, 'created_at', r.created_at,
               'your_reply', r.seller_reply, 'replied_at', r.seller_replied_at)
             order by r.created_at)
      from public.seller_reviews r
      left join public.profiles bp on bp.id = r.buyer_id
      left join public.generator_listings l on l.id = r.listing_id
      left join public.auction_listings a on a.id = r.auction_id
      where r.seller_id = member), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'reference', p.reference, 'purpose', p.purpose, 'status', p.status,
               'amount_pence', p.amount_pence, 'net_pence', p.net_pence, 'vat_pence', p.vat_pence, 'vat_rate', p.vat_rate,
               'currency', p.currency, 'receipt_number', p.receipt_number, 'listing_option', p.listing_option, 'plan_id', p.plan_id,
               'listing_id', p.listing_id, 'auction_id', p.auction_id,
               'created_at', p.created_at, 'paid_at', p.paid_at)
             order by p.created_at)
      from public.payments p where p.user_id = member), '[]'::jsonb),
    'plans', coalesce((
      select jsonb_agg(jsonb_build_object('plan_id', m.plan_id, 'status', m.status, 'started_at', m.started_at,
               'renews_at', m.renews_at, 'ended_at', m.ended_at) order by m.started_at)
      from public.member_plans m where m.user_id = member), '[]'::jsonb),
    'depots', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'reference', d.reference, 'name', d.name, 'address', d.address,
               'postcode', d.postcode, 'phone', d.phone, 'opening_hours', d.opening_hours, 'main', d.is_main,
               'created_at', d.created_at) order by d.created_at)
      from public.depots d where d.dealer_id = member), '[]'::jsonb)
  );
end;
$$;

comment on function public.export_my_data() is
  'Everything the signed-in member has on GenMarket as one JSON document (Account''s Download my data); runs under RLS.';

revoke all on function public.export_my_data() from public, anon;

grant execute on function public.export_my_data() to authenticated;
