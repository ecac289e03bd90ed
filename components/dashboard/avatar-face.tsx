import { useId } from "react";

import styles from "@/components/dashboard/energy-avatar.module.css";
import {
  EYE_RADIUS,
  EYES,
  FACE_CENTER,
  mouthPath,
  type Point,
  sunRays,
} from "@/lib/dashboard/avatar-geometry";
import type { AvatarLook } from "@/lib/dashboard/avatar-look";
import type { AvatarMode } from "@/lib/dashboard/avatar-mode";

const FACE_RADIUS = 56;

export interface AvatarFaceProps {
  mode: AvatarMode;
  look: AvatarLook;
  pupil: Point;
  mouthOpen: boolean;
}

function Rays({ glow }: { glow: number }) {
  return (
    <g className={styles.rays} stroke="var(--sun)" strokeWidth={5} strokeLinecap="round">
      {sunRays(12, glow).map(({ from, to }) => (
        <line key={`${from.x}-${from.y}`} x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
      ))}
    </g>
  );
}

function MoonDetails() {
  return (
    <g fill="var(--foreground)" opacity={0.08}>
      <circle cx={70} cy={72} r={7} />
      <circle cx={128} cy={136} r={9} />
      <circle cx={136} cy={78} r={4} />
      <circle cx={62} cy={126} r={4} />
    </g>
  );
}

function Stars() {
  return (
    <g fill="var(--moon)">
      <path d="M 30 40 l 2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5 z" />
      <path d="M 170 150 l 2 4.5 4.5 2 -4.5 2 -2 4.5 -2 -4.5 -4.5 -2 4.5 -2 z" />
      <circle cx={168} cy={44} r={2} />
    </g>
  );
}

function Brows({ brows }: { brows: AvatarLook["brows"] }) {
  if (brows === "none") return null;
  const [left, right] = EYES;
  if (!left || !right) return null;
  const lift = brows === "raised" ? 20 : 15;
  // Knitted brows slant down towards the nose; raised ones arch upwards.
  const inner = brows === "knit" ? 4 : -2;
  return (
    <g stroke="var(--foreground)" strokeWidth={2.5} strokeLinecap="round" fill="none" opacity={0.7}>
      <path
        d={`M ${left.x - 9} ${left.y - lift} Q ${left.x} ${left.y - lift - 4} ${left.x + 9} ${left.y - lift + inner}`}
      />
      <path
        d={`M ${right.x - 9} ${right.y - lift + inner} Q ${right.x} ${right.y - lift - 4} ${right.x + 9} ${right.y - lift}`}
      />
    </g>
  );
}

function Eyes({
  look,
  pupil,
  faceFill,
  clipId,
}: {
  look: AvatarLook;
  pupil: Point;
  faceFill: string;
  clipId: string;
}) {
  const lidHeight = 2 * EYE_RADIUS * look.eyelid;
  return (
    <g>
      {EYES.map((eye, index) => (
        <g key={eye.x}>
          <clipPath id={`${clipId}-${index}`}>
            <circle cx={eye.x} cy={eye.y} r={EYE_RADIUS} />
          </clipPath>
          <circle cx={eye.x} cy={eye.y} r={EYE_RADIUS} fill="white" />
          <circle
            data-part="pupil"
            className={styles.pupil}
            cx={eye.x}
            cy={eye.y}
            r={4.5}
            fill="oklch(0.25 0.03 250)"
            style={{ transform: `translate(${pupil.x}px, ${pupil.y}px)` }}
          />
          <g clipPath={`url(#${clipId}-${index})`} fill={faceFill}>
            {lidHeight > 0 ? (
              <rect x={eye.x - EYE_RADIUS} y={eye.y - EYE_RADIUS} width={2 * EYE_RADIUS} height={lidHeight} />
            ) : null}
            <rect
              className={styles.blink}
              x={eye.x - EYE_RADIUS}
              y={eye.y - EYE_RADIUS}
              width={2 * EYE_RADIUS}
              height={2 * EYE_RADIUS}
            />
          </g>
        </g>
      ))}
    </g>
  );
}

function Mouth({ smile, open }: { smile: number; open: boolean }) {
  if (open) {
    return (
      <g data-part="mouth-open">
        <ellipse cx={FACE_CENTER.x} cy={124} rx={11} ry={9} fill="oklch(0.3 0.06 20)" />
        <ellipse cx={FACE_CENTER.x} cy={129} rx={6} ry={3.5} fill="oklch(0.7 0.12 15)" />
      </g>
    );
  }
  return (
    <path
      data-part="mouth-closed"
      d={mouthPath(smile)}
      stroke="oklch(0.3 0.06 20)"
      strokeWidth={3.5}
      strokeLinecap="round"
      fill="none"
    />
  );
}

/** The avatar drawn in SVG: sun or moon, with a face that shows the energy state. */
export function AvatarFace({ mode, look, pupil, mouthOpen }: AvatarFaceProps) {
  const id = useId().replace(/:/g, "");
  const faceFill = mode === "sun" ? "var(--sun)" : "var(--moon)";
  return (
    <svg viewBox="0 0 200 200" className="size-full overflow-visible" aria-hidden="true">
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop
            offset="0%"
            stopColor={mode === "sun" ? "var(--sun)" : "var(--aura-from)"}
            stopOpacity={0.9}
          />
          <stop offset="60%" stopColor="var(--aura-to)" stopOpacity={0.35} />
          <stop offset="100%" stopColor="var(--aura-to)" stopOpacity={0} />
        </radialGradient>
      </defs>
      <circle className={styles.glow} cx={100} cy={100} r={70 + 24 * look.glow} fill={`url(#${id}-glow)`} />
      {mode === "sun" ? <Rays glow={look.glow} /> : <Stars />}
      <g className={look.tremble ? styles.tremble : undefined}>
        <circle cx={FACE_CENTER.x} cy={FACE_CENTER.y} r={FACE_RADIUS} fill={faceFill} />
        {mode === "moon" ? <MoonDetails /> : null}
        {look.blush ? (
          <g fill="oklch(0.72 0.14 15)" opacity={0.35}>
            <ellipse cx={70} cy={112} rx={8} ry={5} />
            <ellipse cx={130} cy={112} rx={8} ry={5} />
          </g>
        ) : null}
        <Brows brows={look.brows} />
        <Eyes look={look} pupil={pupil} faceFill={faceFill} clipId={`${id}-eye`} />
        <Mouth smile={look.smile} open={mouthOpen} />
      </g>
    </svg>
  );
}
