import { z } from "zod";
import { idParam } from "../../ads-kernel/fields";

/** Apart from resource.ts (database) so the console checks its form with the same schema. */
export const promotedAccountCreate = z.object({
  line_item_id: idParam(),
  user_id: idParam().pipe(z.string().regex(/^\d{1,19}$/, "Expected a numeric user id (a long)")),
});
