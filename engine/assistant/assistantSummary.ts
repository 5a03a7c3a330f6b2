/**
 * What the assistant knows of a patient: a summary of their own goals, programs, symptoms and
 * questionnaire scores, built from data the caller read for that patient alone. The outside AI
 * service receives `summaryText` of it; the built-in assistant answers from the same summary.
 */

import type { AssistantVariables } from "../../card-schemas";

export interface AssistantGoal {
  /** The goal's id. */
  id: string;
  /** The goal's data value, as the patient reads it. */
  label: string;
  typeOfGoal: string;
  value: number;
  /** The day after its last day. */
  end: string;
}

export interface AssistantProgram {
  /** The program's id. */
  id: string;
  title: string;
  status: string;
  /** Days done so far. */
  counter: number;
  /** The program's length in days. */
  duration: number;
}

export interface AssistantSymptom {
  label: string;
  /** Check-ins of the last 30 days. */
  events: number;
  /** Their average intensity (0 to 5), or null without any. */
  average: number | null;
}

export interface AssistantQuestionnaire {
  title: string;
  score: number;
  date: string;
}

export interface AssistantSummary {
  today: string;
  goals: AssistantGoal[];
  programs: AssistantProgram[];
  symptoms: AssistantSymptom[];
  questionnaires: AssistantQuestionnaire[];
}

/** The example-question topics of the picker (docs/features/assistant.md). */
export const ASSISTANT_TOPICS = ["goals", "programs", "symptoms", "psy"] as const;
export type AssistantTopic = (typeof ASSISTANT_TOPICS)[number];

// Word stems in the app's four languages, accents removed.
const TOPIC_STEMS: Record<Exclude<AssistantTopic, "psy">, readonly string[]> = {
  goals: ["goal", "objecti", "objeti", "obiettiv"],
  programs: ["program"],
  symptoms: ["symptom", "sintom", "pain", "douleur", "dolor"],
};

/** The topic a question is about; anything else (mood, stress, sleep…) is for the psy answer. */
export function assistantTopic(message: string): AssistantTopic {
  const text = message
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  for (const topic of ["goals", "programs", "symptoms"] as const) {
    if (TOPIC_STEMS[topic].some((stem) => text.includes(stem))) return topic;
  }
  return "psy";
}

/**
 * What an answer on `topic` points to (docs/features/assistant.md chat message variables): the program the patient
 * is on (the first in progress, else the first) for a programs question, their first goal in
 * progress for a goals question; nothing for the others.
 */
export function assistantVariables(
  topic: AssistantTopic,
  summary: AssistantSummary,
): AssistantVariables | null {
  if (topic === "programs") {
    const program = summary.programs.find((p) => p.status === "INPROGRESS") ?? summary.programs[0];
    return program ? { studyId: program.id } : null;
  }
  if (topic === "goals") {
    const goal = summary.goals[0];
    return goal ? { personalGoal: goal.id } : null;
  }
  return null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The average of intensities, one decimal, or null for none. */
export function averageIntensity(intensities: readonly number[]): number | null {
  if (intensities.length === 0) return null;
  return round1(intensities.reduce((sum, n) => sum + n, 0) / intensities.length);
}

/**
 * The summary as the plain text sent to the outside AI service: one line per fact, no names, ids,
 * emails or anything that identifies the patient.
 */
export function summaryText(summary: AssistantSummary): string {
  const lines = [`Today: ${summary.today}.`];
  lines.push(
    summary.goals.length === 0
      ? "Goals in progress: none."
      : `Goals in progress: ${summary.goals
          .map((g) => `${g.label} (${g.typeOfGoal}, target ${g.value}, until ${g.end})`)
          .join("; ")}.`,
  );
  lines.push(
    summary.programs.length === 0
      ? "Programs: none."
      : `Programs: ${summary.programs
          .map((p) => `${p.title} (${p.status}, day ${p.counter} of ${p.duration})`)
          .join("; ")}.`,
  );
  lines.push(
    summary.symptoms.length === 0
      ? "Tracked symptoms: none."
      : `Tracked symptoms, last 30 days: ${summary.symptoms
          .map((s) =>
            s.average === null
              ? `${s.label} (no check-in)`
              : `${s.label} (${s.events} check-ins, average intensity ${s.average}/5)`,
          )
          .join("; ")}.`,
  );
  lines.push(
    summary.questionnaires.length === 0
      ? "Questionnaires, last 30 days: none."
      : `Questionnaires, last 30 days: ${summary.questionnaires
          .map((q) => `${q.title} score ${q.score} on ${q.date}`)
          .join("; ")}.`,
  );
  return lines.join("\n");
}
