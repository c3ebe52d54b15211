/**
 * The component that draws toasts, as a module of its own so that toast-host.tsx can load it
 * lazily: importing the package itself lazily would keep the component in the first download,
 * where the package's store already is.
 */
export { Notifications as ToastViewport } from '@mantine/notifications';
