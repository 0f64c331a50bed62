import fs from "node:fs";
import path from "node:path";

/** Prints DATA_DIR/demo-credentials.json; reads the file only, so it works while the server runs. */
const file = path.join(path.resolve(process.env.DATA_DIR || ".data"), "demo-credentials.json");
if (!fs.existsSync(file)) {
  console.error(`No ${file} yet: start the product once (npm run demo) and it will be written.`);
  process.exit(1);
}
process.stdout.write(fs.readFileSync(file, "utf8"));
