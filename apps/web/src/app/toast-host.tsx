import { useNotifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';

let viewportModule: Promise<ComponentType> | null = null;

function loadViewport(): Promise<ComponentType> {
  viewportModule ??= import('./toast-viewport.tsx').then(
    ({ ToastViewport }) => ToastViewport,
    (error: unknown) => {
      // Tried again with the next toast: a failed download must not take the page down with it.
      viewportModule = null;
      throw error;
    },
  );
  return viewportModule;
}

/**
 * Where toasts appear. Toasts are shown from anywhere through shared/ui/toast.ts, which writes to
 * Mantine's notifications store; the component that draws them (with its transitions, drag and
 * scroll handling) is downloaded when the first toast is shown and stays mounted from then on,
 * so a page that never shows one (the sign-in form, usually) never downloads it.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  const wanted = notifications.length > 0 || queue.length > 0;

  // Runs again at every change of the toasts until the viewport is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new toast is what triggers a new attempt
  useEffect(() => {
    if (!wanted || Viewport) return;
    let current = true;
    loadViewport().then(
      (component) => {
        if (current) setViewport(() => component);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, Viewport, notifications, queue]);

  return Viewport ? <Viewport /> : null;
}
