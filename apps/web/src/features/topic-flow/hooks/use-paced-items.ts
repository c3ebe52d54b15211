import type { FlowItem } from '@mathsight/contract/flows.ts';
import { useEffect, useState } from 'react';

/**
 * Reveals items one at a time, each after its milliSecondsDelay, so the chat feels paced; `typing`
 * is true while the next one is on its way. Items already there when the screen opens on a flow
 * that has been answered before show at once (resuming replays nothing).
 */
export function usePacedItems(items: FlowItem[]): { shown: number; typing: boolean } {
  const [shown, setShown] = useState(() => (items.some((i) => i.response !== null) ? items.length : 0));
  useEffect(() => {
    if (shown >= items.length) return;
    const delay = items[shown]?.milliSecondsDelay ?? 0;
    const timer = setTimeout(() => setShown((s) => s + 1), delay);
    return () => clearTimeout(timer);
  }, [shown, items]);
  return { shown: Math.min(shown, items.length), typing: shown < items.length };
}
