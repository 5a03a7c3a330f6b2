/**
 * The assistant that answers when no outside AI service is configured (docs/architecture.md):
 * it answers the example questions of the picker (goals, programs, symptoms, psy) from the
 * patient's own summary, in their language, and says that it is the built-in one.
 */
import type { Language } from "../../../card-schemas";
import {
  assistantTopic,
  type AssistantSummary,
  type AssistantTopic,
} from "../../../engine/assistant/assistantSummary";

interface Texts {
  intro: string;
  goalsNone: string;
  goals(list: string): string;
  goalsTip: string;
  goal(label: string, value: number, end: string): string;
  programsNone: string;
  programs(list: string): string;
  program(title: string, counter: number, duration: number): string;
  programsTip: string;
  symptomsNone: string;
  symptoms(list: string): string;
  symptom(label: string, events: number, average: number | null): string;
  symptomsTip: string;
  scoresNone: string;
  scores(list: string): string;
  score(title: string, score: number, date: string): string;
  psyTip: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    intro: "I am Outchi's built-in assistant: no AI service is connected, so I answer from your own data.",
    goalsNone: "You have no goal in progress. You can set one from the goals and symptoms settings.",
    goals: (list) => `Your goals in progress: ${list}.`,
    goalsTip: "Enter your daily values every day: each entry counts towards your goals.",
    goal: (label, value, end) => `${label} (target ${value}, until ${end})`,
    programsNone: "You do not follow any program yet: the program list has one for each goal.",
    programs: (list) => `Your programs: ${list}.`,
    program: (title, counter, duration) => `${title}, day ${counter} of ${duration}`,
    programsTip: "Your daily tasks move your programs forward; finish them to earn their rewards.",
    symptomsNone: "You do not track any symptom yet. Add the ones you live with to follow them over time.",
    symptoms: (list) => `Your symptoms over the last 30 days: ${list}.`,
    symptom: (label, events, average) =>
      average === null
        ? `${label}: no check-in`
        : `${label}: ${events} check-ins, average intensity ${average}/5`,
    symptomsTip: "Regular check-ins make the trends and correlations more reliable.",
    scoresNone: "You have not filled in any questionnaire in the last 30 days.",
    scores: (list) => `Your latest questionnaire scores: ${list}.`,
    score: (title, score, date) => `${title}: ${score} (${date})`,
    psyTip:
      "Take a few minutes to breathe and note how you feel. If you feel overwhelmed, talk to a health professional; in an emergency, call your local emergency number.",
  },
  fr: {
    intro:
      "Je suis l'assistant intégré d'Outchi : aucun service d'IA n'est connecté, je réponds donc à partir de vos propres données.",
    goalsNone:
      "Vous n'avez aucun objectif en cours. Vous pouvez en fixer un depuis les réglages des objectifs et symptômes.",
    goals: (list) => `Vos objectifs en cours : ${list}.`,
    goalsTip: "Saisissez vos valeurs chaque jour : chaque saisie compte pour vos objectifs.",
    goal: (label, value, end) => `${label} (cible ${value}, jusqu'au ${end})`,
    programsNone:
      "Vous ne suivez encore aucun programme : la liste des programmes en propose un pour chaque objectif.",
    programs: (list) => `Vos programmes : ${list}.`,
    program: (title, counter, duration) => `${title}, jour ${counter} sur ${duration}`,
    programsTip:
      "Vos tâches du jour font avancer vos programmes ; terminez-les pour gagner leurs récompenses.",
    symptomsNone:
      "Vous ne suivez encore aucun symptôme. Ajoutez ceux avec lesquels vous vivez pour les suivre dans le temps.",
    symptoms: (list) => `Vos symptômes sur les 30 derniers jours : ${list}.`,
    symptom: (label, events, average) =>
      average === null
        ? `${label} : aucun relevé`
        : `${label} : ${events} relevés, intensité moyenne ${average}/5`,
    symptomsTip: "Des relevés réguliers rendent les tendances et les corrélations plus fiables.",
    scoresNone: "Vous n'avez rempli aucun questionnaire ces 30 derniers jours.",
    scores: (list) => `Vos derniers scores aux questionnaires : ${list}.`,
    score: (title, score, date) => `${title} : ${score} (${date})`,
    psyTip:
      "Prenez quelques minutes pour respirer et noter ce que vous ressentez. Si vous vous sentez dépassé, parlez-en à un professionnel de santé ; en cas d'urgence, appelez le numéro d'urgence local.",
  },
  it: {
    intro:
      "Sono l'assistente integrato di Outchi: nessun servizio di IA è collegato, quindi rispondo a partire dai tuoi dati.",
    goalsNone: "Non hai obiettivi in corso. Puoi fissarne uno dalle impostazioni di obiettivi e sintomi.",
    goals: (list) => `I tuoi obiettivi in corso: ${list}.`,
    goalsTip: "Inserisci i tuoi valori ogni giorno: ogni inserimento conta per i tuoi obiettivi.",
    goal: (label, value, end) => `${label} (obiettivo ${value}, fino al ${end})`,
    programsNone:
      "Non segui ancora nessun programma: l'elenco dei programmi ne propone uno per ogni obiettivo.",
    programs: (list) => `I tuoi programmi: ${list}.`,
    program: (title, counter, duration) => `${title}, giorno ${counter} di ${duration}`,
    programsTip:
      "Le attività del giorno fanno avanzare i tuoi programmi; completale per ottenere le ricompense.",
    symptomsNone:
      "Non monitori ancora nessun sintomo. Aggiungi quelli con cui convivi per seguirli nel tempo.",
    symptoms: (list) => `I tuoi sintomi negli ultimi 30 giorni: ${list}.`,
    symptom: (label, events, average) =>
      average === null
        ? `${label}: nessuna rilevazione`
        : `${label}: ${events} rilevazioni, intensità media ${average}/5`,
    symptomsTip: "Rilevazioni regolari rendono tendenze e correlazioni più affidabili.",
    scoresNone: "Non hai compilato nessun questionario negli ultimi 30 giorni.",
    scores: (list) => `I tuoi ultimi punteggi ai questionari: ${list}.`,
    score: (title, score, date) => `${title}: ${score} (${date})`,
    psyTip:
      "Prenditi qualche minuto per respirare e annotare come ti senti. Se ti senti sopraffatto, parlane con un professionista della salute; in caso di emergenza, chiama il numero di emergenza locale.",
  },
  es: {
    intro:
      "Soy el asistente integrado de Outchi: no hay ningún servicio de IA conectado, así que respondo a partir de tus propios datos.",
    goalsNone:
      "No tienes ningún objetivo en curso. Puedes fijar uno desde los ajustes de objetivos y síntomas.",
    goals: (list) => `Tus objetivos en curso: ${list}.`,
    goalsTip: "Introduce tus valores cada día: cada registro cuenta para tus objetivos.",
    goal: (label, value, end) => `${label} (meta ${value}, hasta el ${end})`,
    programsNone: "Todavía no sigues ningún programa: la lista de programas tiene uno para cada objetivo.",
    programs: (list) => `Tus programas: ${list}.`,
    program: (title, counter, duration) => `${title}, día ${counter} de ${duration}`,
    programsTip: "Tus tareas del día hacen avanzar tus programas; complétalas para ganar sus recompensas.",
    symptomsNone: "Todavía no sigues ningún síntoma. Añade los que te acompañan para seguirlos en el tiempo.",
    symptoms: (list) => `Tus síntomas en los últimos 30 días: ${list}.`,
    symptom: (label, events, average) =>
      average === null
        ? `${label}: sin registros`
        : `${label}: ${events} registros, intensidad media ${average}/5`,
    symptomsTip: "Los registros regulares hacen más fiables las tendencias y las correlaciones.",
    scoresNone: "No has rellenado ningún cuestionario en los últimos 30 días.",
    scores: (list) => `Tus últimas puntuaciones en cuestionarios: ${list}.`,
    score: (title, score, date) => `${title}: ${score} (${date})`,
    psyTip:
      "Tómate unos minutos para respirar y anotar cómo te sientes. Si te sientes desbordado, habla con un profesional de la salud; en caso de emergencia, llama al número de emergencias local.",
  },
};

function body(topic: AssistantTopic, summary: AssistantSummary, t: Texts): string[] {
  switch (topic) {
    case "goals":
      return summary.goals.length === 0
        ? [t.goalsNone]
        : [t.goals(summary.goals.map((g) => t.goal(g.label, g.value, g.end)).join("; ")), t.goalsTip];
    case "programs":
      return summary.programs.length === 0
        ? [t.programsNone]
        : [
            t.programs(summary.programs.map((p) => t.program(p.title, p.counter, p.duration)).join("; ")),
            t.programsTip,
          ];
    case "symptoms":
      return summary.symptoms.length === 0
        ? [t.symptomsNone]
        : [
            t.symptoms(summary.symptoms.map((s) => t.symptom(s.label, s.events, s.average)).join("; ")),
            t.symptomsTip,
          ];
    case "psy":
      return [
        summary.questionnaires.length === 0
          ? t.scoresNone
          : t.scores(summary.questionnaires.map((q) => t.score(q.title, q.score, q.date)).join("; ")),
        t.psyTip,
      ];
  }
}

/** The built-in answer to `question`: what the summary says of the question's topic. */
export function builtInAnswer(question: string, summary: AssistantSummary, language: Language): string {
  const t = TEXTS[language];
  return [t.intro, ...body(assistantTopic(question), summary, t)].join("\n\n");
}
