/**
 * The population's seed, part of the model: every process, engine and restart derives the same people
 * from it. Its own module, free of the configuration, so the console (the sample CSV) can import it.
 */
export const SEED = 0x5c0ffee;
