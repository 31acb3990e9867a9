/**
 * The code samples of the /api-docs page, in curl, Python, JavaScript (Node 18+) and PHP, standard library
 * only. The page prints them for the public site; the server's tests run the very same text against a
 * local server (only the host differs), so a sample that stopped working fails the build. Each reads
 * API_KEY and API_SECRET from the environment, FILE (a path) for uploads, DOCUMENTS (a folder) for a batch,
 * CERTIFICATE_ID afterwards, WEBHOOK_URL for the test webhook and a new endpoint, KEY_ID for a key to roll or
 * revoke, ENDPOINT_ID for an endpoint to delete and DELIVERY_ID for a delivery to send again.
 *
 * Each sample comes in both versions of the request signature (see `request-signature.ts`): version 1, the
 * spec's, and version 2, which also signs the SHA-256 of the body exactly as sent and says so with
 * `X-Signature-Version: 2`. A version-2 file upload therefore builds its multipart body itself, so the bytes
 * it hashes are the bytes it sends.
 */

import type { SIGNATURE_VERSIONS } from './request-signature';

type SignatureVersion = (typeof SIGNATURE_VERSIONS)[number];

export type SampleLanguage = 'curl' | 'python' | 'javascript' | 'php';
export type SampleCall =
  | 'balance'
  | 'uploadFile'
  | 'uploadHash'
  | 'status'
  | 'download'
  | 'proof'
  | 'batch'
  | 'search'
  | 'usage'
  | 'exportCsv'
  | 'testWebhook'
  | 'listKeys'
  | 'createKey'
  | 'rollKey'
  | 'revokeKey'
  | 'listEndpoints'
  | 'createEndpoint'
  | 'deleteEndpoint'
  | 'listDeliveries'
  | 'redeliver';

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = ['curl', 'python', 'javascript', 'php'];

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  /** As called; `{id}` stands for the id read from `idVariable`. A query string is not signed. */
  path: string;
  /** The environment variable `{id}` is read from: CERTIFICATE_ID unless said otherwise. */
  idVariable?: 'KEY_ID' | 'ENDPOINT_ID' | 'DELIVERY_ID';
  /** The query string, sent but not signed. */
  query?: string;
}

/** The tag the batch sample puts on each document, and the search sample looks for. */
export const SAMPLE_TAG = 'lot-2026';

const CALLS: Record<SampleCall, Call> = {
  balance: { method: 'GET', path: '/pro/credits/balance' },
  uploadFile: { method: 'POST', path: '/pro/certificates/upload' },
  uploadHash: { method: 'POST', path: '/pro/certificates/upload' },
  status: { method: 'GET', path: '/pro/certificates/{id}/status' },
  download: { method: 'GET', path: '/pro/certificates/{id}/download' },
  proof: { method: 'GET', path: '/pro/certificates/{id}/proof' },
  batch: { method: 'POST', path: '/pro/certificates/batch' },
  search: { method: 'GET', path: '/pro/certificates', query: `tag=${SAMPLE_TAG}&limit=50` },
  usage: { method: 'GET', path: '/pro/usage', query: 'month=2026-11' },
  exportCsv: { method: 'GET', path: '/pro/certificates/export.csv' },
  testWebhook: { method: 'POST', path: '/pro/webhooks/test' },
  listKeys: { method: 'GET', path: '/pro/api-keys' },
  createKey: { method: 'POST', path: '/pro/api-keys' },
  rollKey: { method: 'POST', path: '/pro/api-keys/{id}/roll', idVariable: 'KEY_ID' },
  revokeKey: { method: 'POST', path: '/pro/api-keys/{id}/revoke', idVariable: 'KEY_ID' },
  listEndpoints: { method: 'GET', path: '/pro/webhooks/endpoints' },
  createEndpoint: { method: 'POST', path: '/pro/webhooks/endpoints' },
  deleteEndpoint: { method: 'DELETE', path: '/pro/webhooks/endpoints/{id}', idVariable: 'ENDPOINT_ID' },
  listDeliveries: { method: 'GET', path: '/pro/webhooks/deliveries', query: 'limit=20' },
  redeliver: { method: 'POST', path: '/pro/webhooks/deliveries/{id}/redeliver', idVariable: 'DELIVERY_ID' },
};

/** The events the endpoint sample listens to. */
export const ENDPOINT_EVENTS = ['certificate.completed', 'certificate.failed'];

/** The endpoint's JSON in a double-quoted shell string, its URL from WEBHOOK_URL. */
const CURL_ENDPOINT_BODY = `{\\"url\\": \\"$WEBHOOK_URL\\", \\"events\\": [${ENDPOINT_EVENTS.map((e) => `\\"${e}\\"`).join(', ')}]}`;

/** The environment variable a call's `{id}` is read from. */
const idVariableOf = (call: SampleCall) => CALLS[call].idVariable ?? 'CERTIFICATE_ID';

/** The JSON bodies the key samples send, the same in every language. */
export const NEW_KEY_NAME = 'Serveur de facturation';
export const ROLL_OVERLAP_HOURS = 24;

/**
 * Every sample of the page, for an API served at `host` (`https://horodoc.fr` on the public site), signed
 * with the given version of the request signature.
 */
export function apiDocSamples(
  host: string,
  version: SignatureVersion = '1',
): Record<SampleCall, Record<SampleLanguage, string>> {
  const samples = {} as Record<SampleCall, Record<SampleLanguage, string>>;
  for (const call of Object.keys(CALLS) as SampleCall[]) {
    samples[call] = {
      curl: curlSample(host, call, version),
      python: pythonSample(host, call, version),
      javascript: javascriptSample(host, call, version),
      php: phpSample(host, call, version),
    };
  }
  return samples;
}

function curlSample(host: string, call: SampleCall, version: SignatureVersion): string {
  return version === '2' ? curlSampleV2(host, call) : curlSampleV1(host, call);
}

/** The curl command's first line and its options, one a line, continued with backslashes. */
function curlCommand(url: string, options: string[]): string {
  return [`curl -sS --fail-with-body "${url}" \\`, ...options.map((o) => `  ${o}`)]
    .join('\n')
    .replace(/(\n {2}[^\n]+)(?=\n {2})/g, '$1 \\');
}

function curlSampleV1(host: string, call: SampleCall): string {
  const { method, path, query } = CALLS[call];
  const shellPath = path.replace('{id}', `$${idVariableOf(call)}`);
  const lines = [
    ...(call === 'batch' ? [...CURL_BATCH_BODY, ''] : []),
    'TIMESTAMP=$(date +%s%3N)',
    `SIGNATURE=$(printf '%s' "${method}${shellPath.split('?')[0]}$TIMESTAMP" \\`,
    `  | openssl dgst -sha256 -hmac "$API_SECRET" | cut -d' ' -f2)`,
    '',
  ];
  if (call === 'uploadHash') lines.unshift(`FILE_HASH=$(sha256sum "$FILE" | cut -d' ' -f1)`);
  const extra: Record<SampleCall, string[]> = {
    balance: [],
    uploadFile: ['-F "file=@$FILE"'],
    uploadHash: ['-F "file_hash=$FILE_HASH"'],
    status: [],
    download: ['-o certificat.pdf'],
    proof: ['-o preuve.json'],
    batch: [
      '-H "Content-Type: application/json"',
      '-H "Idempotency-Key: $IDEMPOTENCY_KEY"',
      '--data "$BODY"',
    ],
    search: [],
    usage: [],
    exportCsv: ['-o certificats.csv'],
    testWebhook: ['-H "Content-Type: application/json"', '-d "{\\"url\\": \\"$WEBHOOK_URL\\"}"'],
    listKeys: [],
    createKey: ['-H "Content-Type: application/json"', `-d '{"name": "${NEW_KEY_NAME}"}'`],
    rollKey: ['-H "Content-Type: application/json"', `-d '{"overlap_hours": ${ROLL_OVERLAP_HOURS}}'`],
    revokeKey: [],
    listEndpoints: [],
    createEndpoint: ['-H "Content-Type: application/json"', `-d "${CURL_ENDPOINT_BODY}"`],
    deleteEndpoint: [],
    listDeliveries: [],
    redeliver: [],
  };
  const options = [
    ...(method === 'GET' ? [] : [`-X ${method}`]),
    '-H "X-API-Key: $API_KEY"',
    '-H "X-Timestamp: $TIMESTAMP"',
    '-H "X-Signature: $SIGNATURE"',
    ...extra[call],
  ];
  const command = curlCommand(`${host}${shellPath}${query ? `?${query}` : ''}`, options);
  return [...lines, command].join('\n');
}

/** The batch's JSON, built from the folder's files in the shell: shared by both versions. */
const CURL_BATCH_BODY = [
  '# Les empreintes de chaque fichier du dossier $DOCUMENTS, en un seul JSON',
  `BODY='{"documents":['`,
  'for FILE in "$DOCUMENTS"/*; do',
  `BODY="$BODY{\\"file_hash\\":\\"$(sha256sum "$FILE" | cut -d' ' -f1)\\",\\"file_name\\":\\"$(basename "$FILE")\\",\\"tags\\":[\\"${SAMPLE_TAG}\\"]},"`,
  'done',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the shell's own expansion, printed as is
  'BODY="${BODY%,}]}"',
  '# Renvoyé avec la même clé, le lot reçoit sa première réponse, sans second débit',
  'IDEMPOTENCY_KEY=$(openssl rand -hex 16)',
];

/**
 * Version 2 in the shell: the body is written out first (a variable, or a file for the multipart upload,
 * whose boundary is then chosen by the sample rather than by curl), hashed, and sent byte for byte with
 * `--data-binary`.
 */
function curlSampleV2(host: string, call: SampleCall): string {
  const { method, path, query } = CALLS[call];
  const shellPath = path.replace('{id}', `$${idVariableOf(call)}`);
  const bodies: Partial<Record<SampleCall, string[]>> = {
    uploadFile: [
      '# Le corps multipart, écrit dans un fichier : ses octets exacts sont signés puis envoyés',
      'BOUNDARY=$(openssl rand -hex 16)',
      'BODY_FILE=$(mktemp)',
      '{',
      `  printf -- '--%s\\r\\nContent-Disposition: form-data; name="file"; filename="%s"\\r\\n' "$BOUNDARY" "$(basename "$FILE")"`,
      `  printf 'Content-Type: application/octet-stream\\r\\n\\r\\n'`,
      '  cat "$FILE"',
      `  printf -- '\\r\\n--%s--\\r\\n' "$BOUNDARY"`,
      '} > "$BODY_FILE"',
      `BODY_SHA256=$(sha256sum "$BODY_FILE" | cut -d' ' -f1)`,
    ],
    uploadHash: [
      `FILE_HASH=$(sha256sum "$FILE" | cut -d' ' -f1)`,
      `BODY="{\\"file_hash\\":\\"$FILE_HASH\\",\\"file_name\\":\\"$(basename "$FILE")\\"}"`,
      `BODY_SHA256=$(printf '%s' "$BODY" | sha256sum | cut -d' ' -f1)`,
    ],
    batch: [...CURL_BATCH_BODY, `BODY_SHA256=$(printf '%s' "$BODY" | sha256sum | cut -d' ' -f1)`],
    testWebhook: [
      `BODY="{\\"url\\": \\"$WEBHOOK_URL\\"}"`,
      `BODY_SHA256=$(printf '%s' "$BODY" | sha256sum | cut -d' ' -f1)`,
    ],
    createKey: [
      `BODY='{"name": "${NEW_KEY_NAME}"}'`,
      `BODY_SHA256=$(printf '%s' "$BODY" | sha256sum | cut -d' ' -f1)`,
    ],
    rollKey: [
      `BODY='{"overlap_hours": ${ROLL_OVERLAP_HOURS}}'`,
      `BODY_SHA256=$(printf '%s' "$BODY" | sha256sum | cut -d' ' -f1)`,
    ],
    createEndpoint: [
      `BODY="${CURL_ENDPOINT_BODY}"`,
      `BODY_SHA256=$(printf '%s' "$BODY" | sha256sum | cut -d' ' -f1)`,
    ],
  };
  const lines = [
    ...(bodies[call] ?? [
      '# Sans corps : le SHA-256 de la chaîne vide',
      `BODY_SHA256=$(printf '' | sha256sum | cut -d' ' -f1)`,
    ]),
    '',
    'TIMESTAMP=$(date +%s%3N)',
    `SIGNATURE=$(printf '%s\\n%s' "${method}${shellPath}$TIMESTAMP" "$BODY_SHA256" \\`,
    `  | openssl dgst -sha256 -hmac "$API_SECRET" | cut -d' ' -f2)`,
    '',
  ];
  const json = ['-H "Content-Type: application/json"', '--data-binary "$BODY"'];
  const extra: Record<SampleCall, string[]> = {
    balance: [],
    uploadFile: ['-H "Content-Type: multipart/form-data; boundary=$BOUNDARY"', '--data-binary "@$BODY_FILE"'],
    uploadHash: json,
    status: [],
    download: ['-o certificat.pdf'],
    proof: ['-o preuve.json'],
    batch: [
      '-H "Content-Type: application/json"',
      '-H "Idempotency-Key: $IDEMPOTENCY_KEY"',
      '--data-binary "$BODY"',
    ],
    search: [],
    usage: [],
    exportCsv: ['-o certificats.csv'],
    testWebhook: json,
    listKeys: [],
    createKey: json,
    rollKey: json,
    revokeKey: [],
    listEndpoints: [],
    createEndpoint: json,
    deleteEndpoint: [],
    listDeliveries: [],
    redeliver: [],
  };
  const options = [
    ...(method === 'GET' ? [] : [`-X ${method}`]),
    '-H "X-API-Key: $API_KEY"',
    '-H "X-Timestamp: $TIMESTAMP"',
    '-H "X-Signature-Version: 2"',
    '-H "X-Signature: $SIGNATURE"',
    ...extra[call],
  ];
  return [...lines, curlCommand(`${host}${shellPath}${query ? `?${query}` : ''}`, options)].join('\n');
}

const PYTHON_PRELUDE = (host: string) => `import hashlib, hmac, json, os, time, urllib.request, uuid

HOST = "${host}"
API_KEY = os.environ["API_KEY"]
API_SECRET = os.environ["API_SECRET"]


def signed_headers(method, path):
    timestamp = str(int(time.time() * 1000))
    message = f"{method}{path.split('?')[0]}{timestamp}".encode()
    signature = hmac.new(API_SECRET.encode(), message, hashlib.sha256).hexdigest()
    return {"X-API-Key": API_KEY, "X-Timestamp": timestamp, "X-Signature": signature}
`;

const PYTHON_PRELUDE_V2 = (host: string) => `import hashlib, hmac, json, os, time, urllib.request, uuid

HOST = "${host}"
API_KEY = os.environ["API_KEY"]
API_SECRET = os.environ["API_SECRET"]


def signed_headers(method, path, body=b""):
    # Version 2 : le texte signé se termine par le SHA-256 du corps tel qu'envoyé.
    timestamp = str(int(time.time() * 1000))
    body_sha256 = hashlib.sha256(body).hexdigest()
    message = f"{method}{path.split('?')[0]}{timestamp}\\n{body_sha256}".encode()
    signature = hmac.new(API_SECRET.encode(), message, hashlib.sha256).hexdigest()
    return {
        "X-API-Key": API_KEY,
        "X-Timestamp": timestamp,
        "X-Signature-Version": "2",
        "X-Signature": signature,
    }
`;

function pythonSample(host: string, call: SampleCall, version: SignatureVersion): string {
  const { path } = CALLS[call];
  /** Version 2 signs the body too: `body` is the bytes (multipart) or the text (JSON) about to be sent. */
  const signPost = (body: string) =>
    version === '2' ? `signed_headers("POST", path, ${body})` : 'signed_headers("POST", path)';
  const pathLine = path.includes('{id}')
    ? `path = f"${path.replace('{id}', `{os.environ['${idVariableOf(call)}']}`)}"`
    : `path = "${path}"`;
  const bodies: Record<SampleCall, string> = {
    balance: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    uploadFile: `${pathLine}
boundary = uuid.uuid4().hex
with open(os.environ["FILE"], "rb") as document:
    content = document.read()
name = os.path.basename(os.environ["FILE"])
body = (
    f'--{boundary}\\r\\nContent-Disposition: form-data; name="file"; filename="{name}"\\r\\n'
    "Content-Type: application/octet-stream\\r\\n\\r\\n"
).encode() + content + f"\\r\\n--{boundary}--\\r\\n".encode()
headers = ${signPost('body')}
headers["Content-Type"] = f"multipart/form-data; boundary={boundary}"
headers["Idempotency-Key"] = str(uuid.uuid4())
request = urllib.request.Request(HOST + path, data=body, headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    uploadHash: `${pathLine}
with open(os.environ["FILE"], "rb") as document:
    file_hash = hashlib.sha256(document.read()).hexdigest()
body = json.dumps({"file_hash": file_hash, "file_name": os.path.basename(os.environ["FILE"])})
headers = ${signPost('body.encode()')}
headers["Content-Type"] = "application/json"
headers["Idempotency-Key"] = str(uuid.uuid4())
request = urllib.request.Request(HOST + path, data=body.encode(), headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    status: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    download: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response, open("certificat.pdf", "wb") as pdf:
    pdf.write(response.read())
print("certificat.pdf")`,
    proof: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response, open("preuve.json", "wb") as proof:
    # Le fichier de preuve que porte le PDF, octet pour octet : horodoc verify --proof le vérifie.
    proof.write(response.read())
print("preuve.json")`,
    batch: `${pathLine}
folder = os.environ["DOCUMENTS"]
documents = []
for name in sorted(os.listdir(folder)):
    with open(os.path.join(folder, name), "rb") as document:
        file_hash = hashlib.sha256(document.read()).hexdigest()
    documents.append({"file_hash": file_hash, "file_name": name, "tags": ["${SAMPLE_TAG}"]})
body = json.dumps({"documents": documents})
headers = ${signPost('body.encode()')}
headers["Content-Type"] = "application/json"
headers["Idempotency-Key"] = str(uuid.uuid4())
request = urllib.request.Request(HOST + path, data=body.encode(), headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    testWebhook: `${pathLine}
body = json.dumps({"url": os.environ["WEBHOOK_URL"]})
headers = ${signPost('body.encode()')}
headers["Content-Type"] = "application/json"
request = urllib.request.Request(HOST + path, data=body.encode(), headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    search: `${pathLine}
url = HOST + path + "?${CALLS.search.query}"
request = urllib.request.Request(url, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    usage: `${pathLine}
url = HOST + path + "?${CALLS.usage.query}"
request = urllib.request.Request(url, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    exportCsv: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response, open("certificats.csv", "wb") as archive:
    while chunk := response.read(65536):
        archive.write(chunk)
print("certificats.csv")`,
    listKeys: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    createKey: `${pathLine}
body = json.dumps({"name": "${NEW_KEY_NAME}"})
headers = ${signPost('body.encode()')}
headers["Content-Type"] = "application/json"
request = urllib.request.Request(HOST + path, data=body.encode(), headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    # api_secret n'est montré que dans cette réponse : rangez-le aussitôt.
    print(json.load(response))`,
    rollKey: `${pathLine}
body = json.dumps({"overlap_hours": ${ROLL_OVERLAP_HOURS}})
headers = ${signPost('body.encode()')}
headers["Content-Type"] = "application/json"
request = urllib.request.Request(HOST + path, data=body.encode(), headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    revokeKey: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("POST", path), method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    listEndpoints: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    createEndpoint: `${pathLine}
body = json.dumps({"url": os.environ["WEBHOOK_URL"], "events": ${JSON.stringify(ENDPOINT_EVENTS).replaceAll(',', ', ')}})
headers = ${signPost('body.encode()')}
headers["Content-Type"] = "application/json"
request = urllib.request.Request(HOST + path, data=body.encode(), headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    # webhook_secret n'est montré que dans cette réponse : c'est lui qui vérifie les webhooks reçus.
    print(json.load(response))`,
    deleteEndpoint: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("DELETE", path), method="DELETE")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    listDeliveries: `${pathLine}
url = HOST + path + "?${CALLS.listDeliveries.query}"
request = urllib.request.Request(url, headers=signed_headers("GET", path))
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    redeliver: `${pathLine}
request = urllib.request.Request(HOST + path, headers=signed_headers("POST", path), method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
  };
  return `${(version === '2' ? PYTHON_PRELUDE_V2 : PYTHON_PRELUDE)(host)}

${bodies[call]}`;
}

const JAVASCRIPT_IMPORTS = (
  host: string,
) => `import { createHash, createHmac, randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

const HOST = '${host}';
const { API_KEY, API_SECRET } = process.env;
`;

const JAVASCRIPT_PRELUDE = (host: string) => `${JAVASCRIPT_IMPORTS(host)}
function signedHeaders(method, path) {
  const timestamp = Date.now().toString();
  const signed = method + path.split('?')[0] + timestamp;
  const signature = createHmac('sha256', API_SECRET).update(signed).digest('hex');
  return { 'X-API-Key': API_KEY, 'X-Timestamp': timestamp, 'X-Signature': signature };
}

async function call(method, path, init = {}) {
  // La chaîne de requête est envoyée, mais pas signée.
  const headers = { ...signedHeaders(method, path.split('?')[0]), ...init.headers };
  const response = await fetch(HOST + path, { ...init, method, headers });
  if (!response.ok) throw new Error(\`\${response.status} \${await response.text()}\`);
  return response;
}
`;

const JAVASCRIPT_PRELUDE_V2 = (host: string) => `${JAVASCRIPT_IMPORTS(host)}
function signedHeaders(method, path, body = '') {
  // Version 2 : le texte signé se termine par le SHA-256 du corps tel qu'envoyé.
  const timestamp = Date.now().toString();
  const bodySha256 = createHash('sha256').update(body).digest('hex');
  const signed = method + path.split('?')[0] + timestamp + '\\n' + bodySha256;
  const signature = createHmac('sha256', API_SECRET).update(signed).digest('hex');
  return {
    'X-API-Key': API_KEY,
    'X-Timestamp': timestamp,
    'X-Signature-Version': '2',
    'X-Signature': signature,
  };
}

async function call(method, path, init = {}) {
  // La chaîne de requête est envoyée, mais pas signée ; le corps (init.body) l'est.
  const headers = { ...signedHeaders(method, path.split('?')[0], init.body), ...init.headers };
  const response = await fetch(HOST + path, { ...init, method, headers });
  if (!response.ok) throw new Error(\`\${response.status} \${await response.text()}\`);
  return response;
}
`;

function javascriptSample(host: string, call: SampleCall, version: SignatureVersion): string {
  const { path } = CALLS[call];
  const pathLine = path.includes('{id}')
    ? `const path = \`${path.replace('{id}', `\${process.env.${idVariableOf(call)}}`)}\`;`
    : `const path = '${path}';`;
  const bodies: Record<SampleCall, string> = {
    balance: `${pathLine}
console.log(await (await call('GET', path)).json());`,
    uploadFile:
      version === '2'
        ? `${pathLine}
// Le corps multipart, construit ici : ses octets exacts sont signés puis envoyés.
const boundary = randomUUID();
const body = Buffer.concat([
  Buffer.from(
    \`--\${boundary}\\r\\nContent-Disposition: form-data; name="file"; filename="\${basename(process.env.FILE)}"\\r\\n\` +
      'Content-Type: application/octet-stream\\r\\n\\r\\n',
  ),
  await readFile(process.env.FILE),
  Buffer.from(\`\\r\\n--\${boundary}--\\r\\n\`),
]);
const response = await call('POST', path, {
  body,
  headers: { 'Content-Type': \`multipart/form-data; boundary=\${boundary}\`, 'Idempotency-Key': randomUUID() },
});
console.log(await response.json());`
        : `${pathLine}
const form = new FormData();
form.append('file', new Blob([await readFile(process.env.FILE)]), basename(process.env.FILE));
const response = await call('POST', path, { body: form, headers: { 'Idempotency-Key': randomUUID() } });
console.log(await response.json());`,
    uploadHash: `${pathLine}
const fileHash = createHash('sha256').update(await readFile(process.env.FILE)).digest('hex');
const response = await call('POST', path, {
  body: JSON.stringify({ file_hash: fileHash, file_name: basename(process.env.FILE) }),
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
});
console.log(await response.json());`,
    status: `${pathLine}
console.log(await (await call('GET', path)).json());`,
    download: `${pathLine}
const response = await call('GET', path);
await writeFile('certificat.pdf', Buffer.from(await response.arrayBuffer()));
console.log('certificat.pdf');`,
    proof: `${pathLine}
const response = await call('GET', path);
// Le fichier de preuve que porte le PDF, octet pour octet : horodoc verify --proof le vérifie.
await writeFile('preuve.json', await response.text());
console.log('preuve.json');`,
    batch: `${pathLine}
const folder = process.env.DOCUMENTS;
const documents = [];
for (const name of (await readdir(folder)).sort()) {
  const fileHash = createHash('sha256').update(await readFile(join(folder, name))).digest('hex');
  documents.push({ file_hash: fileHash, file_name: name, tags: ['${SAMPLE_TAG}'] });
}
const response = await call('POST', path, {
  body: JSON.stringify({ documents }),
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
});
console.log(await response.json());`,
    search: `${pathLine}
console.log(await (await call('GET', \`\${path}?${CALLS.search.query}\`)).json());`,
    usage: `${pathLine}
console.log(await (await call('GET', \`\${path}?${CALLS.usage.query}\`)).json());`,
    exportCsv: `${pathLine}
const response = await call('GET', path);
await writeFile('certificats.csv', response.body);
console.log('certificats.csv');`,
    testWebhook: `${pathLine}
const response = await call('POST', path, {
  body: JSON.stringify({ url: process.env.WEBHOOK_URL }),
  headers: { 'Content-Type': 'application/json' },
});
console.log(await response.json());`,
    listKeys: `${pathLine}
console.log(await (await call('GET', path)).json());`,
    createKey: `${pathLine}
const response = await call('POST', path, {
  body: JSON.stringify({ name: '${NEW_KEY_NAME}' }),
  headers: { 'Content-Type': 'application/json' },
});
// api_secret n'est montré que dans cette réponse : rangez-le aussitôt.
console.log(await response.json());`,
    rollKey: `${pathLine}
const response = await call('POST', path, {
  body: JSON.stringify({ overlap_hours: ${ROLL_OVERLAP_HOURS} }),
  headers: { 'Content-Type': 'application/json' },
});
console.log(await response.json());`,
    revokeKey: `${pathLine}
console.log(await (await call('POST', path)).json());`,
    listEndpoints: `${pathLine}
console.log(await (await call('GET', path)).json());`,
    createEndpoint: `${pathLine}
const response = await call('POST', path, {
  body: JSON.stringify({ url: process.env.WEBHOOK_URL, events: [${ENDPOINT_EVENTS.map((e) => `'${e}'`).join(', ')}] }),
  headers: { 'Content-Type': 'application/json' },
});
// webhook_secret n'est montré que dans cette réponse : c'est lui qui vérifie les webhooks reçus.
console.log(await response.json());`,
    deleteEndpoint: `${pathLine}
console.log(await (await call('DELETE', path)).json());`,
    listDeliveries: `${pathLine}
console.log(JSON.stringify(await (await call('GET', \`\${path}?${CALLS.listDeliveries.query}\`)).json(), null, 2));`,
    redeliver: `${pathLine}
console.log(await (await call('POST', path)).json());`,
  };
  return `${(version === '2' ? JAVASCRIPT_PRELUDE_V2 : JAVASCRIPT_PRELUDE)(host)}
${bodies[call]}`;
}

const PHP_PRELUDE = (host: string) => `<?php
const HOST = '${host}';

function signedHeaders(string $method, string $path): array
{
    $timestamp = sprintf('%.0f', microtime(true) * 1000);
    $signed = $method . strtok($path, '?') . $timestamp;
    $signature = hash_hmac('sha256', $signed, getenv('API_SECRET'));
    return ['X-API-Key: ' . getenv('API_KEY'), "X-Timestamp: $timestamp", "X-Signature: $signature"];
}

function call(string $method, string $path, array $headers = [], string $body = ''): string
{
    $context = stream_context_create(['http' => [
        'method' => $method,
        // La chaîne de requête est envoyée, mais pas signée.
        'header' => array_merge(signedHeaders($method, strtok($path, '?')), $headers),
        'content' => $body,
        'ignore_errors' => true,
    ]]);
    $answer = file_get_contents(HOST . $path, false, $context);
    if (!preg_match('#^HTTP/\\S+ 2\\d\\d#', $http_response_header[0])) {
        throw new RuntimeException($http_response_header[0] . ' ' . $answer);
    }
    return $answer;
}
`;

const PHP_PRELUDE_V2 = (host: string) => `<?php
const HOST = '${host}';

function signedHeaders(string $method, string $path, string $body = ''): array
{
    // Version 2 : le texte signé se termine par le SHA-256 du corps tel qu'envoyé.
    $timestamp = sprintf('%.0f', microtime(true) * 1000);
    $signed = $method . strtok($path, '?') . $timestamp . "\\n" . hash('sha256', $body);
    $signature = hash_hmac('sha256', $signed, getenv('API_SECRET'));
    return [
        'X-API-Key: ' . getenv('API_KEY'),
        "X-Timestamp: $timestamp",
        'X-Signature-Version: 2',
        "X-Signature: $signature",
    ];
}

function call(string $method, string $path, array $headers = [], string $body = ''): string
{
    $context = stream_context_create(['http' => [
        'method' => $method,
        // La chaîne de requête est envoyée, mais pas signée ; le corps l'est.
        'header' => array_merge(signedHeaders($method, strtok($path, '?'), $body), $headers),
        'content' => $body,
        'ignore_errors' => true,
    ]]);
    $answer = file_get_contents(HOST . $path, false, $context);
    if (!preg_match('#^HTTP/\\S+ 2\\d\\d#', $http_response_header[0])) {
        throw new RuntimeException($http_response_header[0] . ' ' . $answer);
    }
    return $answer;
}
`;

function phpSample(host: string, call: SampleCall, version: SignatureVersion): string {
  const { path } = CALLS[call];
  const pathLine = path.includes('{id}')
    ? `$path = '${path.replace('{id}', `' . getenv('${idVariableOf(call)}') . '`)}';`.replace(" . ''", '')
    : `$path = '${path}';`;
  const bodies: Record<SampleCall, string> = {
    balance: `${pathLine}
echo call('GET', $path), PHP_EOL;`,
    uploadFile: `${pathLine}
$boundary = bin2hex(random_bytes(16));
$name = basename(getenv('FILE'));
$body = "--$boundary\\r\\nContent-Disposition: form-data; name=\\"file\\"; filename=\\"$name\\"\\r\\n"
    . "Content-Type: application/octet-stream\\r\\n\\r\\n"
    . file_get_contents(getenv('FILE')) . "\\r\\n--$boundary--\\r\\n";
echo call('POST', $path, [
    "Content-Type: multipart/form-data; boundary=$boundary",
    'Idempotency-Key: ' . bin2hex(random_bytes(16)),
], $body), PHP_EOL;`,
    uploadHash: `${pathLine}
$body = json_encode(['file_hash' => hash_file('sha256', getenv('FILE')), 'file_name' => basename(getenv('FILE'))]);
echo call('POST', $path, ['Content-Type: application/json', 'Idempotency-Key: ' . bin2hex(random_bytes(16))], $body), PHP_EOL;`,
    status: `${pathLine}
echo call('GET', $path), PHP_EOL;`,
    download: `${pathLine}
file_put_contents('certificat.pdf', call('GET', $path));
echo 'certificat.pdf', PHP_EOL;`,
    proof: `${pathLine}
// Le fichier de preuve que porte le PDF, octet pour octet : horodoc verify --proof le vérifie.
file_put_contents('preuve.json', call('GET', $path));
echo 'preuve.json', PHP_EOL;`,
    batch: `${pathLine}
$documents = [];
foreach (glob(getenv('DOCUMENTS') . '/*') as $file) {
    $documents[] = ['file_hash' => hash_file('sha256', $file), 'file_name' => basename($file), 'tags' => ['${SAMPLE_TAG}']];
}
echo call('POST', $path, [
    'Content-Type: application/json',
    'Idempotency-Key: ' . bin2hex(random_bytes(16)),
], json_encode(['documents' => $documents])), PHP_EOL;`,
    search: `${pathLine}
echo call('GET', $path . '?${CALLS.search.query}'), PHP_EOL;`,
    usage: `${pathLine}
echo call('GET', $path . '?${CALLS.usage.query}'), PHP_EOL;`,
    exportCsv: `${pathLine}
file_put_contents('certificats.csv', call('GET', $path));
echo 'certificats.csv', PHP_EOL;`,
    testWebhook: `${pathLine}
$body = json_encode(['url' => getenv('WEBHOOK_URL')]);
echo call('POST', $path, ['Content-Type: application/json'], $body), PHP_EOL;`,
    listKeys: `${pathLine}
echo call('GET', $path), PHP_EOL;`,
    createKey: `${pathLine}
$body = json_encode(['name' => '${NEW_KEY_NAME}']);
// api_secret n'est montré que dans cette réponse : rangez-le aussitôt.
echo call('POST', $path, ['Content-Type: application/json'], $body), PHP_EOL;`,
    rollKey: `${pathLine}
$body = json_encode(['overlap_hours' => ${ROLL_OVERLAP_HOURS}]);
echo call('POST', $path, ['Content-Type: application/json'], $body), PHP_EOL;`,
    revokeKey: `${pathLine}
echo call('POST', $path), PHP_EOL;`,
    listEndpoints: `${pathLine}
echo call('GET', $path), PHP_EOL;`,
    createEndpoint: `${pathLine}
$body = json_encode(['url' => getenv('WEBHOOK_URL'), 'events' => [${ENDPOINT_EVENTS.map((e) => `'${e}'`).join(', ')}]]);
// webhook_secret n'est montré que dans cette réponse : c'est lui qui vérifie les webhooks reçus.
echo call('POST', $path, ['Content-Type: application/json'], $body), PHP_EOL;`,
    deleteEndpoint: `${pathLine}
echo call('DELETE', $path), PHP_EOL;`,
    listDeliveries: `${pathLine}
echo call('GET', $path . '?${CALLS.listDeliveries.query}'), PHP_EOL;`,
    redeliver: `${pathLine}
echo call('POST', $path), PHP_EOL;`,
  };
  return `${(version === '2' ? PHP_PRELUDE_V2 : PHP_PRELUDE)(host)}
${bodies[call]}
`;
}
