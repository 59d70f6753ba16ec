import type { ComponentProps } from "react";
import type { roleFlags } from "~/utils/user";
import { MemberOverview } from "./member-overview";
import { Notices } from "./notices";
import { Overview } from "./panels";
import { PlanCard } from "./plan-and-receipts";
import { SellerOverview } from "./seller-overview";

/**
 * The dashboard's overview by role: a seller's figures and listings, a buyer's saved items
 * and conversations, the plan card and GenMarket's notices. Its own module so the other
 * views do not load it (docs/performance.md).
 */
export default function OverviewView({
  flags,
  seller,
  buyer,
  plan,
  notices,
}: {
  flags: ReturnType<typeof roleFlags>;
  seller: ComponentProps<typeof SellerOverview> | null;
  buyer: ComponentProps<typeof MemberOverview> | null;
  plan: ComponentProps<typeof PlanCard>["plan"] | undefined;
  notices: ComponentProps<typeof Notices> | null;
}) {
  return (
    <>
      {seller ? <SellerOverview {...seller} /> : <Overview flags={flags} />}
      {buyer ? <MemberOverview {...buyer} /> : null}
      {plan !== undefined ? <PlanCard plan={plan} isTrade={flags.isTradeSeller} /> : null}
      {notices ? <Notices {...notices} /> : null}
    </>
  );
}
