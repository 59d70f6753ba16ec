import * as styles from "./check-list.css";

/** A list whose items carry a tick: features, tips, checklists. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checkList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
