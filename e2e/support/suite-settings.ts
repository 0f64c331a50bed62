/**
 * Settings every suite starts with unless it names its own (imported first by in-process.ts and
 * server.ts, so the PGlite template, the in-process app and every server started for a test read
 * them): no synthetic corpus, so that what a suite searches, counts and clusters into news is only
 * what it posted. e2e/app/search-corpus.test.ts writes the corpus itself.
 */
process.env.CORPUS_POSTS_PER_HOUR ??= "0";
