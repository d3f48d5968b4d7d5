import PDFDocument from "pdfkit";
import { unmarked } from "@/lib/plain-text";
import { exportTime, transcriptFacts } from "./chat-markdown";
import type { ChatTranscript } from "./chat-transcript";

/**
 * pdfkit's built-in Helvetica speaks WinAnsi (every letter of the product's five languages, typographic quotes
 * and dashes); anything else (emoji, other scripts) would print as garbage, so it is replaced by a visible mark.
 */
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
function printable(text: string): string {
  return Array.from(text)
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code === 10 || (code >= 32 && code < 127) || (code >= 160 && code <= 255)) return ch;
      return WIN_ANSI_EXTRA.includes(ch) ? ch : "?";
    })
    .join("");
}

/** Markdown as the plain text a PDF shows: no marks, a link's words with its address, no heading hashes. */
function pdfText(markdown: string): string {
  const text = unmarked(markdown)
    .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, "$1 ($2)")
    .replace(/^#{1,6}\s+/gm, "");
  return printable(text.trim());
}

/** The chat as an A4 PDF: title, facts, summary, then each message under its author and time, marks removed. */
export function chatPdf(chat: ChatTranscript, timeZone: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: printable(chat.title) } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(18).text(printable(chat.title));
  doc
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#555")
    .text(printable(transcriptFacts(chat, timeZone)));
  if (chat.summary) {
    doc.moveDown().fillColor("#000").font("Helvetica-Bold").fontSize(12).text("Summary");
    doc.font("Helvetica").fontSize(11).text(pdfText(chat.summary));
  }
  doc.moveDown().fillColor("#000").font("Helvetica-Bold").fontSize(12).text("Messages");
  for (const entry of chat.entries) {
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(10).fillColor("#333");
    doc.text(`${printable(entry.author)} · ${exportTime(entry.at, timeZone)}`);
    doc.font("Helvetica").fontSize(11).fillColor("#000").text(pdfText(entry.text));
  }
  if (chat.entries.length === 0) doc.moveDown().font("Helvetica-Oblique").text("No messages.");
  doc.end();
  return done;
}
