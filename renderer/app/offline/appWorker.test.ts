import { describe, expect, it, vi } from "vitest";
import { registerAppWorker, type WorkerContainer } from "./appWorker";
import { WORKER_MESSAGE } from "./workerProtocol";

/** A worker in `state`, recording what the page posts to it. */
function standInServiceWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & {
    postMessage: ReturnType<typeof vi.fn>;
    state: ServiceWorkerState;
  };
}

/** navigator.serviceWorker with one registration; `controlled`: a worker already serves the page. */
function standInContainer({ controlled, waiting }: { controlled: boolean; waiting?: ServiceWorker }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ?? null,
    installing: null as ServiceWorker | null,
    active: standInServiceWorker("activated"),
    update: vi.fn(async () => undefined),
  }) as unknown as ServiceWorkerRegistration & { installing: ServiceWorker | null };
  const events = new EventTarget();
  const container = {
    controller: controlled ? standInServiceWorker("activated") : null,
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    addEventListener: events.addEventListener.bind(events),
  } as unknown as WorkerContainer & { register: ReturnType<typeof vi.fn> };
  return { container, registration, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("registerAppWorker", () => {
  it("registers /sw.js, revalidated by the server on each check", async () => {
    const { container } = standInContainer({ controlled: false });
    registerAppWorker(container);
    await settle();
    expect(container.register).toHaveBeenCalledWith("/sw.js", { updateViaCache: "none" });
  });

  it("tells when a new version installs while another serves the page, and lets it take over on request", async () => {
    const { container, registration, events } = standInContainer({ controlled: true });
    const reload = vi.fn();
    const worker = registerAppWorker(container, { reload });
    const heard = vi.fn();
    worker.subscribe(heard);
    await settle();
    expect(worker.isWaiting()).toBe(false);

    const next = standInServiceWorker("installing");
    registration.installing = next;
    registration.dispatchEvent(new Event("updatefound"));
    next.state = "installed";
    next.dispatchEvent(new Event("statechange"));
    expect(worker.isWaiting()).toBe(true);
    expect(heard).toHaveBeenCalledOnce();

    worker.takeOver();
    expect(next.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGE.takeOver });
    // The page reloads only once the new version serves it.
    expect(reload).not.toHaveBeenCalled();
    events.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("finds a version already waiting when the page opens", async () => {
    const { container } = standInContainer({ controlled: true, waiting: standInServiceWorker("installed") });
    const worker = registerAppWorker(container);
    await settle();
    expect(worker.isWaiting()).toBe(true);
  });

  it("takes the first install for what it is, not an update", async () => {
    const { container, registration } = standInContainer({ controlled: false });
    const worker = registerAppWorker(container);
    await settle();
    const first = standInServiceWorker("installing");
    registration.installing = first;
    registration.dispatchEvent(new Event("updatefound"));
    first.state = "installed";
    first.dispatchEvent(new Event("statechange"));
    expect(worker.isWaiting()).toBe(false);
  });

  it("leaves the page a plain page when registering fails (blocked, not built)", async () => {
    const { container } = standInContainer({ controlled: false });
    container.register.mockRejectedValueOnce(new Error("blocked"));
    const worker = registerAppWorker(container);
    await settle();
    expect(worker.isWaiting()).toBe(false);
  });

  it("posts messages to the worker that serves the origin", async () => {
    const { container, registration } = standInContainer({ controlled: false });
    registerAppWorker(container).post({ type: WORKER_MESSAGE.warmPictures, urls: ["/media/a.png"] });
    await settle();
    expect(registration.active!.postMessage).toHaveBeenCalledWith({
      type: WORKER_MESSAGE.warmPictures,
      urls: ["/media/a.png"],
    });
  });
});
