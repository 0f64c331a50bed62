export * from "./users";
export * from "./apps";
export * from "./oauth1";
export * from "./oauth2";
export * from "./rate-limits";
export * from "./accounts";
export * from "./ads";
export * from "./settings";
