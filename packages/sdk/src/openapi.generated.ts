/**
 * Generated from docs/openapi.json by `npm run generate:types -w @horodoc/sdk` (openapi-typescript): do not
 * edit. `npm test` fails when it no longer matches the document.
 */

export interface paths {
    "/pro/certificates/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Horodater un document ou son empreinte */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/certificates/{certificate_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire l’état d’un certificat */
        get: operations["getCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/certificates/{certificate_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Télécharger le certificat PDF */
        get: operations["downloadPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/certificates/{certificate_id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire la preuve JSON d’un certificat */
        get: operations["getProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/certificates/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Horodater un lot de 1000 empreintes au plus */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rechercher ses certificats */
        get: operations["listCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire l’utilisation d’un mois */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/certificates/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exporter tous ses certificats en CSV */
        get: operations["exportCertificatesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Envoyer un webhook d’essai
         * @description Limitée à 10 appels par minute et par clé, en plus des 1000 requêtes par heure de toute route : les en-têtes RateLimit-* disent la limite la plus proche de son terme, et un 429 porte Retry-After.
         */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lister les clés API
         * @description Une clé de test ne voit et ne crée que des clés de test : aucune clé n’en crée une qui ait plus de droits qu’elle.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Créer une clé API
         * @description Une clé de test ne voit et ne crée que des clés de test : aucune clé n’en crée une qui ait plus de droits qu’elle.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/api-keys/{key_id}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renouveler une clé API */
        post: operations["rollApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/api-keys/{key_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Révoquer une clé API */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lister les points de terminaison
         * @description Chaque point de terminaison reçoit, signés sous son propre secret (montré une seule fois, à la création), les événements qu’il écoute des certificats que le compte crée ensuite par l’API dans son mode. Une clé de test ne voit et ne crée que des points de terminaison de test.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Créer un point de terminaison
         * @description Chaque point de terminaison reçoit, signés sous son propre secret (montré une seule fois, à la création), les événements qu’il écoute des certificats que le compte crée ensuite par l’API dans son mode. Une clé de test ne voit et ne crée que des points de terminaison de test.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/webhooks/endpoints/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Supprimer un point de terminaison */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lire le journal des livraisons
         * @description Les livraisons du compte (vers ses points de terminaison et vers les webhook_url de ses envois et lots), de la plus récente à la plus ancienne, chacune avec tous ses essais.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/webhooks/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renvoyer une livraison */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/credits/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire le solde de crédits */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro/webhooks/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire le secret des webhooks */
        get: operations["getWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "certificate.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * certificate.completed : Certificat ancré
         * @description L’empreinte est ancrée sur Base : le certificat PDF et la preuve sont prêts. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
         */
        post: operations["webhook.certificate.completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "certificate.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * certificate.failed : Ancrage échoué
         * @description L’ancrage a échoué : aucun certificat, et le crédit est rendu. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
         */
        post: operations["webhook.certificate.failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "certificate.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * certificate.expired : Délai dépassé
         * @description L’empreinte n’a pas été ancrée dans le délai : aucun certificat, et le crédit est rendu. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
         */
        post: operations["webhook.certificate.expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "certificate.finalized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * certificate.finalized : Bloc final
         * @description Le bloc de l’ancrage est final sur Ethereum : il ne peut plus être annulé. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
         */
        post: operations["webhook.certificate.finalized"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "certificate.checkpointed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * certificate.checkpointed : Scellé sur Ethereum
         * @description Le point de contrôle quotidien scelle l’ancrage sur Ethereum (data.ethereum_checkpoint dit où) : la preuve et le PDF, téléchargés à nouveau, portent le sceau. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
         */
        post: operations["webhook.certificate.checkpointed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "batch.settled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * batch.settled : Lot terminé
         * @description Tous les certificats d’un lot envoyé avec une webhook_url sont définitifs : envoyé à cette adresse seulement, une fois. Envoyé à la webhook_url du lot, sous le secret du compte (GET /pro/webhooks/secret). Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
         */
        post: operations["webhook.batch.settled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test : Essai
         * @description Envoyé à la demande par POST /pro/webhooks/test, avec un certificat fictif. Envoyé aussitôt à l’adresse donnée, sous le secret du compte, sans nouvel essai.
         */
        post: operations["webhook.webhook.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Problem: {
            /** Format: uri */
            type: string;
            title: string;
            status: number;
            detail: string;
            /**
             * @description Un code par cause, chacun décrit dans sa section de la page /api-docs, où mène type (https://horodoc.fr/api-docs#error-not_found pour not_found).
             * @enum {string}
             */
            code: "invalid_request" | "invalid_fields" | "webhook_url_refused" | "signature_missing" | "timestamp_out_of_window" | "api_key_invalid" | "signature_invalid" | "signature_replayed" | "insufficient_credits" | "forbidden" | "not_found" | "method_not_allowed" | "request_timeout" | "certificate_not_ready" | "certificate_not_issued" | "idempotency_key_reused" | "conflict" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "unsupported_file_type" | "too_many_requests" | "too_many_connections" | "internal_error" | "service_unavailable";
            request_id: string;
            balance?: number;
            required?: number;
            /** @constant */
            success: false;
            /**
             * @description Un code par cause, chacun décrit dans sa section de la page /api-docs, où mène type (https://horodoc.fr/api-docs#error-not_found pour not_found).
             * @enum {string}
             */
            error: "invalid_request" | "invalid_fields" | "webhook_url_refused" | "signature_missing" | "timestamp_out_of_window" | "api_key_invalid" | "signature_invalid" | "signature_replayed" | "insufficient_credits" | "forbidden" | "not_found" | "method_not_allowed" | "request_timeout" | "certificate_not_ready" | "certificate_not_issued" | "idempotency_key_reused" | "conflict" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "unsupported_file_type" | "too_many_requests" | "too_many_connections" | "internal_error" | "service_unavailable";
            message: string;
            details?: string;
            fields?: {
                name: string;
                reason: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description L’identifiant de la requête, le vôtre quand vous en envoyez un sain (en-tête Request-Id de la requête), sinon un UUID : il est aussi dans le corps d’une erreur (request_id) et dans nos journaux. Citez-le au support.
         * @example 6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8
         */
        RequestId: string;
        /**
         * @description Les requêtes permises dans la fenêtre de la limite la plus proche de son terme : 1000 par heure et par clé, et sur POST /pro/webhooks/test 10 par minute et par clé.
         * @example 1000
         */
        RateLimitLimit: number;
        /**
         * @description Les requêtes restantes sous cette limite.
         * @example 998
         */
        RateLimitRemaining: number;
        /**
         * @description Les secondes avant la fin de sa fenêtre (l’heure d’horloge en cours pour la limite horaire).
         * @example 1234
         */
        RateLimitReset: number;
        /**
         * @description Les secondes à attendre avant de réessayer : la fin de la fenêtre de la limite dépassée (RFC 9110, 10.2.3).
         * @example 1234
         */
        RetryAfter: number;
        /**
         * @description Présent, à true, quand la réponse est la première, rejouée pour la même Idempotency-Key : rien n’a été créé ni débité cette fois.
         * @example true
         */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    uploadDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Rejouée avec la même valeur, la requête renvoie la première réponse sans nouveau débit ; la même clé pour un autre document, ou déjà prise par un lot, est refusée (409).
                 * @example 0b7c6a0e-8f3d-4e2a-9c1b-5d4e3f2a1b0c
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *       "file_name": "contrat.pdf",
                 *       "file_size": "48213",
                 *       "file_name_public": "false",
                 *       "tags": "[\"dossier-42\"]",
                 *       "metadata": "{\"client\":\"42\"}"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Le document, lu en flux et jamais conservé : PDF, texte, Word, JPEG, PNG, GIF, BMP, Excel, CSV ou ZIP, reconnu à son type de média, ou à son extension quand le type est générique (application/octet-stream). Tout autre type est refusé (415), sans débit. */
                    file: string;
                    file_name?: string;
                    /**
                     * @description En multipart, son texte JSON : 48213.
                     * @example 48213
                     */
                    file_size?: string;
                    /**
                     * @description true : le nom du document est montré à quiconque vérifie son empreinte. Par défaut (false), seules les clés de votre compte le voient ; la vérification publique répond sans le nom. En multipart, son texte JSON : false.
                     * @example false
                     */
                    file_name_public?: string;
                    webhook_url?: string;
                    /**
                     * @description Jusqu’à 10 étiquettes de 64 caractères au plus. En multipart, son texte JSON : ["dossier-42"].
                     * @example ["dossier-42"]
                     */
                    tags?: string;
                    /**
                     * @description Paires clé/valeur à plat : 20 clés au plus (lettres, chiffres, _ . -, 40 caractères au plus), valeurs texte de 500 caractères au plus. En multipart, son texte JSON : {"client":"42"}.
                     * @example {"client":"42"}
                     */
                    metadata?: string;
                } | {
                    file_hash: string;
                    file_name?: string;
                    /**
                     * @description En multipart, son texte JSON : 48213.
                     * @example 48213
                     */
                    file_size?: string;
                    /**
                     * @description true : le nom du document est montré à quiconque vérifie son empreinte. Par défaut (false), seules les clés de votre compte le voient ; la vérification publique répond sans le nom. En multipart, son texte JSON : false.
                     * @example false
                     */
                    file_name_public?: string;
                    webhook_url?: string;
                    /**
                     * @description Jusqu’à 10 étiquettes de 64 caractères au plus. En multipart, son texte JSON : ["dossier-42"].
                     * @example ["dossier-42"]
                     */
                    tags?: string;
                    /**
                     * @description Paires clé/valeur à plat : 20 clés au plus (lettres, chiffres, _ . -, 40 caractères au plus), valeurs texte de 500 caractères au plus. En multipart, son texte JSON : {"client":"42"}.
                     * @example {"client":"42"}
                     */
                    metadata?: string;
                };
                /**
                 * @example {
                 *       "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *       "file_name": "contrat.pdf",
                 *       "file_size": 48213,
                 *       "file_name_public": false,
                 *       "tags": [
                 *         "dossier-42"
                 *       ],
                 *       "metadata": {
                 *         "client": "42"
                 *       }
                 *     }
                 */
                "application/json": {
                    file_hash: string;
                    file_name?: string;
                    file_size?: number;
                    /**
                     * @description true : le nom du document est montré à quiconque vérifie son empreinte. Par défaut (false), seules les clés de votre compte le voient ; la vérification publique répond sans le nom.
                     * @default false
                     */
                    file_name_public?: boolean;
                    webhook_url?: string;
                    /** @description Jusqu’à 10 étiquettes de 64 caractères au plus. */
                    tags?: string[];
                    /** @description Paires clé/valeur à plat : 20 clés au plus (lettres, chiffres, _ . -, 40 caractères au plus), valeurs texte de 500 caractères au plus. */
                    metadata?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Le certificat, au statut pending (ou le certificat existant d’une empreinte déjà horodatée, sans débit), et les crédits restants. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                     *       "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                     *       "file_name": "contrat.pdf",
                     *       "file_size": 48213,
                     *       "status": "pending",
                     *       "credits_used": 1,
                     *       "credits_remaining": 49
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** Format: uuid */
                        certificate_id: string;
                        file_hash: string;
                        file_name: string | null;
                        file_size: number | null;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed" | "expired";
                        credits_used: number;
                        credits_remaining: number;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Crédits insuffisants : achetez des crédits ; balance et required disent le solde et ce qu’il fallait. Codes : insufficient_credits (Crédits insuffisants). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-insufficient_credits",
                     *       "title": "Crédits insuffisants",
                     *       "status": 402,
                     *       "detail": "Crédits insuffisants",
                     *       "code": "insufficient_credits",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "insufficient_credits",
                     *       "message": "Crédits insuffisants"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflit : Idempotency-Key déjà utilisée pour un autre document ou par un lot, ou empreinte en train de changer d’état. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-certificate_not_ready",
                     *       "title": "Certificat pas encore prêt",
                     *       "status": 409,
                     *       "detail": "Certificat pas encore prêt",
                     *       "code": "certificate_not_ready",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "certificate_not_ready",
                     *       "message": "Certificat pas encore prêt"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Type de contenu non pris en charge (multipart/form-data ou application/json seulement), ou type de fichier non supporté (unsupported_file_type) : aucun crédit n’est utilisé. Codes : unsupported_media_type (Type de contenu non pris en charge), unsupported_file_type (Type de fichier non supporté). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-unsupported_media_type",
                     *       "title": "Type de contenu non pris en charge",
                     *       "status": 415,
                     *       "detail": "Type de contenu non pris en charge",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "unsupported_media_type",
                     *       "message": "Type de contenu non pris en charge"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69 */
                certificate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Le certificat : son statut et, une fois ancré, sa transaction, son bloc et l’adresse de son PDF. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                     *       "status": "completed",
                     *       "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                     *       "file_name": "contrat.pdf",
                     *       "blockchain_tx_hash": "0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                     *       "blockchain_timestamp": 1795788076,
                     *       "block_number": 31415926,
                     *       "explorer_url": "https://basescan.org/tx/0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                     *       "certificate_url": "https://horodoc.fr/api/certificates/3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69/certificate.pdf"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** Format: uuid */
                        certificate_id: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed" | "expired";
                        file_hash: string;
                        file_name: string | null;
                        blockchain_tx_hash: string | null;
                        blockchain_timestamp: number | null;
                        block_number: number | null;
                        explorer_url: string | null;
                        certificate_url: string | null;
                        /** @enum {string} */
                        mode?: "test";
                        ethereum_checkpoint?: {
                            chain_id: number;
                            transaction_hash: string;
                            block_number: number;
                            timestamp: number;
                            root: string;
                        };
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Ressource introuvable : vérifiez l’identifiant (une ressource d’un autre compte répond de même). Codes : not_found (Ressource introuvable). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-not_found",
                     *       "title": "Ressource introuvable",
                     *       "status": 404,
                     *       "detail": "Ressource introuvable",
                     *       "code": "not_found",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "not_found",
                     *       "message": "Ressource introuvable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Adresse trop longue : un identifiant du chemin dépasse la limite. Codes : uri_too_long (Adresse trop longue). */
            414: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-uri_too_long",
                     *       "title": "Adresse trop longue",
                     *       "status": 414,
                     *       "detail": "Adresse trop longue",
                     *       "code": "uri_too_long",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "uri_too_long",
                     *       "message": "Adresse trop longue"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    downloadPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69 */
                certificate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Le certificat PDF (PDF/A-3, signé, sa preuve JSON jointe) : certificat-{16 premiers caractères de l’empreinte}.pdf. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Ressource introuvable : vérifiez l’identifiant (une ressource d’un autre compte répond de même). Codes : not_found (Ressource introuvable). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-not_found",
                     *       "title": "Ressource introuvable",
                     *       "status": 404,
                     *       "detail": "Ressource introuvable",
                     *       "code": "not_found",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "not_found",
                     *       "message": "Ressource introuvable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-certificate_not_ready",
                     *       "title": "Certificat pas encore prêt",
                     *       "status": 409,
                     *       "detail": "Certificat pas encore prêt",
                     *       "code": "certificate_not_ready",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "certificate_not_ready",
                     *       "message": "Certificat pas encore prêt"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Adresse trop longue : un identifiant du chemin dépasse la limite. Codes : uri_too_long (Adresse trop longue). */
            414: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-uri_too_long",
                     *       "title": "Adresse trop longue",
                     *       "status": 414,
                     *       "detail": "Adresse trop longue",
                     *       "code": "uri_too_long",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "uri_too_long",
                     *       "message": "Adresse trop longue"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69 */
                certificate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La preuve (format horodoc-proof, docs/proof-format.md), le fichier même que le PDF porte, octet pour octet : horodoc verify --proof la vérifie sans Horodoc. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "format": "horodoc-proof",
                     *       "version": 3,
                     *       "mode": "live",
                     *       "fingerprint": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                     *       "salt": "0xb9c975244cdcea26df25b4c4c5e049a9962207aecd80d960fe272280bb3ab462",
                     *       "leaf": "0xaf239fe71e6c0fa4f1b4162237f93684cc29489c948dc515ac18255c8cb23e1b",
                     *       "path": [
                     *         {
                     *           "side": "left",
                     *           "hash": "0x7b511c7300007cd97e4f757f79011b4f4b8722017c9ab497f5fffac0884520aa"
                     *         }
                     *       ],
                     *       "root": "0x42cefd1cd31bb82a09cc2472cd8012aa1e72a86f5a8ca6cc525ada747dfb74bf",
                     *       "chainId": 8453,
                     *       "chainName": "Base",
                     *       "contractAddress": "0x5FbDB2315678afecb367f032d93F642f64180aa3",
                     *       "transactionHash": "0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                     *       "blockNumber": 31415926,
                     *       "blockTimestamp": 1795788076,
                     *       "explorerUrl": "https://basescan.org/tx/0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                     *       "finalizedAt": null,
                     *       "certificateId": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                     *       "instructions": [
                     *         "1. Calculez l’empreinte SHA-256 de votre fichier original…"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        format: "horodoc-proof";
                        fingerprint: string;
                        salt: string;
                        leaf?: string;
                        path: {
                            /** @enum {string} */
                            side: "left" | "right";
                            hash: string;
                        }[];
                        root: string;
                        chainId: number;
                        chainName?: string;
                        contractAddress: string;
                        transactionHash: string;
                        blockNumber: number;
                        blockTimestamp: number;
                        explorerUrl?: string | null;
                        certificateId?: string;
                        instructions?: string[];
                        /** @enum {number} */
                        version: 2;
                        deploymentBlock?: number;
                        finalizedAt?: string | null;
                        rfc3161?: {
                            token: string;
                            authority?: string;
                            time?: string;
                            qualified?: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        format: "horodoc-proof";
                        fingerprint: string;
                        salt: string;
                        leaf?: string;
                        path: {
                            /** @enum {string} */
                            side: "left" | "right";
                            hash: string;
                        }[];
                        root: string;
                        chainId: number;
                        chainName?: string;
                        contractAddress: string;
                        transactionHash: string;
                        blockNumber: number;
                        blockTimestamp: number;
                        explorerUrl?: string | null;
                        certificateId?: string;
                        instructions?: string[];
                        /** @enum {number} */
                        version: 3;
                        /** @enum {string} */
                        mode: "live" | "test";
                        deploymentBlock?: number;
                        finalizedAt?: string | null;
                        chainEvidence?: {
                            header: string;
                            receiptIndex: number;
                            receiptProof: string[];
                        };
                        rfc3161?: {
                            token: string;
                            chain?: string[];
                            authority?: string;
                            time?: string;
                        };
                    } | {
                        /** @enum {string} */
                        format: "horodoc-proof";
                        fingerprint: string;
                        salt: string;
                        leaf?: string;
                        path: {
                            /** @enum {string} */
                            side: "left" | "right";
                            hash: string;
                        }[];
                        root: string;
                        chainId: number;
                        chainName?: string;
                        contractAddress: string;
                        transactionHash: string;
                        blockNumber: number;
                        blockTimestamp: number;
                        explorerUrl?: string | null;
                        certificateId?: string;
                        instructions?: string[];
                        /** @enum {number} */
                        version: 4;
                        /** @enum {string} */
                        mode: "live" | "test";
                        deploymentBlock?: number;
                        finalizedAt?: string | null;
                        chainEvidence?: {
                            header: string;
                            receiptIndex: number;
                            receiptProof: string[];
                        };
                        rfc3161?: {
                            token: string;
                            chain?: string[];
                            authority?: string;
                            time?: string;
                        };
                        checkpoint: {
                            sequence: number;
                            index: number;
                            path: string;
                            root: string;
                            leafCount: number;
                            chainId: number;
                            contractAddress: string;
                            transactionHash: string;
                            blockNumber: number;
                            blockTimestamp: number;
                            chainEvidence: {
                                receiptIndex: number;
                                zlib: string;
                            };
                        };
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Ressource introuvable : vérifiez l’identifiant (une ressource d’un autre compte répond de même). Codes : not_found (Ressource introuvable). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-not_found",
                     *       "title": "Ressource introuvable",
                     *       "status": 404,
                     *       "detail": "Ressource introuvable",
                     *       "code": "not_found",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "not_found",
                     *       "message": "Ressource introuvable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-certificate_not_ready",
                     *       "title": "Certificat pas encore prêt",
                     *       "status": 409,
                     *       "detail": "Certificat pas encore prêt",
                     *       "code": "certificate_not_ready",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "certificate_not_ready",
                     *       "message": "Certificat pas encore prêt"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Adresse trop longue : un identifiant du chemin dépasse la limite. Codes : uri_too_long (Adresse trop longue). */
            414: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-uri_too_long",
                     *       "title": "Adresse trop longue",
                     *       "status": 414,
                     *       "detail": "Adresse trop longue",
                     *       "code": "uri_too_long",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "uri_too_long",
                     *       "message": "Adresse trop longue"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Rejoué avec la même clé et la même demande (mêmes documents dans le même ordre, même webhook_url), le lot renvoie sa première réponse à l’identique, sans nouveau débit ; la même clé pour une autre demande, ou déjà prise par un envoi unitaire, est refusée (409).
                 * @example 0b7c6a0e-8f3d-4e2a-9c1b-5d4e3f2a1b0c
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documents": [
                 *         {
                 *           "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *           "file_name": "contrat.pdf",
                 *           "tags": [
                 *             "lot-2026"
                 *           ]
                 *         },
                 *         {
                 *           "file_hash": "0x9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                 *           "file_name": "annexe.pdf",
                 *           "file_name_public": true,
                 *           "tags": [
                 *             "lot-2026"
                 *           ]
                 *         }
                 *       ],
                 *       "webhook_url": "https://erp.exemple.fr/webhooks/horodoc"
                 *     }
                 */
                "application/json": {
                    documents: {
                        file_hash: string;
                        file_name?: string;
                        file_size?: number;
                        /**
                         * @description true : le nom du document est montré à quiconque vérifie son empreinte. Par défaut (false), seules les clés de votre compte le voient ; la vérification publique répond sans le nom.
                         * @default false
                         */
                        file_name_public?: boolean;
                        /** @description Jusqu’à 10 étiquettes de 64 caractères au plus. */
                        tags?: string[];
                        /** @description Paires clé/valeur à plat : 20 clés au plus (lettres, chiffres, _ . -, 40 caractères au plus), valeurs texte de 500 caractères au plus. */
                        metadata?: {
                            [key: string]: string;
                        };
                    }[];
                    webhook_url?: string;
                };
            };
        };
        responses: {
            /** @description Un certificat par empreinte, dans l’ordre envoyé, et les crédits utilisés et restants. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "batch_id": "8d2e4f60-7a1b-4c3d-8e9f-0a1b2c3d4e5f",
                     *       "certificates": [
                     *         {
                     *           "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                     *           "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                     *           "file_name": "contrat.pdf",
                     *           "status": "completed",
                     *           "credits_used": 0
                     *         },
                     *         {
                     *           "certificate_id": "7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1",
                     *           "file_hash": "0x9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                     *           "file_name": "annexe.pdf",
                     *           "status": "pending",
                     *           "credits_used": 1
                     *         }
                     *       ],
                     *       "documents": 2,
                     *       "created": 1,
                     *       "existing": 1,
                     *       "credits_used": 1,
                     *       "credits_remaining": 48
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** Format: uuid */
                        batch_id: string;
                        certificates: {
                            /** Format: uuid */
                            certificate_id: string;
                            file_hash: string;
                            file_name: string | null;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                            credits_used: number;
                        }[];
                        documents: number;
                        created: number;
                        existing: number;
                        credits_used: number;
                        credits_remaining: number;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Crédits insuffisants : achetez des crédits ; balance et required disent le solde et ce qu’il fallait. Codes : insufficient_credits (Crédits insuffisants). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-insufficient_credits",
                     *       "title": "Crédits insuffisants",
                     *       "status": 402,
                     *       "detail": "Crédits insuffisants",
                     *       "code": "insufficient_credits",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "insufficient_credits",
                     *       "message": "Crédits insuffisants"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflit : Idempotency-Key déjà utilisée pour une autre demande ou par un envoi unitaire, ou empreinte en train de changer d’état. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-certificate_not_ready",
                     *       "title": "Certificat pas encore prêt",
                     *       "status": 409,
                     *       "detail": "Certificat pas encore prêt",
                     *       "code": "certificate_not_ready",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "certificate_not_ready",
                     *       "message": "Certificat pas encore prêt"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Type de contenu non pris en charge : envoyez application/json. Codes : unsupported_media_type (Type de contenu non pris en charge), unsupported_file_type (Type de fichier non supporté). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-unsupported_media_type",
                     *       "title": "Type de contenu non pris en charge",
                     *       "status": 415,
                     *       "detail": "Type de contenu non pris en charge",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "unsupported_media_type",
                     *       "message": "Type de contenu non pris en charge"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCertificates: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "pending" | "completed" | "failed" | "expired";
                created_from?: string;
                created_to?: string;
                file_hash?: string;
                name?: string;
                tag?: string;
                metadata_key?: string;
                metadata_value?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Une page de certificats, du plus récent au plus ancien ; next_cursor mène à la suivante (null : c’était la dernière). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "certificates": [
                     *         {
                     *           "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                     *           "status": "completed",
                     *           "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                     *           "file_name": "contrat.pdf",
                     *           "blockchain_tx_hash": "0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                     *           "blockchain_timestamp": 1795788076,
                     *           "block_number": 31415926,
                     *           "explorer_url": "https://basescan.org/tx/0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                     *           "certificate_url": "https://horodoc.fr/api/certificates/3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69/certificate.pdf",
                     *           "file_size": 48213,
                     *           "created_at": "2026-11-03T14:02:09.512Z",
                     *           "tags": [
                     *             "dossier-42"
                     *           ],
                     *           "metadata": {
                     *             "client": "42"
                     *           }
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        certificates: {
                            /** Format: uuid */
                            certificate_id: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                            file_hash: string;
                            file_name: string | null;
                            blockchain_tx_hash: string | null;
                            blockchain_timestamp: number | null;
                            block_number: number | null;
                            explorer_url: string | null;
                            certificate_url: string | null;
                            /** @enum {string} */
                            mode?: "test";
                            ethereum_checkpoint?: {
                                chain_id: number;
                                transaction_hash: string;
                                block_number: number;
                                timestamp: number;
                                root: string;
                            };
                            file_size: number | null;
                            created_at: string;
                            tags: string[];
                            metadata: {
                                [key: string]: string;
                            };
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Les requêtes, échecs, certificats et crédits du mois, par jour et par clé. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "month": "2026-11",
                     *       "totals": {
                     *         "requests": 412,
                     *         "failed_requests": 3,
                     *         "certificates": 57,
                     *         "failures": 0,
                     *         "credits": 57
                     *       },
                     *       "days": [
                     *         {
                     *           "date": "2026-11-03",
                     *           "requests": 412,
                     *           "failed_requests": 3,
                     *           "certificates": 57,
                     *           "failures": 0,
                     *           "credits": 57
                     *         }
                     *       ],
                     *       "keys": [
                     *         {
                     *           "api_key": "hk_4f1e2d3c4b5a69788796a5b4c3d2e1f0",
                     *           "requests": 412,
                     *           "failed_requests": 3,
                     *           "days": [
                     *             {
                     *               "date": "2026-11-03",
                     *               "requests": 412,
                     *               "failed_requests": 3
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        month: string;
                        totals: {
                            requests: number;
                            failed_requests: number;
                            certificates: number;
                            failures: number;
                            credits: number;
                        };
                        days: {
                            requests: number;
                            failed_requests: number;
                            certificates: number;
                            failures: number;
                            credits: number;
                            date: string;
                        }[];
                        keys: {
                            api_key: string;
                            requests: number;
                            failed_requests: number;
                            days: {
                                date: string;
                                requests: number;
                                failed_requests: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportCertificatesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Le CSV (RFC 4180, UTF-8) de tous vos certificats, du plus ancien au plus récent, avec la preuve JSON de chacun une fois ancré. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example certificate_id,created_at,status,file_name,file_size,file_hash,blockchain_tx_hash,block_number,blockchain_timestamp,explorer_url,proof */
                    "text/csv": string;
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.exemple.fr/webhooks/horodoc"
                 *     }
                 */
                "application/json": {
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Ce que votre récepteur a répondu : success vaut true pour un 2xx. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "url": "https://erp.exemple.fr/webhooks/horodoc",
                     *       "status_code": 200,
                     *       "error": null
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                        url: string;
                        status_code: number | null;
                        error: string | null;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Type de contenu non pris en charge : envoyez application/json. Codes : unsupported_media_type (Type de contenu non pris en charge), unsupported_file_type (Type de fichier non supporté). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-unsupported_media_type",
                     *       "title": "Type de contenu non pris en charge",
                     *       "status": 415,
                     *       "detail": "Type de contenu non pris en charge",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "unsupported_media_type",
                     *       "message": "Type de contenu non pris en charge"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 10 par minute et par clé sur cette route, 1000 par heure en tout ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Les clés qui signent encore, de la plus ancienne à la plus récente, jamais leur secret. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "keys": [
                     *         {
                     *           "name": "Serveur de facturation",
                     *           "key_id": "hk_4f1e2d3c4b5a69788796a5b4c3d2e1f0",
                     *           "mode": "live",
                     *           "created_at": "2026-11-02T09:15:00.000Z",
                     *           "last_used_at": "2026-11-03T14:02:11.000Z",
                     *           "expires_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        keys: {
                            name: string;
                            key_id: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            created_at: string;
                            last_used_at: string | null;
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Serveur de facturation",
                 *       "mode": "live"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    mode?: "live" | "test";
                };
            };
        };
        responses: {
            /** @description La clé, et son api_secret, montré dans cette réponse seulement : rangez-le aussitôt. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "key": {
                     *         "name": "Serveur de facturation",
                     *         "key_id": "hk_0a1b2c3d4e5f60718293a4b5c6d7e8f9",
                     *         "mode": "live",
                     *         "created_at": "2026-11-04T10:00:00.000Z",
                     *         "last_used_at": null,
                     *         "expires_at": null
                     *       },
                     *       "api_secret": "6a1f0e2d9c3b8a4f5e6d7c8b9a0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        key: {
                            name: string;
                            key_id: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            created_at: string;
                            last_used_at: string | null;
                            expires_at: string | null;
                        };
                        api_secret: string;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Accès refusé : une clé de test ne crée que des objets de test. Codes : forbidden (Accès interdit). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-forbidden",
                     *       "title": "Accès interdit",
                     *       "status": 403,
                     *       "detail": "Accès interdit",
                     *       "code": "forbidden",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "forbidden",
                     *       "message": "Accès interdit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-certificate_not_ready",
                     *       "title": "Certificat pas encore prêt",
                     *       "status": 409,
                     *       "detail": "Certificat pas encore prêt",
                     *       "code": "certificate_not_ready",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "certificate_not_ready",
                     *       "message": "Certificat pas encore prêt"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Type de contenu non pris en charge : envoyez application/json. Codes : unsupported_media_type (Type de contenu non pris en charge), unsupported_file_type (Type de fichier non supporté). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-unsupported_media_type",
                     *       "title": "Type de contenu non pris en charge",
                     *       "status": 415,
                     *       "detail": "Type de contenu non pris en charge",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "unsupported_media_type",
                     *       "message": "Type de contenu non pris en charge"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rollApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example hk_4f1e2d3c4b5a69788796a5b4c3d2e1f0 */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "overlap_hours": 24
                 *     }
                 */
                "application/json": {
                    overlap_hours: number;
                };
            };
        };
        responses: {
            /** @description La remplaçante et son api_secret (montré dans cette réponse seulement), et la clé renouvelée avec sa fin, expires_at. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "key": {
                     *         "name": "Serveur de facturation",
                     *         "key_id": "hk_0a1b2c3d4e5f60718293a4b5c6d7e8f9",
                     *         "mode": "live",
                     *         "created_at": "2026-11-04T10:00:00.000Z",
                     *         "last_used_at": null,
                     *         "expires_at": null
                     *       },
                     *       "api_secret": "6a1f0e2d9c3b8a4f5e6d7c8b9a0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3",
                     *       "previous": {
                     *         "name": "Serveur de facturation",
                     *         "key_id": "hk_4f1e2d3c4b5a69788796a5b4c3d2e1f0",
                     *         "mode": "live",
                     *         "created_at": "2026-11-02T09:15:00.000Z",
                     *         "last_used_at": "2026-11-03T14:02:11.000Z",
                     *         "expires_at": "2026-11-05T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        key: {
                            name: string;
                            key_id: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            created_at: string;
                            last_used_at: string | null;
                            expires_at: string | null;
                        };
                        api_secret: string;
                        previous: {
                            name: string;
                            key_id: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            created_at: string;
                            last_used_at: string | null;
                            expires_at: string | null;
                        };
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Clé introuvable, déjà révoquée ou expirée, ou hors des droits de la clé qui signe. Codes : not_found (Ressource introuvable). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-not_found",
                     *       "title": "Ressource introuvable",
                     *       "status": 404,
                     *       "detail": "Ressource introuvable",
                     *       "code": "not_found",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "not_found",
                     *       "message": "Ressource introuvable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-certificate_not_ready",
                     *       "title": "Certificat pas encore prêt",
                     *       "status": 409,
                     *       "detail": "Certificat pas encore prêt",
                     *       "code": "certificate_not_ready",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "certificate_not_ready",
                     *       "message": "Certificat pas encore prêt"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Adresse trop longue : un identifiant du chemin dépasse la limite. Codes : uri_too_long (Adresse trop longue). */
            414: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-uri_too_long",
                     *       "title": "Adresse trop longue",
                     *       "status": 414,
                     *       "detail": "Adresse trop longue",
                     *       "code": "uri_too_long",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "uri_too_long",
                     *       "message": "Adresse trop longue"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Type de contenu non pris en charge : envoyez application/json. Codes : unsupported_media_type (Type de contenu non pris en charge), unsupported_file_type (Type de fichier non supporté). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-unsupported_media_type",
                     *       "title": "Type de contenu non pris en charge",
                     *       "status": 415,
                     *       "detail": "Type de contenu non pris en charge",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "unsupported_media_type",
                     *       "message": "Type de contenu non pris en charge"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example hk_4f1e2d3c4b5a69788796a5b4c3d2e1f0 */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La clé révoquée : elle est refusée dès revoked_at, par toutes les instances. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "key_id": "hk_4f1e2d3c4b5a69788796a5b4c3d2e1f0",
                     *       "revoked_at": "2026-11-04T10:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        key_id: string;
                        revoked_at: string;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Clé introuvable, déjà révoquée ou expirée, ou hors des droits de la clé qui signe. Codes : not_found (Ressource introuvable). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-not_found",
                     *       "title": "Ressource introuvable",
                     *       "status": 404,
                     *       "detail": "Ressource introuvable",
                     *       "code": "not_found",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "not_found",
                     *       "message": "Ressource introuvable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Adresse trop longue : un identifiant du chemin dépasse la limite. Codes : uri_too_long (Adresse trop longue). */
            414: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-uri_too_long",
                     *       "title": "Adresse trop longue",
                     *       "status": 414,
                     *       "detail": "Adresse trop longue",
                     *       "code": "uri_too_long",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "uri_too_long",
                     *       "message": "Adresse trop longue"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Les points de terminaison que la clé peut voir, du plus ancien au plus récent, jamais leur secret. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "endpoints": [
                     *         {
                     *           "endpoint_id": "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
                     *           "url": "https://erp.exemple.fr/webhooks/horodoc",
                     *           "mode": "live",
                     *           "events": [
                     *             "certificate.completed",
                     *             "certificate.failed"
                     *           ],
                     *           "description": "ERP",
                     *           "created_at": "2026-11-02T09:20:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        endpoints: {
                            /** Format: uuid */
                            endpoint_id: string;
                            url: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            events: string[] | null;
                            description: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.exemple.fr/webhooks/horodoc",
                 *       "events": [
                 *         "certificate.completed",
                 *         "certificate.failed"
                 *       ],
                 *       "description": "ERP"
                 *     }
                 */
                "application/json": {
                    url: string;
                    events?: ("certificate.completed" | "certificate.failed" | "certificate.expired" | "certificate.finalized" | "certificate.checkpointed")[];
                    description?: string;
                    /** @enum {string} */
                    mode?: "live" | "test";
                };
            };
        };
        responses: {
            /** @description Le point de terminaison, et son webhook_secret, montré dans cette réponse seulement. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "endpoint": {
                     *         "endpoint_id": "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
                     *         "url": "https://erp.exemple.fr/webhooks/horodoc",
                     *         "mode": "live",
                     *         "events": [
                     *           "certificate.completed",
                     *           "certificate.failed"
                     *         ],
                     *         "description": "ERP",
                     *         "created_at": "2026-11-02T09:20:00.000Z"
                     *       },
                     *       "webhook_secret": "whsec_Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        endpoint: {
                            /** Format: uuid */
                            endpoint_id: string;
                            url: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            events: string[] | null;
                            description: string | null;
                            created_at: string;
                        };
                        webhook_secret: string;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Accès refusé : une clé de test ne crée que des points de terminaison de test. Codes : forbidden (Accès interdit). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-forbidden",
                     *       "title": "Accès interdit",
                     *       "status": 403,
                     *       "detail": "Accès interdit",
                     *       "code": "forbidden",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "forbidden",
                     *       "message": "Accès interdit"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflit : 10 points de terminaison déjà actifs. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-certificate_not_ready",
                     *       "title": "Certificat pas encore prêt",
                     *       "status": 409,
                     *       "detail": "Certificat pas encore prêt",
                     *       "code": "certificate_not_ready",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "certificate_not_ready",
                     *       "message": "Certificat pas encore prêt"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Type de contenu non pris en charge : envoyez application/json. Codes : unsupported_media_type (Type de contenu non pris en charge), unsupported_file_type (Type de fichier non supporté). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-unsupported_media_type",
                     *       "title": "Type de contenu non pris en charge",
                     *       "status": 415,
                     *       "detail": "Type de contenu non pris en charge",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "unsupported_media_type",
                     *       "message": "Type de contenu non pris en charge"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Le point de terminaison supprimé : plus rien ne lui est envoyé ; ses livraisons restent dans le journal. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "endpoint_id": "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
                     *       "deleted_at": "2026-11-04T10:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** Format: uuid */
                        endpoint_id: string;
                        deleted_at: string;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Point de terminaison introuvable, déjà supprimé, ou hors des droits de la clé qui signe. Codes : not_found (Ressource introuvable). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-not_found",
                     *       "title": "Ressource introuvable",
                     *       "status": 404,
                     *       "detail": "Ressource introuvable",
                     *       "code": "not_found",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "not_found",
                     *       "message": "Ressource introuvable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Adresse trop longue : un identifiant du chemin dépasse la limite. Codes : uri_too_long (Adresse trop longue). */
            414: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-uri_too_long",
                     *       "title": "Adresse trop longue",
                     *       "status": 414,
                     *       "detail": "Adresse trop longue",
                     *       "code": "uri_too_long",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "uri_too_long",
                     *       "message": "Adresse trop longue"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "pending" | "delivered" | "failed";
                endpoint_id?: string;
                certificate_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Une page de livraisons, de la plus récente à la plus ancienne, chacune avec tous ses essais. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "deliveries": [
                     *         {
                     *           "delivery_id": "c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f",
                     *           "event": "certificate.completed",
                     *           "url": "https://erp.exemple.fr/webhooks/horodoc",
                     *           "endpoint_id": "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
                     *           "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                     *           "batch_id": null,
                     *           "status": "delivered",
                     *           "created_at": "2026-11-03T14:02:40.000Z",
                     *           "delivered_at": "2026-11-03T14:02:51.000Z",
                     *           "redelivered_at": null,
                     *           "next_attempt_at": null,
                     *           "attempts": [
                     *             {
                     *               "attempt": 1,
                     *               "attempted_at": "2026-11-03T14:02:40.000Z",
                     *               "status_code": 503,
                     *               "error": null,
                     *               "duration_ms": 212
                     *             },
                     *             {
                     *               "attempt": 2,
                     *               "attempted_at": "2026-11-03T14:02:51.000Z",
                     *               "status_code": 200,
                     *               "error": null,
                     *               "duration_ms": 87
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        deliveries: {
                            /** Format: uuid */
                            delivery_id: string;
                            event: string;
                            url: string;
                            endpoint_id: string | null;
                            certificate_id: string | null;
                            batch_id: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            created_at: string;
                            delivered_at: string | null;
                            redelivered_at: string | null;
                            next_attempt_at: string | null;
                            attempts: {
                                attempt: number;
                                attempted_at: string;
                                status_code: number | null;
                                error: string | null;
                                duration_ms: number;
                            }[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La livraison, de nouveau due aussitôt, avec le même webhook-id. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "delivery": {
                     *         "delivery_id": "c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f",
                     *         "event": "certificate.completed",
                     *         "url": "https://erp.exemple.fr/webhooks/horodoc",
                     *         "endpoint_id": "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
                     *         "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                     *         "batch_id": null,
                     *         "status": "pending",
                     *         "created_at": "2026-11-03T14:02:40.000Z",
                     *         "delivered_at": "2026-11-03T14:02:51.000Z",
                     *         "redelivered_at": "2026-11-04T10:00:00.000Z",
                     *         "next_attempt_at": "2026-11-04T10:00:00.000Z",
                     *         "attempts": [
                     *           {
                     *             "attempt": 1,
                     *             "attempted_at": "2026-11-03T14:02:40.000Z",
                     *             "status_code": 503,
                     *             "error": null,
                     *             "duration_ms": 212
                     *           },
                     *           {
                     *             "attempt": 2,
                     *             "attempted_at": "2026-11-03T14:02:51.000Z",
                     *             "status_code": 200,
                     *             "error": null,
                     *             "duration_ms": 87
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        delivery: {
                            /** Format: uuid */
                            delivery_id: string;
                            event: string;
                            url: string;
                            endpoint_id: string | null;
                            certificate_id: string | null;
                            batch_id: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            created_at: string;
                            delivered_at: string | null;
                            redelivered_at: string | null;
                            next_attempt_at: string | null;
                            attempts: {
                                attempt: number;
                                attempted_at: string;
                                status_code: number | null;
                                error: string | null;
                                duration_ms: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Livraison introuvable. Codes : not_found (Ressource introuvable). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-not_found",
                     *       "title": "Ressource introuvable",
                     *       "status": 404,
                     *       "detail": "Ressource introuvable",
                     *       "code": "not_found",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "not_found",
                     *       "message": "Ressource introuvable"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflit : livraison encore en cours, ou son point de terminaison a été supprimé. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-certificate_not_ready",
                     *       "title": "Certificat pas encore prêt",
                     *       "status": 409,
                     *       "detail": "Certificat pas encore prêt",
                     *       "code": "certificate_not_ready",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "certificate_not_ready",
                     *       "message": "Certificat pas encore prêt"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Adresse trop longue : un identifiant du chemin dépasse la limite. Codes : uri_too_long (Adresse trop longue). */
            414: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-uri_too_long",
                     *       "title": "Adresse trop longue",
                     *       "status": 414,
                     *       "detail": "Adresse trop longue",
                     *       "code": "uri_too_long",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "uri_too_long",
                     *       "message": "Adresse trop longue"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Les crédits disponibles, utilisés et achetés. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "credits_balance": 49,
                     *       "credits_used": 51,
                     *       "credits_purchased": 100
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        credits_balance: number;
                        credits_used: number;
                        credits_purchased: number;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Le secret whsec_ du compte, qui signe les webhooks des envois et des lots (Standard Webhooks). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "webhook_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        webhook_secret: string;
                    };
                };
            };
            /** @description Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-invalid_request",
                     *       "title": "Requête invalide",
                     *       "status": 400,
                     *       "detail": "Requête invalide",
                     *       "code": "invalid_request",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "invalid_request",
                     *       "message": "Requête invalide"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-signature_missing",
                     *       "title": "En-têtes de signature absents",
                     *       "status": 401,
                     *       "detail": "En-têtes de signature absents",
                     *       "code": "signature_missing",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "signature_missing",
                     *       "message": "En-têtes de signature absents"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte. Codes : method_not_allowed (Méthode non autorisée). */
            405: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-method_not_allowed",
                     *       "title": "Méthode non autorisée",
                     *       "status": 405,
                     *       "detail": "Méthode non autorisée",
                     *       "code": "method_not_allowed",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "method_not_allowed",
                     *       "message": "Méthode non autorisée"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la. Codes : request_timeout (Requête trop lente). */
            408: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-request_timeout",
                     *       "title": "Requête trop lente",
                     *       "status": 408,
                     *       "detail": "Requête trop lente",
                     *       "code": "request_timeout",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "request_timeout",
                     *       "message": "Requête trop lente"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite. Codes : payload_too_large (Corps trop volumineux). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-payload_too_large",
                     *       "title": "Corps trop volumineux",
                     *       "status": 413,
                     *       "detail": "Corps trop volumineux",
                     *       "code": "payload_too_large",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "payload_too_large",
                     *       "message": "Corps trop volumineux"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-too_many_requests",
                     *       "title": "Trop de requêtes",
                     *       "status": 429,
                     *       "detail": "Trop de requêtes",
                     *       "code": "too_many_requests",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "too_many_requests",
                     *       "message": "Trop de requêtes"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support. Codes : internal_error (Erreur serveur). */
            500: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-internal_error",
                     *       "title": "Erreur serveur",
                     *       "status": 500,
                     *       "detail": "Erreur serveur",
                     *       "code": "internal_error",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "internal_error",
                     *       "message": "Erreur serveur"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture. Codes : service_unavailable (Service indisponible). */
            503: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://horodoc.fr/api-docs#error-service_unavailable",
                     *       "title": "Service indisponible",
                     *       "status": 503,
                     *       "detail": "Service indisponible",
                     *       "code": "service_unavailable",
                     *       "request_id": "6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8",
                     *       "success": false,
                     *       "error": "service_unavailable",
                     *       "message": "Service indisponible"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhook.certificate.completed": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description L’identifiant de la livraison, le même à chaque essai et à chaque renvoi : dédoublonnez dessus.
                 * @example c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f
                 */
                "webhook-id": string;
                /**
                 * @description L’heure de l’envoi de cet essai, en secondes depuis 1970.
                 * @example 1795788107
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "certificate.completed",
                 *       "timestamp": "2026-11-03T14:02:40.000Z",
                 *       "data": {
                 *         "success": true,
                 *         "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                 *         "status": "completed",
                 *         "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *         "file_name": "contrat.pdf",
                 *         "blockchain_tx_hash": "0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                 *         "blockchain_timestamp": 1795788076,
                 *         "block_number": 31415926,
                 *         "explorer_url": "https://basescan.org/tx/0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                 *         "certificate_url": "https://horodoc.fr/api/certificates/3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69/certificate.pdf",
                 *         "tags": [
                 *           "dossier-42"
                 *         ],
                 *         "metadata": {
                 *           "client": "42"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "certificate.completed";
                    timestamp: string;
                    data: {
                        /** @constant */
                        success: true;
                        /** Format: uuid */
                        certificate_id: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed" | "expired";
                        file_hash: string;
                        file_name: string | null;
                        blockchain_tx_hash: string | null;
                        blockchain_timestamp: number | null;
                        block_number: number | null;
                        explorer_url: string | null;
                        certificate_url: string | null;
                        /** @constant */
                        mode?: "test";
                        ethereum_checkpoint?: {
                            chain_id: number;
                            transaction_hash: string;
                            block_number: number;
                            timestamp: number;
                            root: string;
                        };
                        tags: string[];
                        metadata: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Reçu : toute réponse 2xx arrête les nouveaux essais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusé (signature fausse, horodatage trop ancien) : compté comme un échec, et essayé à nouveau selon le calendrier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.certificate.failed": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description L’identifiant de la livraison, le même à chaque essai et à chaque renvoi : dédoublonnez dessus.
                 * @example c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f
                 */
                "webhook-id": string;
                /**
                 * @description L’heure de l’envoi de cet essai, en secondes depuis 1970.
                 * @example 1795788107
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "certificate.failed",
                 *       "timestamp": "2026-11-03T14:02:40.000Z",
                 *       "data": {
                 *         "success": true,
                 *         "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                 *         "status": "failed",
                 *         "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *         "file_name": "contrat.pdf",
                 *         "blockchain_tx_hash": null,
                 *         "blockchain_timestamp": null,
                 *         "block_number": null,
                 *         "explorer_url": null,
                 *         "certificate_url": null,
                 *         "tags": [
                 *           "dossier-42"
                 *         ],
                 *         "metadata": {
                 *           "client": "42"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "certificate.failed";
                    timestamp: string;
                    data: {
                        /** @constant */
                        success: true;
                        /** Format: uuid */
                        certificate_id: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed" | "expired";
                        file_hash: string;
                        file_name: string | null;
                        blockchain_tx_hash: string | null;
                        blockchain_timestamp: number | null;
                        block_number: number | null;
                        explorer_url: string | null;
                        certificate_url: string | null;
                        /** @constant */
                        mode?: "test";
                        ethereum_checkpoint?: {
                            chain_id: number;
                            transaction_hash: string;
                            block_number: number;
                            timestamp: number;
                            root: string;
                        };
                        tags: string[];
                        metadata: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Reçu : toute réponse 2xx arrête les nouveaux essais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusé (signature fausse, horodatage trop ancien) : compté comme un échec, et essayé à nouveau selon le calendrier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.certificate.expired": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description L’identifiant de la livraison, le même à chaque essai et à chaque renvoi : dédoublonnez dessus.
                 * @example c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f
                 */
                "webhook-id": string;
                /**
                 * @description L’heure de l’envoi de cet essai, en secondes depuis 1970.
                 * @example 1795788107
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "certificate.expired",
                 *       "timestamp": "2026-11-03T14:02:40.000Z",
                 *       "data": {
                 *         "success": true,
                 *         "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                 *         "status": "expired",
                 *         "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *         "file_name": "contrat.pdf",
                 *         "blockchain_tx_hash": null,
                 *         "blockchain_timestamp": null,
                 *         "block_number": null,
                 *         "explorer_url": null,
                 *         "certificate_url": null,
                 *         "tags": [
                 *           "dossier-42"
                 *         ],
                 *         "metadata": {
                 *           "client": "42"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "certificate.expired";
                    timestamp: string;
                    data: {
                        /** @constant */
                        success: true;
                        /** Format: uuid */
                        certificate_id: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed" | "expired";
                        file_hash: string;
                        file_name: string | null;
                        blockchain_tx_hash: string | null;
                        blockchain_timestamp: number | null;
                        block_number: number | null;
                        explorer_url: string | null;
                        certificate_url: string | null;
                        /** @constant */
                        mode?: "test";
                        ethereum_checkpoint?: {
                            chain_id: number;
                            transaction_hash: string;
                            block_number: number;
                            timestamp: number;
                            root: string;
                        };
                        tags: string[];
                        metadata: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Reçu : toute réponse 2xx arrête les nouveaux essais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusé (signature fausse, horodatage trop ancien) : compté comme un échec, et essayé à nouveau selon le calendrier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.certificate.finalized": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description L’identifiant de la livraison, le même à chaque essai et à chaque renvoi : dédoublonnez dessus.
                 * @example c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f
                 */
                "webhook-id": string;
                /**
                 * @description L’heure de l’envoi de cet essai, en secondes depuis 1970.
                 * @example 1795788107
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "certificate.finalized",
                 *       "timestamp": "2026-11-03T14:02:40.000Z",
                 *       "data": {
                 *         "success": true,
                 *         "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                 *         "status": "completed",
                 *         "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *         "file_name": "contrat.pdf",
                 *         "blockchain_tx_hash": "0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                 *         "blockchain_timestamp": 1795788076,
                 *         "block_number": 31415926,
                 *         "explorer_url": "https://basescan.org/tx/0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                 *         "certificate_url": "https://horodoc.fr/api/certificates/3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69/certificate.pdf",
                 *         "tags": [
                 *           "dossier-42"
                 *         ],
                 *         "metadata": {
                 *           "client": "42"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "certificate.finalized";
                    timestamp: string;
                    data: {
                        /** @constant */
                        success: true;
                        /** Format: uuid */
                        certificate_id: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed" | "expired";
                        file_hash: string;
                        file_name: string | null;
                        blockchain_tx_hash: string | null;
                        blockchain_timestamp: number | null;
                        block_number: number | null;
                        explorer_url: string | null;
                        certificate_url: string | null;
                        /** @constant */
                        mode?: "test";
                        ethereum_checkpoint?: {
                            chain_id: number;
                            transaction_hash: string;
                            block_number: number;
                            timestamp: number;
                            root: string;
                        };
                        tags: string[];
                        metadata: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Reçu : toute réponse 2xx arrête les nouveaux essais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusé (signature fausse, horodatage trop ancien) : compté comme un échec, et essayé à nouveau selon le calendrier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.certificate.checkpointed": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description L’identifiant de la livraison, le même à chaque essai et à chaque renvoi : dédoublonnez dessus.
                 * @example c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f
                 */
                "webhook-id": string;
                /**
                 * @description L’heure de l’envoi de cet essai, en secondes depuis 1970.
                 * @example 1795788107
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "certificate.checkpointed",
                 *       "timestamp": "2026-11-03T14:02:40.000Z",
                 *       "data": {
                 *         "success": true,
                 *         "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                 *         "status": "completed",
                 *         "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *         "file_name": "contrat.pdf",
                 *         "blockchain_tx_hash": "0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                 *         "blockchain_timestamp": 1795788076,
                 *         "block_number": 31415926,
                 *         "explorer_url": "https://basescan.org/tx/0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                 *         "certificate_url": "https://horodoc.fr/api/certificates/3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69/certificate.pdf",
                 *         "tags": [
                 *           "dossier-42"
                 *         ],
                 *         "metadata": {
                 *           "client": "42"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "certificate.checkpointed";
                    timestamp: string;
                    data: {
                        /** @constant */
                        success: true;
                        /** Format: uuid */
                        certificate_id: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed" | "expired";
                        file_hash: string;
                        file_name: string | null;
                        blockchain_tx_hash: string | null;
                        blockchain_timestamp: number | null;
                        block_number: number | null;
                        explorer_url: string | null;
                        certificate_url: string | null;
                        /** @constant */
                        mode?: "test";
                        ethereum_checkpoint?: {
                            chain_id: number;
                            transaction_hash: string;
                            block_number: number;
                            timestamp: number;
                            root: string;
                        };
                        tags: string[];
                        metadata: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Reçu : toute réponse 2xx arrête les nouveaux essais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusé (signature fausse, horodatage trop ancien) : compté comme un échec, et essayé à nouveau selon le calendrier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.batch.settled": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description L’identifiant de la livraison, le même à chaque essai et à chaque renvoi : dédoublonnez dessus.
                 * @example c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f
                 */
                "webhook-id": string;
                /**
                 * @description L’heure de l’envoi de cet essai, en secondes depuis 1970.
                 * @example 1795788107
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "batch.settled",
                 *       "timestamp": "2026-11-03T14:02:40.000Z",
                 *       "data": {
                 *         "batch_id": "8d2e4f60-7a1b-4c3d-8e9f-0a1b2c3d4e5f",
                 *         "documents": 1,
                 *         "completed": 1,
                 *         "failed": 0,
                 *         "expired": 0,
                 *         "certificates": [
                 *           {
                 *             "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                 *             "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *             "status": "completed"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "batch.settled";
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        batch_id: string;
                        documents: number;
                        completed: number;
                        failed: number;
                        expired: number;
                        certificates: {
                            /** Format: uuid */
                            certificate_id: string;
                            file_hash: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                        }[];
                        /** @constant */
                        mode?: "test";
                    };
                };
            };
        };
        responses: {
            /** @description Reçu : toute réponse 2xx arrête les nouveaux essais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusé (signature fausse, horodatage trop ancien) : compté comme un échec, et essayé à nouveau selon le calendrier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.webhook.test": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description L’identifiant de la livraison, le même à chaque essai et à chaque renvoi : dédoublonnez dessus.
                 * @example c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f
                 */
                "webhook-id": string;
                /**
                 * @description L’heure de l’envoi de cet essai, en secondes depuis 1970.
                 * @example 1795788107
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "webhook.test",
                 *       "timestamp": "2026-11-03T14:02:40.000Z",
                 *       "data": {
                 *         "success": true,
                 *         "certificate_id": "3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69",
                 *         "status": "completed",
                 *         "file_hash": "0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6",
                 *         "file_name": "contrat.pdf",
                 *         "blockchain_tx_hash": "0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                 *         "blockchain_timestamp": 1795788076,
                 *         "block_number": 31415926,
                 *         "explorer_url": "https://basescan.org/tx/0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881",
                 *         "certificate_url": "https://horodoc.fr/api/certificates/3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69/certificate.pdf",
                 *         "tags": [
                 *           "dossier-42"
                 *         ],
                 *         "metadata": {
                 *           "client": "42"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "webhook.test";
                    timestamp: string;
                    data: {
                        /** @constant */
                        success: true;
                        /** Format: uuid */
                        certificate_id: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed" | "expired";
                        file_hash: string;
                        file_name: string | null;
                        blockchain_tx_hash: string | null;
                        blockchain_timestamp: number | null;
                        block_number: number | null;
                        explorer_url: string | null;
                        certificate_url: string | null;
                        /** @constant */
                        mode?: "test";
                        ethereum_checkpoint?: {
                            chain_id: number;
                            transaction_hash: string;
                            block_number: number;
                            timestamp: number;
                            root: string;
                        };
                        tags: string[];
                        metadata: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Reçu : toute réponse 2xx arrête les nouveaux essais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusé (signature fausse, horodatage trop ancien) : compté comme un échec, et essayé à nouveau selon le calendrier. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
