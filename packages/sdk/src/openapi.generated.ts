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
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Rejouée avec la même valeur, la requête renvoie la première réponse sans nouveau débit ; la même clé pour un autre document, ou déjà prise par un lot, est refusée (409). */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description Le document, lu en flux et jamais conservé : PDF, texte, Word, JPEG, PNG, GIF, BMP, Excel, CSV ou ZIP, reconnu à son type de média, ou à son extension quand le type est générique (application/octet-stream). Tout autre type est refusé (415), sans débit. */
                        file?: string;
                        file_hash?: string;
                        file_name?: string;
                        file_size?: number;
                        webhook_url?: string;
                        /** @description Jusqu’à 10 étiquettes de 64 caractères au plus. */
                        tags?: string[];
                        /** @description Paires clé/valeur à plat : 20 clés au plus (lettres, chiffres, _ . -, 40 caractères au plus), valeurs texte de 500 caractères au plus. */
                        metadata?: {
                            [key: string]: string;
                        };
                    };
                    "application/json": {
                        file_hash?: string;
                        file_name?: string;
                        file_size?: number;
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
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        /** @description Présent quand la réponse est la première, rejouée pour la même Idempotency-Key. */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Crédits insuffisants : achetez des crédits. Codes : insufficient_credits (Crédits insuffisants). */
                402: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Type de fichier non supporté (unsupported_file_type) : aucun crédit n’est utilisé. Codes : unsupported_media_type (Type de contenu non pris en charge), unsupported_file_type (Type de fichier non supporté). */
                415: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    certificate_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ressource introuvable : vérifiez l’identifiant du certificat. Codes : not_found (Ressource introuvable). */
                404: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    certificate_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Le certificat PDF (certificat-{16 premiers caractères de l’empreinte}.pdf). */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ressource introuvable : vérifiez l’identifiant du certificat. Codes : not_found (Ressource introuvable). */
                404: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    certificate_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Ressource introuvable : vérifiez l’identifiant du certificat. Codes : not_found (Ressource introuvable). */
                404: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Rejoué avec la même clé et la même demande (mêmes documents dans le même ordre, même webhook_url), le lot renvoie sa première réponse à l’identique, sans nouveau débit ; la même clé pour une autre demande, ou déjà prise par un envoi unitaire, est refusée (409). */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        documents: {
                            file_hash: string;
                            file_name?: string;
                            file_size?: number;
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
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        /** @description Présent quand la réponse est la première, rejouée pour la même Idempotency-Key. */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Crédits insuffisants : achetez des crédits. Codes : insufficient_credits (Crédits insuffisants). */
                402: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** @description Limitée à 10 appels par minute et par clé, en plus des 1000 requêtes par heure de toute route : les en-têtes RateLimit-* disent la limite la plus proche de son terme, et un 429 porte Retry-After. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description La limite la plus proche de son terme : 10 par minute et par clé sur cette route, ou 1000 par heure. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes sous cette limite. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la fin de sa fenêtre. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            url: string;
                            status_code: number | null;
                            error: string | null;
                        };
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description La limite la plus proche de son terme : 10 par minute et par clé sur cette route, ou 1000 par heure. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes sous cette limite. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la fin de sa fenêtre. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description La limite la plus proche de son terme : 10 par minute et par clé sur cette route, ou 1000 par heure. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes sous cette limite. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la fin de sa fenêtre. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 10 par minute et par clé sur cette route, 1000 par heure en tout. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description La limite la plus proche de son terme : 10 par minute et par clé sur cette route, ou 1000 par heure. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes sous cette limite. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la fin de sa fenêtre. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** @description Une clé de test ne voit et ne crée que des clés de test : aucune clé n’en crée une qui ait plus de droits qu’elle. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Accès refusé : une clé de test ne crée que des clés de test. Codes : forbidden (Accès interdit). */
                403: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** @description Une clé de test ne voit et ne crée que des clés de test : aucune clé n’en crée une qui ait plus de droits qu’elle. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        mode?: "live" | "test";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Accès refusé : une clé de test ne crée que des clés de test. Codes : forbidden (Accès interdit). */
                403: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        overlap_hours: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Clé introuvable, déjà révoquée ou expirée, ou hors des droits de la clé qui signe. Codes : not_found (Ressource introuvable). */
                404: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            key_id: string;
                            revoked_at: string;
                        };
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Clé introuvable, déjà révoquée ou expirée, ou hors des droits de la clé qui signe. Codes : not_found (Ressource introuvable). */
                404: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** @description Chaque point de terminaison reçoit, signés sous son propre secret (montré une seule fois, à la création), les événements qu’il écoute des certificats que le compte crée ensuite par l’API dans son mode. Une clé de test ne voit et ne crée que des points de terminaison de test. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Accès refusé : une clé de test ne crée que des points de terminaison de test. Codes : forbidden (Accès interdit). */
                403: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : 10 points de terminaison déjà actifs. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** @description Chaque point de terminaison reçoit, signés sous son propre secret (montré une seule fois, à la création), les événements qu’il écoute des certificats que le compte crée ensuite par l’API dans son mode. Une clé de test ne voit et ne crée que des points de terminaison de test. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                            /** Format: starts_with */
                            webhook_secret: string;
                        };
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Accès refusé : une clé de test ne crée que des points de terminaison de test. Codes : forbidden (Accès interdit). */
                403: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : 10 points de terminaison déjà actifs. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpoint_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** Format: uuid */
                            endpoint_id: string;
                            deleted_at: string;
                        };
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Point de terminaison introuvable, déjà supprimé, ou hors des droits de la clé qui signe. Codes : not_found (Ressource introuvable). */
                404: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** @description Les livraisons du compte (vers ses points de terminaison et vers les webhook_url de ses envois et lots), de la plus récente à la plus ancienne, chacune avec tous ses essais. */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    delivery_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Livraison introuvable. Codes : not_found (Ressource introuvable). */
                404: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflit : livraison encore en cours, ou son point de terminaison a été supprimé. Codes : certificate_not_ready (Certificat pas encore prêt), certificate_not_issued (Certificat non émis), idempotency_key_reused (Idempotency-Key déjà utilisée), conflict (Conflit). */
                409: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            credits_balance: number;
                            credits_used: number;
                            credits_purchased: number;
                        };
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** Format: starts_with */
                            webhook_secret: string;
                        };
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. Codes : invalid_request (Requête invalide), invalid_fields (Champs invalides), webhook_url_refused (Adresse de webhook refusée). */
                400: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authentification échouée : vérifiez vos clés et la signature. Codes : signature_missing (En-têtes de signature absents), timestamp_out_of_window (Timestamp hors délai), api_key_invalid (Clé API inconnue, révoquée ou expirée), signature_invalid (Signature invalide), signature_replayed (Requête rejouée). */
                401: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Trop de requêtes : 1000 par heure et par clé. Codes : too_many_requests (Trop de requêtes), too_many_connections (Trop de connexions). */
                429: {
                    headers: {
                        /** @description Requêtes permises par heure et par clé. */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l’heure. */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure. */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
         * @description L’empreinte est ancrée sur Base : le certificat PDF et la preuve sont prêts. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Signé comme Standard Webhooks le décrit : en-têtes webhook-id (l’identifiant de la livraison, le même à chaque essai : dédoublonnez dessus), webhook-timestamp et webhook-signature. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
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
         * @description L’ancrage a échoué : aucun certificat, et le crédit est rendu. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Signé comme Standard Webhooks le décrit : en-têtes webhook-id (l’identifiant de la livraison, le même à chaque essai : dédoublonnez dessus), webhook-timestamp et webhook-signature. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
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
         * @description L’empreinte n’a pas été ancrée dans le délai : aucun certificat, et le crédit est rendu. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Signé comme Standard Webhooks le décrit : en-têtes webhook-id (l’identifiant de la livraison, le même à chaque essai : dédoublonnez dessus), webhook-timestamp et webhook-signature. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
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
         * @description Le bloc de l’ancrage est final sur Ethereum : il ne peut plus être annulé. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Signé comme Standard Webhooks le décrit : en-têtes webhook-id (l’identifiant de la livraison, le même à chaque essai : dédoublonnez dessus), webhook-timestamp et webhook-signature. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
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
         * @description Le point de contrôle quotidien scelle l’ancrage sur Ethereum (data.ethereum_checkpoint dit où) : la preuve et le PDF, téléchargés à nouveau, portent le sceau. Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document. Signé comme Standard Webhooks le décrit : en-têtes webhook-id (l’identifiant de la livraison, le même à chaque essai : dédoublonnez dessus), webhook-timestamp et webhook-signature. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
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
         * @description Tous les certificats d’un lot envoyé avec une webhook_url sont définitifs : envoyé à cette adresse seulement, une fois. Envoyé à la webhook_url du lot, sous le secret du compte (GET /pro/webhooks/secret). Signé comme Standard Webhooks le décrit : en-têtes webhook-id (l’identifiant de la livraison, le même à chaque essai : dédoublonnez dessus), webhook-timestamp et webhook-signature. Sans réponse 2xx dans les 5 secondes, nouvel essai après 10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h au plus, pendant 24 heures après l’événement (ou après son dernier renvoi).
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
         * @description Envoyé à la demande par POST /pro/webhooks/test, avec un certificat fictif. Envoyé aussitôt à l’adresse donnée, sous le secret du compte, sans nouvel essai. Signé comme Standard Webhooks le décrit : en-têtes webhook-id (l’identifiant de la livraison, le même à chaque essai : dédoublonnez dessus), webhook-timestamp et webhook-signature.
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
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "webhook.certificate.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
        };
    };
    "webhook.certificate.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
        };
    };
    "webhook.certificate.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
        };
    };
    "webhook.certificate.finalized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
        };
    };
    "webhook.certificate.checkpointed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
        };
    };
    "webhook.batch.settled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
        };
    };
    "webhook.webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
        };
    };
}
