import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Encryption of secrets at rest (consumer secrets, token secrets) with AES-256-GCM.
 * The key comes from SVC_SECRET_KEY, or is generated once into DATA_DIR/secret.key; several processes
 * on one PostgreSQL must be given the same SVC_SECRET_KEY, or they could not read each other's rows.
 */
let key: Buffer | undefined;

export function loadSecretKey(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) {
    key = deriveKey(fromEnv);
    return key;
  }
  const file = path.join(dataDir, "secret.key");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url") + "\n", {
      flag: "wx",
      mode: 0o600,
    });
  } catch (err) {
    if (!(err instanceof Error && "code" in err && err.code === "EEXIST")) throw err;
  }
  key = deriveKey(fs.readFileSync(file, "utf8").trim());
  return key;
}

function deriveKey(material: string): Buffer {
  if (material.length < 16) throw new Error("SVC_SECRET_KEY must be at least 16 characters");
  return crypto.createHash("sha256").update(material).digest();
}

function currentKey(): Buffer {
  if (!key) throw new Error("secret key not loaded: call loadSecretKey() at start-up");
  return key;
}

/** A sub-key for one purpose (session signing, next-auth), so one leak does not reveal the others. */
export function derivedSecret(purpose: string): string {
  return crypto.createHmac("sha256", currentKey()).update(purpose).digest("base64url");
}

export function encrypt(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", currentKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    "v1",
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

export function decrypt(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined)
    throw new Error("unreadable sealed secret");
  const decipher = crypto.createDecipheriv(
    "aes-256-gcm",
    currentKey(),
    Buffer.from(iv, "base64url"),
  );
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
