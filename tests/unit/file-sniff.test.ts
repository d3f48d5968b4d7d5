import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/components/files/format";
import { SNIFFED_TYPES } from "@/lib/contracts/files/schemas";
import { bestPassages, splitPassages } from "@/server/files/passages";
import { sniffType } from "@/server/files/sniff";

/** The first 24 bytes of real files (made with ffmpeg), followed by some payload. */
const real = (hex: string) => new Uint8Array([...Buffer.from(hex, "hex"), ...new Uint8Array(64).fill(0x55)]);

const SAMPLES: [string, string, string][] = [
  ["audio/webm", "a.webm", "1a45dfa39f4286810142f7810142f2810442f38108428284"],
  ["audio/ogg", "a.ogg", "4f67675300020000000000000000162aacc5000000002378"],
  ["audio/mp4", "a.m4a", "0000001c667479704d344120000002004d34412069736f6d"],
  ["audio/mpeg", "tagged.mp3", "49443304000000000023545353450000000f0000034c6176"],
  ["audio/mpeg", "frames.mp3", "fffb50c400000a2c432e55948001811566233ad00007aac3"],
  ["audio/wav", "a.wav", "524946462e45000057415645666d74201000000001000100"],
  ["image/png", "a.png", "89504e470d0a1a0a0000000d494844520000000200000002"],
  ["image/jpeg", "a.jpg", "ffd8ffe000104a46494600010200000100010000fffe0010"],
  ["image/gif", "a.gif", "47494638396102000200f71f310000002400004800006c00"],
  ["image/webp", "a.webp", "524946463c000000574542505650382030000000d001009d"],
  ["application/pdf", "a.pdf", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n", "latin1").toString("hex")],
];

const text = (s: string) => new TextEncoder().encode(s);

describe("sniffType", () => {
  it.each(SAMPLES)("recognises %s from the bytes of %s", (type, name, hex) => {
    expect(sniffType(real(hex), name)).toBe(type);
  });

  it("ignores the name for binary types: a PNG named .mp3 is still a PNG", () => {
    expect(sniffType(real(SAMPLES[6][2]), "song.mp3")).toBe("image/png");
  });

  it("takes a text file renamed .mp3 as text, not audio", () => {
    const type = sniffType(text("Warm-up: 10 minutes easy jog, then drills.\n"), "notes.mp3");
    expect(type).toBe("text/plain");
    expect(SNIFFED_TYPES[type as keyof typeof SNIFFED_TYPES]).toBe("text");
  });

  it("picks markdown, CSV and JSON by name only among text files", () => {
    expect(sniffType(text("# Plan\n\n- run"), "plan.md")).toBe("text/markdown");
    expect(sniffType(text("day,km\nmon,5\n"), "log.CSV")).toBe("text/csv");
    expect(sniffType(text('{"a":1}'), "data.json")).toBe("application/json");
    expect(sniffType(text("plain words ünïcode ✓"), "readme")).toBe("text/plain");
  });

  it("refuses binary garbage, NUL bytes, invalid UTF-8 and empty files", () => {
    const garbage = randomBytes(4096);
    garbage[0] = 0x00; // not a signature, and not text either
    expect(sniffType(new Uint8Array(garbage), "data.bin")).toBeNull();
    expect(sniffType(new Uint8Array([0xc3, 0x28, 0x41, 0x42]), "x.txt")).toBeNull();
    expect(sniffType(text("abc\u0000def"), "x.txt")).toBeNull();
    expect(sniffType(new Uint8Array(), "x.txt")).toBeNull();
    // A frame-sync lookalike that is not MPEG layer III (reserved version bits).
    expect(sniffType(new Uint8Array([0xff, 0xea, 0x90, 0x00, 0x01, 0x02]), "x.mp3")).toBeNull();
  });

  it("does not take text that merely starts like a signature for audio", () => {
    expect(sniffType(text("ID3 notes about tagging"), "id3.mp3")).toBe("text/plain");
    expect(sniffType(text("abcdftyp is not a box"), "fake.m4a")).toBe("text/plain");
  });
});

describe("passages", () => {
  it("cuts long text into passages of at most 800 characters", () => {
    const long = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    const parts = splitPassages(`${long}\n\nshort paragraph`);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(800);
  });

  it("ranks passages by the words they share with the query", () => {
    const sources = [
      { name: "a.txt", text: "Sleep hygiene matters.\n\nHydration before races keeps cramps away." },
      { name: "b.txt", text: "Interval training for sprinters builds speed and sprint endurance." },
    ];
    const best = bestPassages(sources, "How should sprinters plan interval training?", 3);
    expect(best[0]).toMatchObject({ source: "b.txt" });
    expect(best.every((p) => p.score > 0)).toBe(true);
    expect(bestPassages(sources, "the and of", 3)).toEqual([]);
  });
});

describe("formatFileSize", () => {
  it("answers bytes, KB and MB the way file chips show them", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25 MB");
  });
});
