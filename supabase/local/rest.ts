import { json, type BackendContext, type ServiceHandler } from "./http.ts";

/** Placeholder until the rest service lands. */
export function createRestService(_context: BackendContext): ServiceHandler {
  return async () => json({ message: "not implemented yet" }, 501);
}
