import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A dialog whose code downloads the first time it opens, not with its page (issue 26 point 4: light pages):
 * `const DeleteDialog = lazyDialog(async () => (await import('./delete-dialog.tsx')).DeleteDialog);`, used as
 * the dialog itself. Until it is first asked to open it renders nothing; once loaded it stays mounted.
 *
 * It mounts closed and opens just after: Mantine's modal remembers the control that had focus (to give focus
 * back on close) only when `opened` turns true after it mounted.
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function Loaded(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return <Dialog {...props} opened={props.opened && mounted} />;
  }
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
