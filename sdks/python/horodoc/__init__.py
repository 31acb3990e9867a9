"""Le SDK officiel de l'API Horodoc pour Python, bibliothèque standard seule.

Chaque requête est signée (version 2 par défaut), reprise sans double débit après une coupure, un 429 ou un
503 ; un fichier est horodaté par son empreinte calculée ici, ou envoyé en flux ; lots, attente du
certificat, PDF et preuve JSON, recherche page après page et vérification des webhooks (Standard Webhooks).
"""

from .client import Horodoc
from .errors import CertificatePendingError, HorodocError, HorodocNetworkError
from .files import hash_file
from .webhooks import WebhookVerificationError, verify_webhook

__all__ = [
    "CertificatePendingError",
    "Horodoc",
    "HorodocError",
    "HorodocNetworkError",
    "WebhookVerificationError",
    "hash_file",
    "verify_webhook",
]
