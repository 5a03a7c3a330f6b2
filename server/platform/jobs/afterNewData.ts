/**
 * "After new data": a write path that recorded a patient's symptom event, daily value, medication
 * intake or questionnaire calls this once its transaction has committed. Both patient jobs are
 * queued a little later and coalesce per patient (queues.ts), so a burst of entries makes one run.
 * Never throws: the entry is recorded whatever becomes of its job (JobQueue.enqueue logs).
 */
import type { JobQueue } from "./jobQueue";
import { PATIENT_JOBS } from "./queues";

export async function afterNewData(jobs: JobQueue, patientId: string): Promise<void> {
  await Promise.all(PATIENT_JOBS.map((name) => jobs.enqueue(name, patientId)));
}
