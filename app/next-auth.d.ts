// Adds the platform's screen_name (and the user id) to next-auth's types.
import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface User {
    screen_name?: string;
  }
  interface Session {
    user: DefaultSession["user"] & { id: string; screen_name: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    screen_name?: string;
    /** SHA-256 of the platform access token this session was signed in with (lib/auth/console-session.ts). */
    grant?: string;
  }
}
