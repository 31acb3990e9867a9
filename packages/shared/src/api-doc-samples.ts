/**
 * The code samples of the /api-docs page, in curl, Python, JavaScript (Node 18+) and PHP, standard library
 * only. The page prints them for the public site; the server's tests run the very same text against a
 * local server (only the host differs), so a sample that stopped working fails the build. Each reads
 * API_KEY and API_SECRET from the environment, FILE (a path) for uploads and CERTIFICATE_ID afterwards,
 * WEBHOOK_URL for the test webhook.
 */

export type SampleLanguage = 'curl' | 'python' | 'javascript' | 'php';
export type SampleCall = 'balance' | 'uploadFile' | 'uploadHash' | 'status' | 'download' | 'testWebhook';

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = ['curl', 'python', 'javascript', 'php'];

interface Call {
  method: 'GET' | 'POST';
  /** As signed; `{id}` stands for the certificate id, read from CERTIFICATE_ID. */
  path: string;
}

const CALLS: Record<SampleCall, Call> = {
  balance: { method: 'GET', path: '/pro/credits/balance' },
  uploadFile: { method: 'POST', path: '/pro/certificates/upload' },
  uploadHash: { method: 'POST', path: '/pro/certificates/upload' },
  status: { method: 'GET', path: '/pro/certificates/{id}/status' },
  download: { method: 'GET', path: '/pro/certificates/{id}/download' },
  testWebhook: { method: 'POST', path: '/pro/webhooks/test' },
};

/** Every sample of the page, for an API served at `host` (`https://horodoc.fr` on the public site). */
export function apiDocSamples(host: string): Record<SampleCall, Record<SampleLanguage, string>> {
  const samples = {} as Record<SampleCall, Record<SampleLanguage, string>>;
  for (const call of Object.keys(CALLS) as SampleCall[]) {
    samples[call] = {
      curl: curlSample(host, call),
      python: pythonSample(host, call),
      javascript: javascriptSample(host, call),
      php: phpSample(host, call),
    };
  }
  return samples;
}

function curlSample(host: string, call: SampleCall): string {
  const { method, path } = CALLS[call];
  const shellPath = path.replace('{id}', '$CERTIFICATE_ID');
  const lines = [
    'TIMESTAMP=$(date +%s%3N)',
    `SIGNATURE=$(printf '%s' "${method}${shellPath}$TIMESTAMP" \\`,
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
    testWebhook: ['-H "Content-Type: application/json"', '-d "{\\"url\\": \\"$WEBHOOK_URL\\"}"'],
  };
  const options = [
    ...(method === 'POST' ? ['-X POST'] : []),
    '-H "X-API-Key: $API_KEY"',
    '-H "X-Timestamp: $TIMESTAMP"',
    '-H "X-Signature: $SIGNATURE"',
    ...extra[call],
  ];
  return [...lines, `curl -sS --fail-with-body "${host}${shellPath}" \\`, ...options.map((o) => `  ${o}`)]
    .join('\n')
    .replace(/(\n {2}[^\n]+)(?=\n {2})/g, '$1 \\');
}

const PYTHON_PRELUDE = (host: string) => `import hashlib, hmac, json, os, time, urllib.request, uuid

HOST = "${host}"
API_KEY = os.environ["API_KEY"]
API_SECRET = os.environ["API_SECRET"]


def signed_headers(method, path):
    timestamp = str(int(time.time() * 1000))
    message = f"{method}{path}{timestamp}".encode()
    signature = hmac.new(API_SECRET.encode(), message, hashlib.sha256).hexdigest()
    return {"X-API-Key": API_KEY, "X-Timestamp": timestamp, "X-Signature": signature}
`;

function pythonSample(host: string, call: SampleCall): string {
  const { path } = CALLS[call];
  const pathLine = path.includes('{id}')
    ? `path = f"${path.replace('{id}', "{os.environ['CERTIFICATE_ID']}")}"`
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
headers = signed_headers("POST", path)
headers["Content-Type"] = f"multipart/form-data; boundary={boundary}"
headers["Idempotency-Key"] = str(uuid.uuid4())
request = urllib.request.Request(HOST + path, data=body, headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
    uploadHash: `${pathLine}
with open(os.environ["FILE"], "rb") as document:
    file_hash = hashlib.sha256(document.read()).hexdigest()
body = json.dumps({"file_hash": file_hash, "file_name": os.path.basename(os.environ["FILE"])})
headers = signed_headers("POST", path)
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
    testWebhook: `${pathLine}
body = json.dumps({"url": os.environ["WEBHOOK_URL"]})
headers = signed_headers("POST", path)
headers["Content-Type"] = "application/json"
request = urllib.request.Request(HOST + path, data=body.encode(), headers=headers, method="POST")
with urllib.request.urlopen(request) as response:
    print(json.load(response))`,
  };
  return `${PYTHON_PRELUDE(host)}

${bodies[call]}`;
}

const JAVASCRIPT_PRELUDE = (
  host: string,
) => `import { createHash, createHmac, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';

const HOST = '${host}';
const { API_KEY, API_SECRET } = process.env;

function signedHeaders(method, path) {
  const timestamp = Date.now().toString();
  const signature = createHmac('sha256', API_SECRET).update(method + path + timestamp).digest('hex');
  return { 'X-API-Key': API_KEY, 'X-Timestamp': timestamp, 'X-Signature': signature };
}

async function call(method, path, init = {}) {
  const headers = { ...signedHeaders(method, path), ...init.headers };
  const response = await fetch(HOST + path, { ...init, method, headers });
  if (!response.ok) throw new Error(\`\${response.status} \${await response.text()}\`);
  return response;
}
`;

function javascriptSample(host: string, call: SampleCall): string {
  const { path } = CALLS[call];
  const pathLine = path.includes('{id}')
    ? // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own JavaScript template literal.
      `const path = \`${path.replace('{id}', '${process.env.CERTIFICATE_ID}')}\`;`
    : `const path = '${path}';`;
  const bodies: Record<SampleCall, string> = {
    balance: `${pathLine}
console.log(await (await call('GET', path)).json());`,
    uploadFile: `${pathLine}
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
    testWebhook: `${pathLine}
const response = await call('POST', path, {
  body: JSON.stringify({ url: process.env.WEBHOOK_URL }),
  headers: { 'Content-Type': 'application/json' },
});
console.log(await response.json());`,
  };
  return `${JAVASCRIPT_PRELUDE(host)}
${bodies[call]}`;
}

const PHP_PRELUDE = (host: string) => `<?php
const HOST = '${host}';

function signedHeaders(string $method, string $path): array
{
    $timestamp = sprintf('%.0f', microtime(true) * 1000);
    $signature = hash_hmac('sha256', $method . $path . $timestamp, getenv('API_SECRET'));
    return ['X-API-Key: ' . getenv('API_KEY'), "X-Timestamp: $timestamp", "X-Signature: $signature"];
}

function call(string $method, string $path, array $headers = [], string $body = ''): string
{
    $context = stream_context_create(['http' => [
        'method' => $method,
        'header' => array_merge(signedHeaders($method, $path), $headers),
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

function phpSample(host: string, call: SampleCall): string {
  const { path } = CALLS[call];
  const pathLine = path.includes('{id}')
    ? `$path = '${path.replace('{id}', "' . getenv('CERTIFICATE_ID') . '")}';`.replace(" . ''", '')
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
    testWebhook: `${pathLine}
$body = json_encode(['url' => getenv('WEBHOOK_URL')]);
echo call('POST', $path, ['Content-Type: application/json'], $body), PHP_EOL;`,
  };
  return `${PHP_PRELUDE(host)}
${bodies[call]}
`;
}
