import type { z } from "zod";
import type { appCreateSchema } from "@/lib/auth/apps/schema";

/** What the app form holds (input) and submits (output): the create schema's two sides. */
export type AppFormInput = z.input<typeof appCreateSchema>;
export type AppFormOutput = z.output<typeof appCreateSchema>;
