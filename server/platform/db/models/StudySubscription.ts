import type { JSONSchema, Modifiers, RelationMappings } from "objection";
import programCalls from "../../../../card-schemas/api/programs.schema.json" with { type: "json" };
import type { SubscriptionStatus } from "../../../../card-schemas";
import { BaseModel } from "./BaseModel";
import { Study } from "./Study";

/** A patient following a program; id `<userId>_<studyId>` (docs/features/programs.md). */
export class StudySubscription extends BaseModel {
  declare id: string;
  declare userId: string;
  declare studyId: string;
  declare startDate: string;
  declare status: SubscriptionStatus;
  declare counter: number;
  declare finishedOnce: boolean;
  /** The published version of the program this subscription follows. */
  declare version: number;
  /** A newer version its author offered, until the patient accepts it. */
  declare offeredVersion: number | null;
  declare study?: Study;

  static override tableName = "study_subscriptions";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "studyId", "startDate", "status"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      studyId: { type: "string", minLength: 1 },
      startDate: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      status: { type: "string", enum: programCalls.definitions.subscriptionStatus.enum },
      counter: { type: "integer", minimum: 0 },
      finishedOnce: { type: "boolean" },
      version: { type: "integer", minimum: 1 },
      offeredVersion: { type: ["integer", "null"], minimum: 1 },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };

  static override relationMappings = (): RelationMappings => ({
    study: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Study,
      join: { from: "study_subscriptions.studyId", to: "studies.id" },
    },
  });

  /** The id the seeds give a subscription. */
  static idFor(userId: string, studyId: string): string {
    return `${userId}_${studyId}`;
  }
}
