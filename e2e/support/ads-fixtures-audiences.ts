import type { Fixture } from "./ads-fixtures";

/** The custom audiences resource's fixture (generated contract suites); op-fixtures-audiences.ts has the rest. */
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
