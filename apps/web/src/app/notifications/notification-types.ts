export type NotificationType = 'success' | 'error' | 'warning' | 'info';

interface NotificationAction {
  label: string;
  onClick: () => void;
}

/** What a screen asks to show; ready-made ones live in `notifications.presets` of `i18n/fr.ts`. */
export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  /** Milliseconds before it goes away by itself; without it, it stays until closed. */
  duration?: number;
  action?: NotificationAction;
}

export interface Notification extends NotificationInput {
  id: string;
}
