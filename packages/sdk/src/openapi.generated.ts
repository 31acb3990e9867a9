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
                            file_name: string;
                            file_size: number;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                            credits_used: number;
                            credits_remaining: number;
                        };
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Crédits insuffisants : achetez des crédits. */
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
                /** @description Conflit : certificat pas encore prêt, ou Idempotency-Key déjà utilisée pour une autre requête. */
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
                /** @description Type de fichier non supporté (unsupported_file_type) : aucun crédit n’est utilisé. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                            file_name: string;
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Ressource introuvable : vérifiez l’identifiant du certificat. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Ressource introuvable : vérifiez l’identifiant du certificat. */
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
                /** @description Conflit : certificat pas encore prêt, ou Idempotency-Key déjà utilisée pour une autre requête. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                                file_name: string;
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Crédits insuffisants : achetez des crédits. */
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
                /** @description Conflit : certificat pas encore prêt, ou Idempotency-Key déjà utilisée pour une autre requête. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                                file_name: string;
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
                                file_size: number;
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                            success: boolean;
                            url: string;
                            status_code: number | null;
                            error: string | null;
                        };
                    };
                };
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
    "/pro/api-keys": {
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Accès refusé : une clé de test ne crée que des clés de test. */
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
                /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Accès refusé : une clé de test ne crée que des clés de test. */
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
                /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Clé introuvable, déjà révoquée ou expirée, ou hors des droits de la clé qui signe. */
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
                /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Clé introuvable, déjà révoquée ou expirée, ou hors des droits de la clé qui signe. */
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
                /** @description Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
                /** @description Requête invalide : vérifiez le format et les paramètres. */
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
                /** @description Authentification échouée : vérifiez vos clés et la signature. */
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
                /** @description Trop de requêtes : 1000 par heure et par clé. */
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
    certificateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Un certificat a changé d’état
         * @description Envoyé à la webhook_url de l’envoi, signé comme Standard Webhooks le décrit (en-têtes webhook-id, webhook-timestamp, webhook-signature, sous le secret de GET /pro/webhooks/secret), répété pendant 24 heures jusqu’à une réponse 2xx. Événements : certificate.completed (ancré sur Base), certificate.failed, certificate.expired, certificate.finalized (son bloc est final sur Ethereum), certificate.checkpointed (scellé sur Ethereum par le point de contrôle quotidien : data.ethereum_checkpoint dit où ; la preuve et le certificat PDF, téléchargés à nouveau, portent le sceau et se vérifient avec un nœud Ethereum seul). data est la réponse de GET /pro/certificates/{certificate_id}/status.
         */
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
                        /** @enum {string} */
                        type: "certificate.completed" | "certificate.failed" | "certificate.expired" | "certificate.finalized" | "certificate.checkpointed" | "webhook.test";
                        timestamp: string;
                        data: {
                            /** @constant */
                            success: true;
                            /** Format: uuid */
                            certificate_id: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                            file_hash: string;
                            file_name: string;
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
                        };
                    };
                };
            };
            responses: {
                /** @description Reçu : toute réponse 2xx arrête les nouvelles tentatives. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
            /** @enum {string} */
            code: "invalid_request" | "unsupported_amount" | "authentication_failed" | "insufficient_credits" | "plan_limit_reached" | "no_active_plan" | "forbidden" | "reauthentication_required" | "csrf_failed" | "not_found" | "method_not_allowed" | "conflict" | "request_timeout" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "unsupported_file_type" | "payment_not_succeeded" | "payment_failed" | "too_many_requests" | "blockchain_timestamp_failed" | "blockchain_and_refund_failed" | "anchoring_pending" | "webhook_signature_invalid" | "service_unavailable" | "internal_error";
            request_id: string;
            balance?: number;
            required?: number;
            /** @constant */
            success: false;
            /** @enum {string} */
            error: "invalid_request" | "unsupported_amount" | "authentication_failed" | "insufficient_credits" | "plan_limit_reached" | "no_active_plan" | "forbidden" | "reauthentication_required" | "csrf_failed" | "not_found" | "method_not_allowed" | "conflict" | "request_timeout" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "unsupported_file_type" | "payment_not_succeeded" | "payment_failed" | "too_many_requests" | "blockchain_timestamp_failed" | "blockchain_and_refund_failed" | "anchoring_pending" | "webhook_signature_invalid" | "service_unavailable" | "internal_error";
            message: string;
            details?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
