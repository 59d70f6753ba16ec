import type { AppLoadContext } from "@remix-run/cloudflare";
import { storeHireRequest } from "~/utils/admin.server";
import type { HireRequest } from "~/utils/hire-validation";

/**
 * Stores a hire quote request, for passing to up to 3 hire companies. Only the Worker may
 * store one (after judging its captcha), so it goes through the privileged module; nobody
 * reads one back through the API. `replayed` is true when the captcha it solved has
 * already sent a request (hire_requests.captcha_id is unique).
 */
export async function sendHireRequest(
  context: AppLoadContext,
  request: Omit<HireRequest, "captcha">,
  captchaId: string,
) {
  const { error } = await storeHireRequest(context, {
    full_name: request.name,
    email: request.email,
    phone: request.phone,
    company_name: request.companyName ?? null,
    location: request.location,
    postcode: request.postcode,
    power_requirement: request.powerRequirement ?? null,
    duration: request.duration ?? null,
    start_date: request.startDate ?? null,
    description: request.description ?? null,
    fuel_tank_required: request.fuelTankRequired ? request.fuelTankRequired === "Yes" : null,
    fuel_tank_capacity_litres: request.fuelTankCapacity ?? null,
    hours_per_week: request.hoursPerWeek ?? null,
    special_requests: request.specialRequests ?? null,
    consent: request.consent,
    captcha_id: captchaId,
  });
  return { error, replayed: error?.code === "23505" };
}
