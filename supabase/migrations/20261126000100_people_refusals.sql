-- Refusals meant for people raise SQLSTATE class GM (issue 13). A function that refuses in
-- words a person should read raises `GM` + the HTTP status to answer with (GM400 bad
-- request, GM403 forbidden, GM404 not found, GM409 the row's state does not allow it); the
-- app shows such a message as it is, with that status (refusalStatus and failedToSave in
-- app/utils/errors*.ts), so it keeps no list of our messages. Other codes stay what they
-- were: 42501 for a caller who must sign in or lacks the role (the app asks them to sign in
-- before calling), 22023 for an argument no form of ours sends.
--
-- The functions are the same as before but for those codes (create or replace keeps their
-- grants and comments). Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- Enquiries (was P0002 and 22023)
---------------------------------------------------------------------------------------

create or replace function public.send_listing_enquiry(p_listing_id uuid, p_message text)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  seller uuid;
  thread uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to message a seller' using errcode = '42501';
  end if;
  select l.dealer_id into seller from public.generator_listings l where l.id = p_listing_id and l.status = 'active';
  if seller is null then
    raise exception 'This listing is not available' using errcode = 'GM404';
  end if;
  if seller = (select auth.uid()) then
    raise exception 'You cannot message yourself about your own listing' using errcode = 'GM400';
  end if;
  insert into public.conversation_threads (buyer_id, seller_id, listing_id)
    values ((select auth.uid()), seller, p_listing_id)
    on conflict (buyer_id, listing_id) do nothing;
  select t.id into thread from public.conversation_threads t
    where t.buyer_id = (select auth.uid()) and t.listing_id = p_listing_id;
  insert into public.messages (thread_id, sender_id, recipient_id, message_content)
    values (thread, (select auth.uid()), seller, p_message);
  return thread;
end;
$$;

---------------------------------------------------------------------------------------
-- The wizard's photos (was P0002)
---------------------------------------------------------------------------------------

create or replace function public.move_listing_photo(p_photo_id uuid, p_direction integer)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  photo public.listing_photos;
  neighbour public.listing_photos;
begin
  select * into photo from public.listing_photos p where p.id = p_photo_id;
  if not found then
    raise exception 'Photo not found' using errcode = 'GM404';
  end if;
  if p_direction < 0 then
    select * into neighbour from public.listing_photos p
      where p.listing_id = photo.listing_id and p.position < photo.position
      order by p.position desc limit 1;
  else
    select * into neighbour from public.listing_photos p
      where p.listing_id = photo.listing_id and p.position > photo.position
      order by p.position limit 1;
  end if;
  if not found then
    return;
  end if;
  update public.listing_photos
    set position = case when id = photo.id then neighbour.position else photo.position end
    where id in (photo.id, neighbour.id);
end;
$$;

---------------------------------------------------------------------------------------
-- Payments (was P0002 and 22023)
---------------------------------------------------------------------------------------

create or replace function public.start_listing_payment(p_listing_id uuid, p_option text)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  amount integer := public.listing_option_amount_pence(p_option);
  listing_status text;
  payment public.payments;
begin
  if caller is null then
    raise exception 'Sign in to pay for a listing' using errcode = '42501';
  end if;
  if amount is null then
    raise exception 'Unknown listing option' using errcode = '22023';
  end if;
  select l.status into listing_status
    from public.generator_listings l
    where l.id = p_listing_id and l.dealer_id = caller
    for update;
  if not found then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;
  if listing_status not in ('draft', 'rejected') then
    raise exception 'This listing needs no payment' using errcode = 'GM409';
  end if;

  select * into payment from public.payments p where p.listing_id = p_listing_id and p.status = 'paid';
  if found then
    if payment.listing_option <> p_option then
      raise exception 'This listing is already paid for' using errcode = 'GM409';
    end if;
    return payment;
  end if;

  update public.payments set status = 'cancelled' where listing_id = p_listing_id and status = 'pending';
  insert into public.payments (user_id, listing_id, listing_option, amount_pence, reference)
    values (
      caller, p_listing_id, p_option, amount,
      'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
    )
    returning * into payment;
  return payment;
end;
$$;

-- 'Simulated payments are not enabled' stays 42501: it is for whoever runs the project.
create or replace function public.complete_simulated_payment(p_payment_id uuid)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.payments;
begin
  if not coalesce((select s.simulated_payments from private.platform_settings s), false) then
    raise exception 'Simulated payments are not enabled on this project' using errcode = '42501';
  end if;
  select * into payment from public.payments p
    where p.id = p_payment_id and p.user_id = (select auth.uid())
    for update;
  if not found then
    raise exception 'Payment not found' using errcode = 'GM404';
  end if;
  if payment.status = 'paid' then
    return payment;
  end if;
  if payment.status <> 'pending' then
    raise exception 'This payment can no longer be completed' using errcode = 'GM409';
  end if;
  update public.payments
    set status = 'paid', paid_at = now(), provider = 'simulated'
    where id = p_payment_id
    returning * into payment;
  update public.generator_listings set listing_option = payment.listing_option where id = payment.listing_id;
  return payment;
end;
$$;

---------------------------------------------------------------------------------------
-- Publishing (was P0002, 22023 and 23514): publish_listing's GM404/GM409 refusals are
-- …_listing_missing_fields.sql's, which redefines it once for them and for its rule.
---------------------------------------------------------------------------------------

---------------------------------------------------------------------------------------
-- Moderation (was 55000 and 22023)
---------------------------------------------------------------------------------------

-- 'Not awaiting review' (another reviewer decided first, or the seller withdrew it) is
-- GM409: /moderation shows it as "Already decided" with this sentence.
create or replace function public.moderate_listing(p_listing_id uuid, p_decision text, p_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing_status text;
  option text;
  reason text := btrim(p_reason);
  decided_at timestamptz := now();
  period interval;
begin
  if not public.is_staff() then
    raise exception 'Only staff can moderate listings' using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('approve', 'reject') then
    raise exception 'The decision must be approve or reject' using errcode = '22023';
  end if;

  select l.status, l.listing_option into listing_status, option
  from public.generator_listings l
  where l.id = p_listing_id
  for update;
  if listing_status is distinct from 'pending' then
    raise exception 'This listing is not awaiting review' using errcode = 'GM409';
  end if;

  if p_decision = 'approve' then
    period := case when option = 'enhanced' then interval '60 days' else interval '30 days' end;
    update public.generator_listings l set
      status = 'active',
      expires_at = decided_at + period,
      featured = case when option = 'enhanced' then true else l.featured end,
      featured_until = case when option = 'enhanced' then decided_at + period else l.featured_until end,
      rejection_reason = null,
      reviewed_at = decided_at,
      reviewed_by = (select auth.uid())
    where l.id = p_listing_id;
    return 'active';
  end if;

  if reason is null or char_length(reason) < 10 or char_length(reason) > 500 then
    raise exception 'Please give a reason the seller can act on (10 to 500 characters)' using errcode = 'GM400';
  end if;
  update public.generator_listings l set
    status = 'rejected',
    rejection_reason = reason,
    reviewed_at = decided_at,
    reviewed_by = (select auth.uid())
  where l.id = p_listing_id;
  return 'rejected';
end;
$$;
