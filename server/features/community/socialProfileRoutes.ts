import { route } from "../../platform/http/route";
import { chooseSocialTitle } from "./chooseSocialTitle";
import { readSocialProfile } from "./readSocialProfile";
import { saveSocialProfile } from "./saveSocialProfile";

/** The patient's social profile: how they show in the community. */
export const socialProfileRoutes = [
  route({
    call: "GET /api/patient/socialProfile",
    policy: "patient",
    tag: "profile",
    summary: "The social profile (created empty the first time) and the titles the patient earned.",
    async handler({ user, deps }) {
      return readSocialProfile(deps, user);
    },
  }),

  route({
    call: "PUT /api/patient/socialProfile",
    policy: "patient",
    tag: "profile",
    summary: "Saves the pseudo (cut to 30 characters) and the bio (cut to 150).",
    async handler({ user, body, deps }) {
      return saveSocialProfile(deps, user, body);
    },
  }),

  route({
    call: "POST /api/patient/socialProfile/title",
    policy: "patient",
    tag: "profile",
    summary:
      "Shows the social title of a claimed award on the social profile (null shows none); 409 TITLE_NOT_EARNED for a title not earned.",
    async handler({ user, body, deps }) {
      return chooseSocialTitle(deps, user, body.title);
    },
  }),
];
