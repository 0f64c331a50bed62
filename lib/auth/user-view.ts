import { users } from "@/lib/db/schema";

/** What a caller carries of its user (Caller.user); createdAt too, since verify_credentials answers it. */
export const userViewColumns = {
  id: users.id,
  screenName: users.screenName,
  name: users.name,
  createdAt: users.createdAt,
};
