import { useCallback, useState } from 'react';

/** A list's chosen rows, by id, each with what the actions need to know of it (a name, a flag). */
export interface Selection<V> {
  chosen: ReadonlyMap<number, V>;
  size: number;
  has: (id: number) => boolean;
  toggle: (id: number, value: V) => void;
  /** Chooses every one of `entries`, or, when all are chosen already, none of them. */
  toggleAll: (entries: ReadonlyArray<readonly [number, V]>) => void;
  replace: (entries: Iterable<readonly [number, V]>) => void;
  clear: () => void;
}

/**
 * The choice of rows of a list. It empties itself when `resetKey` changes (new filters show other
 * rows): adjusted during render, not in an effect, so no frame shows a stale choice.
 */
export function useSelection<V>(resetKey = ''): Selection<V> {
  const [chosen, setChosen] = useState<ReadonlyMap<number, V>>(new Map());
  const [keyFor, setKeyFor] = useState(resetKey);
  if (keyFor !== resetKey) {
    setKeyFor(resetKey);
    setChosen(new Map());
  }
  const toggle = useCallback(
    (id: number, value: V) =>
      setChosen((current) => {
        const next = new Map(current);
        if (next.has(id)) next.delete(id);
        else next.set(id, value);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (entries: ReadonlyArray<readonly [number, V]>) =>
      setChosen((current) => {
        const next = new Map(current);
        const all = entries.length > 0 && entries.every(([id]) => current.has(id));
        for (const [id, value] of entries) {
          if (all) next.delete(id);
          else next.set(id, value);
        }
        return next;
      }),
    [],
  );
  const replace = useCallback((entries: Iterable<readonly [number, V]>) => setChosen(new Map(entries)), []);
  const clear = useCallback(() => setChosen(new Map()), []);
  return { chosen, size: chosen.size, has: (id) => chosen.has(id), toggle, toggleAll, replace, clear };
}
