import { z } from "zod";
import { FUNDING_INSTRUMENT_TYPES } from "../enums";
import { isoTime, micros, oneOf, str } from "../../ads-kernel/fields";

/** POST accounts/:account_id/funding_instruments (sandbox). */
export const fundingInstrumentCreate = z
  .object({
    currency: str(3).regex(/^[A-Z]{3}$/, "Expected an ISO-4217 currency code such as USD"),
    start_time: isoTime(),
    type: oneOf(FUNDING_INSTRUMENT_TYPES),
    end_time: isoTime().optional(),
    credit_limit_local_micro: micros().optional(),
    funded_amount_local_micro: micros().optional(),
    // Extension: a name to tell sandbox instruments apart (the reference generates one).
    description: str(255).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.end_time && v.end_time <= v.start_time)
      ctx.addIssue({
        code: "custom",
        path: ["end_time"],
        message: "end_time must be after start_time",
      });
    // Insertion orders are bounded in time and prepaid: the reference requires end_time and funded amount there.
    if (v.type === "INSERTION_ORDER" && !v.end_time)
      ctx.addIssue({
        code: "custom",
        path: ["end_time"],
        message: "end_time is required for INSERTION_ORDER",
      });
    const credit = v.type === "CREDIT_LINE" || v.type === "AGENCY_CREDIT_LINE";
    if (v.credit_limit_local_micro !== undefined && !credit)
      ctx.addIssue({
        code: "custom",
        path: ["credit_limit_local_micro"],
        message: "credit_limit_local_micro applies only to CREDIT_LINE and AGENCY_CREDIT_LINE",
      });
    if (v.funded_amount_local_micro !== undefined && v.type !== "INSERTION_ORDER")
      ctx.addIssue({
        code: "custom",
        path: ["funded_amount_local_micro"],
        message: "funded_amount_local_micro applies only to INSERTION_ORDER",
      });
  });
