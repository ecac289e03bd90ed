import { describe, expect, it } from "vitest";

import { mouthPath, PUPIL_TRAVEL, pupilOffset, sunRays } from "@/lib/dashboard/avatar-geometry";
import { avatarLook } from "@/lib/dashboard/avatar-look";
import type { EnergyState } from "@/prisma/generated/client/enums";

const STATES: EnergyState[] = ["harmonisch", "überreizt", "blockiert", "gestärkt", "müde", "unruhig"];

describe("avatarLook: the look follows the energy state", () => {
  it("gives every state its own look", () => {
    const looks = STATES.map((state) => JSON.stringify(avatarLook(state)));
    expect(new Set(looks).size).toBe(STATES.length);
  });

  it("looks harmonisch for unknown, empty or missing states (spec §4)", () => {
    const harmonious = avatarLook("harmonisch");
    expect(avatarLook("verwirrt")).toEqual(harmonious);
    expect(avatarLook("")).toEqual(harmonious);
    expect(avatarLook(null)).toEqual(harmonious);
    expect(avatarLook(undefined)).toEqual(harmonious);
  });

  it("accepts the spellings without umlauts", () => {
    expect(avatarLook("muede")).toEqual(avatarLook("müde"));
  });

  it("shows tiredness with heavy lids and agitation with a fast pulse", () => {
    expect(avatarLook("müde").eyelid).toBeGreaterThan(avatarLook("harmonisch").eyelid);
    expect(avatarLook("überreizt").pulseSeconds).toBeLessThan(avatarLook("harmonisch").pulseSeconds);
    expect(avatarLook("gestärkt").smile).toBeGreaterThan(avatarLook("blockiert").smile);
    expect(avatarLook("gestärkt").glow).toBeGreaterThan(avatarLook("müde").glow);
  });

  it("keeps every value in the range the drawing expects", () => {
    for (const state of STATES) {
      const look = avatarLook(state);
      expect(look.smile).toBeGreaterThanOrEqual(-1);
      expect(look.smile).toBeLessThanOrEqual(1);
      expect(look.eyelid).toBeGreaterThanOrEqual(0);
      expect(look.eyelid).toBeLessThan(1);
      expect(look.pulseSeconds).toBeGreaterThan(0);
    }
  });
});

describe("pupilOffset: the eyes follow the pointer", () => {
  const center = { x: 200, y: 300 };

  it("stays centred when the pointer is on the avatar's centre", () => {
    expect(pupilOffset(center, center)).toEqual({ x: 0, y: 0 });
  });

  it("looks towards the pointer", () => {
    const right = pupilOffset({ x: 260, y: 300 }, center);
    expect(right.x).toBeGreaterThan(0);
    expect(right.y).toBeCloseTo(0);
    const upLeft = pupilOffset({ x: 100, y: 200 }, center);
    expect(upLeft.x).toBeLessThan(0);
    expect(upLeft.y).toBeLessThan(0);
  });

  it("moves further for a distant pointer, but never beyond the eye", () => {
    const near = pupilOffset({ x: 220, y: 300 }, center);
    const far = pupilOffset({ x: 5000, y: 300 }, center);
    expect(Math.abs(far.x)).toBeGreaterThan(Math.abs(near.x));
    expect(Math.hypot(far.x, far.y)).toBeCloseTo(PUPIL_TRAVEL);
    const diagonal = pupilOffset({ x: -4000, y: 9000 }, center);
    expect(Math.hypot(diagonal.x, diagonal.y)).toBeLessThanOrEqual(PUPIL_TRAVEL + 1e-9);
  });

  it("ignores impossible coordinates", () => {
    expect(pupilOffset({ x: Number.NaN, y: 0 }, center)).toEqual({ x: 0, y: 0 });
  });
});

describe("mouthPath and sunRays", () => {
  it("bends the mouth down for a smile and up for a frown", () => {
    const controlY = (path: string) => Number(path.split(" ")[5]);
    expect(controlY(mouthPath(1))).toBeGreaterThan(controlY(mouthPath(0)));
    expect(controlY(mouthPath(-1))).toBeLessThan(controlY(mouthPath(0)));
    expect(mouthPath(5)).toBe(mouthPath(1));
  });

  it("draws the requested number of rays, longer when the glow is stronger", () => {
    const length = (glow: number) => {
      const [ray] = sunRays(12, glow);
      return ray ? Math.hypot(ray.to.x - ray.from.x, ray.to.y - ray.from.y) : 0;
    };
    expect(sunRays(12, 1)).toHaveLength(12);
    expect(length(1.2)).toBeGreaterThan(length(0.7));
  });
});
