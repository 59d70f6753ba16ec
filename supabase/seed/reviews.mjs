// Demo seller reviews (seller_reviews), so ratings, bars and replies show on first run: each
// by another seed account about one of the seller's listings (n, from listings.mjs), days ago.
// Seeded rows stand for reviews left through leave_seller_review; the demo buyer leaves none,
// so they can still review Aire Valley about the conversation the seed gives them.

export const reviews = [
  { seller: "aire", buyer: "demoPrivate", listing: 5, rating: 5, daysAgo: 40, comment: "Exactly as described, with the fleet service records. Delivered to Taunton on the day agreed." },
  { seller: "aire", buyer: "pritchard", listing: 28, rating: 4, daysAgo: 33, comment: "Good set and a fair price. Took a couple of days to answer at first, then very helpful.",
    reply: "Thanks David, sorry for the slow start: we were at a quarry clearance that week." },
  { seller: "aire", buyer: "macleod", listing: 47, rating: 5, daysAgo: 21, comment: "Load-bank report in the file, and the trailer plate was sorted before collection." },
  { seller: "aire", buyer: "carter", listing: 59, rating: 3, daysAgo: 12, comment: null },
  { seller: "aire", buyer: "thames", listing: 40, rating: 4, daysAgo: 6, comment: "Honest about the overhaul being due, priced accordingly. Would buy from again." },
  { seller: "clyde", buyer: "pritchard", listing: 23, rating: 5, daysAgo: 28, comment: "Hospital standby in superb order. Paperwork complete." },
  { seller: "clyde", buyer: "wessex", listing: 50, rating: 2, daysAgo: 15, comment: "Arrived a week late and the canopy had a dent that was not in the photos.",
    reply: "We are sorry about the delay: the haulier let us down. We have refunded the delivery charge and sent the canopy panel." },
  { seller: "clyde", buyer: "demoPrivate", listing: 13, rating: 4, daysAgo: 9, comment: "Older set but runs well, and the new controller is a bonus." },
  { seller: "thames", buyer: "macleod", listing: 22, rating: 5, daysAgo: 25, comment: "Cat dealer history from new. Smooth collection from Dagenham." },
  { seller: "thames", buyer: "carter", listing: 37, rating: 4, daysAgo: 18, comment: "Helpful with the gas supply sizing before I bought." },
  { seller: "thames", buyer: "tyne", listing: 49, rating: 4, daysAgo: 4, comment: null },
  { seller: "mersey", buyer: "pritchard", listing: 19, rating: 3, daysAgo: 30, comment: "Fine in the end, but the batteries were not new as the advert said." },
  { seller: "mersey", buyer: "taff", listing: 24, rating: 5, daysAgo: 11, comment: "Big set, big job, no surprises. Commissioning team were excellent." },
  { seller: "demoTrade", buyer: "pritchard", listing: 21, rating: 5, daysAgo: 26, comment: "Tested in front of me at Tyseley before I paid. Recommended." },
  { seller: "demoTrade", buyer: "carter", listing: 8, rating: 4, daysAgo: 14, comment: "Quick replies and well packed.",
    reply: "Thank you Helen, enjoy the generator." },
  { seller: "demoTrade", buyer: "macleod", listing: 32, rating: 5, daysAgo: 7, comment: null },
];
