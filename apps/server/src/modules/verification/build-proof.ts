import { type Hex32, leafHash } from '@horodoc/shared/merkle';
import type { CheckpointSection, ProofV2, ProofV3, ProofV4 } from '@horodoc/shared/proof';
import type { anchorBatches } from '../../adapters/db/schema/anchoring';
import { nativeSha256 } from '../../adapters/native-sha256';
import { pathInBatch } from '../anchoring/batch-leaves';
import type { CertificateRow } from '../certificate-view/certificate-view';

export type AnchorBatchRow = typeof anchorBatches.$inferSelect;

/** How to check a proof without Horodoc, written into every proof file (French, for the certificate holder). */
const PROOF_INSTRUCTIONS_FR = [
  "1. Calculez l'empreinte SHA-256 de votre fichier original avec l'outil de votre choix (sha256sum sous Linux, shasum -a 256 sous macOS, certutil -hashfile FICHIER SHA256 sous Windows) : elle doit être égale au champ « fingerprint ».",
  '2. Calculez la feuille : SHA-256 des octets 0x00, puis « salt » (32 octets), puis l’empreinte (32 octets). Le résultat doit être égal au champ « leaf ».',
  '3. Suivez le chemin « path » : pour chaque étape, calculez SHA-256 de 0x01 suivi des deux hachages, celui de l’étape à gauche si « side » vaut « left », à droite sinon. Le dernier résultat doit être égal à « root ».',
  '4. Sur un nœud ou un explorateur de la chaîne « chainId » (basescan.org pour Base) : le code du contrat « contractAddress » doit être celui de HorodocAnchor (empreinte publiée dans proof-format.md), recordOf(root) doit renvoyer un numéro d’ordre non nul et l’horodatage « blockTimestamp », égal à celui de l’en-tête du bloc « blockNumber », et la transaction « transactionHash » de ce bloc doit contenir l’événement RootAnchored de cette racine.',
  '5. Le jeton « rfc3161 », quand il est présent, horodate la racine auprès d’une autorité RFC 3161 : openssl ts -verify -digest RACINE_SANS_0x -token_in -in jeton.tsr -CAfile AUTORITE.pem.',
  '6. Ou, en une seule commande : npx horodoc verify FICHIER --certificate CERTIFICAT.pdf (la preuve est jointe au PDF) ou --proof PREUVE.json, sans aucun serveur Horodoc (Node.js 20 ou plus). Ces contrôles restent possibles même si Horodoc disparaît ; le format, une recette avec sha256sum, curl et openssl, et des vecteurs de test sont dans proof-format.md, livré avec le paquet npm « horodoc ».',
];

/** Version 3's instructions: the same steps, the chain evidence checked with no node, the token with its chain. */
const PROOF_INSTRUCTIONS_V3_FR = [
  ...PROOF_INSTRUCTIONS_FR.slice(0, 3),
  '4. Sans aucun nœud : « chainEvidence.header » est l’en-tête du bloc (RLP) ; son keccak-256 est le hachage du bloc, à comparer avec n’importe quel explorateur ou nœud. Le reçu de la transaction, prouvé sous son « receiptsRoot » par « chainEvidence.receiptProof », contient l’événement RootAnchored de « root » émis par « contractAddress ». Avec un nœud de la chaîne « chainId » : le code du contrat doit être celui de HorodocAnchor (empreinte publiée dans proof-format.md) et recordOf(root) doit donner l’horodatage « blockTimestamp ».',
  '5. Le jeton « rfc3161 » horodate la racine auprès d’une autorité RFC 3161 ; « rfc3161.chain » porte les certificats de l’autorité : openssl ts -verify -digest RACINE_SANS_0x -token_in -in jeton.tsr -CAfile RACINE_DE_L_AUTORITE.pem -untrusted chaine.pem -attime HORODATAGE.',
  '6. « mode » vaut « test » pour un certificat de test : il ne prouve rien.',
  '7. Ou, en une seule commande : npx horodoc verify FICHIER --proof PREUVE.json (ajoutez --offline pour ne rien demander au réseau), sans aucun serveur Horodoc (Node.js 20 ou plus). Le format, une recette avec sha256sum, curl et openssl, et des vecteurs de test sont dans proof-format.md, livré avec le paquet npm « horodoc ».',
];

/** Version 4's instructions: version 3's, and the seal on Ethereum checked with an Ethereum node alone. */
const PROOF_INSTRUCTIONS_V4_FR = [
  ...PROOF_INSTRUCTIONS_V3_FR.slice(0, 6),
  '7. « checkpoint » scelle la racine sur Ethereum : la feuille SHA-256(0x02 ‖ chainId ‖ contractAddress ‖ checkpoint.sequence ‖ blockTimestamp ‖ root), repliée avec « checkpoint.path » (SHA-256 de 0x03 suivi des deux hachages), doit donner « checkpoint.root », que la transaction « checkpoint.transactionHash » a écrit dans le journal « checkpoint.contractAddress » d’Ethereum (chaîne « checkpoint.chainId »), au bloc « checkpoint.blockNumber » ; l’en-tête de ce bloc et la preuve du reçu sont dans « checkpoint.chainEvidence » (zlib, base64). Un nœud Ethereum suffit : aucun nœud Base n’est nécessaire.',
  '8. Ou, en une seule commande : npx horodoc verify FICHIER --proof PREUVE.json --l1-rpc URL_D_UN_NŒUD_ETHEREUM (ou --offline). Le format, une recette et des vecteurs de test sont dans proof-format.md, livré avec le paquet npm « horodoc ».',
];

/**
 * The proof file of an anchored certificate (format in docs/proof-format.md), in the batch's proof version:
 * 2 for batches confirmed before version 3 existed (a proof never changes once issued), 3 since; 4 once a
 * final checkpoint on Ethereum covers the batch's root (`seal`): version 3 and the seal.
 * @throws when the certificate is not anchored in that batch.
 */
export function buildProof(options: {
  certificate: CertificateRow;
  batch: AnchorBatchRow;
  chainName: string;
  explorerUrl: string | null;
  /** The contract's deployment block, when the service knows it. */
  deploymentBlock: number | null;
  /** The seal of the batch's final checkpoint, when one covers it. */
  seal?: CheckpointSection | null;
}): ProofV2 | ProofV3 | ProofV4 {
  const { certificate, batch } = options;
  const fingerprint = certificate.fileHash as Hex32;
  const salt = certificate.salt as Hex32;
  const leaf = leafHash(salt, fingerprint, nativeSha256);
  const inBatch = certificate.batchId === batch.id && batch.leaves ? pathInBatch(batch.leaves, leaf) : null;
  if (!inBatch || !batch.root || !batch.txHash || batch.blockNumber == null || batch.blockTimestamp == null) {
    throw new Error(`certificate ${certificate.id} is not anchored in batch ${batch.id}`);
  }
  const finalizedAt = batch.finalizedAt;
  if (batch.proofVersion >= 3 || options.seal) {
    const proof: ProofV3 = {
      format: 'horodoc-proof',
      version: 3,
      mode: batch.mode,
      fingerprint,
      salt,
      leaf,
      path: inBatch.path.map(({ side, hash }) => ({ side, hash })),
      root: batch.root as Hex32,
      chainId: batch.chainId,
      // Informative, for people reading the file: verifiers name the chain from its id.
      chainName: options.chainName,
      contractAddress: batch.contractAddress,
      transactionHash: batch.txHash,
      blockNumber: batch.blockNumber,
      blockTimestamp: batch.blockTimestamp,
      explorerUrl: options.explorerUrl,
      ...(options.deploymentBlock !== null ? { deploymentBlock: options.deploymentBlock } : {}),
      finalizedAt: finalizedAt?.toISOString() ?? null,
      ...(batch.chainHeader && batch.receiptIndex !== null && batch.receiptProof
        ? {
            chainEvidence: {
              header: batch.chainHeader,
              receiptIndex: batch.receiptIndex,
              receiptProof: batch.receiptProof,
            },
          }
        : {}),
      ...(batch.tsaToken
        ? {
            rfc3161: {
              token: batch.tsaToken,
              ...(batch.tsaChain?.length ? { chain: batch.tsaChain } : {}),
              authority: batch.tsaAuthority ?? undefined,
              time: batch.tsaTime?.toISOString(),
            },
          }
        : {}),
      certificateId: certificate.id,
      instructions: PROOF_INSTRUCTIONS_V3_FR,
    };
    if (!options.seal) return proof;
    // The seal sits before the conveniences, which stay last in every version.
    const { certificateId, instructions: _, ...body } = proof;
    return {
      ...body,
      version: 4,
      checkpoint: options.seal,
      certificateId,
      instructions: PROOF_INSTRUCTIONS_V4_FR,
    };
  }
  return {
    format: 'horodoc-proof',
    version: 2,
    fingerprint,
    salt,
    leaf,
    // `hash` before `side`: the order every proof was served in when paths were stored as JSONB.
    path: inBatch.path.map(({ hash, side }) => ({ hash, side })),
    root: batch.root as Hex32,
    chainId: batch.chainId,
    chainName: options.chainName,
    contractAddress: batch.contractAddress,
    transactionHash: batch.txHash,
    blockNumber: batch.blockNumber,
    blockTimestamp: batch.blockTimestamp,
    explorerUrl: options.explorerUrl,
    ...(options.deploymentBlock !== null ? { deploymentBlock: options.deploymentBlock } : {}),
    finalizedAt: finalizedAt?.toISOString() ?? null,
    ...(batch.tsaToken
      ? {
          rfc3161: {
            token: batch.tsaToken,
            authority: batch.tsaAuthority ?? undefined,
            time: batch.tsaTime?.toISOString(),
            qualified: batch.tsaQualified ?? false,
          },
        }
      : {}),
    certificateId: certificate.id,
    instructions: PROOF_INSTRUCTIONS_FR,
  };
}
