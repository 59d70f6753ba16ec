/** The generator categories guide (docs/spec/02-auctions-and-seller-tools.md §2 "Generator categories guide"). */

export type GeneratorCategory = {
  id: string;
  name: string;
  summary: string;
  specs: Array<{ label: string; value: string }>;
  bestFor: string[];
  consider: string;
};

export const generatorCategories: GeneratorCategory[] = [
  {
    id: "portable",
    name: "Portable generators",
    summary:
      "Wheeled or skid-mounted sets you can move by hand, van or forklift: site power, events and short-term backup.",
    specs: [
      { label: "Power range", value: "5kVA-50kVA" },
      { label: "Phase", value: "Single or three phase" },
      { label: "Fuel", value: "Diesel or petrol" },
    ],
    bestFor: ["Building sites and trades", "Events, markets and film units", "Temporary backup while mains work is done"],
    consider:
      "Petrol is lighter and cheaper to buy; diesel lasts longer and costs less per hour to run. Check sockets and RCD protection for site use.",
  },
  {
    id: "standby",
    name: "Standby generators",
    summary:
      "Permanently installed sets that sit ready and start automatically when the mains fails, then hand back when it returns.",
    specs: [
      { label: "Power range", value: "10kVA-2000kVA+" },
      { label: "Phase", value: "Three phase" },
      { label: "Fuel", value: "Diesel" },
      { label: "Start", value: "Automatic (AMF panel or ATS)" },
    ],
    bestFor: ["Hospitals, care homes and data centres", "Offices, retail and cold stores", "Farms and rural businesses"],
    consider:
      "A standby rating is for emergency use only, typically a few hundred hours a year. Budget for a weekly exercise run and an annual load bank test.",
  },
  {
    id: "prime",
    name: "Prime power generators",
    summary:
      "Heavy-duty sets that are the main source of power where there is no grid, rated to run all day, every day.",
    specs: [
      { label: "Power range", value: "50kVA-3000kVA+" },
      { label: "Phase", value: "Three phase" },
      { label: "Fuel", value: "Diesel" },
      { label: "Duty", value: "Built for 8760 running hours a year" },
    ],
    bestFor: ["Remote sites, quarries and mines", "Major construction projects", "Off-grid farms and infrastructure"],
    consider:
      "Size a prime set so the average load sits around 70-80% of its prime rating, and plan fuel deliveries and servicing intervals from day one.",
  },
];

export const sizingBasics = [
  "Add up the running load of everything the generator must power at once, in kW.",
  "Allow for motor starting: pumps, compressors and lifts can draw several times their running current for a moment.",
  "Convert to kVA at a 0.8 power factor (kVA = kW × 1.25) and add a margin of around 20% for growth.",
  "Match the phase and voltage to the site: 230V single phase for homes and small loads, 400V three phase for most commercial sites.",
];
