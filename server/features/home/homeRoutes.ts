import { buildCarousel } from "./carousel";
import { route } from "../../platform/http/route";
import { buildHome } from "./home";
import { personalizationView, readPetImage, setPersonalization } from "../rewards";

export const homeRoutes = [
  route({
    call: "GET /api/patient/home",
    policy: "patient",
    tag: "patient",
    summary:
      "The home dashboard as a `home` document: the pet with its mood, today's tasks with a 7-day strip, one card per recurring symptom (30-day series, average, week-over-week %), the correlation count, the programs carousel and the news feed.",
    async handler({ user, deps }) {
      return buildHome(deps, user);
    },
  }),

  route({
    call: "GET /api/patient/personalization",
    policy: "patient",
    tag: "rewards",
    summary:
      "The pet as shown (mood, head, background, frame), the heads and backgrounds the patient may choose (the free default and those owned, by name) and the personalization effects owned, each on or off.",
    async handler({ user, deps }) {
      return personalizationView(deps, user);
    },
  }),

  route({
    call: "PUT /api/patient/personalization",
    policy: "patient",
    tag: "rewards",
    summary:
      "Dresses the pet with an owned head and/or background (or the default's id) and switches owned effects on or off; 409 NOT_OWNED for an element or effect the patient does not own, and nothing changes.",
    async handler({ user, body, deps }) {
      return setPersonalization(deps, user, body);
    },
  }),

  route({
    call: "GET /api/patient/personalization/images/:kind/:itemId",
    policy: "patient",
    tag: "rewards",
    summary:
      "The picture of an owned head or background stored as an `s3/image:` file, read through the storage adapter; 404 for anything else.",
    raw: true,
    async handler({ ctx, user, params, deps }) {
      const { contentType, bytes } = await readPetImage(deps, user, params.kind, params.itemId);
      ctx.type = contentType;
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.set("Cache-Control", "private, max-age=86400");
      return bytes;
    },
  }),

  route({
    call: "GET /api/patient/carousel",
    policy: "patient",
    tag: "patient",
    summary:
      "The home carousel document: up to 7 live studies not joined, questionnaires and authors of the patient's programs.",
    async handler({ user, deps }) {
      const data = await deps.catalog.get();
      return buildCarousel(deps.db, data, user);
    },
  }),
];
