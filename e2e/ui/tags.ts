/**
 * A journey that waits on the server's clock (a post scheduled for the next minute, a retry) says
 * so with this tag (`test(title, { tag: WAITS }, …)`): playwright.config.ts queues those first, so
 * their waits overlap the other journeys instead of ending the run.
 */
export const WAITS = "@waits-on-the-clock";
