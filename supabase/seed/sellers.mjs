// Seed accounts: three demo accounts (the login page's Demo Accounts panel), a demo staff
// account for the moderation queue (signed in with the form, not the panel), and the
// sellers behind the sample listings. Phone numbers are from Ofcom's ranges reserved
// for drama (never allocated); emails and websites use reserved test domains.
// `meta` is what the client sends at sign-up (raw_user_meta_data); `profile` is filled
// in afterwards, as the member would on their profile page; `appMeta` is what only the
// platform sets (raw_app_meta_data), such as the staff role.

export const sellers = {
  demoBuyer: {
    id: "a0000000-0000-4000-8000-000000000001",
    email: "demo-buyer@genmarket.test",
    meta: { full_name: "Priya Shah", user_type: "buyer" },
    profile: {
      first_name: "Priya", last_name: "Shah", mobile: "07700 900217",
      town: "London", county: "Greater London", location: "Islington, London", region: "london",
      bio: "Facilities manager looking for standby power for two small office sites in north London.",
    },
  },
  demoPrivate: {
    id: "a0000000-0000-4000-8000-000000000002",
    email: "demo-private@genmarket.test",
    meta: { full_name: "Tom Hargreaves", user_type: "private_seller", phone: "07700 900142" },
    profile: {
      first_name: "Tom", last_name: "Hargreaves", address1: "Orchard Farm, Stoke Road", town: "Taunton",
      county: "Somerset", postcode: "TA1 5AB", location: "Taunton, Somerset", region: "southwest",
      bio: "Smallholder near Taunton selling kit we no longer need. Happy for buyers to see anything run before paying.",
    },
  },
  demoTrade: {
    id: "a0000000-0000-4000-8000-000000000003",
    email: "demo-trade@genmarket.test",
    meta: { full_name: "Rachel Okafor", user_type: "trade_seller", company_name: "Midland Generator Exchange Ltd", phone: "0121 496 0734" },
    profile: {
      first_name: "Rachel", last_name: "Okafor", company_tel: "0121 496 0734", address1: "Unit 4, Wharfdale Road",
      town: "Birmingham", county: "West Midlands", postcode: "B11 2DE", location: "Tyseley, Birmingham", region: "birmingham",
      website: "https://www.midlandgenex.example", verified: true,
      bio: "Independent dealer buying and selling used standby and prime power sets from 10 to 500 kVA. Every set is load-bank tested in our Tyseley workshop before sale and we can arrange delivery anywhere in the UK.",
    },
  },
  demoStaff: {
    id: "a0000000-0000-4000-8000-000000000004",
    email: "demo-staff@genmarket.test",
    meta: { full_name: "Sam Whitaker" },
    appMeta: { role: "staff" },
    // Staff pages need two-step sign-in (docs/decisions/021-two-step-sign-in.md): a verified
    // TOTP factor whose key is published in docs/accounts.md, so a developer can sign in locally.
    totpSecret: "GENMARKETDEMOSTAFFTWOSTEPSECRET2",
    profile: { first_name: "Sam", last_name: "Whitaker", town: "Birmingham", county: "West Midlands" },
  },
  aire: {
    id: "a0000000-0000-4000-8000-000000000011",
    email: "mark.sutcliffe@airevalleyplant.test",
    meta: { full_name: "Mark Sutcliffe", user_type: "trade_seller", company_name: "Aire Valley Plant Sales Ltd", phone: "0113 496 0281" },
    profile: {
      first_name: "Mark", last_name: "Sutcliffe", company_tel: "0113 496 0281", address1: "Stourton Trade Park, Pontefract Road",
      town: "Leeds", county: "West Yorkshire", postcode: "LS10 1SW", location: "Stourton, Leeds", region: "leeds",
      website: "https://www.airevalleyplant.example", verified: true,
      bio: "Plant dealer since 1998. We buy quarry, construction and hire-fleet generators across Yorkshire, service them in house and sell with honest descriptions and a written test report.",
    },
  },
  clyde: {
    id: "a0000000-0000-4000-8000-000000000012",
    email: "alasdair.munro@clydesidepower.test",
    meta: { full_name: "Alasdair Munro", user_type: "trade_seller", company_name: "Clydeside Marine & Industrial Power Ltd", phone: "0141 496 0957" },
    profile: {
      first_name: "Alasdair", last_name: "Munro", company_tel: "0141 496 0957", address1: "12 Helen Street",
      town: "Glasgow", county: "Glasgow City", postcode: "G51 3HR", location: "Govan, Glasgow", region: "scotland",
      website: "https://www.clydesidepower.example", verified: true,
      bio: "Marine and industrial power supplier covering Scotland and the islands. Large-engine specialists (Cat, Cummins, MTU) with our own field engineers for commissioning.",
    },
  },
  taff: {
    id: "a0000000-0000-4000-8000-000000000013",
    email: "rhian.davies@taffhiredisposals.test",
    meta: { full_name: "Rhian Davies", user_type: "trade_seller", company_name: "Taff Hire Fleet Disposals Ltd", phone: "029 2018 0463" },
    profile: {
      first_name: "Rhian", last_name: "Davies", company_tel: "029 2018 0463", address1: "Tremorfa Industrial Estate, Seawall Road",
      town: "Cardiff", county: "South Glamorgan", postcode: "CF24 5TH", location: "Tremorfa, Cardiff", region: "wales",
      website: "https://www.taffhiredisposals.example", verified: true,
      bio: "We sell on ex-hire generators and towers from national rental fleets. Full fleet service history on almost everything; sold as seen with a 30-day engine and alternator warranty unless stated.",
    },
  },
  thames: {
    id: "a0000000-0000-4000-8000-000000000014",
    email: "gary.whitfield@thamesgatewaypower.test",
    meta: { full_name: "Gary Whitfield", user_type: "trade_seller", company_name: "Thames Gateway Power Ltd", phone: "020 7946 0518" },
    profile: {
      first_name: "Gary", last_name: "Whitfield", company_tel: "020 7946 0518", address1: "London Road Wharf",
      town: "Purfleet", county: "Essex", postcode: "RM19 1RP", location: "Purfleet, Essex", region: "london",
      website: "https://www.thamesgatewaypower.example", verified: true,
      bio: "Authorised dealer for new portable and standby generators, and buyers of used data-centre and hospital standby sets across London and the South East.",
    },
  },
  mersey: {
    id: "a0000000-0000-4000-8000-000000000015",
    email: "joanne.kelly@merseystandby.test",
    meta: { full_name: "Joanne Kelly", user_type: "trade_seller", company_name: "Mersey Standby Systems Ltd", phone: "0161 496 0622" },
    profile: {
      first_name: "Joanne", last_name: "Kelly", company_tel: "0161 496 0622", address1: "Westinghouse Road",
      town: "Manchester", county: "Greater Manchester", postcode: "M17 1PY", location: "Trafford Park, Manchester", region: "manchester",
      website: "https://www.merseystandby.example", verified: true,
      bio: "Standby power installers and maintainers for the North West. We sell sets recovered from upgrades, fully serviced, and can quote for installation, ATS and cabling.",
    },
  },
  tyne: {
    id: "a0000000-0000-4000-8000-000000000016",
    email: "chris.robson@tyneenergystorage.test",
    meta: { full_name: "Chris Robson", user_type: "trade_seller", company_name: "Tyne Energy Storage Ltd", phone: "0191 498 0375" },
    profile: {
      first_name: "Chris", last_name: "Robson", company_tel: "0191 498 0375", address1: "Kingsway North, Team Valley Trading Estate",
      town: "Gateshead", county: "Tyne and Wear", postcode: "NE11 0JH", location: "Team Valley, Gateshead", region: "northeast",
      website: "https://www.tyneenergystorage.example", verified: true,
      bio: "Battery storage and hybrid power integrators. We also sell the diesel and gas sets our customers replace, so the yard usually has a mix of both.",
    },
  },
  wessex: {
    id: "a0000000-0000-4000-8000-000000000017",
    email: "sophie.trelawny@wessexoffgrid.test",
    meta: { full_name: "Sophie Trelawny", user_type: "trade_seller", company_name: "Wessex Off-Grid & Power Ltd", phone: "0117 496 0849" },
    profile: {
      first_name: "Sophie", last_name: "Trelawny", company_tel: "0117 496 0849", address1: "Kings Weston Lane",
      town: "Bristol", county: "Bristol", postcode: "BS11 8AZ", location: "Avonmouth, Bristol", region: "southwest",
      website: "https://www.wessexoffgrid.example", verified: false,
      bio: "Off-grid and backup power for farms, holiday lets and rural businesses across the South West: solar, batteries, hybrid systems and the generators that back them up.",
    },
  },
  pritchard: {
    id: "a0000000-0000-4000-8000-000000000018",
    email: "david.pritchard@genmarket.test",
    meta: { full_name: "David Pritchard", user_type: "private_seller", phone: "07700 900318" },
    profile: {
      first_name: "David", last_name: "Pritchard", town: "Worcester", county: "Worcestershire", postcode: "WR2 4QT",
      location: "St John's, Worcester", region: "birmingham",
      bio: "Retired electrician clearing the garage. Everything I sell has been serviced by me and I'll show it running.",
    },
  },
  macleod: {
    id: "a0000000-0000-4000-8000-000000000019",
    email: "fiona.macleod@genmarket.test",
    meta: { full_name: "Fiona MacLeod", user_type: "private_seller", phone: "07700 900655" },
    profile: {
      first_name: "Fiona", last_name: "MacLeod", town: "Beauly", county: "Inverness-shire", postcode: "IV4 7AA",
      location: "Beauly, Inverness-shire", region: "scotland",
      bio: "We run a farm and a small events field near Beauly and sell on equipment as we upgrade.",
    },
  },
  carter: {
    id: "a0000000-0000-4000-8000-000000000020",
    email: "helen.carter@genmarket.test",
    meta: { full_name: "Helen Carter", user_type: "private_seller", phone: "07700 900871" },
    profile: {
      first_name: "Helen", last_name: "Carter", town: "Guildford", county: "Surrey", postcode: "GU1 2SE",
      location: "Guildford, Surrey", region: "london",
      bio: "Selling a few things before a house move.",
    },
  },
};
