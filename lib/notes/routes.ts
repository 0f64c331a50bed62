import { NOTE_SEARCH_ROUTES } from "./routes/v2-notes-search";
import { NOTE_WRITE_ROUTES } from "./routes/v2-notes";

/** Community notes' version-2 routes (in V2_ROUTES). */
export const NOTES_ROUTES = [...NOTE_SEARCH_ROUTES, ...NOTE_WRITE_ROUTES];
