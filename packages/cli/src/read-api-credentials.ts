import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { EXIT } from './exit-codes';
import { InputError } from './read-input-files';

export interface ApiCredentials {
  apiKey: string;
  apiSecret: string;
}

/** The credentials file the signup hands out, where `horodoc stamp` looks for it when told nothing else. */
function defaultCredentialsPath(env: NodeJS.ProcessEnv): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'horodoc', 'horodoc-api-credentials.json');
}

/**
 * The API key to sign with: `HORODOC_API_KEY` and `HORODOC_API_SECRET` from the environment, else the JSON
 * file downloaded at signup (`{ "apiKey": …, "apiSecret": … }`), given by `--credentials` or at its default
 * place. @throws InputError when none is found or the file is not such a file.
 */
export async function readApiCredentials(env: NodeJS.ProcessEnv, path?: string): Promise<ApiCredentials> {
  if (!path && env.HORODOC_API_KEY && env.HORODOC_API_SECRET) {
    return { apiKey: env.HORODOC_API_KEY, apiSecret: env.HORODOC_API_SECRET };
  }
  const file = path ?? defaultCredentialsPath(env);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new InputError(
      `Clé API introuvable : définissez HORODOC_API_KEY et HORODOC_API_SECRET, ou donnez --credentials avec le fichier ${path ? file : `horodoc-api-credentials.json reçu à l'inscription (cherché dans ${file})`}.`,
      EXIT.usage,
    );
  }
  let parsed: { apiKey?: unknown; apiSecret?: unknown };
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = {};
  }
  if (typeof parsed.apiKey !== 'string' || typeof parsed.apiSecret !== 'string') {
    throw new InputError(`${file} : les champs apiKey et apiSecret sont attendus.`, EXIT.usage);
  }
  return { apiKey: parsed.apiKey, apiSecret: parsed.apiSecret };
}
