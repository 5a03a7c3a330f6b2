/**
 * Whether this process takes requests (GET /api/health/ready): starting until it listens, ready
 * then, stopping from the moment it is told to stop (SIGTERM), so that a load balancer sends the
 * next requests to another process while this one finishes what it holds.
 */
export type LifecycleState = "starting" | "ready" | "stopping";

export class Lifecycle {
  private current: LifecycleState = "starting";

  get state(): LifecycleState {
    return this.current;
  }

  /** It listens: it takes requests (never again once stopping). */
  ready(): void {
    if (this.current === "starting") this.current = "ready";
  }

  /** It was told to stop: it takes no new request. */
  stop(): void {
    this.current = "stopping";
  }
}
