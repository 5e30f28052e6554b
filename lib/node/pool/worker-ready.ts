// Said by a worker entry once it has loaded and can answer: TaskPool counts ready workers
// from it, and health reports them.
import { isMainThread, parentPort } from "node:worker_threads";
import type { WorkerReady } from "./task-pool";

const bornAt = performance.now();

export function announceReady(info: WorkerReady["info"] = {}): void {
  if (isMainThread || !parentPort) return;
  const message: WorkerReady = { patinaWorkerReady: true, ms: performance.now() - bornAt, info };
  parentPort.postMessage(message);
}
