/**
 * The texts of the consultation PDF (GET /api/patient/export?format=pdf), in the patient's language
 * (docs/features/analysis.md). The server writes the file, so its words live here, not in the
 * renderer's catalogs.
 */
import type { Language } from "../../../platform/db/models";

export interface ReportTexts {
  title: string;
  /** A name and what follows it ("Mood: Good"; French puts a space before the colon). */
  entry: (name: string, value: string) => string;
  period: (from: string, to: string) => string;
  madeOn: (day: string) => string;
  patient: (name: string) => string;
  analysis: string;
  symptoms: string;
  symptomSummary: (days: number, mean: string, highest: string) => string;
  values: string;
  valueDays: (days: number) => string;
  valueMean: (mean: string) => string;
  valueRange: (lowest: string, highest: string) => string;
  correlations: string;
  pairFound: (symptom: string, value: string, days: number) => string;
  pairNone: (symptom: string, value: string, days: number) => string;
  noPairs: string;
  journal: string;
  nothingRecorded: string;
  medication: string;
  questionnaire: (title: string, score: string) => string;
  yes: string;
  no: string;
  caveat: string;
}

const days = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const REPORT_TEXTS: Record<Language, ReportTexts> = {
  en: {
    title: "My journal and analysis",
    entry: (name, value) => `${name}: ${value}`,
    period: (from, to) => `From ${from} to ${to}`,
    madeOn: (day) => `Made on ${day}`,
    patient: (name) => `Patient: ${name}`,
    analysis: "Analysis",
    symptoms: "Symptoms",
    symptomSummary: (n, mean, highest) =>
      `${days(n, "day", "days")} recorded, mean intensity ${mean} / 5, highest ${highest} / 5`,
    values: "Daily values",
    valueDays: (n) => `${days(n, "day", "days")} recorded`,
    valueMean: (mean) => `mean ${mean}`,
    valueRange: (lowest, highest) => `from ${lowest} to ${highest}`,
    correlations: "Correlations between symptoms and daily values",
    pairFound: (symptom, value, n) =>
      `${symptom} and ${value}: association found (N = ${days(n, "day", "days")} with both)`,
    pairNone: (symptom, value, n) =>
      `${symptom} and ${value}: no association found (N = ${days(n, "day", "days")} with both)`,
    noPairs: "Not enough days with both a symptom and a daily value to compare them.",
    journal: "Journal",
    nothingRecorded: "Nothing was recorded in this period.",
    medication: "Medication taken",
    questionnaire: (title, score) => `${title}: score ${score}`,
    yes: "Yes",
    no: "No",
    caveat:
      "A correlation is not a cause: these figures are the patient's own records, to talk over together.",
  },
  fr: {
    title: "Mon journal et mes analyses",
    entry: (name, value) => `${name} : ${value}`,
    period: (from, to) => `Du ${from} au ${to}`,
    madeOn: (day) => `Établi le ${day}`,
    patient: (name) => `Patient : ${name}`,
    analysis: "Analyses",
    symptoms: "Symptômes",
    symptomSummary: (n, mean, highest) =>
      `${days(n, "jour renseigné", "jours renseignés")}, intensité moyenne ${mean} / 5, maximale ${highest} / 5`,
    values: "Valeurs quotidiennes",
    valueDays: (n) => `${days(n, "jour renseigné", "jours renseignés")}`,
    valueMean: (mean) => `moyenne ${mean}`,
    valueRange: (lowest, highest) => `de ${lowest} à ${highest}`,
    correlations: "Corrélations entre symptômes et valeurs quotidiennes",
    pairFound: (symptom, value, n) =>
      `${symptom} et ${value} : association trouvée (N = ${days(n, "jour", "jours")} avec les deux)`,
    pairNone: (symptom, value, n) =>
      `${symptom} et ${value} : aucune association trouvée (N = ${days(n, "jour", "jours")} avec les deux)`,
    noPairs: "Pas assez de jours avec à la fois un symptôme et une valeur quotidienne pour les comparer.",
    journal: "Journal",
    nothingRecorded: "Rien n'a été renseigné sur cette période.",
    medication: "Médicament pris",
    questionnaire: (title, score) => `${title} : score ${score}`,
    yes: "Oui",
    no: "Non",
    caveat:
      "Une corrélation n'est pas une cause : ces chiffres sont les relevés du patient, à discuter ensemble.",
  },
  it: {
    title: "Il mio diario e le mie analisi",
    entry: (name, value) => `${name}: ${value}`,
    period: (from, to) => `Dal ${from} al ${to}`,
    madeOn: (day) => `Creato il ${day}`,
    patient: (name) => `Paziente: ${name}`,
    analysis: "Analisi",
    symptoms: "Sintomi",
    symptomSummary: (n, mean, highest) =>
      `${days(n, "giorno registrato", "giorni registrati")}, intensità media ${mean} / 5, massima ${highest} / 5`,
    values: "Valori quotidiani",
    valueDays: (n) => days(n, "giorno registrato", "giorni registrati"),
    valueMean: (mean) => `media ${mean}`,
    valueRange: (lowest, highest) => `da ${lowest} a ${highest}`,
    correlations: "Correlazioni tra sintomi e valori quotidiani",
    pairFound: (symptom, value, n) =>
      `${symptom} e ${value}: associazione trovata (N = ${days(n, "giorno", "giorni")} con entrambi)`,
    pairNone: (symptom, value, n) =>
      `${symptom} e ${value}: nessuna associazione trovata (N = ${days(n, "giorno", "giorni")} con entrambi)`,
    noPairs: "Non ci sono abbastanza giorni con un sintomo e un valore quotidiano per confrontarli.",
    journal: "Diario",
    nothingRecorded: "Nulla è stato registrato in questo periodo.",
    medication: "Farmaco assunto",
    questionnaire: (title, score) => `${title}: punteggio ${score}`,
    yes: "Sì",
    no: "No",
    caveat:
      "Una correlazione non è una causa: queste cifre sono le registrazioni del paziente, da discutere insieme.",
  },
  es: {
    title: "Mi diario y mis análisis",
    entry: (name, value) => `${name}: ${value}`,
    period: (from, to) => `Del ${from} al ${to}`,
    madeOn: (day) => `Creado el ${day}`,
    patient: (name) => `Paciente: ${name}`,
    analysis: "Análisis",
    symptoms: "Síntomas",
    symptomSummary: (n, mean, highest) =>
      `${days(n, "día registrado", "días registrados")}, intensidad media ${mean} / 5, máxima ${highest} / 5`,
    values: "Valores diarios",
    valueDays: (n) => days(n, "día registrado", "días registrados"),
    valueMean: (mean) => `media ${mean}`,
    valueRange: (lowest, highest) => `de ${lowest} a ${highest}`,
    correlations: "Correlaciones entre síntomas y valores diarios",
    pairFound: (symptom, value, n) =>
      `${symptom} y ${value}: asociación encontrada (N = ${days(n, "día", "días")} con ambos)`,
    pairNone: (symptom, value, n) =>
      `${symptom} y ${value}: ninguna asociación encontrada (N = ${days(n, "día", "días")} con ambos)`,
    noPairs: "No hay suficientes días con un síntoma y un valor diario para compararlos.",
    journal: "Diario",
    nothingRecorded: "No se registró nada en este periodo.",
    medication: "Medicamento tomado",
    questionnaire: (title, score) => `${title}: puntuación ${score}`,
    yes: "Sí",
    no: "No",
    caveat:
      "Una correlación no es una causa: estas cifras son los registros del paciente, para comentarlos juntos.",
  },
};
