"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { endPlatformSession } from "@/components/api";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

/**
 * Two sessions exist: the platform's own sign-in (which would silently re-authorize the console on the
 * next sign-in) and next-auth's. End the platform one first, then next-auth's.
 */
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const signOutBoth = async () => {
    setPending(true);
    try {
      await endPlatformSession();
      await signOut({ callbackUrl: "/" });
    } catch {
      // next-auth could not be reached: still signed in, so the button works again.
      setPending(false);
      toast("Not signed out: the server could not be reached. Try again.");
    }
  };
  return (
    <Button variant="ghost" pending={pending} onClick={() => void signOutBoth()}>
      Sign out
    </Button>
  );
}
