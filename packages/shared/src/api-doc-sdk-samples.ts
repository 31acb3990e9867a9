/**
 * The SDK calls the /api-docs page prints beside each raw HTTP sample of `api-doc-samples.ts`: the same call
 * through the official SDKs, `@horodoc/sdk` (Node.js) and `horodoc` (Python, standard library only). Like the
 * raw samples, each is a whole program reading the same environment (API_KEY, API_SECRET, FILE, DOCUMENTS,
 * CERTIFICATE_ID, WEBHOOK_URL, KEY_ID, ENDPOINT_ID, DELIVERY_ID), and the server's tests run the very same text against a local server (only
 * the host differs). The SDKs sign with version 2 and retry without a second debit on their own.
 */
import {
  ENDPOINT_EVENTS,
  NEW_KEY_NAME,
  ROLL_OVERLAP_HOURS,
  SAMPLE_TAG,
  type SampleCall,
} from './api-doc-samples';

export type SdkLanguage = 'sdk-node' | 'sdk-python';

export const SDK_LANGUAGES: readonly SdkLanguage[] = ['sdk-node', 'sdk-python'];

interface NodeCall {
  /** Imports beyond the client's. */
  imports?: string[];
  /** Names imported from the SDK beyond `Horodoc`. */
  sdk?: string[];
  body: string;
}

const NODE_CALLS: Record<SampleCall, NodeCall> = {
  balance: { body: 'console.log(await horodoc.getBalance());' },
  uploadFile: {
    body: `// Le fichier est envoyé en flux : le serveur en calcule l'empreinte et n'en garde rien.
console.log(await horodoc.uploadFile(process.env.FILE, { stream: true }));`,
  },
  uploadHash: {
    body: `// L'empreinte SHA-256 est calculée ici : le fichier ne quitte pas la machine.
console.log(await horodoc.uploadFile(process.env.FILE));`,
  },
  status: {
    body: `// Attend que le certificat ne soit plus en attente (ancré, échoué ou expiré).
console.log(await horodoc.waitForCertificate(process.env.CERTIFICATE_ID));`,
  },
  download: {
    imports: ["import { writeFile } from 'node:fs/promises';"],
    body: `await writeFile('certificat.pdf', await horodoc.downloadPdf(process.env.CERTIFICATE_ID));
console.log('certificat.pdf');`,
  },
  proof: {
    imports: ["import { writeFile } from 'node:fs/promises';"],
    body: `// La preuve JSON que porte le PDF : horodoc verify --proof la vérifie.
const proof = await horodoc.getProof(process.env.CERTIFICATE_ID);
await writeFile('preuve.json', \`\${JSON.stringify(proof, null, 2)}\\n\`);
console.log('preuve.json');`,
  },
  batch: {
    imports: ["import { readdir } from 'node:fs/promises';", "import { join } from 'node:path';"],
    sdk: ['hashFile'],
    body: `const folder = process.env.DOCUMENTS;
const documents = [];
for (const name of (await readdir(folder)).sort()) {
  documents.push({ ...(await hashFile(join(folder, name))), file_name: name, tags: ['${SAMPLE_TAG}'] });
}
// Reprise après une coupure : la même Idempotency-Key, donc aucun second débit.
console.log(await horodoc.createBatch({ documents }));`,
  },
  search: {
    body: `// Page après page, tant que la boucle en demande.
for await (const certificate of horodoc.searchCertificates({ tag: '${SAMPLE_TAG}' })) {
  console.log(certificate.certificate_id, certificate.status);
}`,
  },
  usage: { body: "console.log(await horodoc.getUsage('2026-11'));" },
  exportCsv: {
    imports: ["import { writeFile } from 'node:fs/promises';"],
    body: `await writeFile('certificats.csv', await horodoc.exportCertificatesCsv());
console.log('certificats.csv');`,
  },
  testWebhook: { body: 'console.log(await horodoc.sendTestWebhook(process.env.WEBHOOK_URL));' },
  listKeys: { body: 'console.log(await horodoc.listApiKeys());' },
  createKey: {
    body: `// api_secret n'est montré que dans cette réponse : rangez-le aussitôt.
console.log(await horodoc.createApiKey({ name: '${NEW_KEY_NAME}' }));`,
  },
  rollKey: {
    body: `console.log(await horodoc.rollApiKey(process.env.KEY_ID, { overlap_hours: ${ROLL_OVERLAP_HOURS} }));`,
  },
  revokeKey: { body: 'console.log(await horodoc.revokeApiKey(process.env.KEY_ID));' },
  listEndpoints: { body: 'console.log(await horodoc.listWebhookEndpoints());' },
  createEndpoint: {
    body: `// webhook_secret n'est montré que dans cette réponse : c'est lui qui vérifie les webhooks reçus.
console.log(
  await horodoc.createWebhookEndpoint({
    url: process.env.WEBHOOK_URL,
    events: [${ENDPOINT_EVENTS.map((event) => `'${event}'`).join(', ')}],
  }),
);`,
  },
  deleteEndpoint: { body: 'console.log(await horodoc.deleteWebhookEndpoint(process.env.ENDPOINT_ID));' },
  listDeliveries: {
    body: 'console.log(JSON.stringify(await horodoc.listWebhookDeliveries({ limit: 20 }), null, 2));',
  },
  redeliver: { body: 'console.log(await horodoc.redeliverWebhook(process.env.DELIVERY_ID));' },
};

function nodeSample(host: string, call: SampleCall): string {
  const { imports = [], sdk = [], body } = NODE_CALLS[call];
  return `${[...imports, `import { ${['Horodoc', ...sdk].join(', ')} } from '@horodoc/sdk';`].join('\n')}

const horodoc = new Horodoc({
  apiKey: process.env.API_KEY,
  apiSecret: process.env.API_SECRET,
  baseUrl: '${host}',
});

${body}
`;
}

/** A Python call: its body, the modules it imports beside `os`, the names it imports from the SDK beside `Horodoc`. */
const PYTHON_CALLS: Record<SampleCall, { modules?: string[]; sdk?: string[]; body: string }> = {
  balance: { body: 'print(horodoc.get_balance())' },
  uploadFile: {
    body: `# Le fichier est envoyé en flux : le serveur en calcule l'empreinte et n'en garde rien.
print(horodoc.upload_file(os.environ["FILE"], stream=True))`,
  },
  uploadHash: {
    body: `# L'empreinte SHA-256 est calculée ici : le fichier ne quitte pas la machine.
print(horodoc.upload_file(os.environ["FILE"]))`,
  },
  status: {
    body: `# Attend que le certificat ne soit plus en attente (ancré, échoué ou expiré).
print(horodoc.wait_for_certificate(os.environ["CERTIFICATE_ID"]))`,
  },
  download: {
    body: `with open("certificat.pdf", "wb") as pdf:
    pdf.write(horodoc.download_pdf(os.environ["CERTIFICATE_ID"]))
print("certificat.pdf")`,
  },
  proof: {
    modules: ['json'],
    body: `# La preuve JSON que porte le PDF : horodoc verify --proof la vérifie.
with open("preuve.json", "w", encoding="utf-8") as proof:
    json.dump(horodoc.get_proof(os.environ["CERTIFICATE_ID"]), proof, ensure_ascii=False, indent=2)
print("preuve.json")`,
  },
  batch: {
    sdk: ['hash_file'],
    body: `folder = os.environ["DOCUMENTS"]
documents = [
    dict(hash_file(os.path.join(folder, name)), file_name=name, tags=["${SAMPLE_TAG}"])
    for name in sorted(os.listdir(folder))
]
# Reprise après une coupure : la même Idempotency-Key, donc aucun second débit.
print(horodoc.create_batch(documents))`,
  },
  search: {
    body: `# Page après page, tant que la boucle en demande.
for certificate in horodoc.search_certificates(tag="${SAMPLE_TAG}"):
    print(certificate["certificate_id"], certificate["status"])`,
  },
  usage: { body: 'print(horodoc.get_usage("2026-11"))' },
  exportCsv: {
    body: `with open("certificats.csv", "w", encoding="utf-8", newline="") as archive:
    archive.write(horodoc.export_certificates_csv())
print("certificats.csv")`,
  },
  testWebhook: { body: 'print(horodoc.send_test_webhook(os.environ["WEBHOOK_URL"]))' },
  listKeys: { body: 'print(horodoc.list_api_keys())' },
  createKey: {
    body: `# api_secret n'est montré que dans cette réponse : rangez-le aussitôt.
print(horodoc.create_api_key("${NEW_KEY_NAME}"))`,
  },
  rollKey: { body: `print(horodoc.roll_api_key(os.environ["KEY_ID"], overlap_hours=${ROLL_OVERLAP_HOURS}))` },
  revokeKey: { body: 'print(horodoc.revoke_api_key(os.environ["KEY_ID"]))' },
  listEndpoints: { body: 'print(horodoc.list_webhook_endpoints())' },
  createEndpoint: {
    body: `# webhook_secret n'est montré que dans cette réponse : c'est lui qui vérifie les webhooks reçus.
print(horodoc.create_webhook_endpoint(os.environ["WEBHOOK_URL"], events=${JSON.stringify(ENDPOINT_EVENTS).replaceAll(',', ', ')}))`,
  },
  deleteEndpoint: { body: 'print(horodoc.delete_webhook_endpoint(os.environ["ENDPOINT_ID"]))' },
  listDeliveries: { body: 'print(horodoc.list_webhook_deliveries(limit=20))' },
  redeliver: { body: 'print(horodoc.redeliver_webhook(os.environ["DELIVERY_ID"]))' },
};

function pythonSample(host: string, call: SampleCall): string {
  const { modules = [], sdk = [], body } = PYTHON_CALLS[call];
  return `${[...modules, 'os']
    .sort()
    .map((name) => `import ${name}`)
    .join('\n')}

from horodoc import ${['Horodoc', ...sdk].join(', ')}

horodoc = Horodoc(os.environ["API_KEY"], os.environ["API_SECRET"], base_url="${host}")

${body}
`;
}

/** Every SDK sample of the page, for an API served at `host` (`https://horodoc.fr` on the public site). */
export function apiDocSdkSamples(host: string): Record<SampleCall, Record<SdkLanguage, string>> {
  const samples = {} as Record<SampleCall, Record<SdkLanguage, string>>;
  for (const call of Object.keys(NODE_CALLS) as SampleCall[]) {
    samples[call] = { 'sdk-node': nodeSample(host, call), 'sdk-python': pythonSample(host, call) };
  }
  return samples;
}
