import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { idFromParam } from '../routing/screen-search.ts';
import { useSessionStore } from './session-store.ts';
import { useSelectClass, useSelectedClass } from './use-selected-class.ts';

/** The class in the address (`?groupId=`; null for none), and a setter that replaces it. */
function useClassParam(): [number | null, (groupId: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const groupId = idFromParam(search.get('groupId'));
  const setGroupId = useCallback(
    (next: number | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === null) params.delete('groupId');
          else params.set('groupId', String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [groupId, setGroupId];
}

interface PageClassOptions {
  /** The page can show every class at once (null: "All classes"), as the sidebar can. */
  allowAll?: boolean;
}

/**
 * One class chooser (issue 26 point 1): a page about one class shows the class chosen in the sidebar,
 * and choosing a class on the page chooses it in the sidebar, so the two never disagree. A link that
 * names a class (`?groupId=`) chooses it once on arrival, and the address follows the class shown, so
 * it can be shared. A class the sidebar cannot hold (one the teacher does not teach: an administrator's
 * report, another class's league) is kept by the page until the sidebar's class changes.
 * `choices` are the classes the page offers; without the sidebar's among them, the first is shown
 * (or, with `allowAll`, all of them).
 */
export function usePageClass(choices: ReadonlyArray<{ groupId: number }>, options: PageClassOptions = {}) {
  const [fromAddress, setAddress] = useClassParam();
  const { groupId: selected } = useSelectedClass();
  const ownGroups = useSessionStore((s) => s.groups);
  const selectClass = useSelectClass();
  const [picked, setPicked] = useState<number | null>(null);
  const arrived = useRef(false);
  const offered = (id: number | null): id is number => id !== null && choices.some((c) => c.groupId === id);
  const isOwn = (id: number) => ownGroups.some((g) => g.groupId === id);

  const arriving = !arrived.current && offered(fromAddress);
  const shown = (): number | null => {
    if (arriving) return fromAddress;
    if (offered(picked)) return picked;
    if (offered(selected)) return selected;
    // "All classes" where the page has it; while its classes load, the sidebar's (one of the caller's own).
    if (options.allowAll) return choices.length === 0 ? selected : null;
    return choices[0]?.groupId ?? null;
  };
  const groupId = shown();

  // A link's class is chosen once, on the first render that knows the page's classes (later addresses
  // are the page's own): in the sidebar when it can hold it.
  useEffect(() => {
    if (arrived.current || choices.length === 0) return;
    arrived.current = true;
    if (!arriving || fromAddress === null) return;
    if (isOwn(fromAddress)) {
      if (fromAddress !== selected) selectClass(fromAddress);
    } else setPicked(fromAddress);
  });

  // A class chosen in the sidebar replaces one the page was keeping on its own.
  const lastSelected = useRef(selected);
  useEffect(() => {
    if (lastSelected.current === selected) return;
    lastSelected.current = selected;
    setPicked(null);
  }, [selected]);

  // The address names the class shown (once the page's classes are known: before, it may be a link's).
  const known = choices.length > 0;
  useEffect(() => {
    if (known && !arriving && groupId !== fromAddress) setAddress(groupId);
  }, [known, arriving, groupId, fromAddress, setAddress]);

  const setGroupId = useCallback(
    (next: number | null) => {
      if (next === null || ownGroups.some((g) => g.groupId === next)) {
        setPicked(null);
        selectClass(next);
      } else setPicked(next);
    },
    [ownGroups, selectClass],
  );
  return { groupId, setGroupId };
}
