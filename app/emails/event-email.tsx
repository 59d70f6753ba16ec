import { z } from "zod";
import { EmailButton, EmailLayout, greeting, textFooter } from "./layout";
import type { EmailContext, EmailTemplate } from "./template";

/**
 * What an event's email says, once, for both parts: paragraphs, a member's own words quoted
 * (a review, a reply, a moderator's reason), and facts as label and value (amounts, dates).
 * The plain-text and HTML parts are both built from these blocks, so they carry the same facts;
 * the HTML part is React, so any text in it is escaped.
 */
export type EmailBlock = { paragraph: string } | { quote: string } | { facts: Array<[label: string, value: string]> };

/** An event's email (app/content/email-kinds.ts): its data, subject, blocks and one call to action. */
export function eventEmail<Data>({
  data,
  subject,
  blocks,
  action,
  link,
}: {
  data: z.ZodType<Data>;
  subject: (data: Data) => string;
  blocks: (data: Data) => EmailBlock[];
  /** The call to action's words ("Bid again"), leading to link. */
  action: (data: Data) => string;
  /** The page where the member acts, under the site's origin: "/auctions/…". */
  link: (data: Data) => string;
}): EmailTemplate<Data> {
  const url = (values: Data, context: EmailContext) => `${context.origin}${link(values)}`;
  return {
    data,
    subject,
    link: url,
    text: (values, context) =>
      [greeting(context), "", ...blocks(values).flatMap((block) => [...blockText(block), ""]), `${action(values)}: ${url(values, context)}`, textFooter(context)].join("\n"),
    Html: ({ data: values, context }) => {
      const content = blocks(values);
      return (
        <EmailLayout preview={previewOf(content, subject(values))} context={context}>
          <p style={paragraphStyle}>{greeting(context)}</p>
          {content.map((block, index) => (
            <BlockHtml key={index} block={block} />
          ))}
          <EmailButton href={url(values, context)}>{action(values)}</EmailButton>
        </EmailLayout>
      );
    },
  };
}

/** A moment as the database sends it in jsonb (2026-11-28T09:15:00.123456+00:00). */
export const moment = z.string().datetime({ offset: true });

function blockText(block: EmailBlock): string[] {
  if ("paragraph" in block) return [block.paragraph];
  if ("quote" in block) return block.quote.split("\n").map((line) => `> ${line}`);
  return block.facts.map(([label, value]) => `${label}: ${value}`);
}

function BlockHtml({ block }: { block: EmailBlock }) {
  if ("paragraph" in block) return <p style={paragraphStyle}>{block.paragraph}</p>;
  if ("quote" in block) {
    return <blockquote style={{ margin: "0 0 16px", padding: "12px 16px", borderLeft: "4px solid #9aa5b5", whiteSpace: "pre-wrap" }}>{block.quote}</blockquote>;
  }
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px", borderCollapse: "collapse" }}>
      <tbody>
        {block.facts.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={{ textAlign: "left", fontWeight: 400, padding: "4px 16px 4px 0", verticalAlign: "top" }}>
              {label}
            </th>
            <td style={{ fontWeight: 700, padding: "4px 0" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function previewOf(blocks: EmailBlock[], fallback: string) {
  const first = blocks.find((block): block is { paragraph: string } => "paragraph" in block);
  return (first?.paragraph ?? fallback).slice(0, 120);
}

const paragraphStyle = { margin: "0 0 16px" };
