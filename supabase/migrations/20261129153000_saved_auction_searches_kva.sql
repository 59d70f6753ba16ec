-- saved_auction_searches_kva: by hand (it changes rows, which npm run db:diff does not see).
-- /auctions filters by listings' kVA bands, and an old link's exact kW (power=) leads to the
-- band its kVA (kW × 1.25) is in (app/routes/auctions._index/schema.ts). Saved /auctions
-- searches made before then still say "100 kW" and carry power= and search_auctions' old
-- power_kw argument: each becomes what saving the same page stores now (the band in its query
-- and name; kva_min, kva_max, auction_condition and auction_fuel in its arguments). Where a
-- member saved two ratings of one band, or saved the band since, the latest is kept (one row
-- per page and query). The bands are app/content/listing-options.ts `kvaSizes`, as they were
-- when this was written; supabase/tests/auction-vocabulary-migrations.test.ts compares the
-- outcome with the page's own naming.

with bands (key, label, min, max) as (
  values
    ('0-2', 'Under 2 kVA', 0, 2),
    ('2-5', '2 to under 5 kVA', 2, 5),
    ('5-8', '5 to under 8 kVA', 5, 8),
    ('8-12', '8 to under 12 kVA', 8, 12),
    ('12-15', '12 to under 15 kVA', 12, 15),
    ('15-50', '15 to under 50 kVA', 15, 50),
    ('50-100', '50 to under 100 kVA', 50, 100),
    ('100-250', '100 to under 250 kVA', 100, 250),
    ('250-500', '250 to under 500 kVA', 250, 500),
    ('500-1000', '500 to under 1,000 kVA', 500, 1000),
    ('1000-2000', '1 to under 2 MVA', 1000, 2000),
    ('2000-3000', '2 MVA and over', 2000, null)
),
old as (
  select s.id, s.user_id, s.created_at, s.query, s.name, s.search_args, (s.search_args ->> 'power_kw')::numeric as kw
    from public.saved_searches s
   where s.page = 'auctions' and s.search_args ? 'power_kw'
),
moved as (
  select old.id, old.user_id, old.created_at,
         case when band.key is null then old.query
              else regexp_replace(old.query, '(^|&)power=[^&]*', '\1kva=' || band.key) end as query,
         case when band.key is null then old.name
              else regexp_replace(old.name, ' · ' || to_char(old.kw, 'FM999,999,999') || ' kW( · |$)', ' · ' || band.label || '\1') end as name,
         (old.search_args - 'power_kw') || jsonb_build_object(
           'kva_min', band.min, 'kva_max', band.max, 'auction_condition', null, 'auction_fuel', null
         ) as search_args
    from old
    left join bands band on old.kw * 1.25 >= band.min and (band.max is null or old.kw * 1.25 < band.max)
),
superseded as (
  delete from public.saved_searches s
   using moved m
   where s.id = m.id
     and (exists (select 1 from moved later
                   where later.user_id = m.user_id and later.query = m.query
                     and (later.created_at, later.id) > (m.created_at, m.id))
          or exists (select 1 from public.saved_searches kept
                      where kept.user_id = m.user_id and kept.page = 'auctions' and kept.query = m.query
                        and not kept.search_args ? 'power_kw'))
  returning s.id
)
update public.saved_searches s
   set query = m.query, name = m.name, search_args = m.search_args
  from moved m
 where s.id = m.id and s.id not in (select id from superseded);
