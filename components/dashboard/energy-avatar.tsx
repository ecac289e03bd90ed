"use client";

import { useEffect, useRef, useState } from "react";

import { useMediaQuery } from "@/components/app/use-media-query";
import { AvatarFace } from "@/components/dashboard/avatar-face";
import styles from "@/components/dashboard/energy-avatar.module.css";
import { formatMessage } from "@/lib/format-message";
import { type Point, pupilOffset } from "@/lib/dashboard/avatar-geometry";
import { avatarLook } from "@/lib/dashboard/avatar-look";
import type { AvatarMode } from "@/lib/dashboard/avatar-mode";
import { cn } from "@/lib/utils";
import { ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { dashboardHomeMessages } from "@/messages/dashboard-home";
import type { EnergyState } from "@/prisma/generated/client/enums";

const t = dashboardHomeMessages.avatar;

/** Spec §9: a click opens the mouth for 2 s. */
export const MOUTH_OPEN_MS = 2_000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const CENTERED: Point = { x: 0, y: 0 };

/** Pupils that follow the mouse or a touch anywhere on the page, at most once per frame. */
function useFollowingPupils(target: React.RefObject<HTMLElement | null>, enabled: boolean): Point {
  const [pupil, setPupil] = useState<Point>(CENTERED);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let pointer: Point | null = null;
    const look = () => {
      frame = 0;
      const box = target.current?.getBoundingClientRect();
      if (!box || !pointer) return;
      setPupil(pupilOffset(pointer, { x: box.left + box.width / 2, y: box.top + box.height / 2 }));
    };
    const follow = (x: number, y: number) => {
      pointer = { x, y };
      if (!frame) frame = window.requestAnimationFrame(look);
    };
    const onPointer = (event: PointerEvent) => follow(event.clientX, event.clientY);
    const onTouch = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) follow(touch.clientX, touch.clientY);
    };
    window.addEventListener("pointermove", onPointer, { passive: true });
    window.addEventListener("pointerdown", onPointer, { passive: true });
    window.addEventListener("touchmove", onTouch, { passive: true });
    return () => {
      window.removeEventListener("pointermove", onPointer);
      window.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("touchmove", onTouch);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [target, enabled]);
  return enabled ? pupil : CENTERED;
}

function useOpenMouth(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const openForAWhile = () => {
    setOpen(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(false), MOUTH_OPEN_MS);
  };
  return [open, openForAWhile];
}

/**
 * The animated avatar (spec §2): sun by day, moon by night, eyes that follow the pointer, a mouth
 * that opens on a click, and a look that follows the energy state. Still under reduced motion.
 */
export function EnergyAvatar({ mode, state }: { mode: AvatarMode; state: EnergyState }) {
  const button = useRef<HTMLButtonElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const pupil = useFollowingPupils(button, !reducedMotion);
  const [mouthOpen, openMouth] = useOpenMouth();
  const look = avatarLook(state);
  const label = `${mode === "sun" ? t.sun : t.moon}, ${formatMessage(t.mood, { state: ENERGY_STATE_LABELS[state] })}`;

  return (
    <button
      ref={button}
      type="button"
      onClick={openMouth}
      aria-label={label}
      data-mode={mode}
      data-state={state}
      data-mouth={mouthOpen ? "open" : "closed"}
      data-motion={reducedMotion ? "reduced" : "full"}
      className="size-40 shrink-0 touch-manipulation rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:size-44"
      style={{ "--avatar-pulse": `${look.pulseSeconds}s` } as React.CSSProperties}
    >
      <span className={cn("block size-full", styles.float)}>
        <AvatarFace mode={mode} look={look} pupil={pupil} mouthOpen={mouthOpen} />
      </span>
    </button>
  );
}
