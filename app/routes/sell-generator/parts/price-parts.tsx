import type { planPrice } from "~/content/plans";
import * as styles from "../styles.css";

/** A listing option's price as the landing and the Pricing step show it: "£20 for 30 days inc. VAT". */
export function PriceParts({ amount, period, vat }: ReturnType<typeof planPrice>) {
  return (
    <>
      {amount}
      {period ? <span className={styles.optionPeriod}> {period}</span> : null}
      {vat ? <span className={styles.optionPeriod}> {vat}</span> : null}
    </>
  );
}
