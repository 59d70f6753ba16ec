import { json, type BackendContext, type ServiceHandler } from "./http.ts";

/** Placeholder until the auth service lands. */
export function createAuthService(_context: BackendContext): ServiceHandler {
  return async () => json({ message: "not implemented yet" }, 501);
}
