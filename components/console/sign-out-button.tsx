"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { endPlatformSession } from "@/components/api";
import { Button } from "@/components/ui/button";

/**
 * Two sessions exist: the platform's own sign-in (which would silently re-authorize the console on the
 * next sign-in) and next-auth's. End the platform one first, then next-auth's.
 */
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      pending={pending}
      onClick={async () => {
        setPending(true);
        await endPlatformSession();
        await signOut({ callbackUrl: "/" });
      }}
    >
      Sign out
    </Button>
  );
}
