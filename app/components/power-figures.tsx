import { kvaOfKw } from "~/content/power";
import { formatKva, formatKw } from "~/utils/format";
import * as styles from "./listing-card.css";

/**
 * A stored power (kW) in both units, kVA first, as formatPower writes it ("100 kVA / 80 kW",
 * content/power.ts): read as one phrase, each unit kept whole when a narrow card's tile stacks them.
 */
export function PowerFigures({ kw }: { kw: number }) {
  return (
    <span className={styles.powerFigures}>
      <span className={styles.powerFigure}>{formatKva(kvaOfKw(kw))}</span>{" "}
      <span className={styles.powerFigure}>/ {formatKw(kw)}</span>
    </span>
  );
}
