/**
 * The operationId of a call in the OpenAPI document: its method and path in camelCase, `/api`
 * left out and each `:param` read "by Param" (`GET /api/patient/study/:studyId/conditions` is
 * `getPatientStudyByStudyIdConditions`), so that generated clients name their functions after it.
 */
export function operationIdOf(call: string): string {
  const [method, path] = call.split(" ") as [string, string];
  const words = path
    .split("/")
    .filter((segment, i) => segment !== "" && !(i === 1 && segment === "api"))
    .flatMap((segment) =>
      segment.startsWith(":")
        ? ["by", ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter((word) => word !== "");
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join("");
}
