-- Places: where a UK postcode lies, in miles. public.outcodes (the centre of every outcode in
-- Great Britain), a postcode's outward code, the coordinates of a postcode or outcode, the miles
-- between two points, and the trigger that gives listings and auctions coordinates from their
-- postcode (attached in 20-listings.sql and 40-auctions.sql).
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- outcodes
---------------------------------------------------------------------------------------

-- The rows are data, not schema: a migration loads supabase/data/outcodes.csv (node
-- scripts/outcodes.ts sql), so hosted and local databases hold the same centres
-- (docs/decisions/017-outcode-centroids.md). Source and attribution: supabase/data/README.md.
create table public.outcodes (
  outcode text primary key check (outcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?$'),
  -- WGS84 degrees; the bounds are Great Britain's, Scilly to Shetland, St Kilda to Lowestoft.
  latitude double precision not null check (latitude between 49 and 61),
  longitude double precision not null check (longitude between -9 and 2)
);

comment on table public.outcodes is
  'The centre of each Great Britain outcode (the median of its postcodes'' coordinates), from the ONS National Statistics Postcode Lookup under the Open Government Licence: contains OS data © Crown copyright and database right 2025; contains Royal Mail data © Royal Mail copyright and database right 2025; source: Office for National Statistics licensed under the Open Government Licence v.3.0.';

alter table public.outcodes enable row level security;

revoke all on table public.outcodes from anon, authenticated;

grant select on table public.outcodes to anon, authenticated;

create policy outcodes_select_all on public.outcodes
  for select to anon, authenticated
  using (true);

---------------------------------------------------------------------------------------
-- towns
---------------------------------------------------------------------------------------

-- The cities and towns a buyer may type instead of a postcode ("within 25 miles of Leeds"),
-- each placed at the outcode it lies in, so a town and its postcode are the same point. Data,
-- loaded by a migration as public.outcodes is (supabase/data/towns.csv, node scripts/outcodes.ts
-- towns-sql); a name several places share is the biggest one's (supabase/data/README.md).
create table public.towns (
  name text primary key check (name = btrim(name) and length(name) between 3 and 40),
  outcode text not null references public.outcodes (outcode)
);

comment on table public.towns is
  'Cities and towns of Great Britain by name (English, Welsh, Gaelic, and without accents), each with the outcode it lies in; from OS Open Names under the Open Government Licence: contains OS data © Crown copyright and database right 2017; contains Royal Mail data © Royal Mail copyright and database right 2017.';

-- Names are looked up as typed, whatever their case.
create unique index towns_name_lower_idx on public.towns (lower(name));

alter table public.towns enable row level security;

revoke all on table public.towns from anon, authenticated;

grant select on table public.towns to anon, authenticated;

create policy towns_select_all on public.towns
  for select to anon, authenticated
  using (true);

---------------------------------------------------------------------------------------
-- Postcodes and distances
---------------------------------------------------------------------------------------

-- The outward code of a full or partial postcode as people type it ('ls1 4ap', 'LS1',
-- 'EC1A1BB', 'LS1 4'), upper-cased; null when it is not one. The inward code is a digit and
-- two letters, so without a space it still splits in one place only; a lone outcode keeps
-- its last character ('LS14' is LS14, 'LS1 4' is LS1's sector 4). Whether the outcode exists
-- is place_coordinates' question. miles_between says why there is no search_path setting;
-- the same holds here (it runs in a trigger and over the seed's rows).
create function public.outcode_of(p_postcode text)
returns text
language sql
immutable
parallel safe
as $$
  select (regexp_match(
    upper(btrim(regexp_replace(p_postcode, '[[:space:]]+', ' ', 'g'))),
    '^([A-Z]{1,2}[0-9][A-Z0-9]?)( ?[0-9]([A-Z]{1,2})?)?$'
  ))[1]
$$;

comment on function public.outcode_of(text) is
  'The upper-case outward code of a full or partial UK postcode (''ls1 4ap'' -> LS1), or null when the text is not one.';

revoke all on function public.outcode_of(text) from public;

grant execute on function public.outcode_of(text) to anon, authenticated, service_role;

-- Where a postcode, outcode or town lies: its outcode's centre, or no row when the text is
-- none of them or its outcode is not in public.outcodes (Northern Ireland's included: see
-- supabase/data/README.md). A full postcode resolves to its outcode; the table holds no more.
-- Text that reads as a postcode is one ('LS1' is never a town's name); otherwise it is a
-- town's name in any case, its spaces collapsed.
create function public.place_coordinates(p_place text)
returns table (outcode text, latitude double precision, longitude double precision)
language sql
stable
parallel safe
rows 1
set search_path = ''
as $$
  select o.outcode, o.latitude, o.longitude
  from public.outcodes o
  where o.outcode = coalesce(
    public.outcode_of(p_place),
    (select t.outcode from public.towns t
     where lower(t.name) = lower(btrim(regexp_replace(p_place, '[[:space:]]+', ' ', 'g'))))
  )
$$;

comment on function public.place_coordinates(text) is
  'The outcode and its centre (latitude, longitude) for a postcode, outcode or town name (public.towns); no row when it is none of them or unknown.';

revoke all on function public.place_coordinates(text) from public;

grant execute on function public.place_coordinates(text) to anon, authenticated, service_role;

-- Great-circle miles by the haversine formula on a sphere of the Earth's mean radius (3,958.8
-- miles): within a fraction of a percent of the ellipsoid at the UK's distances, far finer
-- than an outcode's centre. atan2 with abs() keeps it defined when rounding takes the
-- haversine a hair past 1 (antipodal points). Null in, null out.
-- No search_path setting and no STRICT, so the planner inlines it into a query's expression
-- (a SET clause or a STRICT body it cannot prove strict prevents that): sorting thousands of
-- listings by distance then costs arithmetic, not a function call per row. It names only
-- pg_catalog functions and operators, which are resolved first whatever the search path.
create function public.miles_between(
  p_lat1 double precision, p_lon1 double precision, p_lat2 double precision, p_lon2 double precision
)
returns double precision
language sql
immutable
parallel safe
as $$
  select 2 * 3958.8 * atan2(
    sqrt(sin(radians(p_lat2 - p_lat1) / 2) ^ 2
      + cos(radians(p_lat1)) * cos(radians(p_lat2)) * sin(radians(p_lon2 - p_lon1) / 2) ^ 2),
    sqrt(abs(1 - (sin(radians(p_lat2 - p_lat1) / 2) ^ 2
      + cos(radians(p_lat1)) * cos(radians(p_lat2)) * sin(radians(p_lon2 - p_lon1) / 2) ^ 2)))
  )
$$;

comment on function public.miles_between(double precision, double precision, double precision, double precision) is
  'Great-circle distance in miles between two points given in degrees (haversine); null when any is null.';

revoke all on function public.miles_between(double precision, double precision, double precision, double precision) from public;

grant execute on function public.miles_between(double precision, double precision, double precision, double precision)
  to anon, authenticated, service_role;

-- Trigger function: a row's latitude and longitude are its postcode's outcode centre, null
-- when there is no postcode or its outcode is unknown. Set on every write of the postcode,
-- so a seller never writes coordinates (they hold no grant on the columns) and they never
-- disagree with the postcode. When supabase/data/outcodes.csv is refreshed, the migration
-- that loads it sets the rows' coordinates again.
create function public.set_coordinates_from_postcode()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- No row leaves both null.
  select o.latitude, o.longitude into new.latitude, new.longitude
  from public.outcodes o
  where o.outcode = public.outcode_of(new.postcode);
  return new;
end;
$$;

comment on function public.set_coordinates_from_postcode() is
  'Trigger function: sets latitude and longitude from the row''s postcode (its outcode''s centre in public.outcodes).';

revoke all on function public.set_coordinates_from_postcode() from public, anon, authenticated;

-- "Within N miles" as a clause over a table alias's latitude and longitude (search_listings,
-- search_auctions): a box first, which the tables' (latitude, longitude) indexes answer, then
-- the exact distance. A degree of latitude is 69.1 miles and of longitude 69.1 ×
-- cos(latitude): dividing by 68 keeps the box a little wider than the circle, so
-- miles_between alone decides. The place's coordinates are numbers (float8's text form
-- round-trips exactly), written into the clause as literals.
create function private.within_miles_clause(
  p_alias text, p_latitude double precision, p_longitude double precision, p_miles numeric
)
returns text
language sql
immutable
set search_path = ''
as $$
  select format(
    '%1$s.latitude between %2$s and %3$s and %1$s.longitude between %4$s and %5$s'
      || ' and public.miles_between(%6$s, %7$s, %1$s.latitude, %1$s.longitude) <= %8$s',
    p_alias,
    p_latitude - p_miles / 68.0, p_latitude + p_miles / 68.0,
    p_longitude - p_miles / (68.0 * cos(radians(p_latitude))),
    p_longitude + p_miles / (68.0 * cos(radians(p_latitude))),
    p_latitude, p_longitude, p_miles
  )
$$;

revoke all on function private.within_miles_clause(text, double precision, double precision, numeric) from public;
