import type { Credential } from "@/lib/http/route";
import { authenticate, type Caller } from "./caller";

/** The credentials a declared route may take (lib/http/route.ts): the scheme, and who is calling. */
export const appOnly: Credential<Caller> = {
  scheme: "AppOnlyBearer",
  resolve: (c) => authenticate(c, ["app-only"]),
};
