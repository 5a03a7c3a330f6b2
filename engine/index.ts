/** The public surface of the engine: pure rules of the seeds, no I/O. */
export * from "./constants";
export * from "./dates";
export * from "./luckyWheel";
export * from "./cardCompletion";
export * from "./localize";
export * from "./dailyQueue";
export * from "./programAvailability";
