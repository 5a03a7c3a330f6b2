/**
 * A connection's shared series as a PDF (POST /api/external/{key}/export, format pdf): whose data,
 * the period, then each kind the connection shares with its series and their values by day, in the
 * reader's language. The server writes the file, so its words live here.
 */
import PDFDocument from "pdfkit";
import type { Language, SharedData } from "../../../card-schemas";

interface PdfTexts {
  title: string;
  patient: (name: string) => string;
  period: (from: string, to: string) => string;
  kinds: Record<"symptoms" | "medicationIntakes" | "triggers" | "questionnaires", string>;
  /** What each kind's value is. */
  values: Record<"symptoms" | "medicationIntakes" | "triggers" | "questionnaires", string>;
  nothing: string;
  entry: (name: string, value: string) => string;
}

const PDF_TEXTS: Record<Language, PdfTexts> = {
  en: {
    title: "Shared health data",
    patient: (name) => `Patient: ${name}`,
    period: (from, to) => `From ${from} to ${to}`,
    kinds: {
      symptoms: "Symptoms",
      medicationIntakes: "Medication intakes",
      triggers: "Triggers",
      questionnaires: "Questionnaires",
    },
    values: {
      symptoms: "highest intensity of the day (0 to 5)",
      medicationIntakes: "intakes of the day",
      triggers: "symptom events it set off that day",
      questionnaires: "latest score of the day",
    },
    nothing: "Nothing recorded in this period.",
    entry: (name, value) => `${name}: ${value}`,
  },
  fr: {
    title: "Données de santé partagées",
    patient: (name) => `Patient\u00a0: ${name}`,
    period: (from, to) => `Du ${from} au ${to}`,
    kinds: {
      symptoms: "Symptômes",
      medicationIntakes: "Prises de médicaments",
      triggers: "Déclencheurs",
      questionnaires: "Questionnaires",
    },
    values: {
      symptoms: "intensité la plus forte du jour (0 à 5)",
      medicationIntakes: "prises du jour",
      triggers: "symptômes déclenchés ce jour-là",
      questionnaires: "dernier score du jour",
    },
    nothing: "Rien n’a été enregistré sur cette période.",
    entry: (name, value) => `${name}\u00a0: ${value}`,
  },
  it: {
    title: "Dati sanitari condivisi",
    patient: (name) => `Paziente: ${name}`,
    period: (from, to) => `Dal ${from} al ${to}`,
    kinds: {
      symptoms: "Sintomi",
      medicationIntakes: "Assunzioni di farmaci",
      triggers: "Fattori scatenanti",
      questionnaires: "Questionari",
    },
    values: {
      symptoms: "intensità massima del giorno (da 0 a 5)",
      medicationIntakes: "assunzioni del giorno",
      triggers: "sintomi scatenati quel giorno",
      questionnaires: "ultimo punteggio del giorno",
    },
    nothing: "Nulla è stato registrato in questo periodo.",
    entry: (name, value) => `${name}: ${value}`,
  },
  es: {
    title: "Datos de salud compartidos",
    patient: (name) => `Paciente: ${name}`,
    period: (from, to) => `Del ${from} al ${to}`,
    kinds: {
      symptoms: "Síntomas",
      medicationIntakes: "Tomas de medicamentos",
      triggers: "Desencadenantes",
      questionnaires: "Cuestionarios",
    },
    values: {
      symptoms: "intensidad más alta del día (de 0 a 5)",
      medicationIntakes: "tomas del día",
      triggers: "síntomas desencadenados ese día",
      questionnaires: "última puntuación del día",
    },
    nothing: "No se registró nada en este periodo.",
    entry: (name, value) => `${name}: ${value}`,
  },
};

const KINDS = ["symptoms", "medicationIntakes", "triggers", "questionnaires"] as const;

/** The shared data laid out on A4 pages (PDFKit's built-in Helvetica covers the four languages). */
export function sharedDataPdf(data: SharedData, language: Language): Promise<Buffer> {
  const t = PDF_TEXTS[language];
  const dayFormat = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  // Intl may use a narrow no-break space, which the built-in fonts lack.
  const day = (value: string) =>
    dayFormat.format(new Date(`${value}T12:00:00Z`)).replaceAll("\u202f", "\u00a0");
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const title = `${t.title} — ${data.patient}`;
  const doc = new PDFDocument({ size: "A4", margin: 56, lang: language, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(20).text(t.title);
  doc.moveDown(0.4).font("Helvetica").fontSize(11).text(t.patient(data.patient));
  doc.text(t.period(day(data.from), day(data.to)));
  for (const kind of KINDS) {
    const series = data[kind];
    if (!series) continue;
    doc.moveDown(1).font("Helvetica-Bold").fontSize(15).text(t.kinds[kind]);
    doc.font("Helvetica").fontSize(9).fillColor("#555555").text(t.values[kind]).fillColor("#000000");
    if (series.length === 0) doc.moveDown(0.3).fontSize(10).text(t.nothing);
    for (const one of series) {
      doc.moveDown(0.5).font("Helvetica-Bold").fontSize(11.5).text(one.label);
      doc.font("Helvetica").fontSize(10);
      for (const point of one.points) doc.text(`•  ${t.entry(day(point.date), numbers.format(point.value))}`);
    }
  }
  doc.end();
  return done;
}
