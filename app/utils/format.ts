const wholePounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 });

/** A GBP amount with en-GB grouping: whole pounds without decimals (£2,500), pence when there are any (£8.95). */
export function formatGBP(amount: number) {
  return (Number.isInteger(amount) ? wholePounds : poundsAndPence).format(amount);
}
