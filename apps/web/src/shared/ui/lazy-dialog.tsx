import { type ComponentType, Suspense, useEffect, useState } from 'react';

type DialogProps = { opened: boolean };

/**
 * A dialog whose code downloads the first time it opens, not with its page (issue 26 point 4: light pages).
 * Declare it with React.lazy at the module's top, `const DeleteDialog = lazy(async () => ({ default: (await
 * import('./delete-dialog.tsx')).DeleteDialog }))`, and render `<LazyDialog dialog={DeleteDialog} opened={…}
 * {...its other props} />`. Until first asked to open it renders nothing; once loaded it stays mounted.
 */
export function LazyDialog<P extends DialogProps>({ dialog, ...props }: { dialog: ComponentType<P> } & P) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ClosedFirst dialog={dialog} props={props as unknown as P} />
    </Suspense>
  );
}

/**
 * Mounts the dialog closed and opens it just after: Mantine's modal remembers the control that had focus (to
 * give focus back on close) only when `opened` turns true after it mounted.
 */
function ClosedFirst<P extends DialogProps>({
  dialog: Dialog,
  props,
}: {
  dialog: ComponentType<P>;
  props: P;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <Dialog {...props} opened={props.opened && mounted} />;
}
