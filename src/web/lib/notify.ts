import { notifications } from '@mantine/notifications';

/** Toast helpers for the screens (spec section 8 messages). */
export type NotifyOptions = {
  title?: string;
  /** Milliseconds before the toast closes; false keeps it open. Default 4000. */
  autoClose?: number | false;
};

type Kind = 'success' | 'info' | 'warning' | 'error';

const COLORS: Record<Kind, string> = {
  success: 'kiwi',
  info: 'blue',
  warning: 'orange',
  error: 'red',
};

function show(kind: Kind, message: string, options: NotifyOptions = {}): string {
  return notifications.show({
    message,
    title: options.title,
    color: COLORS[kind],
    autoClose: options.autoClose ?? 4000,
    withBorder: true,
  });
}

/** Green toast, e.g. notifySuccess('Added'). */
export const notifySuccess = (message: string, options?: NotifyOptions) =>
  show('success', message, options);
/** Neutral toast. */
export const notifyInfo = (message: string, options?: NotifyOptions) =>
  show('info', message, options);
/** Orange toast, e.g. notifyWarning('Service is required'). */
export const notifyWarning = (message: string, options?: NotifyOptions) =>
  show('warning', message, options);
/** Red toast, e.g. notifyError('Status of this service is pending.', { title: 'Failed to open' }). */
export const notifyError = (message: string, options?: NotifyOptions) =>
  show('error', message, options);
