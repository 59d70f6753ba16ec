-- Generated listings for `npm run bench`: {{listings}} active listings (on top of the seed),
-- spread over every type, brand, region, condition and price band the browse filters use,
-- each with one to four photos, and a postcode in one of twelve places (its coordinates set by
-- the table's trigger, for "within N miles" and nearest first). Deterministic: listing n always
-- gets the same values.
insert into public.generator_listings (
  id, dealer_id, status, title, description, type, brand, model, condition, year, hours,
  price_gbp, power_kw, fuel, phase, acoustic_type, warranty_months, sockets, featured,
  location, region, postcode, created_at, updated_at
)
select
  ('40000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid,
  dealers[1 + n % cardinality(dealers)]::uuid,
  'active',
  brands[1 + n % cardinality(brands)] || ' ' || round(power::numeric * 1.25) || ' kVA '
    || lower(types_label[1 + (n / 7) % 8]) || ' generator #' || n,
  'Generated listing for the browse benchmark.',
  types[1 + (n / 7) % 8],
  brands[1 + n % cardinality(brands)],
  'B' || (n % 97),
  conditions[1 + (n / 3) % cardinality(conditions)],
  2005 + (n * 7) % 22,
  case when types[1 + (n / 7) % 8] = 'battery' then null else (n * 37) % 30000 end,
  100 + (n * 7919) % 400000,
  power,
  fuels[1 + (n / 5) % cardinality(fuels)],
  phases[1 + (n / 11) % cardinality(phases)],
  case when n % 9 = 0 then null else acoustics[1 + (n / 13) % cardinality(acoustics)] end,
  warranties[1 + (n / 17) % cardinality(warranties)],
  n % 3 = 0,
  n % 20 = 0,
  places[1 + (n / 2) % cardinality(places)],
  regions[1 + (n / 2) % cardinality(regions)],
  postcodes[1 + (n / 2) % cardinality(postcodes)],
  now() - make_interval(mins => n * 5),
  now() - make_interval(mins => n * 5)
from generate_series(1, {{listings}}) as n,
  lateral (select (array[0.9, 1.8, 2.8, 5.5, 8, 12, 16, 20, 30, 40, 60, 80, 100, 160, 200, 250, 320, 400, 500, 640, 800, 1000, 1280, 1600, 2000])[1 + (n * 31) % 25]::numeric as power) as p,
  lateral (select
    array['a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000011',
          'a0000000-0000-4000-8000-000000000012', 'a0000000-0000-4000-8000-000000000013',
          'a0000000-0000-4000-8000-000000000014', 'a0000000-0000-4000-8000-000000000015',
          'a0000000-0000-4000-8000-000000000016', 'a0000000-0000-4000-8000-000000000017'] as dealers,
    array['portable', 'homeBackup', 'dieselStandby', 'dieselPrime', 'gasPowered', 'trailerMounted', 'hybrid', 'battery'] as types,
    array['Portable', 'Home backup', 'Diesel standby', 'Diesel prime', 'Gas', 'Trailer', 'Hybrid', 'Battery'] as types_label,
    array['Atlas Copco', 'Caterpillar', 'Cummins', 'FG Wilson', 'Generac', 'Himoinsa', 'Honda', 'Hyundai',
          'JCB', 'Kohler', 'Perkins', 'Pramac', 'SDMO', 'Stephill', 'Yamaha', 'Volvo Penta', 'Aggreko',
          'Doosan', 'MTU', 'Tesla', 'Victron', 'BYD', 'Pylontech', 'EcoFlow', 'Jenbacher'] as brands,
    array['new-in-stock', 'used-excellent', 'used-good', 'used-fair', 'used-poor', 'used-spares-repairs'] as conditions,
    array['Diesel', 'Diesel', 'Diesel', 'Petrol/Gasoline', 'Natural Gas', 'Propane/LPG', 'Hybrid', 'Battery/Electric'] as fuels,
    array['Single Phase', 'Three Phase', 'Three Phase', 'Split Phase'] as phases,
    array['Open Set', 'Silenced', 'Super Silenced', 'Acoustic Canopy', 'Acoustic Container'] as acoustics,
    array[0, 0, 0, 1, 3, 6, 12, 24, 36] as warranties,
    array['Purfleet, Essex', 'Trafford Park, Manchester', 'Tyseley, Birmingham', 'Stourton, Leeds',
          'Govan, Glasgow', 'Tremorfa, Cardiff', 'Avonmouth, Bristol', 'Team Valley, Gateshead',
          'Islington, London', 'Swansea', 'Exeter, Devon', 'Sunderland, Tyne and Wear'] as places,
    array['london', 'manchester', 'birmingham', 'leeds', 'scotland', 'wales', 'southwest', 'northeast',
          'london', 'wales', 'southwest', 'northeast'] as regions,
    array['RM19 1AA', 'M17 1AA', 'B11 2AA', 'LS10 1AA', 'G51 2AA', 'CF24 5AA', 'BS11 9AA', 'NE11 0AA',
          'N1 1AA', 'SA1 1AA', 'EX1 1AA', 'SR1 1AA'] as postcodes
  ) as lists;

insert into public.listing_photos (listing_id, storage_path, position, alt)
select l.id, 'seed/' || kind.file || '-' || (1 + (photo.position + g.n) % 4) || '.png', photo.position,
  'Photo ' || (photo.position + 1) || ' of ' || l.title
from public.generator_listings l
  cross join lateral (select ('x' || right(l.id::text, 12))::bit(48)::bigint as n) as g
  cross join lateral (select lower(regexp_replace(l.type, '([A-Z])', '-\1', 'g')) as file) as kind
  cross join lateral generate_series(0, (g.n % 4)::integer) as photo(position)
where l.id::text like '40000000-%';

analyze public.generator_listings;
analyze public.listing_photos;
