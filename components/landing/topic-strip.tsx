import { landingMessages } from "@/messages/landing";

import { landingClass as styles } from "./landing-classes";

function Chips({ copy }: { copy: boolean }) {
  return landingMessages.topics.items.map((topic) => (
    <li
      key={topic}
      className={copy ? `${styles.copy} pr-3` : "pr-3"}
      aria-hidden={copy || undefined}
      inert={copy}
    >
      <a href="#wissensbasis" className={styles.chip}>
        <span aria-hidden="true" className={styles.dot} />
        {topic}
      </a>
    </li>
  ));
}

/** The scrolling strip of topic chips below the hero (spec §2). */
export function TopicStrip() {
  return (
    <div
      className={`${styles.strip} overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]`}
    >
      <ul aria-label={landingMessages.topics.label} className={`${styles.track} flex w-max gap-y-2`}>
        <Chips copy={false} />
        <Chips copy />
      </ul>
    </div>
  );
}
