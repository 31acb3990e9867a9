import { parseArgs } from 'node:util';
import { auditLog } from './audit-log';
import { EXIT } from './exit-codes';
import { DEFAULT_SERVER, HELP_FR } from './help-fr';
import { readApiCredentials } from './read-api-credentials';
import { fingerprintOf, InputError, readTsaAnchors } from './read-input-files';
import { stampFiles } from './stamp-files';
import { upgradeProof } from './upgrade-proof';
import { verifyWithProof } from './verify-with-proof';
import { verifyWithServer } from './verify-with-server';

/** The package's version, written in by the build. */
declare const HORODOC_VERSION: string | undefined;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * Runs the command line and resolves with the exit code; never exits the process itself. `env` gives
 * `horodoc stamp` its API key (HORODOC_API_KEY, HORODOC_API_SECRET) and the credentials file's folder.
 */
export async function main(
  argv: string[],
  io: Io = processIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${HELP_FR}`);
    return EXIT.usage;
  }
  const { positionals } = parsed;
  const values = { ...parsed.values, l1Rpc: parsed.values['l1-rpc'] };
  const [command, ...files] = positionals;
  if (values.help || command === 'help') {
    io.out(HELP_FR);
    return EXIT.valid;
  }
  if (values.version) {
    io.out(`${typeof HORODOC_VERSION === 'string' ? HORODOC_VERSION : 'dev'}\n`);
    return EXIT.valid;
  }
  try {
    if (command === 'hash' && files.length > 0) {
      for (const file of files) {
        const hash = await fingerprintOf(file);
        io.out(files.length === 1 ? `${hash}\n` : `${hash}  ${file}\n`);
      }
      return EXIT.valid;
    }
    if (command === 'stamp' && files.length > 0) {
      const timeoutSeconds = Number(values.timeout ?? 300);
      if (!Number.isSafeInteger(timeoutSeconds) || timeoutSeconds <= 0) {
        io.err('--timeout attend un nombre de secondes.\n');
        return EXIT.usage;
      }
      return await stampFiles({
        files,
        credentials: await readApiCredentials(env, values.credentials),
        serverUrl: values.server ?? DEFAULT_SERVER,
        tags: values.tag ?? [],
        timeoutMs: timeoutSeconds * 1000,
        write: io.out,
      });
    }
    if (command === 'audit' && files.length === 0) {
      if (!values.rpc) {
        io.err(`horodoc audit demande --rpc URL.\n\n${HELP_FR}`);
        return EXIT.usage;
      }
      const fromBlock = values['from-block'] === undefined ? undefined : Number(values['from-block']);
      if (fromBlock !== undefined && !Number.isSafeInteger(fromBlock)) {
        io.err('--from-block attend un numéro de bloc.\n');
        return EXIT.usage;
      }
      if (values.contract && !/^0x[0-9a-fA-F]{40}$/.test(values.contract)) {
        io.err('--contract attend une adresse 0x de 20 octets.\n');
        return EXIT.usage;
      }
      return await auditLog({ rpcUrl: values.rpc, contract: values.contract, fromBlock, write: io.out });
    }
    if (command === 'upgrade' && files.length === 1) {
      if (values.l1Rpc === undefined && (values.rpc || values['l1-contract'] || values['l1-from-block'])) {
        io.err('--rpc, --l1-contract et --l1-from-block vont avec --l1-rpc (sans serveur Horodoc).\n');
        return EXIT.usage;
      }
      return await upgradeProof({
        input: files[0] as string,
        out: values.out,
        serverUrl: values.server ?? DEFAULT_SERVER,
        rpcUrl: values.rpc,
        l1RpcUrl: values.l1Rpc,
        l1Contract: values['l1-contract'],
        l1FromBlock: values['l1-from-block'] === undefined ? undefined : Number(values['l1-from-block']),
        write: io.out,
      });
    }
    if (command === 'verify' && files.length === 1) {
      const file = files[0] as string;
      if (values.proof && values.certificate) {
        io.err('Donnez --proof ou --certificate, pas les deux.\n');
        return EXIT.usage;
      }
      if (values.offline && (values.rpc || values.l1Rpc)) {
        io.err('Donnez --offline ou --rpc et --l1-rpc, pas les deux.\n');
        return EXIT.usage;
      }
      const check = {
        rpcUrl: values.rpc,
        l1RpcUrl: values.l1Rpc,
        offline: values.offline === true,
        tsaAnchors: await readTsaAnchors(values['tsa-root'] ?? [], values['tsa-qualified-root'] ?? []),
      };
      if (values.proof || values.certificate) {
        return await verifyWithProof({
          file,
          proofPath: values.proof,
          certificatePath: values.certificate,
          ...check,
          write: io.out,
        });
      }
      return await verifyWithServer({
        file,
        serverUrl: values.server ?? DEFAULT_SERVER,
        saveProofPath: values['save-proof'],
        ...check,
        write: io.out,
      });
    }
  } catch (error) {
    if (error instanceof InputError) {
      io.err(`✘ ${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
  io.err(`Commande incomplète ou inconnue.\n\n${HELP_FR}`);
  return EXIT.usage;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        proof: { type: 'string' },
        certificate: { type: 'string' },
        contract: { type: 'string' },
        'from-block': { type: 'string' },
        rpc: { type: 'string' },
        server: { type: 'string' },
        'save-proof': { type: 'string' },
        'l1-rpc': { type: 'string' },
        'l1-contract': { type: 'string' },
        'l1-from-block': { type: 'string' },
        out: { type: 'string' },
        credentials: { type: 'string' },
        tag: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        offline: { type: 'boolean' },
        'tsa-root': { type: 'string', multiple: true },
        'tsa-qualified-root': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new Error(`Option invalide : ${error instanceof Error ? error.message : String(error)}`);
  }
}
