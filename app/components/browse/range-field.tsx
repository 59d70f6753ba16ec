import { useId, useState } from "react";
import type { SliderBounds } from "~/utils/url-filter-rules";
import * as styles from "./styles.css";

/**
 * A range as two native sliders (minimum and maximum), which work without JavaScript; with
 * it, the chosen range shows as it is dragged and the handles cannot cross. A handle at
 * its slider's end means "and beyond" (e.g. £200,000 or more), as the search treats it.
 */
export function RangeField({
  legend,
  names,
  bounds,
  values,
  format,
  help,
  anyLabel,
}: {
  legend: string;
  names: [string, string];
  bounds: SliderBounds;
  values: [number, number];
  format: (value: number) => string;
  help?: string;
  /** What the range says with both handles at their bounds (e.g. "Any year"). */
  anyLabel?: string;
}) {
  const id = useId();
  const [[min, max], setRange] = useState(values);
  // Open ends: the lowest value only needs saying when the slider does not start at zero.
  const describe = (value: number, end: "min" | "max") => {
    if (end === "max" && value === bounds.max) return { short: `${format(value)}+`, long: `${format(value)} or more` };
    if (end === "min" && value === bounds.min && bounds.min > 0) {
      return { short: `≤ ${format(value)}`, long: `${format(value)} or less` };
    }
    return { short: format(value), long: format(value) };
  };
  const low = describe(min, "min");
  const high = describe(max, "max");

  return (
    <fieldset className={styles.fieldset} aria-describedby={help ? `${id}-help` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.rangeValue} aria-hidden="true">
        {anyLabel && min === bounds.min && max === bounds.max ? anyLabel : `${low.short} – ${high.short}`}
      </p>
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      <label htmlFor={`${id}-min`} className={styles.rangeLabel}>
        Minimum {legend.toLowerCase()}
      </label>
      <input
        id={`${id}-min`}
        type="range"
        name={names[0]}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={min}
        aria-valuetext={low.long}
        className={styles.range}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          setRange([value, Math.max(value, max)]);
        }}
      />
      <label htmlFor={`${id}-max`} className={styles.rangeLabel}>
        Maximum {legend.toLowerCase()}
      </label>
      <input
        id={`${id}-max`}
        type="range"
        name={names[1]}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={max}
        aria-valuetext={high.long}
        className={styles.range}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          setRange([Math.min(min, value), value]);
        }}
      />
    </fieldset>
  );
}
