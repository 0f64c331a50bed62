import { z } from "zod";
import { idParam, str } from "../../ads-kernel/fields";

/** Apart from resource.ts (database) so the console checks its form with the same schema. */
export const MAX_LANDING_URL = 1000;

export const mediaCreativeCreate = z.object({
  account_media_id: idParam(),
  line_item_id: idParam(),
  landing_url: str(MAX_LANDING_URL, "landing_url")
    .refine(
      (v) => URL.canParse(v) && ["https:", "http:"].includes(new URL(v).protocol),
      "Expected an http(s) URL such as https://shop.example/landing",
    )
    .optional(),
});
