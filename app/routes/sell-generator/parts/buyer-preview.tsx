import * as card from "~/components/listing-card.css";
import { ListingPhoto } from "~/components/listing-photo";
import { PowerFigures } from "~/components/power-figures";
import * as styles from "../styles.css";
import type { BuyerPreview } from "../wizard-view.server";

/**
 * The Review step's buyer's-eye preview: the listing's card drawn with the browse card's own
 * styles (components/listing-card.css.ts) from buyerPreview's words, without the card's links
 * and buttons, which lead nowhere before the listing is live.
 */
export function BuyerPreviewCard({ preview }: { preview: BuyerPreview | null }) {
  return (
    <section className={styles.previewSection} aria-labelledby="buyer-preview-heading">
      <h3 id="buyer-preview-heading" className={styles.summaryHeading}>
        How buyers will see it
      </h3>
      {preview ? (
        <>
          <p className={styles.muted}>Your listing's card in the search results, once it is live.</p>
          <article className={`${card.card} ${styles.previewCard}`} aria-label={`Preview of ${preview.title}`}>
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
                  <dd>{preview.powerKw === null ? "n/a" : <PowerFigures kw={preview.powerKw} />}</dd>
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
        </>
      ) : (
        <p className={styles.muted}>The preview appears once the listing has a title and an asking price.</p>
      )}
    </section>
  );
}
