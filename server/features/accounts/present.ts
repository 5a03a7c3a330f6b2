import type { User as UserView } from "../../../card-schemas";
import type { User } from "../../platform/db/models";

/** The account as the API shows it: an explicit list of fields, never the password hash. */
export function presentUser(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    language: user.language,
    timeZone: user.timeZone,
    ...(user.name ? { name: user.name } : {}),
    ...(user.authorId ? { authorId: user.authorId } : {}),
  };
}
