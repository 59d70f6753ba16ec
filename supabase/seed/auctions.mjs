// Seed auctions (docs/auctions.md): live ones over several generator types and sellers, two ending
// within the hour, and four that have ended (two sold, two unsold). `n` makes the fixed id
// 60000000-0000-4000-8000-000000000NNN. `photos` names the seed images used (supabase/seed-
// photos/{photos}-N.png). Times are minutes relative to the moment the seed runs:
// `endsIn` (negative once ended) and each bid's `minutesAgo`; the auction was listed
// `durationDays` (one of the create form's 3, 5, 7, 10, 14) before its end. `postcode` is
// the yard's outcode, as the create form asks for it, for "within N miles" on /auctions.
//
// Bids go through public.place_bid in this order, as the bidder, so every rule holds
// (increments, proxy maximums, reserve lift); `max` is the bidder's secret maximum. The
// amounts noted after each bid are what the rules give, for the reader: the seed checks
// only that no bid is refused. Demo accounts never sell an auction that has bids and never
// take part in an ended one, so their inboxes stay as the seed's listings leave them.
// Prices are whole pounds.

const hours = 60;
const days = 24 * hours;

export const auctions = [
  // ------------------------------------------------------------------ live
  {
    n: 1, seller: "aire", photos: "diesel-standby", durationDays: 7, endsIn: 2 * days + 5 * hours,
    title: "FG Wilson P110-3 100 kW diesel standby set, ex-hospital",
    brand: "FG Wilson", model: "P110-3", year: 2016, hours: 2900, power_kw: 100,
    type: "dieselStandby", fuel_type: "Diesel", phase: "Three Phase", condition: "used-good", location: "Stourton, Leeds", postcode: "LS10", warranty_length: 3,
    starting_price: 6000, reserve_price: 9000,
    description: "Perkins-engined standby set retired from a hospital's second supply when the site was upgraded. Serviced every year by the same contractor (records with it), load bank tested at 100% in our workshop before listing. Acoustic canopy with minor marks, DSE7320 controller, 12-hour base tank.",
    bids: [
      { bidder: "pritchard", amount: 6000, max: 7500, minutesAgo: 5200 }, // 6,000
      { bidder: "clyde", amount: 7000, minutesAgo: 4100 }, // proxy answers: 7,000 then 7,100
      { bidder: "clyde", amount: 7600, max: 9500, minutesAgo: 1500 }, // 7,500 (proxy), then the reserve: 9,000
    ],
  },
  {
    n: 2, seller: "clyde", photos: "diesel-prime", durationDays: 5, endsIn: 38,
    title: "Cummins Onan 60 kW keel-cooled marine diesel generator",
    brand: "Cummins Onan", model: "MDKDR", year: 2014, hours: 6100, power_kw: 60,
    type: "dieselPrime", fuel_type: "Diesel", phase: "Three Phase", condition: "used-fair", location: "Govan, Glasgow", postcode: "G51", warranty_length: 0,
    starting_price: 2500, reserve_price: null,
    description: "Removed from a workboat during a repower, complete with its sound shield and remote panel. Ran every week until removal; fresh oil and impellers. Sold as seen from our Govan yard, no reserve. Lifting and loading onto your transport can be arranged.",
    bids: [
      { bidder: "tyne", amount: 2500, minutesAgo: 6000 }, // 2,500
      { bidder: "macleod", amount: 2600, max: 3200, minutesAgo: 3000 }, // 2,600
      { bidder: "tyne", amount: 2800, minutesAgo: 400 }, // 2,800 then 2,850 (proxy)
      { bidder: "tyne", amount: 3300, minutesAgo: 90 }, // 3,200 (proxy), 3,300
    ],
  },
  {
    n: 3, seller: "taff", photos: "trailer-mounted", durationDays: 3, endsIn: 5 * hours,
    title: "SDMO R165 150 kW towable diesel generator on site trailer",
    brand: "SDMO", model: "R165", year: 2019, hours: 4800, power_kw: 150,
    type: "trailerMounted", fuel_type: "Diesel", phase: "Three Phase", condition: "used-good", location: "Tremorfa, Cardiff", postcode: "CF24", warranty_length: 0,
    starting_price: 9000, reserve_price: 12000,
    description: "Ex-hire fleet set on a braked road-tow trailer with 24-hour bunded tank, 63A and 125A outlets and a fresh service. Hire history available. Collection from Cardiff or delivery anywhere in Wales and the South West at cost.",
    bids: [
      { bidder: "wessex", amount: 9000, minutesAgo: 3500 }, // 9,000
      { bidder: "carter", amount: 9500, minutesAgo: 2000 }, // 9,500
      { bidder: "demoBuyer", amount: 9800, max: 11000, minutesAgo: 45 }, // 9,800; reserve not met
    ],
  },
  {
    n: 4, seller: "thames", photos: "gas-powered", durationDays: 10, endsIn: 4 * days,
    title: "Cummins 250 kW natural gas CHP generator with heat recovery",
    brand: "Cummins", model: "C250N5", year: 2018, hours: 12500, power_kw: 250,
    type: "gasPowered", fuel_type: "Natural Gas", phase: "Three Phase", condition: "used-good", location: "Purfleet, Essex", postcode: "RM19", warranty_length: 6,
    starting_price: 18000, reserve_price: null,
    description: "Combined heat and power unit from a leisure centre, with exhaust and jacket-water heat recovery and G99 protection relay. Decommissioned by our engineers; oil analysis and service history supplied. No reserve.",
    bids: [],
  },
  {
    n: 5, seller: "mersey", photos: "diesel-prime", durationDays: 14, endsIn: 6 * days,
    title: "Caterpillar C18 500 kW prime power diesel generator in 20 ft container",
    brand: "Caterpillar", model: "C18", year: 2012, hours: 21000, power_kw: 500,
    type: "dieselPrime", fuel_type: "Diesel", phase: "Three Phase", condition: "used-fair", location: "Trafford Park, Manchester", postcode: "M17", warranty_length: 0,
    starting_price: 45000, reserve_price: 60000,
    description: "Containerised prime power set from a quarry, with integrated 2,000-litre tank, auto-synchronising panel and fire suppression. Top-end overhaul at 18,000 hours; full service history. Viewing and load test by appointment in Trafford Park.",
    bids: [
      { bidder: "clyde", amount: 45000, max: 50000, minutesAgo: 10000 }, // 45,000
      { bidder: "aire", amount: 48000, max: 52000, minutesAgo: 6000 }, // 50,000 (proxy), 50,500
    ],
  },
  {
    n: 6, seller: "wessex", photos: "home-backup", durationDays: 7, endsIn: 22,
    title: "Generac 30 kW propane home standby generator with transfer switch",
    brand: "Generac", model: "Protector QS 30", year: 2021, hours: 260, power_kw: 30,
    type: "homeBackup", fuel_type: "Propane/LPG", phase: "Single Phase", condition: "used-excellent", location: "Avonmouth, Bristol", postcode: "BS11", warranty_length: 12,
    starting_price: 4000, reserve_price: 5500,
    description: "Whole-house standby set removed when the property went onto mains gas. Weekly exercise log, annual service in 2024, automatic transfer switch and installation kit included. Twelve months of our own parts-and-labour warranty.",
    bids: [
      { bidder: "pritchard", amount: 4000, minutesAgo: 9000 }, // 4,000
      { bidder: "macleod", amount: 4500, max: 6000, minutesAgo: 5000 }, // lifted to the reserve: 5,500
      { bidder: "pritchard", amount: 5800, minutesAgo: 30 }, // 5,800 then 5,900 (proxy)
    ],
  },
  {
    n: 7, seller: "pritchard", photos: "hybrid", durationDays: 5, endsIn: 3 * days,
    title: "Bi-fuel 60 kW farm generator, diesel and natural gas",
    brand: "Bruno", model: "GX 75 BF", year: 2017, hours: 3400, power_kw: 60,
    type: "dieselPrime", fuel_type: "Dual Fuel", phase: "Three Phase", condition: "used-good", location: "St John's, Worcester", postcode: "WR2", warranty_length: 0,
    starting_price: 3500, reserve_price: null,
    description: "Ran our grain dryer and workshop for six seasons on a mix of diesel and gas. Starts and runs well; belts and filters changed this spring. We have moved to a bigger set and this one is surplus. Can be seen running by appointment.",
    bids: [
      { bidder: "carter", amount: 3500, minutesAgo: 2000 }, // 3,500
      { bidder: "tyne", amount: 3600, max: 4200, minutesAgo: 600 }, // 3,600
    ],
  },
  {
    n: 8, seller: "macleod", photos: "diesel-standby", durationDays: 14, endsIn: 9 * days,
    title: "Lister Petter 30 kW diesel generator, croft standby",
    brand: "Lister Petter", model: "LLD 30", year: 2010, hours: 8800, power_kw: 30,
    type: "dieselStandby", fuel_type: "Diesel", phase: "Single Phase", condition: "used-fair", location: "Beauly, Inverness-shire", postcode: "IV4", warranty_length: 0,
    starting_price: 1200, reserve_price: null,
    description: "Kept the croft and holiday cottage running through Highland winters. Old but honest: starts on the button, some rust on the canopy doors, new batteries last year. Buyer collects from Beauly.",
    bids: [
      { bidder: "carter", amount: 1200, minutesAgo: 3000 }, // 1,200
    ],
  },
  {
    n: 9, seller: "demoPrivate", photos: "diesel-prime", durationDays: 7, endsIn: 6 * days,
    title: "Stephill 60 kW silent diesel generator, low hours",
    brand: "Stephill", model: "SSDP60", year: 2017, hours: 2100, power_kw: 60,
    type: "dieselStandby", fuel_type: "Diesel", phase: "Three Phase", condition: "used-good", location: "Taunton, Somerset", postcode: "TA1", warranty_length: 0,
    starting_price: 7500, reserve_price: 9500,
    description: "Bought for the farm shop's cold stores and barely needed since the grid connection was upgraded. Super-silenced canopy, serviced every year, always kept under cover. Happy to show it running before the auction ends.",
    bids: [],
  },
  {
    n: 10, seller: "demoTrade", photos: "diesel-standby", durationDays: 10, endsIn: 8 * days,
    title: "Cummins C275D5 200 kW diesel standby generator, load-bank tested",
    brand: "Cummins", model: "C275D5", year: 2020, hours: 950, power_kw: 200,
    type: "dieselStandby", fuel_type: "Diesel", phase: "Three Phase", condition: "used-excellent", location: "Tyseley, Birmingham", postcode: "B11", warranty_length: 12,
    starting_price: 32000, reserve_price: 38000,
    description: "Low-hours standby set from a data hall refit, load bank tested in our Tyseley workshop (report supplied). PowerCommand 2.2 controller, 48-hour bunded base tank, acoustic enclosure to 75 dB(A) at 7 m. Twelve months' warranty.",
    bids: [],
  },
  {
    n: 11, seller: "tyne", photos: "gas-powered", durationDays: 5, endsIn: 12 * hours,
    title: "Bi-fuel 350 kW generator, diesel and natural gas, containerised",
    brand: "MTU", model: "DP350 BF", year: 2019, hours: 7200, power_kw: 350,
    type: "gasPowered", fuel_type: "Dual Fuel", phase: "Three Phase", condition: "used-good", location: "Team Valley, Gateshead", postcode: "NE11", warranty_length: 6,
    starting_price: 28000, reserve_price: 34000,
    description: "Peak-lopping set from a battery and generator hybrid site we have since converted to storage only. Runs up to 70% on gas; full remote monitoring, G99 relay and synchronising panel. Six months' warranty on the engine.",
    bids: [
      { bidder: "thames", amount: 28000, max: 31000, minutesAgo: 5000 }, // 28,000
      { bidder: "mersey", amount: 29000, max: 35000, minutesAgo: 2500 }, // 31,000 (proxy), then the reserve: 34,000
      { bidder: "thames", amount: 34500, max: 36000, minutesAgo: 300 }, // 35,000 (proxy), 35,250
    ],
  },
  {
    n: 12, seller: "wessex", photos: "diesel-prime", durationDays: 14, endsIn: 10 * days,
    title: "FG Wilson P1000P1 750 kW prime diesel generator, Perkins 4006",
    brand: "FG Wilson", model: "P1000P1", year: 2015, hours: 16000, power_kw: 750,
    type: "dieselPrime", fuel_type: "Diesel", phase: "Three Phase", condition: "used-good", location: "Avonmouth, Bristol", postcode: "BS11", warranty_length: 0,
    starting_price: 60000, reserve_price: 75000,
    description: "Open-skid prime power set from an island grid project, with radiator, breaker and PowerWizard controller. Major service at 15,000 hours; oil and coolant analysis on file. Loading onto your transport at Avonmouth included.",
    bids: [
      { bidder: "mersey", amount: 60000, minutesAgo: 2000 }, // 60,000
    ],
  },

  // ------------------------------------------------------------------ ended
  {
    n: 13, seller: "aire", photos: "diesel-standby", durationDays: 7, endsIn: -1 * days,
    title: "Perkins 60 kW diesel standby generator, ex-school",
    brand: "Perkins", model: "1104A-44TG2", year: 2015, hours: 1800, power_kw: 60,
    type: "dieselStandby", fuel_type: "Diesel", phase: "Three Phase", condition: "used-good", location: "Stourton, Leeds", postcode: "LS10", warranty_length: 3,
    starting_price: 4000, reserve_price: 6000,
    description: "Standby set from a secondary school's boiler house, replaced under a building programme. Annual services and monthly test runs logged. Auto mains failure panel and changeover included.",
    bids: [
      { bidder: "taff", amount: 4000, minutesAgo: 9000 }, // 4,000
      { bidder: "pritchard", amount: 4500, max: 7000, minutesAgo: 6000 }, // lifted to the reserve: 6,000
      { bidder: "taff", amount: 6500, minutesAgo: 2000 }, // 6,500 then 6,600 (proxy): sold at 6,600
    ],
  },
  {
    n: 14, seller: "taff", photos: "trailer-mounted", durationDays: 5, endsIn: -3 * hours,
    title: "Atlas Copco QAS 100 kW towable diesel generator",
    brand: "Atlas Copco", model: "QAS 125", year: 2016, hours: 9100, power_kw: 100,
    type: "trailerMounted", fuel_type: "Diesel", phase: "Three Phase", condition: "used-fair", location: "Tremorfa, Cardiff", postcode: "CF24", warranty_length: 0,
    starting_price: 8000, reserve_price: 12000,
    description: "Ex-hire towable set with road trailer, spill kit and 24-hour tank. Bodywork tired, engine strong; last service 400 hours ago. Sold as seen.",
    bids: [
      { bidder: "mersey", amount: 8000, minutesAgo: 6000 }, // 8,000
      { bidder: "clyde", amount: 9000, max: 10000, minutesAgo: 3000 }, // 9,000
      { bidder: "mersey", amount: 10500, minutesAgo: 600 }, // 10,000 (proxy), 10,500: reserve not met, unsold
    ],
  },
  {
    n: 15, seller: "clyde", photos: "diesel-prime", durationDays: 7, endsIn: -2 * days,
    title: "Volvo Penta 150 kW diesel generator, open skid",
    brand: "Volvo Penta", model: "TAD734GE", year: 2013, hours: 14000, power_kw: 150,
    type: "dieselPrime", fuel_type: "Diesel", phase: "Three Phase", condition: "used-fair", location: "Govan, Glasgow", postcode: "G51", warranty_length: 0,
    starting_price: 11000, reserve_price: null,
    description: "Open skid set from a fish farm's shore base, replaced by a larger unit. Runs and makes power; cosmetic corrosion from the sea air.",
    bids: [],
  },
  {
    n: 16, seller: "thames", photos: "gas-powered", durationDays: 3, endsIn: -6 * hours,
    title: "Kohler 100 kW natural gas standby generator",
    brand: "Kohler", model: "100REZXB", year: 2020, hours: 650, power_kw: 100,
    type: "gasPowered", fuel_type: "Natural Gas", phase: "Three Phase", condition: "used-excellent", location: "Purfleet, Essex", postcode: "RM19", warranty_length: 6,
    starting_price: 9000, reserve_price: null,
    description: "Low-hours gas standby set from an office refit, with sound enclosure and automatic transfer switch. Serviced by Kohler's UK agent; documents supplied. No reserve.",
    bids: [
      { bidder: "wessex", amount: 9000, minutesAgo: 4000 }, // 9,000
      { bidder: "tyne", amount: 9500, max: 12000, minutesAgo: 2500 }, // 9,500
      { bidder: "wessex", amount: 11000, minutesAgo: 900 }, // 11,000 then 11,100 (proxy): sold at 11,100
    ],
  },
];
