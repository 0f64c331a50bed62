import type { Metadata } from "next";
import { NotesPage } from "@/components/notes/notes-page";

export const metadata: Metadata = { title: "Community notes" };

export default function ConsoleNotesPage() {
  return <NotesPage />;
}
