// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../i18n/fr';
import { keepSignsAttached } from './notification-area';
import { NotificationProvider, type Notifier, useNotify } from './notification-context';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let notifier: Notifier;

function Capture() {
  notifier = useNotify();
  return null;
}

function Orphan() {
  useNotify();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <NotificationProvider>
        <Capture />
      </NotificationProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const area = () => container.querySelector('[role="status"]');
const items = () => Array.from(area()?.children ?? []);

describe('the notification area', () => {
  it('is a polite live region at the top right, empty at first', () => {
    expect(area()?.getAttribute('aria-live')).toBe('polite');
    expect(container.querySelector('section')?.className).toContain('fixed');
    expect(container.querySelector('section')?.className).toContain('right-4');
    expect(items()).toHaveLength(0);
  });

  it('shows a notification with its title, message, icon and slide-in', () => {
    act(() => {
      notifier.notify({ type: 'error', title: 'Erreur', message: 'Impossible de préparer le paiement' });
    });
    const [item] = items();
    expect(item?.textContent).toContain('Erreur');
    expect(item?.textContent).toContain('Impossible de préparer le paiement');
    expect(item?.querySelector('svg')).not.toBeNull();
    expect(item?.className).toContain('notification-enter');
    expect(item?.className).toContain('border-l-red-600');
  });

  it('stays until closed when it has no duration', () => {
    act(() => {
      notifier.notify({ type: 'warning', title: 'Limite atteinte', message: 'm' });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(items()).toHaveLength(1);
    const close = items()[0]?.querySelector<HTMLButtonElement>('button[aria-label="Fermer la notification"]');
    act(() => close?.click());
    expect(items()).toHaveLength(0);
  });

  it('goes by itself after its duration', () => {
    act(() => {
      notifier.notify(notifications.presets.uploadSuccess());
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('runs the action, then closes', () => {
    const reload = vi.fn();
    act(() => {
      notifier.notify(notifications.presets.updateAvailable(reload));
    });
    const action = Array.from(items()[0]?.querySelectorAll('button') ?? []).find(
      (b) => b.textContent === 'Actualiser',
    );
    act(() => action?.click());
    expect(reload).toHaveBeenCalledOnce();
    expect(items()).toHaveLength(0);
  });

  it('dismisses one notification by id and keeps the others', () => {
    let first = '';
    act(() => {
      first = notifier.notify({ type: 'info', title: 'Un', message: '1' });
      notifier.notify({ type: 'success', title: 'Deux', message: '2' });
    });
    expect(first).not.toBe('');
    act(() => notifier.dismiss(first));
    expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual(['Succès\u00a0: Deux']);
  });
});

describe('useNotify', () => {
  it('refuses to work outside the provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const orphanRoot = createRoot(document.createElement('div'));
    expect(() => act(() => orphanRoot.render(<Orphan />))).toThrow('useNotify must be used inside');
    error.mockRestore();
  });
});

describe('keepSignsAttached', () => {
  it('puts a no-break space before ! ? : ; so the sign never wraps alone', () => {
    expect(keepSignsAttached('Document horodaté avec succès !')).toBe('Document horodaté avec succès\u00a0!');
    expect(keepSignsAttached('Erreur : carte refusée ; réessayez ?')).toBe(
      'Erreur\u00a0: carte refusée\u00a0; réessayez\u00a0?',
    );
    expect(keepSignsAttached('Sans signe')).toBe('Sans signe');
  });
});
