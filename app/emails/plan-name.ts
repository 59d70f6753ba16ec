import { findSubscriptionPlan } from "~/content/plans";

/** A weekly plan's name as app/content/plans.ts gives it (Priority Buyer, Trade Standard…), for the plan emails. */
export const planName = (planId: string) => findSubscriptionPlan(planId)?.name ?? planId;
