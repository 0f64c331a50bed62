import type { IdentifierKind } from "@/lib/audiences/normalise";

/**
 * A small CSV reader for identifier lists (no papaparse in the project): RFC 4180 quoting (a quoted
 * field may hold commas, line breaks and doubled quotes), CRLF or LF, a comma or semicolon
 * separator (spreadsheets in comma-decimal locales save ";"). Pure, so it is tested in node.
 */
export function parseCsv(text: string): string[][] {
  const sep = guessSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}

function guessSeparator(text: string): string {
  const first = text.slice(0, text.search(/\r|\n|$/));
  return first.split(";").length > first.split(",").length ? ";" : ",";
}

/** Header names a column of each kind may carry (lower case, spaces and dashes as "_"). */
const HEADERS: Record<IdentifierKind, string[]> = {
  email: ["email", "e_mail", "email_address", "mail"],
  phone_number: ["phone", "phone_number", "mobile", "telephone", "tel"],
  handle: ["handle", "username", "screen_name", "svc_handle"],
  device_id: ["device_id", "idfa", "adid", "advertising_id", "maid"],
};

export type Column = {
  /** Values with their 1-based line in the file, for messages ("line 12: …"). */
  values: { line: number; value: string }[];
  /** Which column was read and why, said to the user. */
  note: string;
};

/** The column of `kind`: the one whose header names it, else the first column (no header row). */
export function columnOf(rows: string[][], kind: IdentifierKind): Column {
  const head = (rows[0] ?? []).map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_"),
  );
  const at = head.findIndex((h) => HEADERS[kind].includes(h));
  if (at >= 0)
    return {
      values: rows.slice(1).map((r, i) => ({ line: i + 2, value: r[at] ?? "" })),
      note: `Read the column "${rows[0][at].trim()}".`,
    };
  const headerLike = head.length > 0 && Object.values(HEADERS).flat().includes(head[0]);
  const body = headerLike ? rows.slice(1) : rows;
  return {
    values: body.map((r, i) => ({ line: i + (headerLike ? 2 : 1), value: r[0] ?? "" })),
    note: headerLike
      ? `No ${kind.replace("_", " ")} column header; read the first column.`
      : "No header row; read the first column.",
  };
}
