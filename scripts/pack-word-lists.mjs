// Packs the string arrays of a word-list file (content/safety/*.ts) into lines of at most 110
// characters, so a clinician reads the lists as paragraphs rather than one word per line.
// The objects carry "// prettier-ignore"; run this after editing them:
//   node scripts/pack-word-lists.mjs <file> …
import { readFileSync, writeFileSync } from "node:fs";

const WIDTH = 110;
const STRING = /"(?:[^"\\]|\\.)*"/g;
/** An array literal that holds nothing but strings, with the text before it on its line. */
const ARRAY = /^([^\n[]*)\[\s*((?:"(?:[^"\\]|\\.)*"\s*,?\s*)+)\]/gm;

function pack(source) {
  return source.replace(ARRAY, (whole, head, body) => {
    const items = body.match(STRING) ?? [];
    const indent = head.match(/^ */)[0];
    const oneLine = `${head}[${items.join(", ")}]`;
    if (oneLine.length <= WIDTH && !whole.includes("\n")) return whole;
    const inner = `${indent}  `;
    const lines = [];
    let line = "";
    for (const item of items) {
      const piece = `${item},`;
      if (line && inner.length + line.length + 1 + piece.length > WIDTH) {
        lines.push(inner + line);
        line = piece;
      } else line = line ? `${line} ${piece}` : piece;
    }
    if (line) lines.push(inner + line);
    return `${head}[\n${lines.join("\n")}\n${indent}]`;
  });
}

/**
 * Re-indents a `Record<string, string[]>` object that carries "// prettier-ignore": keys and their
 * comments two spaces in, words four.
 */
function indentRecord(source) {
  return source.replace(
    /(\/\/ prettier-ignore\nexport const \w+: Lexicon<\w+> = \{\n)([\s\S]*?)(\n\};)/g,
    (_, open, body, close) => {
      const lines = body.split("\n").map((line) => {
        const text = line.trim();
        if (text === "") return "";
        if (text.startsWith('"')) return `    ${text}`;
        if (text.startsWith("*")) return `   ${text}`;
        return `  ${text}`;
      });
      return open + lines.join("\n") + close;
    },
  );
}

for (const file of process.argv.slice(2)) writeFileSync(file, pack(indentRecord(readFileSync(file, "utf8"))));
