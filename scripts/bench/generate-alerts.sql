-- Generated members for `npm run bench` (the alerts case): {{members}} Priority Buyers, each
-- with a saved search for "benchalert" with instant alerts on, and one pending listing of the
-- demo trade seller's that matches them all (60000000-0000-4000-8000-000000000001), which the
-- bench approves. Priority Buyers are alerted at approval (early access), so every alert is
-- due at the dispatch after the approval (supabase/schemas/70-saved-searches.sql).
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous
)
select
  '00000000-0000-0000-0000-000000000000', ('61000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid,
  'authenticated', 'authenticated', 'bench-alert-' || n || '@example.test', '', now(), '', '', '', '',
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('full_name', 'Bench Buyer ' || n, 'user_type', 'buyer'),
  now(), now(), false, false
from generate_series(1, {{members}}) as n;

insert into public.member_plans (user_id, plan_id, started_at, renews_at)
select ('61000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'priority-buyer', now() - interval '1 day', now() + interval '6 days'
from generate_series(1, {{members}}) as n;

insert into public.saved_searches (user_id, page, name, query, search_args, alerts, alert_frequency)
select ('61000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'listings', '“benchalert”', 'q=benchalert',
  '{"search":"benchalert"}'::jsonb, true, 'instant'
from generate_series(1, {{members}}) as n;

insert into public.generator_listings (
  id, dealer_id, status, title, description, type, brand, model, condition, year, hours,
  price_gbp, power_kw, fuel, phase, warranty_months, location, region, submitted_at
)
values (
  '60000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 'pending',
  'Perkins 100 kVA benchalert standby set', 'Generated listing for the alerts benchmark.', 'dieselStandby',
  'Perkins', 'B1', 'used-good', 2018, 1200, 18000, 80, 'Diesel', 'Three Phase', 3, 'Stourton, Leeds', 'leeds', now()
);

insert into public.listing_photos (listing_id, storage_path, position, alt)
values ('60000000-0000-4000-8000-000000000001', 'seed/portable-1.png', 0, 'Front');
