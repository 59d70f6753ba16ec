// Buyer activity on the demo trade seller's listings (docs/sellers-portal.md), so the sellers
// portal's table (Views, Inquiries), its filters and sorts, the listing statistics and the
// header's response time show real figures on the first run. Buyers are the seed's other
// members, never the demo buyer or the demo private seller (whose inboxes tests read).
//
//   views:     distinct visitors a day (listing_views), varying a little from day to day,
//              over the listing's life (at most its first 60 days, and only until today)
//   enquiries: conversations: who asked, what, and after how many minutes the seller
//              answered (null: not yet; the buyer's message is then unread)
//   savedBy:   members who saved it

const question = (text, answerAfter, answer) => ({ text, answerAfter, answer });

export const portalActivity = [
  {
    n: 21, views: 14, savedBy: ["aire", "thames", "pritchard", "macleod"],
    enquiries: [
      ["clyde", question("Is the C220D5 still available? What load has it been tested to?", 35, "Yes, still here. Load-bank tested to 100% for two hours last month; the report goes with it.")],
      ["mersey", question("Could you deliver to Warrington, and is the canopy lockable?", 95, "Delivery to Warrington is £420 + VAT by HIAB, and yes, all doors lock with two sets of keys.")],
      ["carter", question("Would you take £14,000 for a quick sale?", null)],
    ],
  },
  {
    n: 15, views: 9, savedBy: ["tyne", "wessex"],
    enquiries: [
      ["pritchard", question("Does the DHY11KSEm come with an ATS panel for a house?", 180, "It has an ATS socket; we supply the matching 50 A panel for £395.")],
      ["macleod", question("Is this the electric-start version?", 50, "Yes, electric start with a remote start kit included.")],
    ],
  },
  {
    n: 32, views: 6, savedBy: ["carter"],
    enquiries: [["taff", question("What are the hours since the last major service?", 240, "2,100 hours since the top-end overhaul; invoices available.")]],
  },
  { n: 39, views: 4, savedBy: ["aire", "clyde"], enquiries: [["thames", question("Is the gas train suitable for 21 mbar supply?", 70, "Yes, it is set up for 21 mbar natural gas.")]] },
  { n: 8, views: 3, savedBy: [], enquiries: [] },
  { n: 54, views: 2, savedBy: ["wessex"], enquiries: [] },
  { n: 81, views: 5, savedBy: ["pritchard"], enquiries: [["tyne", question("Can it run a 110 V site transformer all day?", 25, "Easily: it is rated for continuous 4.8 kW.")]] },
  { n: 80, views: 7, savedBy: ["mersey"], enquiries: [["aire", question("Can we arrange an inspection next week?", 60, "Of course: Tuesday or Thursday at our Tyseley yard.")]] },
  { n: 77, views: 3, savedBy: [], enquiries: [["macleod", question("Any chance of a price drop on the C4.4?", 300, "We are fitting new injectors first; it will be relisted after.")]] },
  {
    n: 78, views: 8, savedBy: ["thames"],
    enquiries: [
      ["wessex", question("Still available?", 45, "Sorry, it sold on Saturday.")],
      ["taff", question("Is the C33 still for sale?", 120, "It has sold, but we have a similar 44 kVA coming in.")],
    ],
  },
];
