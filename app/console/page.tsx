import { redirect } from "next/navigation";

// The console has no overview yet; apps are its home.
export default function ConsoleHome() {
  redirect("/console/apps");
}
