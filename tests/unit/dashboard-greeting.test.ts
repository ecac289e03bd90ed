import { describe, expect, it } from "vitest";

import { avatarMode } from "@/lib/dashboard/avatar-mode";
import { dayPeriod, greetingFor, homeCopy } from "@/lib/dashboard/greeting";

const at = (hour: number, minute = 0) => new Date(2026, 0, 15, hour, minute);

describe("dayPeriod (spec §4)", () => {
  it.each([
    [0, "night"],
    [5, "night"],
    [6, "morning"],
    [11, "morning"],
    [12, "day"],
    [17, "day"],
    [18, "evening"],
    [23, "evening"],
  ] as const)("%i h is %s", (hour, period) => {
    expect(dayPeriod(hour)).toBe(period);
  });

  it("treats hours outside 0–23 as night", () => {
    expect(dayPeriod(24)).toBe("night");
    expect(dayPeriod(-1)).toBe("night");
  });
});

describe("greetingFor", () => {
  it("greets by the local time of day with the profile name", () => {
    expect(greetingFor(at(7), "Mara")).toBe("Guten Morgen, Mara");
    expect(greetingFor(at(13), "Mara")).toBe("Guten Tag, Mara");
    expect(greetingFor(at(19), "Mara")).toBe("Guten Abend, Mara");
    expect(greetingFor(at(2), "Mara")).toBe("Gute Nacht, Mara");
  });

  it("switches exactly on the hour", () => {
    expect(greetingFor(at(5, 59), "Mara")).toBe("Gute Nacht, Mara");
    expect(greetingFor(at(11, 59), "Mara")).toBe("Guten Morgen, Mara");
    expect(greetingFor(at(12, 0), "Mara")).toBe("Guten Tag, Mara");
  });

  it("falls back to 'Liebster Mensch' without a usable name", () => {
    expect(greetingFor(at(7), "")).toBe("Guten Morgen, Liebster Mensch");
    expect(greetingFor(at(7), "   ")).toBe("Guten Morgen, Liebster Mensch");
    expect(greetingFor(at(7), null)).toBe("Guten Morgen, Liebster Mensch");
    expect(greetingFor(at(7), undefined)).toBe("Guten Morgen, Liebster Mensch");
  });

  it("trims the name", () => {
    expect(greetingFor(at(19), "  Bello ")).toBe("Guten Abend, Bello");
  });
});

describe("avatarMode (spec §9: day mode 6 to 20 h)", () => {
  it.each([
    [5, 59, "moon"],
    [6, 0, "sun"],
    [13, 0, "sun"],
    [19, 59, "sun"],
    [20, 0, "moon"],
    [22, 0, "moon"],
    [0, 0, "moon"],
  ] as const)("%i:%i shows the %s", (hour, minute, mode) => {
    expect(avatarMode(at(hour, minute))).toBe(mode);
  });
});

describe("an animal profile's home speaks to the owner (issue 23)", () => {
  it("greets the owner and asks about the animal", () => {
    expect(greetingFor(at(19), "Bello", "animal")).toBe("Guten Abend! Wie geht es Bello heute?");
    expect(greetingFor(at(7), "Bello", "animal")).toBe("Guten Morgen! Wie geht es Bello heute?");
    expect(greetingFor(at(19), "Bello", "animal")).not.toMatch(/Abend, Bello/);
  });

  it("keeps 'du' for the owner and names the animal on the cards", () => {
    const copy = homeCopy({ name: "Bello", profileType: "animal" });
    expect(copy.subtitle).toBe("Schön, dass du da bist. Nimm dir einen Moment für Bello und dich.");
    expect(copy.checkInQuestion).toBe("Wie geht es Bello gerade?");
    expect(copy.stateTitle).toBe("Energiezustand von Bello");
    expect(Object.values(copy).join(" ")).not.toMatch(/Wie geht es dir|Dein Energiezustand|Deine Energie/);
  });

  it("leaves a person's home as the spec has it", () => {
    const copy = homeCopy({ name: "Mara", profileType: "human" });
    expect(copy.checkInQuestion).toBe("Wie geht es dir gerade?");
    expect(copy.stateTitle).toBe("Dein Energiezustand");
    expect(greetingFor(at(19), "Mara", "human")).toBe("Guten Abend, Mara");
  });
});
