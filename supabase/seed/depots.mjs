// Depots in the seed (docs/depots.md): Aire Valley Plant Sales, on Trade Premium
// (seed/plans.mjs), sells from two yards, so the listing page, the seller page, the portal's
// Depots tab and the dealer API show several on the first run.
//
//   n:         the depot's fixed id (d0000000-…-00000000000n)
//   member:    a key of seed/sellers.mjs
//   main:      the dealer's main depot: their listings not named below are there
//   listings:  the numbers (listings.mjs `n`) of the dealer's listings at this depot

export const depots = [
  {
    n: 1, member: "aire", main: true, reference: "LEEDS", name: "Stourton depot, Leeds",
    address: "Stourton Trade Park, Pontefract Road, Leeds", postcode: "LS10 1SW", phone: "0113 496 0281",
    openingHours: "Mon–Fri 7:30am–5pm\nSat 8am–12pm", listings: [],
  },
  {
    n: 2, member: "aire", main: false, reference: "BRADFORD", name: "Bowling yard, Bradford",
    address: "Unit 3, Bowling Back Lane, Bradford", postcode: "BD4 8SS", phone: "01274 496 0417",
    openingHours: "Mon–Fri 8am–4:30pm\nSaturdays by appointment", listings: [28, 59],
  },
];
