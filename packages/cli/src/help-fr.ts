export const DEFAULT_SERVER = 'https://horodoc.fr';

export const HELP_FR = `horodoc — vérifiez un horodatage Horodoc sans dépendre de Horodoc

Usage :
  horodoc hash FICHIER...
      Affiche l'empreinte SHA-256 (0x…) de chaque fichier, calculée ici, quelle que soit sa taille.

  horodoc verify FICHIER --certificate CERTIFICAT.pdf [--rpc URL | --offline]
  horodoc verify FICHIER --proof PREUVE.json [--rpc URL | --offline]
      Vérifie le fichier avec la preuve jointe au certificat PDF (ou le fichier preuve-….json) et un nœud
      de la blockchain, sans aucun appel à un serveur Horodoc : empreinte du fichier, chemin de Merkle
      jusqu'à la racine, code authentique du contrat, transaction, horodatage de l'en-tête du bloc et
      enregistrement de la racine dans le contrat ; puis la finalité du bloc. Avec --certificate, le PDF
      lui-même : sa signature électronique, et les valeurs qu'il imprime, comparées à sa preuve. Le jeton
      RFC 3161 est jugé à part (--tsa-root) : il ne change jamais le verdict de la chaîne.
      --offline (preuves version 3) : aucun nœud ; la preuve porte l'en-tête du bloc et la preuve du reçu,
      vérifiés jusqu'au hachage du bloc, affiché pour être comparé à un explorateur ou à un nœud.

  horodoc verify FICHIER --proof PREUVE.json --l1-rpc URL
      Avec Ethereum seul (preuves version 4, scellées) : empreinte, chemin jusqu'à la racine du lot, chemin
      jusqu'au point de contrôle, reçu de la transaction du journal HorodocAnchor authentique sur Ethereum,
      en-tête du bloc et bloc de la chaîne ; aucun nœud Base. Avec --rpc en plus, Base est vérifié aussi.

  horodoc upgrade PREUVE.json [--server URL] [--out FICHIER]
  horodoc upgrade PREUVE.json --l1-rpc URL [--rpc URL] [--l1-contract ADRESSE] [--l1-from-block N] [--out FICHIER]
      Ajoute à la preuve son sceau sur Ethereum (version 4) dès qu'un point de contrôle quotidien la couvre :
      demandé au serveur Horodoc, ou, avec --l1-rpc, reconstruit sans serveur à partir du journal de Base
      (--rpc) et du journal Ethereum. Le sceau est vérifié avant d'être écrit (par défaut sur PREUVE.json).

  horodoc verify FICHIER [--server URL] [--rpc URL] [--save-proof PREUVE.json]
      Demande la preuve à un serveur Horodoc (seule l'empreinte est envoyée, par défaut ${DEFAULT_SERVER}),
      puis la vérifie sur la blockchain comme ci-dessus. --save-proof la conserve pour la suite.

  horodoc stamp FICHIER... [--server URL] [--credentials FICHIER] [--tag ÉTIQUETTE]... [--timeout SECONDES]
      Horodate les fichiers en un seul lot, un crédit chacun : leurs empreintes sont calculées ici et seules
      elles sont envoyées, signées avec la clé API de HORODOC_API_KEY et HORODOC_API_SECRET, ou du fichier
      horodoc-api-credentials.json reçu à l'inscription (--credentials, par défaut dans
      ~/.config/horodoc/). Une fois les empreintes ancrées, écrit à côté de chaque fichier sa preuve
      (FICHIER.preuve.json) et son certificat (FICHIER.certificat.pdf), que horodoc verify vérifie.

  horodoc audit --rpc URL [--contract ADRESSE] [--from-block N]
      Relit tout le journal depuis le bloc de son déploiement : numéros d'ordre 1..n sans trou, chaque
      racine liée à la précédente, count() et head() d'accord ; affiche le bilan.

Options :
  --certificate FICHIER le certificat PDF (PDF/A-3) : la preuve y est jointe
  --proof FICHIER     le fichier de preuve fourni avec le certificat
  --rpc URL           le nœud à interroger ; par défaut celui de la chaîne de la preuve :
                      https://mainnet.base.org (Base, 8453), https://sepolia.base.org (Base Sepolia, 84532),
                      http://127.0.0.1:8545 (réseau local, 31337)
  --contract ADRESSE  le journal à auditer (défaut : le journal officiel de Horodoc sur cette chaîne)
  --from-block N      le bloc où commencer l'audit (défaut : le bloc du déploiement)
  --server URL        le serveur Horodoc (verify sans preuve, upgrade, stamp ; défaut : ${DEFAULT_SERVER})
  --save-proof FICHIER  enregistre la preuve reçue du serveur
  --offline           aucun nœud : vérifie la preuve jusqu'au hachage du bloc (preuves version 3 et 4, sceau compris)
  --l1-rpc URL        un nœud Ethereum pour le sceau (preuves version 4) ; seul, aucun nœud Base n'est interrogé ;
                      par défaut https://ethereum-rpc.publicnode.com, http://127.0.0.1:8546 (réseau local)
  --l1-contract ADRESSE  upgrade : le journal Ethereum (défaut : le journal officiel de Horodoc)
  --l1-from-block N   upgrade : le bloc Ethereum où ce journal commence
  --out FICHIER       upgrade : où écrire la preuve scellée
  --credentials FICHIER  stamp : le fichier de clé API reçu à l'inscription (apiKey, apiSecret)
  --tag ÉTIQUETTE     stamp : une étiquette pour chaque certificat du lot, répétable
  --timeout SECONDES  stamp : l'attente de l'ancrage au plus (défaut : 300)
  --tsa-root FICHIER  certificat racine (PEM) d'une autorité d'horodatage de confiance, répétable ;
                      pour une instance Horodoc : GET /api/timestamp-authority/roots.pem
  --tsa-qualified-root FICHIER  la racine d'une autorité qualifiée (liste de confiance de l'UE) :
                      seul un jeton dont la chaîne y mène est dit qualifié
  -h, --help          affiche cette aide
  -v, --version       affiche la version

Codes de sortie (un par contrôle) :
  0  preuve valide (ou journal intègre)
  1  fichier modifié : son empreinte SHA-256 diffère de celle de la preuve
  2  commande mal formée, fichier introuvable
  3  preuve illisible : pas au format Horodoc version 1 à 4, champ obligatoire absent ou mal écrit
  4  feuille altérée : SHA-256(00 ‖ sel ‖ empreinte) ≠ leaf
  5  chemin de Merkle altéré : il ne mène pas à la racine
  6  mauvaise chaîne : le nœud ne sert pas la chaîne de la preuve
  7  aucun contrat à l'adresse de la preuve
  8  contrat contrefait : son code n'est pas celui du journal HorodocAnchor
  9  transaction altérée : elle n'a pas enregistré cette racine dans ce contrat et ce bloc
  10 date altérée : elle diffère de l'horodatage de l'en-tête du bloc (ou de l'en-tête joint)
  11 racine absente du journal
  12 date différente de celle que le contrat a enregistrée pour la racine
  13 chaîne injoignable : rien n'a pu être conclu
  14 certificat PDF sans preuve jointe lisible
  15 document inconnu du serveur
  16 serveur injoignable ou incompatible
  17 audit : journal incohérent (trou, ajout, count() ou head() en désaccord)
  18 preuve de test : les contrôles tiennent, mais elle ne prouve rien (clé ou réseau de test)
  19 historique indisponible : le nœud n'a plus le bloc, la transaction ou le reçu ; rien n'est
     conclu, interrogez un nœud d'archive (ou vérifiez une preuve version 3 avec --offline)
  20 reçu joint altéré : il ne tient pas sous l'en-tête joint, ou n'enregistre pas cette racine
  21 en-tête hors de la chaîne : le bloc de ce numéro n'a pas le hachage de l'en-tête joint
  22 --offline sur une preuve sans en-tête ni reçu joints (versions 1 et 2)
  23 sceau Ethereum altéré : le chemin ne mène pas au point de contrôle écrit sur Ethereum
  24 sceau contrefait : pas le journal Horodoc d'Ethereum (code imité, autre adresse ou autre réseau)
  25 date du sceau altérée : le bloc Ethereum n'a pas cet horodatage
  26 reçu du sceau altéré : il ne tient pas sous l'en-tête Ethereum joint, ou n'enregistre pas ce point
  27 sceau hors de la chaîne : le bloc Ethereum de ce numéro n'a pas le hachage de l'en-tête joint
  28 sceau sur une preuve de test : Horodoc n'en écrit jamais
  29 pas de sceau : --l1-rpc sur une preuve qui n'en porte pas, ou upgrade avant le point de contrôle
  30 certificat imprimé altéré : sa signature ne tient pas, ou il imprime une empreinte, une date, un
     bloc, une transaction, un contrat ou une racine autres que ceux de sa preuve
  31 stamp : l'API a refusé le lot (clé, signature, crédits…) ; son code et son message sont affichés
  32 stamp : un certificat a échoué, expiré, ou attendait encore son ancrage à --timeout

Format des preuves et vérification à la main : proof-format.md, livré avec ce paquet (dossier dist).
`;
