/** The CRC outcomes (lib/webhooks/crc.ts) in words, for the badge, the history and "Check now". */
export const OUTCOME_WORDS: Record<string, string> = {
  ok: "Answered correctly",
  wrong_token: "Wrong answer",
  redirect: "Redirected",
  tls: "TLS failed",
  refused: "Address refused",
  transient: "No usable answer",
};

export const outcomeWords = (outcome: string) => OUTCOME_WORDS[outcome] ?? outcome;

export const TRIGGER_WORDS: Record<string, string> = {
  registration: "Registration",
  put: "API (PUT)",
  periodic: "Periodic check",
  console: "Check now",
};

export const triggerWords = (trigger: string) => TRIGGER_WORDS[trigger] ?? trigger;
