// The avatar is drawn in a 200 × 200 SVG box; these helpers keep its shapes testable.

export interface Point {
  x: number;
  y: number;
}

export const FACE_CENTER: Point = { x: 100, y: 100 };
export const EYES: readonly Point[] = [
  { x: 80, y: 92 },
  { x: 120, y: 92 },
];
export const EYE_RADIUS = 9;
/** How far a pupil may move from the eye's centre. */
export const PUPIL_TRAVEL = 4;
/** Pointer distance in CSS pixels at which the pupils reach their full travel. */
const FULL_TRAVEL_DISTANCE = 160;

const MOUTH_Y = 122;
const MOUTH_HALF_WIDTH = 18;
const MOUTH_DEPTH = 16;

/** A quadratic curve from corner to corner; positive `smile` bends it downwards into a smile. */
export function mouthPath(smile: number): string {
  const bend = Math.max(-1, Math.min(1, smile)) * MOUTH_DEPTH;
  const left = FACE_CENTER.x - MOUTH_HALF_WIDTH;
  const right = FACE_CENTER.x + MOUTH_HALF_WIDTH;
  return `M ${left} ${MOUTH_Y} Q ${FACE_CENTER.x} ${MOUTH_Y + bend} ${right} ${MOUTH_Y}`;
}

/**
 * Where the pupils look: towards the pointer, further the further away it is, never more than
 * PUPIL_TRAVEL. `pointer` and `center` are screen coordinates; the result is in SVG units.
 */
export function pupilOffset(pointer: Point, center: Point): Point {
  const dx = pointer.x - center.x;
  const dy = pointer.y - center.y;
  const distance = Math.hypot(dx, dy);
  if (!Number.isFinite(distance) || distance === 0) return { x: 0, y: 0 };
  const travel = Math.min(1, distance / FULL_TRAVEL_DISTANCE) * PUPIL_TRAVEL;
  return { x: (dx / distance) * travel, y: (dy / distance) * travel };
}

/** The sun's rays as line segments around the face; `glow` lengthens or shortens them. */
export function sunRays(count: number, glow: number): { from: Point; to: Point }[] {
  const inner = 66;
  const outer = inner + 14 * glow;
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * 2 * Math.PI;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    return {
      from: { x: round(FACE_CENTER.x + cos * inner), y: round(FACE_CENTER.y + sin * inner) },
      to: { x: round(FACE_CENTER.x + cos * outer), y: round(FACE_CENTER.y + sin * outer) },
    };
  });
}

/** Two decimals are plenty for SVG and keep server and client markup identical. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
