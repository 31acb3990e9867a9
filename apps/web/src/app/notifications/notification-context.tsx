/**
 * The notification area of the root shell: toasts at the top right of every page.
 *
 * Any screen under the root can show one:
 *
 *   const { notify, dismiss } = useNotify();
 *   notify({ type: 'error', title: 'Erreur', message: 'Impossible de préparer le paiement' });
 *   notify(notifications.presets.uploadSuccess());             // a ready-made one from i18n/fr.ts
 *   const id = notify({ ...notifications.presets.maintenance(), action: { label: 'Réessayer', onClick: retry } });
 *   dismiss(id);
 *
 * A notification stays until its close button is pressed, or goes by itself after `duration` ms.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { NotificationArea } from './notification-area';
import type { Notification, NotificationInput } from './notification-types';

export interface Notifier {
  /** Shows a notification and returns its id. */
  notify: (input: NotificationInput) => string;
  /** Removes a notification; unknown ids are ignored. */
  dismiss: (id: string) => void;
}

const NotifierContext = createContext<Notifier | null>(null);

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback(
    (input: NotificationInput) => {
      const id = randomId();
      setItems((current) => [...current, { ...input, id }]);
      if (input.duration !== undefined && input.duration > 0) {
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), input.duration),
        );
      }
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const notifier = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  return (
    <NotifierContext.Provider value={notifier}>
      {children}
      <NotificationArea items={items} onDismiss={dismiss} />
    </NotifierContext.Provider>
  );
}

/** The notifier of the root shell; throws outside of it, where nothing would be shown. */
export function useNotify(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotify must be used inside <NotificationProvider>');
  return notifier;
}
