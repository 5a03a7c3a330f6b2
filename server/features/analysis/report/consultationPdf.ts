/**
 * The consultation PDF (GET /api/patient/export?format=pdf): the report's blocks
 * (consultationReport.ts) laid out with PDFKit on A4 pages, in the patient's language, the title in
 * the file's metadata too.
 */
import PDFDocument from "pdfkit";
import type { AppDeps } from "../../../appDeps";
import type { User } from "../../../platform/db/models";
import { consultationReport, type ReportBlock } from "./consultationReport";

const MARGIN = 56;
/** Font and size of each kind of block (PDFKit's built-in Helvetica covers the four languages). */
const STYLE: Record<ReportBlock["kind"], { font: string; size: number; gapBefore: number }> = {
  title: { font: "Helvetica-Bold", size: 20, gapBefore: 0 },
  heading: { font: "Helvetica-Bold", size: 15, gapBefore: 1 },
  subheading: { font: "Helvetica-Bold", size: 11.5, gapBefore: 0.6 },
  text: { font: "Helvetica", size: 10, gapBefore: 0.2 },
  item: { font: "Helvetica", size: 10, gapBefore: 0.1 },
};

/** Lays the blocks out into a PDF file. */
export function renderReportPdf(blocks: readonly ReportBlock[], language: string): Promise<Buffer> {
  const title = blocks.find((block) => block.kind === "title")?.text ?? "";
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, lang: language, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const block of blocks) {
    const style = STYLE[block.kind];
    // Intl groups French thousands with a narrow no-break space, which the built-in fonts lack.
    const text = block.text.replaceAll("\u202f", "\u00a0");
    doc.moveDown(style.gapBefore).font(style.font).fontSize(style.size);
    doc.text(block.kind === "item" ? `•  ${text}` : text, { paragraphGap: block.kind === "item" ? 1 : 2 });
  }
  doc.end();
  return done;
}

/** The patient's journal and analysis as a PDF, in their language. */
export async function consultationPdf(deps: AppDeps, user: User): Promise<Buffer> {
  return renderReportPdf(await consultationReport(deps, user), user.language);
}
