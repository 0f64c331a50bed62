"use client";

import { signIn } from "next-auth/react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Props = { callbackUrl: string; auto: boolean; error?: string };

export function SignInPanel({ callbackUrl, auto, error }: Props) {
  const [pending, setPending] = useState(false);
  const started = useRef(false);

  function start() {
    if (started.current) return;
    started.current = true;
    setPending(true);
    void signIn("svc", { callbackUrl });
  }

  // ?auto=1 continues straight to the platform's authorize page. The ref keeps React's development
  // double-invoked effects from starting two flows; never auto-start after an error (that would loop).
  useEffect(() => {
    if (auto && !error) start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, error]);

  return (
    <div className="space-y-5">
      {error && (
        <Alert title="Sign-in did not complete">
          {error === "AccessDenied" || error === "access_denied"
            ? "Access was denied on the authorization page."
            : "The platform could not complete the sign-in. Try again."}
        </Alert>
      )}
      <Button className="w-full" pending={pending} onClick={start}>
        Sign in
      </Button>
    </div>
  );
}
