import crypto from "node:crypto";

function scrypt(
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(pw, salt, len, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}
// N=2^15 keeps a hash near 50-100 ms here: slow for guessing, fast enough for a sign-in.
const PARAMS = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, 32, PARAMS);
  return `scrypt$${PARAMS.N}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    ...PARAMS,
    N: Number(n),
  });
  return crypto.timingSafeEqual(actual, expected);
}
