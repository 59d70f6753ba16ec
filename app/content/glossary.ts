/** The generator glossary (docs/spec/02-auctions-and-seller-tools.md §2 "Glossary", §5, §9): terms, the letter and search filters. */

export type GlossaryEntry = { term: string; definition: string };

const entries: GlossaryEntry[] = [
  {
    term: "Acoustic canopy",
    definition:
      "A sound-attenuating enclosure lined with acoustic foam, with baffled air inlets and outlets and a residential silencer, that brings a generator's noise down to typically 65-75 dB(A) at 7 m.",
  },
  {
    term: "Active power (kW)",
    definition:
      "The real power that does useful work, in kilowatts. Active power equals apparent power (kVA) multiplied by the power factor.",
  },
  {
    term: "Alternator",
    definition:
      "The part of a generator that turns the engine's rotation into electricity, by spinning a magnetic field (the rotor) inside stationary copper windings (the stator).",
  },
  {
    term: "AMF panel (Automatic Mains Failure)",
    definition:
      "A control panel that watches the mains supply, starts the generator when the mains fails or goes out of tolerance, transfers the load, and hands it back and stops the set when the mains returns.",
  },
  {
    term: "Apparent power (kVA)",
    definition:
      "The total power a generator supplies, volts times amps, in kilovolt-amperes. Generators are rated in kVA because the alternator's heating depends on current, whatever the power factor of the load.",
  },
  {
    term: "ATS (Automatic Transfer Switch)",
    definition:
      "A switch that moves a building's load between the mains and a generator automatically, interlocked so that the two can never be connected at the same time.",
  },
  {
    term: "AVR (Automatic Voltage Regulator)",
    definition:
      "An electronic controller that keeps the output voltage steady as the load changes, by adjusting the current fed to the alternator's field (its excitation).",
  },
  {
    term: "Base fuel tank",
    definition:
      "A fuel tank built into the generator's base frame, usually sized for 8 to 24 hours of running at full load.",
  },
  {
    term: "Black start",
    definition:
      "Starting a generator, or restarting a power system, with no outside electricity at all, using only the set's own starter batteries.",
  },
  {
    term: "Brushless alternator",
    definition:
      "An alternator that feeds its rotating field through a small exciter and rotating diodes instead of brushes and slip rings, so there is less to wear out.",
  },
  {
    term: "Bunded tank",
    definition:
      "A fuel tank with an outer skin (the bund) able to hold at least 110% of the inner tank's contents, so a leak cannot escape. Oil storage rules in the UK require bunding for most fuel tanks.",
  },
  {
    term: "Changeover switch",
    definition:
      "A manually operated switch that connects a load to either the mains or a generator, but never both at once.",
  },
  {
    term: "CHP (Combined Heat and Power)",
    definition:
      "A gas-engine generator that also captures heat from its exhaust and cooling system for heating or hot water, reaching overall efficiencies of 80% or more.",
  },
  {
    term: "Continuous power (COP)",
    definition:
      "A rating for running at a constant 100% load for unlimited hours a year, with no overload allowed. It is lower than the prime rating of the same set.",
  },
  {
    term: "Current (ampere)",
    definition:
      "The flow of electric charge, measured in amperes (A). A 400 V three-phase generator delivers about 1.44 A per phase for every kVA of load.",
  },
  {
    term: "dB(A)",
    definition:
      "Decibels weighted to match how the human ear hears, the usual measure of generator noise, quoted at 1 m or 7 m. A drop of 10 dB(A) sounds roughly half as loud.",
  },
  {
    term: "Derating",
    definition:
      "Reducing a generator's rated output to allow for high altitude, high air temperature or humidity, all of which reduce the engine's power.",
  },
  {
    term: "Diesel particulate filter (DPF)",
    definition:
      "An exhaust filter that traps soot from a diesel engine and burns it off from time to time, needed to meet the tightest emissions limits.",
  },
  {
    term: "Dual fuel",
    definition:
      "An engine that can run on two fuels, such as petrol and LPG in a portable set, or diesel mixed with natural gas in a larger one.",
  },
  {
    term: "Earthing",
    definition:
      "Connecting a generator's frame and electrical system to earth so that a fault trips the protection instead of leaving metalwork live. How a set is earthed depends on how it is used, so follow the manufacturer's instructions and BS 7671.",
  },
  {
    term: "Emissions stage (Stage V)",
    definition:
      "The limits on pollutants from non-road engines. Stage V, which has applied to new mobile generator engines since 2019, adds a particle number limit for engines from 19 kW to 560 kW that in practice needs a diesel particulate filter.",
  },
  {
    term: "Excitation",
    definition:
      "The direct current fed to an alternator's rotating field to create its magnetic field. The AVR varies it to control the output voltage.",
  },
  {
    term: "Frequency (Hz)",
    definition:
      "How many times a second alternating current changes direction, in hertz. The UK grid runs at 50 Hz. A generator's frequency follows its engine speed: 1500 rpm gives 50 Hz with a four-pole alternator.",
  },
  {
    term: "Fuel consumption",
    definition:
      "How much fuel a generator burns, usually stated in litres per hour at 25%, 50%, 75% and 100% load. A diesel set uses roughly a quarter of a litre for each kWh it produces at full load.",
  },
  {
    term: "Fuel polishing",
    definition:
      "Filtering stored diesel to remove water, sediment and microbial growth ('diesel bug'), keeping the fuel in a standby tank fit to use.",
  },
  {
    term: "G99",
    definition:
      "The Energy Networks Association's engineering recommendation for connecting generators that run in parallel with the distribution network in Great Britain. A set that parallels with the mains needs the network operator's approval under it.",
  },
  {
    term: "Generating set (genset)",
    definition:
      "An engine and an alternator mounted together on a base frame with a control panel, ready to produce electricity. What most people simply call a generator.",
  },
  {
    term: "Governor",
    definition:
      "The engine control that holds speed, and therefore frequency, steady as the load changes. Electronic governors hold speed more tightly than mechanical ones.",
  },
  {
    term: "Harmonics (THD)",
    definition:
      "Distortion of the voltage waveform caused by loads such as computers, LED lighting and variable-speed drives, measured as total harmonic distortion (THD). Heavy non-linear loads may need a larger alternator.",
  },
  {
    term: "HVO (Hydrotreated Vegetable Oil)",
    definition:
      "A renewable diesel made from waste fats and oils that most modern diesel generators can burn in place of mineral diesel, cutting lifecycle CO2 emissions by up to 90%.",
  },
  {
    term: "Hybrid generator",
    definition:
      "A generator paired with a battery store that supplies light loads silently from the batteries and runs the engine only to recharge them or to meet peaks, saving fuel and running hours.",
  },
  {
    term: "Inrush current",
    definition:
      "The surge drawn by motors, compressors and transformers as they start, up to six to eight times their running current for a direct-on-line motor. A generator must be sized to carry it without too deep a voltage dip.",
  },
  {
    term: "Inverter generator",
    definition:
      "A portable generator that converts its raw output to direct current and back to clean alternating current, giving a stable supply for electronics and letting the engine slow down at light load.",
  },
  {
    term: "IP rating",
    definition:
      "The Ingress Protection code (IEC 60529) for how well an enclosure keeps out solids and water. IP44, for example, protects against objects over 1 mm and splashing water.",
  },
  {
    term: "Island mode",
    definition: "Running a generator to supply a site that is disconnected from the grid, with the generator setting voltage and frequency alone.",
  },
  {
    term: "kVA (kilovolt-ampere)",
    definition:
      "The unit of apparent power, 1,000 volt-amperes. At the standard 0.8 power factor, kW = kVA × 0.8, so a 100 kVA generator supplies 80 kW; equally, kVA = kW × 1.25.",
  },
  {
    term: "kW (kilowatt)",
    definition: "The unit of active power, 1,000 watts: the power that actually runs lights, heaters and motors.",
  },
  {
    term: "kWh (kilowatt-hour)",
    definition: "A unit of energy: one kilowatt for one hour. Battery storage capacity and fuel efficiency are quoted per kWh.",
  },
  {
    term: "Load bank",
    definition:
      "A portable test load of resistors, and sometimes reactors, that lets a generator run at a chosen load without a building connected, to prove it can deliver its rated output.",
  },
  {
    term: "Load factor",
    definition:
      "The average load over a period as a percentage of the generator's rating. Prime power ratings assume an average load factor of no more than 70%.",
  },
  {
    term: "LTP (Limited Time Power)",
    definition: "A rating for running at a constant load for up to 500 hours a year, with no overload allowed.",
  },
  {
    term: "Mains supply (UK)",
    definition:
      "The public electricity supply in the UK: 50 Hz, 230 V single-phase and 400 V three-phase (measured between phases), within +10% and -6% of those voltages.",
  },
  {
    term: "MCB (Miniature Circuit Breaker)",
    definition: "An automatic switch that protects a circuit against overload and short circuit, and can be reset once the fault is cleared.",
  },
  {
    term: "Megawatt (MW)",
    definition: "1,000 kW. Large standby systems for hospitals and data centres often need several megawatts, from one set or several in parallel.",
  },
  {
    term: "Neutral",
    definition:
      "The return conductor of a single-phase circuit and the star point of a three-phase system, held at or close to earth potential.",
  },
  {
    term: "Open set",
    definition:
      "A generator without an enclosure, for installation in a plant room or inside a container or canopy of the buyer's own.",
  },
  {
    term: "Overload rating",
    definition:
      "Extra output, typically 10% above the prime rating, that a prime-rated set can deliver for one hour in every twelve hours of running.",
  },
  {
    term: "Paralleling",
    definition:
      "Running two or more generators together, or a generator with the mains, after synchronising their voltage, frequency and phase angle so they share the load.",
  },
  {
    term: "Phase",
    definition:
      "One of the alternating voltages a supply provides. Single-phase serves homes and small loads; three-phase, with three voltages a third of a cycle apart, powers commercial and industrial equipment.",
  },
  {
    term: "PMG (Permanent Magnet Generator)",
    definition:
      "A small auxiliary generator on the alternator shaft that powers the AVR independently of the main output, improving motor starting and keeping excitation during short circuits.",
  },
  {
    term: "Power factor (pf)",
    definition:
      "The ratio of active power (kW) to apparent power (kVA). Generators are rated at a power factor of 0.8 lagging, which is why kW is 80% of kVA on a rating plate.",
  },
  {
    term: "Prime power (PRP)",
    definition:
      "A rating for running as the main source of power for an unlimited number of hours a year at variable load, averaging no more than 70% of the prime rating.",
  },
  {
    term: "Rated speed",
    definition:
      "The engine speed that gives the rated frequency: 1500 rpm for a four-pole 50 Hz set and 3000 rpm for a two-pole one. Slower-running sets are generally quieter and longer-lived.",
  },
  {
    term: "RCD (Residual Current Device)",
    definition:
      "A safety device that cuts the supply within milliseconds if current leaks to earth, for example through a person. Sockets on site generators should be RCD-protected.",
  },
  {
    term: "Reactive power (kVAr)",
    definition:
      "Power that flows back and forth to build the magnetic fields of motors and transformers without doing useful work, in kilovolt-amperes reactive.",
  },
  {
    term: "Running hours",
    definition:
      "The total time an engine has run, shown on its hour meter. Together with the service history, the best guide to a used generator's condition.",
  },
  {
    term: "Single-phase",
    definition:
      "A supply with one alternating voltage, 230 V in the UK, used in homes and for smaller loads such as portable tools and welfare cabins.",
  },
  {
    term: "Standby power (ESP)",
    definition:
      "The Emergency Standby Power rating: the most a set delivers during a mains failure, for up to about 200 hours a year at variable load, with no overload allowed.",
  },
  {
    term: "Step load",
    definition:
      "A block of load applied all at once, such as a whole building on transfer. Generators are rated for how much step load they accept without too great a dip in voltage or frequency.",
  },
  {
    term: "Super silenced",
    definition:
      "A generator in a heavily insulated enclosure for noise-sensitive sites such as events, hospitals and housing, typically around 60 dB(A) or less at 7 m.",
  },
  {
    term: "Three-phase",
    definition:
      "A supply of three alternating voltages a third of a cycle apart: 400 V between phases and 230 V from each phase to neutral in the UK. Most generators above about 20 kVA are three-phase.",
  },
  {
    term: "Trailer-mounted generator",
    definition:
      "A generator on a road-towable trailer, usually with an integral fuel tank, for moving quickly between sites and events.",
  },
  {
    term: "Turbocharger",
    definition:
      "An exhaust-driven compressor that forces extra air into the engine, so a smaller engine produces more power.",
  },
  {
    term: "Undervoltage",
    definition:
      "A voltage below the acceptable range; in the UK, below 216.2 V on a 230 V supply. AMF panels treat sustained undervoltage as a mains failure.",
  },
  {
    term: "UPS (Uninterruptible Power Supply)",
    definition:
      "A battery system that takes over the instant the mains fails, bridging the seconds a standby generator needs to start and take the load.",
  },
  {
    term: "Voltage (V)",
    definition: "The electrical pressure that drives current around a circuit, measured in volts.",
  },
  {
    term: "Voltage regulation",
    definition:
      "How closely a generator holds its output voltage between no load and full load, typically within ±1% with a good AVR.",
  },
  {
    term: "Wet stacking",
    definition:
      "Unburnt fuel and soot building up in a diesel engine's exhaust after long running at light load. Regular running at a good load, or a load bank test, burns it off.",
  },
  {
    term: "Winding",
    definition: "The coils of copper wire in an alternator's stator and rotor, in which the electricity is generated.",
  },
];

/** Every entry, alphabetically by term (case-insensitive). */
export const glossaryEntries = [...entries].sort((a, b) => a.term.localeCompare(b.term, "en-GB", { sensitivity: "base" }));

export const letterOf = (entry: GlossaryEntry) => entry.term.charAt(0).toUpperCase();

export const alphabet = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

/** Letters that have at least one term: the others have no button to press. */
export const glossaryLetters = new Set(glossaryEntries.map(letterOf));

export const SEARCH_MAX = 64;

export type GlossaryFilters = { q: string; letter: string | null };

/** The filters a URL asks for (?q=…, ?letter=A); an unknown letter means all terms. */
export function glossaryFiltersFrom(params: URLSearchParams): GlossaryFilters {
  const letter = (params.get("letter") ?? "").toUpperCase();
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    letter: alphabet.includes(letter) ? letter : null,
  };
}

/** docs/spec/02-auctions-and-seller-tools.md §5: the search matches the term or the definition, any case; a letter keeps its terms. */
export function filterGlossary({ q, letter }: GlossaryFilters) {
  const needle = q.toLowerCase();
  return glossaryEntries.filter(
    (entry) =>
      (!letter || letterOf(entry) === letter) &&
      (!needle || entry.term.toLowerCase().includes(needle) || entry.definition.toLowerCase().includes(needle)),
  );
}

/** The results heading: 'Search Results (n)', 'Letter X (n terms)' or 'All Terms (n)'. */
export function glossaryHeading({ q, letter }: GlossaryFilters, count: number) {
  if (q) return `Search Results (${count})`;
  if (letter) return `Letter ${letter} (${count} ${count === 1 ? "term" : "terms"})`;
  return `All Terms (${count})`;
}

export const noTermsText = "No terms found matching your search criteria.";
