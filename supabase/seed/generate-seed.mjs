// Writes supabase/seed.sql from the readable data in this folder (sellers.mjs,
// listings.mjs, auctions.mjs, reviews.mjs, avatars.mjs) and the images in supabase/seed-photos/ and seed-avatars/. Deterministic: the same input
// gives the same file. Usage: node supabase/seed/generate-seed.mjs
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { auctions } from "./auctions.mjs";
import { avatarObjectName, avatars } from "./avatars.mjs";
import { depots } from "./depots.mjs";
import { listings } from "./listings.mjs";
import { memberPlans } from "./plans.mjs";
import { portalActivity } from "./portal-activity.mjs";
import { reviews } from "./reviews.mjs";
import { sellers } from "./sellers.mjs";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const photosDir = here("../seed-photos/");
const outFile = here("../seed.sql");

// ---------------------------------------------------------------------------------------
// SQL literals
// ---------------------------------------------------------------------------------------

function lit(value) {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`bad number ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return value.length ? `array[${value.map(lit).join(", ")}]` : "'{}'";
  if (typeof value === "object") return `${lit(JSON.stringify(value))}::jsonb`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Joins items into lines of at most `width` characters, each indented. */
function wrap(items, indent = "  ", width = 100) {
  const lines = [];
  let current = "";
  for (const item of items) {
    const next = current ? `${current}, ${item}` : item;
    if (current && indent.length + next.length > width) {
      lines.push(current + ",");
      current = item;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => indent + line).join("\n");
}

const suffix = (n, width = 12) => String(n).padStart(width, "0");
const listingId = (n) => `10000000-0000-4000-8000-${suffix(n)}`;
const photoId = (n, position) => `20000000-0000-4000-8000-${suffix(n * 100 + position)}`;
const objectId = (i) => `30000000-0000-4000-8000-${suffix(i)}`;
const auctionId = (n) => `60000000-0000-4000-8000-${suffix(n)}`;
const auctionPhotoId = (n, position) => `70000000-0000-4000-8000-${suffix(n * 100 + position)}`;
const depotId = (n) => `d0000000-0000-4000-8000-${suffix(n)}`;
const identityId = (userId) => "b" + userId.slice(1);

const typeKebab = {
  portable: "portable",
  homeBackup: "home-backup",
  dieselStandby: "diesel-standby",
  dieselPrime: "diesel-prime",
  gasPowered: "gas-powered",
  trailerMounted: "trailer-mounted",
  hybrid: "hybrid",
  battery: "battery",
};

// How long ago each account joined (days), for "member since".
const joinedDaysAgo = {
  demoBuyer: 40, demoPrivate: 95, demoTrade: 610, demoStaff: 400, aire: 1320, clyde: 880, taff: 730, thames: 1050,
  mersey: 990, tyne: 420, wessex: 150, pritchard: 60, macleod: 210, carter: 25,
};

// ---------------------------------------------------------------------------------------
// Checks on the data, so a typo fails here rather than in the database
// ---------------------------------------------------------------------------------------

const photoFiles = readdirSync(photosDir).filter((f) => f.endsWith(".png")).sort();
const seen = new Set();
for (const l of listings) {
  if (seen.has(l.n)) throw new Error(`duplicate listing number ${l.n}`);
  seen.add(l.n);
  if (!sellers[l.seller]) throw new Error(`listing ${l.n}: unknown seller ${l.seller}`);
  if (!typeKebab[l.type]) throw new Error(`listing ${l.n}: unknown type ${l.type}`);
}

const reviewKeys = new Set();
for (const r of reviews) {
  const listing = listings.find((l) => l.n === r.listing);
  if (!listing || listing.seller !== r.seller) throw new Error(`review of ${r.seller}: listing ${r.listing} is not theirs`);
  if (!sellers[r.buyer] || r.buyer === r.seller) throw new Error(`review of ${r.seller}: bad buyer ${r.buyer}`);
  if (!(r.rating >= 1 && r.rating <= 5)) throw new Error(`review of ${r.seller}: rating ${r.rating}`);
  const key = `${r.buyer}/${r.listing}`;
  if (reviewKeys.has(key)) throw new Error(`two reviews by ${r.buyer} of listing ${r.listing}`);
  reviewKeys.add(key);
}

const auctionDurationsDays = [3, 5, 7, 10, 14]; // the create form's choices (docs/spec/02-auctions-and-seller-tools.md §9)
const seenAuctions = new Set();
for (const a of auctions) {
  if (seenAuctions.has(a.n)) throw new Error(`duplicate auction number ${a.n}`);
  seenAuctions.add(a.n);
  if (!sellers[a.seller]) throw new Error(`auction ${a.n}: unknown seller ${a.seller}`);
  if (!auctionDurationsDays.includes(a.durationDays)) throw new Error(`auction ${a.n}: duration ${a.durationDays} days`);
  const listedMinutesAgo = a.durationDays * 24 * 60 - a.endsIn;
  for (const bid of a.bids) {
    if (!sellers[bid.bidder]) throw new Error(`auction ${a.n}: unknown bidder ${bid.bidder}`);
    if (bid.bidder === a.seller) throw new Error(`auction ${a.n}: the seller bids`);
    // Placed while the auction was open: after it was listed, before it ended.
    if (bid.minutesAgo >= listedMinutesAgo || bid.minutesAgo <= Math.max(0, -a.endsIn)) {
      throw new Error(`auction ${a.n}: a bid ${bid.minutesAgo} minutes ago is outside the auction`);
    }
  }
  const times = a.bids.map((bid) => bid.minutesAgo);
  if (times.some((t, i) => i > 0 && t >= times[i - 1])) throw new Error(`auction ${a.n}: bids out of order`);
}

// ---------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------

const out = [];
const emit = (s = "") => out.push(s);

const accountKeys = Object.keys(sellers);
emit(`-- GenMarket seed data. GENERATED by supabase/seed/generate-seed.mjs from sellers.mjs,
-- listings.mjs and supabase/seed-photos/; edit those and re-run the script instead of
-- editing this file. Runs once, after the migrations, on a fresh database (every insert is
-- also "on conflict do nothing", so a second run changes nothing).
--
-- Passwords: every account below has the password in the setting app.demo_password (the
-- local backend sets it for the seed's transaction), or 'genmarket-demo' when it is unset.
--
-- Fixed ids, for tests and links:
${accountKeys.map((k) => `--   ${sellers[k].id}  ${sellers[k].email.padEnd(40)} ${sellers[k].meta.user_type ?? `${sellers[k].appMeta.role} (app_metadata.role)`}${sellers[k].meta.company_name ? ` (${sellers[k].meta.company_name})` : ""}`).join("\n")}
--   listings:        10000000-0000-4000-8000-000000000001 … ${suffix(Math.max(...listings.map((l) => l.n)))}
--   listing photos:  20000000-0000-4000-8000-0000000NNNPP (listing NNN, position PP)
--   storage objects: 30000000-0000-4000-8000-0000000000NN (bucket listing-photos, seed/…)
--   auctions:        60000000-0000-4000-8000-000000000001 … ${suffix(Math.max(...auctions.map((a) => a.n)))}
--   auction photos:  70000000-0000-4000-8000-0000000NNNPP (auction NNN, position PP)
--   seller reviews:  80000000-0000-4000-8000-000000000001 … ${suffix(reviews.length)}
--   depots:          d0000000-0000-4000-8000-000000000001 … ${suffix(depots.length)}
`);

emit(`---------------------------------------------------------------------------------------
-- Accounts: auth users and their email identities. The sign-up trigger creates each
-- profile from raw_user_meta_data; the updates below fill in the rest of the profile.
---------------------------------------------------------------------------------------
`);
const userRows = accountKeys.map((k) => {
  const s = sellers[k];
  return `(${lit(s.id)}, ${lit(s.email)}, ${lit(s.meta)}, ${lit(s.appMeta ?? {})}, ${joinedDaysAgo[k] ?? 30})`;
});
emit(`insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous
)
select
  '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
  extensions.crypt(
    coalesce(nullif(current_setting('app.demo_password', true), ''), 'genmarket-demo'),
    extensions.gen_salt('bf')
  ),
  now() - make_interval(days => u.joined_days_ago),
  '', '', '', '',
  '{"provider":"email","providers":["email"]}'::jsonb || u.app_meta, u.meta,
  now() - make_interval(days => u.joined_days_ago), now(), false, false
from (values
${userRows.map((r) => "  " + r).join(",\n")}
) as u (id, email, meta, app_meta, joined_days_ago)
on conflict (id) do nothing;
`);

emit(`insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  i.id::uuid, u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', u.created_at, u.created_at, u.created_at
from (values
${accountKeys.map((k) => `  (${lit(identityId(sellers[k].id))}, ${lit(sellers[k].id)})`).join(",\n")}
) as i (id, user_id)
join auth.users u on u.id = i.user_id::uuid
on conflict do nothing;
`);

// Two-step sign-in: the accounts with a TOTP key (the demo staff), verified, as Auth keeps
// it unencrypted in auth.mfa_factors.
const totpAccounts = accountKeys.filter((k) => sellers[k].totpSecret);
emit(`-- Two-step sign-in for the accounts that have it (the demo staff; its key is in docs/accounts.md).
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
select f.id::uuid, u.id, 'Authenticator app', 'totp', 'verified', u.created_at, u.created_at, f.secret
from (values
${totpAccounts.map((k) => `  (${lit(sellers[k].id.replace(/^a/, "c"))}, ${lit(sellers[k].id)}, ${lit(sellers[k].totpSecret)})`).join(",\n")}
) as f (id, user_id, secret)
join auth.users u on u.id = f.user_id::uuid
on conflict do nothing;
`);

for (const k of accountKeys) {
  const s = sellers[k];
  const sets = Object.entries(s.profile).map(([col, v]) => `${col} = ${lit(v)}`);
  sets.push(`created_at = now() - interval '${joinedDaysAgo[k] ?? 30} days'`);
  emit(`-- ${s.meta.company_name ?? s.meta.full_name}`);
  emit(`update public.profiles set\n${wrap(sets)}\nwhere id = ${lit(s.id)};\n`);
}

emit(`---------------------------------------------------------------------------------------
-- Profile photos (supabase/seed-avatars/, drawn by generate-avatars.mjs) in the public avatars
-- bucket. image_url is the file's public URL, made from the project's URL in the setting
-- app.public_url (the local backend sets it; on a hosted project pass it as PGOPTIONS, or the
-- profiles keep no photo).
---------------------------------------------------------------------------------------
`);
const avatarKeys = Object.keys(avatars);
emit(`insert into storage.objects (id, bucket_id, name, owner, metadata)
values
${avatarKeys
  .map((k, i) => {
    const name = avatarObjectName(sellers[k].id);
    const size = statSync(here("../seed-avatars/" + name)).size;
    return `  (${lit(objectId(900 + i))}, 'avatars', ${lit(name)}, ${lit(sellers[k].id)}, ${lit({ mimetype: "image/png", size, cacheControl: "max-age=3600" })})`;
  })
  .join(",\n")}
on conflict (bucket_id, name) do nothing;

update public.profiles p
set image_url = nullif(current_setting('app.public_url', true), '') || '/storage/v1/object/public/avatars/' || o.name
from storage.objects o
where o.bucket_id = 'avatars' and o.name = p.id::text || '/seed.png';
`);

emit(`---------------------------------------------------------------------------------------
-- Seed images in the listing-photos bucket (the files are supabase/seed-photos/*.png)
---------------------------------------------------------------------------------------
`);
emit(`insert into storage.objects (id, bucket_id, name, owner, metadata)
values
${photoFiles
  .map((f, i) => `  (${lit(objectId(i + 1))}, 'listing-photos', ${lit("seed/" + f)}, null, ${lit({ mimetype: "image/png", size: statSync(photosDir + f).size })})`)
  .join(",\n")}
on conflict (bucket_id, name) do nothing;
`);

emit(`---------------------------------------------------------------------------------------
-- Listings. Ages are relative to now() so the demo always looks current.
---------------------------------------------------------------------------------------
`);

const typeSpecific = [
  "auto_start", "transfer_switch", "fuel_tank_litres", "rated_for_continuous", "efficiency_pct",
  "heat_recovery", "towable", "outlet_panel", "battery_capacity_kwh", "solar_compatible", "auto_switch",
  "inverter_type", "fuel_savings_pct", "grid_tie", "cycle_life", "round_trip_efficiency_pct",
  "charging_time_hours", "modular", "app_control", "solar_optimized", "battery_type",
  "operating_temp_min_c", "operating_temp_max_c",
];
const common = [
  "title", "description", "type", "brand", "model", "condition", "year", "hours", "price_gbp", "vat_status",
  "price_negotiable", "power_kw", "fuel", "phase", "voltage", "enclosure", "acoustic_type", "emissions",
  "warranty_months", "sockets", "weight_kg", "noise_level_db", "applications", "key_features",
];

const photoRows = [];
for (const l of listings) {
  const seller = sellers[l.seller];
  const status = l.status ?? "active";
  const [location, region, postcode] = l.where ?? [
    l.location ?? seller.profile.location,
    seller.profile.region,
    seller.profile.postcode?.split(" ")[0] ?? null,
  ];
  // Deterministic spread of ages: active listings from a few hours to about 25 days old.
  const ageHours = {
    active: 3 + ((l.n * 37) % 600),
    draft: 70,
    pending: 20,
    sold: 960,
    expired: 1200,
    rejected: 45,
    inactive: 200,
  }[status];
  if (ageHours === undefined) throw new Error(`listing ${l.n}: no age for status ${status}`);
  const cols = ["id", "dealer_id", "status"];
  const vals = [lit(listingId(l.n)), lit(seller.id), lit(status)];
  for (const c of [...common, ...typeSpecific]) {
    if (l[c] === undefined) continue;
    cols.push(c);
    vals.push(lit(l[c]));
  }
  cols.push("location", "region", "postcode");
  vals.push(lit(location), lit(region), lit(postcode));
  const created = `now() - interval '${ageHours} hours'`;
  cols.push("created_at", "updated_at");
  vals.push(created, created);
  if (!["draft", "pending", "rejected"].includes(status)) {
    cols.push("published_at");
    vals.push(created);
  }
  if (status === "rejected") {
    // Submitted, then rejected by the team with the reason the seller reads.
    cols.push("rejection_reason", "submitted_at", "reviewed_at");
    vals.push(lit(l.rejection_reason), `${created} + interval '2 hours'`, `${created} + interval '20 hours'`);
  }
  if (status === "active" || status === "inactive") {
    // Basic listings run 30 days, Enhanced (featured) 60.
    cols.push("expires_at");
    vals.push(`now() - interval '${ageHours} hours' + interval '${l.featured ? 60 : 30} days'`);
  } else if (status === "expired") {
    cols.push("expires_at");
    vals.push(`now() - interval '${ageHours} hours' + interval '30 days'`);
  }
  if (l.featured) {
    cols.push("featured", "featured_until");
    vals.push("true", `now() - interval '${ageHours} hours' + interval '60 days'`);
  }

  emit(`-- ${l.n}. ${l.title} [${l.type}, ${status}, ${l.seller}]`);
  emit(`insert into public.generator_listings (\n${wrap(cols)}\n) values (\n${wrap(vals)}\n) on conflict (id) do nothing;\n`);

  // Two to four photos of the listing's type, starting at a different image each time.
  const count = 2 + (l.n % 3);
  for (let position = 0; position < count; position++) {
    const file = `${typeKebab[l.type]}-${((l.n + position) % 4) + 1}.png`;
    if (!photoFiles.includes(file)) throw new Error(`missing seed photo ${file}`);
    const alt = position === 0 ? l.title : `${l.title} (photo ${position + 1} of ${count})`;
    photoRows.push(`  (${lit(photoId(l.n, position))}, ${lit(listingId(l.n))}, ${lit("seed/" + file)}, ${position}, ${lit(alt)})`);
  }
}

emit(`---------------------------------------------------------------------------------------
-- Listing photos (position 0 is the main photo)
---------------------------------------------------------------------------------------
`);
emit(`insert into public.listing_photos (id, listing_id, storage_path, position, alt)
values
${photoRows.join(",\n")}
on conflict (id) do nothing;`);

// The demo buyer's dashboard has something in it from the first run: three saved listings
// and a conversation with a dealer (the dealer's reply still unread), all from other sellers
// than the demo sellers, whose inboxes tests expect empty.
const demoBuyerId = sellers.demoBuyer.id;
const savedByDemoBuyer = [20, 12, 1];
const enquiry = { thread: "30000000-0000-4000-8000-000000000001", listing: 20, seller: sellers.aire.id };
emit(`
---------------------------------------------------------------------------------------
-- The demo buyer's favourites and a conversation
---------------------------------------------------------------------------------------
insert into public.saved_listings (user_id, listing_id, created_at)
values
${savedByDemoBuyer.map((n, index) => `  (${lit(demoBuyerId)}, ${lit(listingId(n))}, now() - interval '${index + 1} days')`).join(",\n")}
on conflict do nothing;

insert into public.conversation_threads (id, buyer_id, seller_id, listing_id, last_message_at)
values (${lit(enquiry.thread)}, ${lit(demoBuyerId)}, ${lit(enquiry.seller)}, ${lit(listingId(enquiry.listing))}, now() - interval '20 hours')
on conflict (id) do nothing;

insert into public.messages (id, thread_id, sender_id, recipient_id, message_content, is_read, created_at)
values
  ('30000000-0000-4000-8000-000000000101', ${lit(enquiry.thread)}, ${lit(demoBuyerId)}, ${lit(enquiry.seller)},
   'Hello, is the Perkins 80 kVA still available? Could it be delivered to a site in north London, and does it come with a load bank test certificate?',
   true, now() - interval '26 hours'),
  ('30000000-0000-4000-8000-000000000102', ${lit(enquiry.thread)}, ${lit(enquiry.seller)}, ${lit(demoBuyerId)},
   'Yes, still available. We deliver across the UK by HIAB; north London would be £340 + VAT. It was load bank tested in March and the certificate goes with it.',
   false, now() - interval '20 hours')
on conflict (id) do nothing;`);

// The demo sellers' live listings have 30 days of views, so their statistics pages and
// overviews show real charts on the first run. Views are only ever recorded by the Worker
// (record_listing_view); these visitors are made-up hashes, a few to a dozen a day per
// listing, more at weekends, the same every run (hashtext of the listing and the day).
emit(`
---------------------------------------------------------------------------------------
-- Listing views: the demo sellers' active listings, the last 30 days
---------------------------------------------------------------------------------------
insert into public.listing_views (listing_id, viewed_on, visitor_hash)
select l.id, current_date - d.n, md5(l.id::text || ':' || d.n || ':' || v.n)
from public.generator_listings l
cross join generate_series(0, 29) as d (n)
cross join lateral generate_series(1,
  1 + abs(hashtext(l.id::text || d.n)) % 8
    + case when extract(isodow from current_date - d.n) >= 6 then 4 else 0 end) as v (n)
where l.dealer_id in (${lit(sellers.demoTrade.id)}, ${lit(sellers.demoPrivate.id)}) and l.status = 'active'
on conflict do nothing;`);

// The demo buyer's saved search, with alerts at once: what /listings saves for
// /listings?type=dieselStandby&maxPrice=50000&location=london (its name and search_listings
// arguments as the page makes them; supabase/tests/saved-searches.test.ts checks they still are).
const demoSavedSearch = {
  id: "40000000-0000-4000-8000-000000000001",
  name: "Diesel Standby Generators · London & South East · up to £50,000",
  query: "type=dieselStandby&maxPrice=50000&location=london",
  args: {
    search: null, listing_type: "dieselStandby", brands: null, power_kw: null, kva_min: null, kva_max: null,
    listing_condition: null, featured_only: false, min_price: null, max_price: 50000, min_year: null, max_year: null,
    min_hours: null, max_hours: null, listing_phase: null, listing_fuel: null, min_warranty_months: null,
    has_sockets: null, listing_acoustic_type: null, location_region: "london", location_place: "London",
    sort: "newest", page: 1, page_size: 24, near: null, radius_miles: null,
  },
};
emit(`
---------------------------------------------------------------------------------------
-- The demo buyer's saved search, with alerts
---------------------------------------------------------------------------------------
insert into public.saved_searches (id, user_id, page, name, query, search_args, alerts, alert_frequency, created_at)
values (${lit(demoSavedSearch.id)}, ${lit(demoBuyerId)}, 'listings', ${lit(demoSavedSearch.name)}, ${lit(demoSavedSearch.query)},
  ${lit(demoSavedSearch.args)}, true, 'instant', now() - interval '3 days')
on conflict (id) do nothing;`);

// ---------------------------------------------------------------------------------------
// Auctions
// ---------------------------------------------------------------------------------------

const minutes = (m) => `interval '${m} minutes'`;
const auctionColumns = [
  "title", "description", "brand", "model", "year", "hours", "power_kw", "fuel_type", "phase", "condition",
  "location", "postcode", "warranty_length", "starting_price", "reserve_price", "type",
];
const auctionRows = auctions.map((a) => {
  const listedMinutesAgo = a.durationDays * 24 * 60 - a.endsIn;
  // An ended auction is inserted open (ending tomorrow): its bids are placed while it is,
  // and it is closed below as time would have closed it.
  const end = a.endsIn > 0 ? `now() + ${minutes(a.endsIn)}` : `now() + interval '1 day'`;
  const created = `now() - ${minutes(listedMinutesAgo)}`;
  return `  -- ${a.n}. ${a.title} [${a.seller}, ${a.endsIn > 0 ? `ends in ${a.endsIn} min` : `ended ${-a.endsIn} min ago`}, ${a.bids.length} bids]
  (${[lit(auctionId(a.n)), lit(sellers[a.seller].id), ...auctionColumns.map((c) => lit(a[c])), "true", "49.95", end, created, created].join(", ")})`;
});
emit(`
---------------------------------------------------------------------------------------
-- Auctions (supabase/seed/auctions.mjs). The admin fee is plans.ts's auctionAdminFee.
---------------------------------------------------------------------------------------
insert into public.auction_listings (
${wrap(["id", "seller_id", ...auctionColumns, "admin_fee_paid", "admin_fee_amount", "auction_end_date", "created_at", "updated_at"])}
) values
${auctionRows.join(",\n")}
on conflict (id) do nothing;
`);

const auctionPhotoRows = [];
for (const a of auctions) {
  const count = 2 + (a.n % 3);
  for (let position = 0; position < count; position++) {
    const file = `${a.photos}-${((a.n + position) % 4) + 1}.png`;
    if (!photoFiles.includes(file)) throw new Error(`missing seed photo ${file}`);
    const alt = position === 0 ? a.title : `${a.title} (photo ${position + 1} of ${count})`;
    auctionPhotoRows.push(`  (${lit(auctionPhotoId(a.n, position))}, ${lit(auctionId(a.n))}, ${lit("seed/" + file)}, ${position}, ${lit(alt)})`);
  }
}
emit(`insert into public.auction_photos (id, auction_id, storage_path, position, alt)
values
${auctionPhotoRows.join(",\n")}
on conflict (id) do nothing;
`);

emit(`-- What each auction costs its winner (docs/auctions.md "What it costs"): a private seller
-- charges no VAT, the dealers sell plus VAT; collection is the default.
update public.auction_listings a set vat_status = case p.user_type when 'private_seller' then 'vat-na' else 'ex-vat' end
from public.profiles p
where p.id = a.seller_id and a.vat_status is null and a.id::text like '60000000-%';
`);

const bidRows = auctions
  .flatMap((a) => a.bids.map((bid) => ({ a, bid })))
  .map(({ a, bid }, seq) => `(${seq + 1}, ${lit(auctionId(a.n))}, ${lit(sellers[bid.bidder].id)}, ${bid.amount}, ${bid.max ?? "null"}, ${bid.minutesAgo})`);
emit(`-- The bids, through place_bid as each bidder (request.jwt.claims is what the API would set
-- for their session), so the bid rules decide every price. place_bid stamps bids with the
-- clock; each call's rows are then dated when that bid was made, in order of amount. Only
-- auctions without bids yet get them, so a second run changes nothing.
do $seed$
declare
  bid record;
  answer jsonb;
  placed_from timestamptz;
  seeded uuid[] := array(select distinct auction_id from public.bids);
begin
  for bid in
    select b.* from (values
${bidRows.map((row) => `      ${row}`).join(",\n")}
    ) as b (seq, auction_id, bidder_id, amount, max_amount, minutes_ago)
    where not (b.auction_id::uuid = any (seeded))
    order by b.seq
  loop
    perform set_config('request.jwt.claims', jsonb_build_object('sub', bid.bidder_id, 'role', 'authenticated')::text, true);
    placed_from := clock_timestamp();
    answer := public.place_bid(bid.auction_id::uuid, bid.amount, bid.max_amount, null);
    if answer ->> 'outcome' = 'too_low' then
      raise exception 'seed: a bid of % on auction % is too low (minimum %)', bid.amount, bid.auction_id, answer ->> 'minimum';
    end if;
    -- A proxy's answer comes a second after the bid it answers (amounts rise in the order made).
    update public.bids b set created_at = now() - make_interval(mins => bid.minutes_ago) + make_interval(secs => placed.n)
    from (
      select id, row_number() over (order by amount) - 1 as n from public.bids
      where auction_id = bid.auction_id::uuid and created_at >= placed_from
    ) placed
    where b.id = placed.id;
    update public.auction_maximums set set_at = now() - make_interval(mins => bid.minutes_ago)
    where auction_id = bid.auction_id::uuid and set_at >= placed_from;
  end loop;
  perform set_config('request.jwt.claims', '', true);
end
$seed$;
`);

const ended = auctions.filter((a) => a.endsIn <= 0);
emit(`-- The ended auctions close when they did, and are settled (sold or unsold) as the
-- scheduled job would have settled them.
update public.auction_listings a set auction_end_date = now() - ended.ago, updated_at = now() - ended.ago
from (values
${ended.map((a) => `  (${lit(auctionId(a.n))}::uuid, ${minutes(-a.endsIn)})`).join(",\n")}
) as ended (id, ago)
where a.id = ended.id and a.status = 'active';

select public.settle_due_auctions();
`);

const reviewId = (i) => `80000000-0000-4000-8000-${suffix(i)}`;
emit(`
---------------------------------------------------------------------------------------
-- Seller reviews (supabase/seed/reviews.mjs)
---------------------------------------------------------------------------------------
insert into public.seller_reviews (id, seller_id, buyer_id, listing_id, rating, comment, seller_reply, seller_replied_at, created_at)
values
${reviews
  .map((r, i) => {
    const created = `now() - interval '${r.daysAgo} days'`;
    const replied = r.reply ? `now() - interval '${r.daysAgo} days' + interval '1 day'` : "null";
    return `  (${[lit(reviewId(i + 1)), lit(sellers[r.seller].id), lit(sellers[r.buyer].id), lit(listingId(r.listing)), r.rating, lit(r.comment), lit(r.reply ?? null), replied, created].join(", ")})`;
  })
  .join(",\n")}
on conflict (id) do nothing;
`);
// ---------------------------------------------------------------------------------------
// Buyer activity on the demo trade seller's listings (portal-activity.mjs)
// ---------------------------------------------------------------------------------------

const threadId = (i) => `50000000-0000-4000-8000-${suffix(i)}`;
const messageId = (i) => `51000000-0000-4000-8000-${suffix(i)}`;
for (const a of portalActivity) {
  const l = listings.find((listing) => listing.n === a.n);
  if (!l || l.seller !== "demoTrade") throw new Error(`portal activity: listing ${a.n} is not the demo trade seller's`);
  for (const key of [...a.savedBy, ...a.enquiries.map(([buyer]) => buyer)]) {
    if (!sellers[key] || key.startsWith("demo")) throw new Error(`portal activity: ${key} cannot be a buyer here`);
  }
}
const tradeId = sellers.demoTrade.id;
const threadRows = [];
const messageRows = [];
portalActivity.forEach((a) =>
  a.enquiries.forEach(([buyer, q]) => {
    const t = threadRows.length + 1;
    // Asked while the listing was live (hours before now, spread by thread); answered after q.answerAfter minutes.
    const status = listings.find((listing) => listing.n === a.n).status ?? "active";
    const askedHoursAgo = { sold: 900, expired: 1100 }[status] ?? 6 + ((t * 29) % 150);
    const asked = `now() - interval '${askedHoursAgo} hours'`;
    threadRows.push(`  (${lit(threadId(t))}, ${lit(sellers[buyer].id)}, ${lit(tradeId)}, ${lit(listingId(a.n))}, ${asked}, ${asked})`);
    messageRows.push(`  (${lit(messageId(t * 2 - 1))}, ${lit(threadId(t))}, ${lit(sellers[buyer].id)}, ${lit(tradeId)}, ${lit(q.text)}, ${q.answerAfter !== null}, ${asked})`);
    if (q.answerAfter !== null) {
      messageRows.push(`  (${lit(messageId(t * 2))}, ${lit(threadId(t))}, ${lit(tradeId)}, ${lit(sellers[buyer].id)}, ${lit(q.answer)}, true, ${asked} + interval '${q.answerAfter} minutes')`);
    }
  }),
);
emit(`
---------------------------------------------------------------------------------------
-- Buyer activity on the demo trade seller's listings (seed/portal-activity.mjs): views
-- (one row per visitor a day, as the listing page records them), saves and enquiries.
---------------------------------------------------------------------------------------
insert into public.listing_views (listing_id, viewed_on, visitor_hash)
select l.id, current_date - d, md5(l.id::text || ':' || d || ':' || v) || md5(v || ':seed')
from (values
${portalActivity.map((a) => `  (${lit(listingId(a.n))}, ${a.views})`).join(",\n")}
) as a (listing_id, per_day)
join public.generator_listings l on l.id = a.listing_id::uuid
cross join generate_series(0, 59) as d
cross join lateral generate_series(1, greatest(1, a.per_day + ((d * 7 + a.per_day) % 5) - 2)) as v
where current_date - d >= l.created_at::date
  and current_date - d < l.created_at::date + 30
on conflict do nothing;

insert into public.saved_listings (user_id, listing_id, created_at)
values
${portalActivity.flatMap((a) => a.savedBy.map((key, i) => `  (${lit(sellers[key].id)}, ${lit(listingId(a.n))}, now() - interval '${2 + i * 5} hours')`)).join(",\n")}
on conflict do nothing;

insert into public.conversation_threads (id, buyer_id, seller_id, listing_id, created_at, last_message_at)
values
${threadRows.join(",\n")}
on conflict (id) do nothing;

insert into public.messages (id, thread_id, sender_id, recipient_id, message_content, is_read, created_at)
values
${messageRows.join(",\n")}
on conflict (id) do nothing;`);

emit(`
---------------------------------------------------------------------------------------
-- Plans (seed/plans.mjs): members on a plan from the start, set as staff would (no payment).
---------------------------------------------------------------------------------------
insert into public.member_plans (user_id, plan_id, started_at, renews_at)
values
${memberPlans.map((plan) => `  (${lit(sellers[plan.member].id)}, ${lit(plan.planId)}, now() - interval '${plan.startedDaysAgo} days', now() - interval '${plan.startedDaysAgo} days' + interval '7 days')`).join(",\n")}
on conflict do nothing;`);

emit(`
---------------------------------------------------------------------------------------
-- Depots (seed/depots.mjs), as save_depot keeps them; each dealer's listings at their main
-- depot unless named at another.
---------------------------------------------------------------------------------------
insert into public.depots (id, dealer_id, reference, name, address, postcode, phone, opening_hours, is_main)
values
${depots.map((depot) => `  (${[depotId(depot.n), sellers[depot.member].id, depot.reference, depot.name, depot.address, depot.postcode, depot.phone, depot.openingHours].map(lit).join(", ")}, ${depot.main})`).join(",\n")}
on conflict (id) do nothing;
${depots
  .filter((depot) => depot.main)
  .map((depot) => `update public.generator_listings set depot_id = ${lit(depotId(depot.n))} where dealer_id = ${lit(sellers[depot.member].id)} and depot_id is null;`)
  .join("\n")}
${depots
  .filter((depot) => depot.listings.length > 0)
  .map((depot) => `update public.generator_listings set depot_id = ${lit(depotId(depot.n))} where id in (${depot.listings.map((n) => lit(listingId(n))).join(", ")});`)
  .join("\n")}`);

emit(`
---------------------------------------------------------------------------------------
-- Payments: local and test databases take them in test mode (no card is charged; see
-- app/utils/payments.server.ts). A hosted project leaves this off.
---------------------------------------------------------------------------------------
update private.platform_settings set simulated_payments = true;`);

emit(`
---------------------------------------------------------------------------------------
-- Email: the demo's messages above queued emails as a member's would (15-email.sql); the
-- demo's history is not news to anyone, so a fresh database starts with an empty outbox.
---------------------------------------------------------------------------------------
delete from private.outgoing_emails;`);

writeFileSync(outFile, out.join("\n") + "\n");
console.log(
  `wrote ${outFile}: ${accountKeys.length} accounts, ${listings.length} listings, ${photoRows.length} photos, ` +
    `${auctions.length} auctions (${auctionPhotoRows.length} photos, ${bidRows.length} bids), ${reviews.length} reviews, ${photoFiles.length} images`,
);
