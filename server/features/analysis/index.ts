/** What other features may use of analysis: everything else in this folder is its own. */
export { listCorrelations } from "./correlations";
export { consultationPdf } from "./report/consultationPdf";
