/**
 * What a version-2 read bills (lib/usage prices it): the route declares its family and how many
 * resources an answer returns; the platform installs the one recorder at start (lib/usage's), so
 * the foundation names no feature. Without a recorder (a unit test's route), nothing is metered.
 */
export const READ_FAMILIES = ["posts.read", "users.read"] as const;
export type ReadFamily = (typeof READ_FAMILIES)[number];

export type RouteMeter<A> = { family: ReadFamily; units: (answer: A) => number };

/** Records `units` of `family` for the caller's app, or throws the usage-capped problem. */
export type MeterRecorder = (caller: unknown, family: ReadFamily, units: number) => Promise<void>;

let recorder: MeterRecorder | undefined;

export function installMeterRecorder(next: MeterRecorder | undefined): void {
  recorder = next;
}

export function meterRecorder(): MeterRecorder | undefined {
  return recorder;
}
