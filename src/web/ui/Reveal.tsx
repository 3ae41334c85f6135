import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { prefersReducedMotion, REVEAL_THRESHOLD, startsBelowFold } from './motion';

type Phase = 'static' | 'hidden' | 'shown';

const styles: Record<Phase, CSSProperties> = {
  static: {},
  hidden: { opacity: 0, transform: 'translateY(24px)' },
  shown: { opacity: 1, transform: 'none', transition: 'opacity 600ms ease, transform 600ms ease' },
};

/**
 * Fades a card in when 30% of it becomes visible. The server renders it visible; after mount only cards
 * still below the fold are hidden, so nothing on screen flickers and nothing is lost without JavaScript.
 */
export function Reveal({ children, delayMs = 0 }: { children: ReactNode; delayMs?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    if (!startsBelowFold(element.getBoundingClientRect(), window.innerHeight)) return;
    setPhase('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('shown');
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      style={{ height: '100%', ...styles[phase], transitionDelay: phase === 'shown' ? `${delayMs}ms` : undefined }}
    >
      {children}
    </div>
  );
}
