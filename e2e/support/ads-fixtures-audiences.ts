import type { Fixture } from "./ads-fixtures";

/** The custom audiences resource's fixture (ads-contract-*.test.ts); the audience operations' calls are their examples made live (live-calls.ts). */
let seq = 0;

export const audienceParams = () => ({
  name: `Audience ${process.pid}-${++seq}-${Date.now()}`,
  description: "Fixture",
});

export const customAudiencesFixture: Fixture = {
  create: async () => audienceParams(),
  update: { description: "Renamed by the contract" },
  bad: [
    { param: "name", value: "n".repeat(256), code: "INVALID_PARAMETER" },
    { param: "audience_type", value: "WEB_TRAFFIC", code: "INVALID_PARAMETER" },
  ],
  required: "name",
};
