import {
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/*
 * A module of its own, without the primers: a screen that primes a few components it loads anyway
 * (a section's first screen) takes the frame and its pacing without every facade the primers import.
 */

/**
 * Hides a remote's primers: out of the layout and the accessibility tree. `data-primed` marks a
 * frame whose primers have all rendered.
 */
export function StylePrimerFrame({
  children,
  primed = true,
}: {
  readonly children: ReactNode;
  readonly primed?: boolean;
}): ReactElement {
  return (
    <div hidden aria-hidden="true" data-primed={primed ? '' : undefined}>
      {children}
    </div>
  );
}

/** Runs a callback later (the next idle period, the next task…); returns its cancel. */
export type PrimerPace = (callback: () => void) => () => void;

/** The pace of primers a screen needs soon: the next task (`setTimeout`), one primer per task. */
export const nextTask: PrimerPace = (callback) => {
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
};

/**
 * `primers` in a `StylePrimerFrame`, mounted one at a time: the first at once, each next one when
 * `pace` calls back, as a transition — a primer's commit injects its component's styles, and one
 * commit for them all is a long task (docs/architecture.md "Performance budgets"). The frame is
 * marked primed once all have mounted. They stay mounted: antd drops a style when its last user
 * unmounts. Each primer's element is made once: a primer mounted before does not render again when
 * the next one mounts.
 * @param primers - one component per antd component to prime, the costliest first
 * @param pace - when the next one mounts
 * @param onPrimed - called once all have mounted (their styles are in the page)
 */
export function PacedPrimers({
  primers,
  pace,
  onPrimed,
}: {
  readonly primers: readonly ComponentType[];
  readonly pace: PrimerPace;
  readonly onPrimed?: () => void;
}): ReactElement {
  const [mounted, setMounted] = useState(1);
  const elements = useMemo(() => primers.map((Primer, index) => <Primer key={index} />), [primers]);
  const primed = mounted >= primers.length;
  // Again after each primer's commit: the next one is paced from there.
  useEffect(() => {
    if (primed) return onPrimed?.();
    return pace(() => startTransition(() => setMounted((count) => count + 1)));
  }, [mounted, primed, pace, onPrimed]);
  return <StylePrimerFrame primed={primed}>{elements.slice(0, mounted)}</StylePrimerFrame>;
}
