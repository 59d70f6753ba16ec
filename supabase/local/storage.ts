import { json, type BackendContext, type ServiceHandler } from "./http.ts";

/** Placeholder until the storage service lands. */
export function createStorageService(_context: BackendContext): ServiceHandler {
  return async () => json({ message: "not implemented yet" }, 501);
}
