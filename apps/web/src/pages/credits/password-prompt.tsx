import { useState } from 'react';
import { LockIcon } from '../../components/icons';
import { apiKeysPanel } from '../../i18n/fr';
import { BUTTON } from './overlap-select';
import type { PasswordPrompt } from './use-api-keys';

const t = apiKeysPanel.reauth;

/**
 * The password asked again before a new key or secret: the session key alone may list and revoke, not mint.
 * Focused as it opens, so the page scrolls to it wherever the button was.
 */
export function PasswordPromptBox({
  prompt,
  onConfirm,
  onCancel,
}: {
  prompt: PasswordPrompt;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <form
      aria-labelledby="reauth-title"
      className="grid gap-3 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200"
      data-testid="reauth-prompt"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onConfirm(password);
      }}
    >
      <div className="flex items-center gap-2">
        <span className="h-5 w-5 shrink-0 text-brand-700">
          <LockIcon />
        </span>
        <h3 id="reauth-title" className="font-semibold text-slate-900">
          {t.title}
        </h3>
      </div>
      <p className="text-slate-700">{t.lead}</p>
      <label htmlFor="reauth-password" className="grid gap-1 text-slate-700 text-xs">
        {t.password}
        <input
          id="reauth-password"
          type="password"
          autoComplete="current-password"
          // biome-ignore lint/a11y/noAutofocus: the box opens on the visitor's own click, to take this field.
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={prompt.error ? true : undefined}
          aria-describedby={prompt.error ? 'reauth-error' : undefined}
          className="min-h-10 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900"
        />
      </label>
      {prompt.error && (
        <p id="reauth-error" role="alert" className="text-red-700">
          {prompt.error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={prompt.checking || !password} className={BUTTON}>
          {prompt.checking ? t.checking : t.confirm}
        </button>
        <button type="button" onClick={onCancel} disabled={prompt.checking} className={BUTTON}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
