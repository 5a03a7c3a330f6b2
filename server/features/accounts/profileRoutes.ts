import { presentUser } from "./present";
import { route } from "../../platform/http/route";
import { giveConsent } from "./giveConsent";
import { readProfile } from "./profile";
import { readConsents } from "./profileConsents";
import { saveLanguage } from "./saveLanguage";
import { saveProfile } from "./saveProfile";

export const profileRoutes = [
  route({
    call: "GET /api/patient/profile",
    policy: "patient",
    tag: "profile",
    summary:
      "The profile fields, their completion (floor of 100 × filled / 9 over the nine fields of docs/features/accounts.md) and the fields still missing.",
    async handler({ user, deps }) {
      return readProfile(deps, user);
    },
  }),

  route({
    call: "PUT /api/patient/profile",
    policy: "patient",
    tag: "profile",
    summary:
      "Saves the profile form. 400 naming each required input left empty (firstName, dateOfBirth, gender, country, zipcode), a telephone that is not one (a French 0… number is stored as +33…) or a date of birth to come.",
    async handler({ user, body, deps }) {
      return saveProfile(deps, user, body);
    },
  }),

  route({
    call: "POST /api/patient/profile/update",
    policy: "patient",
    tag: "profile",
    summary: "Called after profile edits: answers the recomputed profile and completion.",
    async handler({ user, deps }) {
      return readProfile(deps, user);
    },
  }),

  route({
    call: "GET /api/patient/consents",
    policy: "patient",
    tag: "profile",
    summary: "The consents the profile offers and any other the patient gave, each given or not.",
    async handler({ user, deps }) {
      return readConsents(deps, user);
    },
  }),

  route({
    call: "POST /api/patient/consents",
    policy: "patient",
    tag: "profile",
    summary:
      "Gives a consent the profile offers (once given it cannot be withdrawn here); 400 for a consent it does not offer.",
    async handler({ user, body, deps }) {
      return giveConsent(deps, user, body.consentID);
    },
  }),

  route({
    call: "PUT /api/patient/language",
    // Any account has a language: pros and admins read their pages in it too.
    policy: "signedIn",
    tag: "profile",
    summary: "Sets the app's language (fr, en, it or es) on the account, whatever its role.",
    async handler({ user, body, deps }) {
      return { user: presentUser(await saveLanguage(deps, user, body.language)) };
    },
  }),
];
