/**
 * What a version-2 read bills (lib/usage prices it): the route declares its family and how many
 * resources an answer returns; the platform installs the one recorder at start (lib/usage's), so
 * the foundation names no feature. Without a recorder (a unit test's route), nothing is metered.
 */
export const READ_FAMILIES = ["posts.read", "users.read"] as const;
export type ReadFamily = (typeof READ_FAMILIES)[number];

export type RouteMeter<A> = { family: ReadFamily; units: (answer: A) => number };

/**
 * One metered call, from the moment its caller is known: `record` charges the units (or throws
 * the usage-capped problem) once the answer is known; `end` says the call is over, recorded or
 * not. Between the two the recorder knows the call is coming, so it can charge it with others.
 */
export type MeterCall = {
  record: (family: ReadFamily, units: number) => Promise<void>;
  end: () => void;
};

/** Opens a metered call of `caller` on `route` (its path pattern); undefined when nothing is billed. */
export type MeterRecorder = (caller: unknown, route: string) => MeterCall | undefined;

let recorder: MeterRecorder | undefined;

export function installMeterRecorder(next: MeterRecorder | undefined): void {
  recorder = next;
}

export function meterRecorder(): MeterRecorder | undefined {
  return recorder;
}
