import { ListingPhoto } from "~/components/listing-photo";
import * as styles from "../styles.css";
import type { StepView } from "../wizard-view.server";

const card = styles.previewCard;

/**
 * The Review step's buyer's-eye preview: the listing's card drawn with the browse card's own
 * styles (components/listing-card.css.ts, through styles.css.ts' previewCard) from buyerPreview's words, without the card's links
 * and buttons, which lead nowhere before the listing is live. The words, the power's too, come
 * from the loader (wizard-view.server.ts), so this part needs none of utils/format.ts.
 */
export function BuyerPreviewCard({ preview: { heading, card: preview, note } }: { preview: Extract<StepView, { step: 5 }>["preview"] }) {
  return (
    <section className={styles.previewSection} aria-labelledby="buyer-preview-heading">
      <h3 id="buyer-preview-heading" className={styles.summaryHeading}>
        {heading}
      </h3>
      <p className={styles.muted}>{note}</p>
      {preview ? (
        <article className={card.card} aria-label={`Preview of ${preview.title}`}>
          <div className={card.media}>
            {preview.photo ? <ListingPhoto src={preview.photo.url} alt="" className={card.photo} width={320} height={240} /> : null}
          </div>
          <div className={card.body}>
            {preview.kicker ? <p className={card.kicker}>{preview.kicker}</p> : null}
            <p className={card.title}>{preview.title}</p>
            <p className={card.price}>{preview.price}</p>
            {preview.place ? <p className={card.location}>{preview.place}</p> : null}
            <dl className={card.tiles}>
              <div className={card.tile}>
                <dt>Year</dt>
                <dd>{preview.year}</dd>
              </div>
              <div className={card.tile}>
                <dt>Hours</dt>
                <dd>{preview.hours}</dd>
              </div>
              <div className={card.tile}>
                <dt>Power</dt>
                <dd>
                  {preview.power ? (
                    // As components/power-figures.tsx draws them.
                    <span className={card.powerFigures}>
                      <span className={card.powerFigure}>{preview.power[0]}</span> <span className={card.powerFigure}>{preview.power[1]}</span>
                    </span>
                  ) : (
                    "n/a"
                  )}
                </dd>
              </div>
            </dl>
            {preview.tags.length ? (
              <ul className={card.tags} aria-label="Fuel and condition">
                {preview.tags.map((tag) => (
                  <li key={tag} className={card.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </article>
      ) : null}
    </section>
  );
}
