/**
 * Whether this instance wants new visitors. `main.ts` turns it off first thing on SIGTERM, before
 * connections drain, so a load balancer polling `/readyz` stops sending visitors here.
 */
export class Readiness {
  #shuttingDown = false;

  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  startShuttingDown() {
    this.#shuttingDown = true;
  }
}
