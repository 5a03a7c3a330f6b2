import { route } from "../../platform/http/route";
import { addShopItem } from "./addShopItem";
import { listShopItems } from "./authorShop";
import { removeShopItem } from "./removeShopItem";

/** A pro author's custom shop items (docs/features/authors.md), for the pro who owns `{proId}` only. */
export const proShopRoutes = [
  route({
    call: "GET /api/pro/:proId/custom",
    policy: "pro",
    tag: "professionals",
    summary: "The author's custom shop items on sale, newest first.",
    async handler({ params, deps }) {
      return { items: await listShopItems(deps.db, params.proId) };
    },
  }),
  route({
    call: "POST /api/pro/:proId/custom",
    policy: "pro",
    tag: "professionals",
    status: 201,
    summary:
      "Puts a custom item (name, description, a picture uploaded to us) on sale in the author's shop, priced in rewards.",
    async handler({ params, body, deps }) {
      return addShopItem(deps.db, params.proId, body);
    },
  }),
  route({
    call: "DELETE /api/pro/:proId/custom/:id",
    policy: "pro",
    tag: "professionals",
    summary: "Takes one of the author's items off sale (past purchases keep it); 404 for an item not theirs.",
    async handler({ params, deps }) {
      await removeShopItem(deps.db, params.proId, params.id, deps.now());
      return {};
    },
  }),
];
