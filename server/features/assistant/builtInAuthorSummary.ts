/**
 * The built-in assistant's summary of a patient's data for their author (no AI service
 * configured): the same summary the patient's assistant answers from, told in the third person,
 * in the pro's language, saying that it is the built-in one.
 */
import type { Language } from "../../../card-schemas";
import type { AssistantSummary } from "../../../engine/assistant/assistantSummary";

interface Texts {
  intro: string;
  goalsNone: string;
  goals(list: string): string;
  goal(label: string, value: number, end: string): string;
  programsNone: string;
  programs(list: string): string;
  program(title: string, counter: number, duration: number): string;
  symptomsNone: string;
  symptoms(list: string): string;
  symptom(label: string, events: number, average: number | null): string;
  scoresNone: string;
  scores(list: string): string;
  score(title: string, score: number, date: string): string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    intro: "Built-in assistant (no AI service connected): a summary of this patient's own data.",
    goalsNone: "No goal in progress.",
    goals: (list) => `Goals in progress: ${list}.`,
    goal: (label, value, end) => `${label} (target ${value}, until ${end})`,
    programsNone: "No program followed.",
    programs: (list) => `Programs: ${list}.`,
    program: (title, counter, duration) => `${title}, day ${counter} of ${duration}`,
    symptomsNone: "No symptom tracked.",
    symptoms: (list) => `Symptoms over the last 30 days: ${list}.`,
    symptom: (label, events, average) =>
      average === null
        ? `${label}: no check-in`
        : `${label}: ${events} check-ins, average intensity ${average}/5`,
    scoresNone: "No questionnaire in the last 30 days.",
    scores: (list) => `Latest questionnaire scores: ${list}.`,
    score: (title, score, date) => `${title}: ${score} (${date})`,
  },
  fr: {
    intro: "Assistant intégré (aucun service d'IA connecté) : un résumé des propres données de ce patient.",
    goalsNone: "Aucun objectif en cours.",
    goals: (list) => `Objectifs en cours : ${list}.`,
    goal: (label, value, end) => `${label} (cible ${value}, jusqu'au ${end})`,
    programsNone: "Aucun programme suivi.",
    programs: (list) => `Programmes : ${list}.`,
    program: (title, counter, duration) => `${title}, jour ${counter} sur ${duration}`,
    symptomsNone: "Aucun symptôme suivi.",
    symptoms: (list) => `Symptômes sur les 30 derniers jours : ${list}.`,
    symptom: (label, events, average) =>
      average === null
        ? `${label} : aucun relevé`
        : `${label} : ${events} relevés, intensité moyenne ${average}/5`,
    scoresNone: "Aucun questionnaire ces 30 derniers jours.",
    scores: (list) => `Derniers scores aux questionnaires : ${list}.`,
    score: (title, score, date) => `${title} : ${score} (${date})`,
  },
  it: {
    intro:
      "Assistente integrato (nessun servizio di IA collegato): un riepilogo dei dati di questo paziente.",
    goalsNone: "Nessun obiettivo in corso.",
    goals: (list) => `Obiettivi in corso: ${list}.`,
    goal: (label, value, end) => `${label} (obiettivo ${value}, fino al ${end})`,
    programsNone: "Nessun programma seguito.",
    programs: (list) => `Programmi: ${list}.`,
    program: (title, counter, duration) => `${title}, giorno ${counter} di ${duration}`,
    symptomsNone: "Nessun sintomo monitorato.",
    symptoms: (list) => `Sintomi negli ultimi 30 giorni: ${list}.`,
    symptom: (label, events, average) =>
      average === null
        ? `${label}: nessuna rilevazione`
        : `${label}: ${events} rilevazioni, intensità media ${average}/5`,
    scoresNone: "Nessun questionario negli ultimi 30 giorni.",
    scores: (list) => `Ultimi punteggi ai questionari: ${list}.`,
    score: (title, score, date) => `${title}: ${score} (${date})`,
  },
  es: {
    intro: "Asistente integrado (ningún servicio de IA conectado): un resumen de los datos de este paciente.",
    goalsNone: "Ningún objetivo en curso.",
    goals: (list) => `Objetivos en curso: ${list}.`,
    goal: (label, value, end) => `${label} (meta ${value}, hasta el ${end})`,
    programsNone: "Ningún programa seguido.",
    programs: (list) => `Programas: ${list}.`,
    program: (title, counter, duration) => `${title}, día ${counter} de ${duration}`,
    symptomsNone: "Ningún síntoma registrado.",
    symptoms: (list) => `Síntomas en los últimos 30 días: ${list}.`,
    symptom: (label, events, average) =>
      average === null
        ? `${label}: sin registros`
        : `${label}: ${events} registros, intensidad media ${average}/5`,
    scoresNone: "Ningún cuestionario en los últimos 30 días.",
    scores: (list) => `Últimas puntuaciones de cuestionarios: ${list}.`,
    score: (title, score, date) => `${title}: ${score} (${date})`,
  },
};

export function builtInAuthorSummary(summary: AssistantSummary, language: Language): string {
  const t = TEXTS[language];
  const list = <T>(
    items: readonly T[],
    none: string,
    all: (text: string) => string,
    one: (item: T) => string,
  ) => (items.length === 0 ? none : all(items.map(one).join("; ")));
  return [
    t.intro,
    list(summary.symptoms, t.symptomsNone, t.symptoms, (s) => t.symptom(s.label, s.events, s.average)),
    list(summary.questionnaires, t.scoresNone, t.scores, (q) => t.score(q.title, q.score, q.date)),
    list(summary.goals, t.goalsNone, t.goals, (g) => t.goal(g.label, g.value, g.end)),
    list(summary.programs, t.programsNone, t.programs, (p) => t.program(p.title, p.counter, p.duration)),
  ].join("\n\n");
}
