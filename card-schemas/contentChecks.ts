/**
 * The rules of content files that JSON Schema cannot say: ids unique within a file, translation keys
 * that point at real steps, actions and params, rewards that add up. Runs after the schema passed.
 */
import type {
  AuthorCatalogue,
  AuthorMessageCatalogue,
  AwardCatalogue,
  ChoiceTaskParams,
  CommunityQuestionCatalogue,
  DataValueCatalogue,
  GiftCodeCatalogue,
  MedicationCatalogue,
  NewsCatalogue,
  ProgramContent,
  QuestionnaireContent,
  ShopObjectCatalogue,
  SurveyOfferCatalogue,
  SymptomCatalogue,
} from "./generated";

interface Issue {
  path: string;
  message: string;
}

type Kind =
  | "program"
  | "authors"
  | "dataValues"
  | "symptoms"
  | "medications"
  | "communityQuestions"
  | "questionnaire"
  | "authorMessages"
  | "news"
  | "shopObjects"
  | "giftCodes"
  | "surveyOffers"
  | "petDefaults"
  | "awards";

/** Value types whose entry is a list of options, one per intensity (a select) or per flag (a multiselect). */
const OPTION_TYPES = new Set(["INTENSITY_SELECT", "MULTISELECT"]);
/** Value types whose levels, 0 to maxIntensity, may be named (a scale read back as words). */
const LEVEL_TYPES = new Set(["INTENSITY", "INTENSITY_IN_LINE", "INTENSITY_BULLET", "ONOFF"]);

function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

function uniqueBy<T>(
  items: readonly T[],
  key: (item: T) => string,
  path: (index: number) => string,
): Issue[] {
  const first = new Map<string, number>();
  const issues: Issue[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    const previous = first.get(value);
    if (previous === undefined) first.set(value, index);
    else issues.push({ path: path(index), message: `duplicates the one at index ${previous}` });
  });
  return issues;
}

/** Follows a dotted params path (choices.0.label) and tells whether it ends on a string. */
function isStringAt(params: unknown, dotted: string): boolean {
  let node = params;
  for (const segment of dotted.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === "string";
}

function checkTranslations(program: ProgramContent): Issue[] {
  const issues: Issue[] = [];
  const steps = new Set(program.steps.map((step) => step.stepId));
  const actions = new Map(program.actionsJournal.map((action) => [action.uniqueId, action]));
  for (const language of program.languages) {
    if (!program.translations[language]) {
      issues.push({
        path: pointer("translations", language),
        message: `is required: ${language} is in languages`,
      });
    }
  }
  for (const [language, texts] of Object.entries(program.translations)) {
    for (const key of Object.keys(texts ?? {})) {
      const path = pointer("translations", language, key);
      const [scope, id = "", field, ...rest] = key.split(".");
      if (scope === "steps" && !steps.has(id)) issues.push({ path, message: `no step ${id}` });
      if (scope !== "actions") continue;
      const action = actions.get(id);
      if (!action) issues.push({ path, message: `no action ${id}` });
      else if (field === "params" && !isStringAt(action.params, rest.join("."))) {
        issues.push({ path, message: `params of ${id} have no text at ${rest.join(".")}` });
      }
    }
  }
  return issues;
}

function checkProgram(program: ProgramContent): Issue[] {
  const journal = program.actionsJournal;
  const issues: Issue[] = [
    ...uniqueBy(
      journal,
      (a) => a.uniqueId,
      (i) => pointer("actionsJournal", i, "uniqueId"),
    ),
    ...uniqueBy(
      program.steps,
      (s) => s.stepId,
      (i) => pointer("steps", i, "stepId"),
    ),
  ];
  journal.forEach((action, index) => {
    if (action.day > program.studyDuration) {
      issues.push({
        path: pointer("actionsJournal", index, "day"),
        message: `is after the last day of the program (${program.studyDuration})`,
      });
    }
    if (action.taskType === "CHOICE") {
      const { choices } = action.params as unknown as ChoiceTaskParams;
      issues.push(
        ...uniqueBy(
          choices,
          (c) => c.id,
          (i) => pointer("actionsJournal", index, "params", "choices", i, "id"),
        ),
      );
    }
  });
  const dependency = program.dependencies.indexOf(program.id);
  if (dependency >= 0)
    issues.push({ path: pointer("dependencies", dependency), message: "a program cannot depend on itself" });
  const total =
    journal.reduce((sum, action) => sum + action.rewards, 0) + (program.victoryConditions.bonusRewards ?? 0);
  if (program.maxReward !== total) {
    issues.push({
      path: "/maxReward",
      message: `must be ${total}: the rewards of the actions plus the victory bonus`,
    });
  }
  return [...issues, ...checkTranslations(program)];
}

function checkDataValues(values: DataValueCatalogue): Issue[] {
  const issues: Issue[] = [
    ...uniqueBy(
      values,
      (v) => v.id,
      (i) => pointer(i, "id"),
    ),
    ...uniqueBy(
      values,
      (v) => v.value,
      (i) => pointer(i, "value"),
    ),
  ];
  values.forEach((value, index) => {
    for (const [language, label] of Object.entries(value.labels)) {
      const path = pointer(index, "labels", language, "options");
      if (!OPTION_TYPES.has(value.type)) {
        if (label.options)
          issues.push({ path, message: `is only for ${[...OPTION_TYPES].join(" and ")} values` });
      } else if (label.options?.length !== value.maxIntensity) {
        issues.push({ path, message: `must list ${value.maxIntensity} options (maxIntensity)` });
      }
      if (!label.levels) continue;
      const levelsPath = pointer(index, "labels", language, "levels");
      if (!LEVEL_TYPES.has(value.type))
        issues.push({ path: levelsPath, message: `is only for ${[...LEVEL_TYPES].join(", ")} values` });
      else if (label.levels.length !== value.maxIntensity + 1)
        issues.push({
          path: levelsPath,
          message: `must name ${value.maxIntensity + 1} levels (0 to maxIntensity)`,
        });
    }
  });
  return issues;
}

/** Question ids are unique, and so are the choice ids of each question. */
function checkCommunityQuestions(questions: CommunityQuestionCatalogue): Issue[] {
  return [
    ...uniqueBy(
      questions,
      (q) => q.id,
      (i) => pointer(i, "id"),
    ),
    ...questions.flatMap((question, index) =>
      uniqueBy(
        question.choices ?? [],
        (c) => c.id,
        (i) => pointer(index, "choices", i, "id"),
      ),
    ),
  ];
}

/** Ids unique; options given exactly to choice questions; number bounds in order. */
function checkQuestionnaire(questionnaire: QuestionnaireContent): Issue[] {
  const { questions } = questionnaire;
  return [
    ...uniqueBy(
      questions,
      (q) => q.id,
      (i) => pointer("questions", i, "id"),
    ),
    ...questions.flatMap((question, index): Issue[] => {
      const choice = question.answerType === "single" || question.answerType === "multiple";
      const issues = uniqueBy(
        question.options ?? [],
        (o) => o.id,
        (i) => pointer("questions", index, "options", i, "id"),
      );
      if (choice !== (question.options !== undefined)) {
        const message = choice ? "a choice question needs options" : "only choice questions take options";
        issues.push({ path: pointer("questions", index, "options"), message });
      }
      if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
        issues.push({ path: pointer("questions", index, "max"), message: "must not be below min" });
      }
      return issues;
    }),
  ];
}

/** Checks a content file that already passed its schema. */
export function checkContent(kind: Kind, data: unknown): Issue[] {
  switch (kind) {
    case "program":
      return checkProgram(data as ProgramContent);
    case "dataValues":
      return checkDataValues(data as DataValueCatalogue);
    case "authors":
      return uniqueBy(
        data as AuthorCatalogue,
        (a) => a.id,
        (i) => pointer(i, "id"),
      );
    case "symptoms":
      return uniqueBy(
        data as SymptomCatalogue,
        (s) => s.id,
        (i) => pointer(i, "id"),
      );
    case "medications":
      return uniqueBy(
        data as MedicationCatalogue,
        (m) => m.id,
        (i) => pointer(i, "id"),
      );
    case "communityQuestions":
      return checkCommunityQuestions(data as CommunityQuestionCatalogue);
    case "questionnaire":
      return checkQuestionnaire(data as QuestionnaireContent);
    case "authorMessages":
      return uniqueBy(
        data as AuthorMessageCatalogue,
        (m) => m.id,
        (i) => pointer(i, "id"),
      );
    case "news":
      return uniqueBy(
        data as NewsCatalogue,
        (n) => n.id,
        (i) => pointer(i, "id"),
      );
    case "shopObjects":
      return uniqueBy(
        data as ShopObjectCatalogue,
        (o) => o.id,
        (i) => pointer(i, "id"),
      );
    case "giftCodes":
      return uniqueBy(
        data as GiftCodeCatalogue,
        (c) => c.code,
        (i) => pointer(i, "code"),
      );
    case "surveyOffers":
      return uniqueBy(
        data as SurveyOfferCatalogue,
        (o) => o.id,
        (i) => pointer(i, "id"),
      );
    case "petDefaults":
      // One head and one background: the schema says all there is to say.
      return [];
    case "awards":
      return [
        ...uniqueBy(
          data as AwardCatalogue,
          (a) => a.id,
          (i) => pointer(i, "id"),
        ),
        ...uniqueBy(
          (data as AwardCatalogue).flatMap((a) => (a.customization ? [a.customization.id] : [])),
          (id) => id,
          () => "/customization/id",
        ),
      ];
  }
}
