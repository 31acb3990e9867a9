import { AlertIcon, CheckCircleIcon, InfoIcon, XCircleIcon } from '../../components/icons';
import type { NotificationType } from './notification-types';

const ICONS = {
  success: { Icon: CheckCircleIcon, color: 'text-emerald-600' },
  error: { Icon: XCircleIcon, color: 'text-red-600' },
  warning: { Icon: AlertIcon, color: 'text-amber-600' },
  info: { Icon: InfoIcon, color: 'text-brand-600' },
} as const;

export function NotificationIcon({ type }: { type: NotificationType }) {
  const { Icon, color } = ICONS[type];
  return (
    <span className={`mt-0.5 h-5 w-5 shrink-0 ${color}`}>
      <Icon />
    </span>
  );
}
