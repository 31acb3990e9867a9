export const DEFAULT_SERVER = 'https://horodoc.fr';

export const HELP_FR = `horodoc — vérifiez un horodatage Horodoc sans dépendre de Horodoc

Usage :
  horodoc hash FICHIER...
      Affiche l'empreinte SHA-256 (0x…) de chaque fichier, calculée ici, quelle que soit sa taille.

  horodoc verify FICHIER --proof PREUVE.json [--rpc URL]
      Vérifie le fichier avec son fichier de preuve (preuve-….json) et un nœud de la blockchain,
      sans aucun appel à un serveur Horodoc : empreinte du fichier, chemin de Merkle jusqu'à la racine,
      puis racine, date et transaction lues dans le contrat sur la chaîne.

  horodoc verify FICHIER [--server URL] [--rpc URL] [--save-proof PREUVE.json]
      Demande la preuve à un serveur Horodoc (seule l'empreinte est envoyée, par défaut ${DEFAULT_SERVER}),
      puis la vérifie sur la blockchain comme ci-dessus. --save-proof la conserve pour la suite.

Options :
  --proof FICHIER     le fichier de preuve fourni avec le certificat
  --rpc URL           le nœud à interroger ; par défaut celui de la chaîne de la preuve :
                      https://mainnet.base.org (Base, 8453), https://sepolia.base.org (Base Sepolia, 84532),
                      http://127.0.0.1:8545 (réseau local, 31337)
  --server URL        le serveur Horodoc à interroger sans --proof (défaut : ${DEFAULT_SERVER})
  --save-proof FICHIER  enregistre la preuve reçue du serveur
  -h, --help          affiche cette aide
  -v, --version       affiche la version

Codes de sortie :
  0  preuve valide : le fichier est horodaté sur la blockchain
  1  fichier modifié, ou document inconnu du serveur
  2  commande mal formée, fichier introuvable
  3  preuve altérée ou illisible (sel, chemin, racine, date ou transaction)
  4  absent de la chaîne : racine jamais enregistrée, mauvais contrat ou mauvaise chaîne
  5  chaîne ou serveur injoignable : rien n'a pu être conclu

Format des preuves et vérification à la main : proof-format.md, livré avec ce paquet (dossier dist).
`;
