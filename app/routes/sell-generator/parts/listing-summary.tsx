import { ListingPhoto } from "~/components/listing-photo";
import * as photoStyles from "~/components/photo-grid.css";
import { conditionLabel, storedBrand, vatStatusLabel, wizardFuelTypes } from "~/content/listing-options";
import { findListingOption, listingOptionPriceText } from "~/content/plans";
import { formatGBP, formatHours, formatKw } from "~/utils/format";
import * as styles from "../styles.css";
import type { WizardPhoto } from "./photos-step";

export type SummaryValues = {
  basicInfo: { title?: string; category?: string; condition?: string; description?: string };
  specs: {
    powerOutput?: number;
    fuelType?: string;
    brand?: string;
    otherBrand?: string;
    model?: string;
    year?: number;
    hoursUsed?: number;
    keyFeatures: string[];
    phase?: string;
    voltage?: string;
    acousticType?: string;
    enclosure?: string;
    emissions?: string;
    warrantyMonths?: number;
    sockets?: boolean;
  };
  pricing: { askingPrice?: number; vatStatus?: string; priceNegotiable: boolean; postcode?: string; locationDetails?: string };
  photos: WizardPhoto[];
  listingOption: string | null;
};

const fuelLabel = (value?: string) => wizardFuelTypes.find((fuel) => fuel.value === value)?.label ?? value;

/** Everything entered, as buyers and the review team will read it; photos in their order. */
export function ListingSummary({ values }: { values: SummaryValues }) {
  const { basicInfo, specs, pricing, photos } = values;
  const option = findListingOption(values.listingOption);
  const sections = [
    {
      title: "Basic Info",
      rows: [
        ["Title", basicInfo.title],
        ["Category", basicInfo.category],
        ["Condition", basicInfo.condition ? conditionLabel(basicInfo.condition) : undefined],
        ["Description", basicInfo.description],
      ],
    },
    {
      title: "Specs",
      rows: [
        ["Power output", specs.powerOutput === undefined ? undefined : formatKw(specs.powerOutput)],
        ["Fuel type", fuelLabel(specs.fuelType)],
        ["Brand", storedBrand(specs.brand, specs.otherBrand)],
        ["Model", specs.model],
        ["Year", specs.year?.toString()],
        ["Hours used", specs.hoursUsed === undefined ? undefined : formatHours(specs.hoursUsed)],
        ["Key features", specs.keyFeatures.length ? specs.keyFeatures.join(", ") : undefined],
        ["Phase", specs.phase],
        ["Voltage", specs.voltage],
        ["Acoustic type", specs.acousticType],
        ["Enclosure", specs.enclosure],
        ["Emissions", specs.emissions],
        ["Warranty", specs.warrantyMonths ? `${specs.warrantyMonths} months` : "None"],
        ["Power sockets", specs.sockets ? "Yes" : "No"],
      ],
    },
    {
      title: "Pricing",
      rows: [
        ["Asking price", pricing.askingPrice === undefined ? undefined : formatGBP(pricing.askingPrice)],
        ["VAT status", vatStatusLabel(pricing.vatStatus) || undefined],
        ["Price negotiable", pricing.priceNegotiable ? "Yes" : "No"],
        ["Postcode", pricing.postcode],
        ["Location details", pricing.locationDetails],
        ["Listing option", option ? `${option.name}: ${listingOptionPriceText(option)}` : undefined],
      ],
    },
  ];
  return (
    <div className={styles.summary}>
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`summary-${section.title}`}>
          <h3 id={`summary-${section.title}`} className={styles.summaryHeading}>
            {section.title}
          </h3>
          <dl className={styles.summaryList}>
            {section.rows.map(([label, value]) => (
              <div key={label} className={styles.summaryRow}>
                <dt>{label}</dt>
                <dd>{value || "Not given"}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-labelledby="summary-photos">
        <h3 id="summary-photos" className={styles.summaryHeading}>
          Photos ({photos.length})
        </h3>
        {photos.length ? (
          <ol className={photoStyles.photoGrid}>
            {photos.map((photo, index) => (
              <li key={photo.id} className={photoStyles.photoItem}>
                <ListingPhoto
                  src={photo.url}
                  alt={index === 0 ? "Photo 1, the main photo" : `Photo ${index + 1}`}
                  className={photoStyles.photo}
                  width={320}
                  height={240}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p>No photos yet.</p>
        )}
      </section>
    </div>
  );
}
