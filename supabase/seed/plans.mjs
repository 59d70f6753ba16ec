// Members on a plan in the seed (docs/payments.md): the demo trade seller runs on Trade
// Standard (10 ads at once), so the wizard, the dashboard's plan card and the allowance
// show a real package on the first run; Aire Valley runs on Premium, with two depots
// (seed/depots.mjs). Plan ids are app/content/plans.ts's.
//
//   member:          a key of seed/sellers.mjs
//   planId:          the plan
//   startedDaysAgo:  when the current week began

export const memberPlans = [
  { member: "demoTrade", planId: "trade-standard", startedDaysAgo: 2 },
  { member: "aire", planId: "trade-premium", startedDaysAgo: 4 },
];
