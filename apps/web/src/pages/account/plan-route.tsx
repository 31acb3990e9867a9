import { LoadingPanel } from './account-panels';

export default function PendingRoute() {
  return <LoadingPanel />;
}
