// Generated from platform/openapi.json by scripts/generate.ts. Do not edit; run `npm run generate`.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability; 503 while the process drains to stop */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Healthy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description Database unreachable, or the process is stopping */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unavailable" | "draining";
                            database: string;
                        };
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
    "/api/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The version hash of the live web build (seed 000 §7 "get version hash") */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Version hash */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VersionResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/cache/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drops the platform's computed reference-data caches (seed 000 §7 "clear cache data") */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Caches cleared */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClearCacheResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/admin/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the hash of a new web build (release.publish: staff, or a deploy pipeline with X-Admin-Token); open pages are asked to refresh */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["PublishRelease"];
                };
            };
            responses: {
                /** @description Published */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublishReleaseResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No staff session or machine token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description A wrong machine token, or roles that may not publish */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/reference/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with localized names (seed 000 §7 "get countries") */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Countries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CountriesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/reference/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currency settings (seed 000 §7 "get currencies") */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Currencies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CurrenciesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/reference/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings lists: odds formats, views, languages, timezones, sortings, lines (seed 001 §7) */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settings lists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SettingsListsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/reference/visitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's country from its address; the gateway forwards the player's address in X-Forwarded-For */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Visitor info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VisitorInfoResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/reference/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client configuration and feature flags */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Configuration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfigResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/reference/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One namespace of translations for one language */
        get: {
            parameters: {
                query: {
                    lang: "en-US" | "sv-SE" | "de-DE" | "it-IT";
                    namespace: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Translations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TranslationsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such namespace */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Domain events as Server-Sent Events, in transaction-visibility order (none skipped), resumable with Last-Event-ID */
        get: {
            parameters: {
                query?: {
                    /** @description Resume after this event id (0 replays everything); default: only new events */
                    after?: string;
                    /** @description Comma-separated topics to receive; default: all */
                    topics?: string;
                };
                header?: {
                    "last-event-id"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An endless text/event-stream: `id`, `event` (the topic) and `data` (JSON) per event */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/account/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ALTCHA challenge and a proof-of-work challenge (seed 000 §7 "get captcha") */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Challenges */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CaptchaResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seed 000 §3 submitted registration payload; empty strings count as null */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["RegisterRequest"];
                };
            };
            responses: {
                /** @description Registered (or, for an address that already has an account, answered the same and the owner told) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RegisterResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (seed 000 §3 login form); Check2FA asks for the second step */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["LoginRequest"];
                };
            };
            responses: {
                /** @description Signed in, or the second step is needed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LoginResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The two-factor step: a TOTP code or a recovery code for the ticket */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["LoginTwoFactorRequest"];
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LoginResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session at once: its token stops working everywhere */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's account, or 401 when the session is over */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed-in account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the e-mail address with the token from the mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["VerifyEmailRequest"];
                };
            };
            responses: {
                /** @description Confirmed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/lost-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seed 000 §3 lost-password form; the same answer whether or not the address has an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["LostPasswordRequest"];
                };
            };
            responses: {
                /** @description Answered */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seed 000 §3 set-password form with the token from the mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["SetPasswordRequest"];
                };
            };
            responses: {
                /** @description Password set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seed 001 §3 change-password form */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ChangePasswordRequest"];
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seed 001 §3 user details */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Details */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Update the user details (every rule of seed 001 §5); a new Email needs CurrentPassword and is only set by the link mailed to it */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["PersonalDetailsUpdate"];
                };
            };
            responses: {
                /** @description Updated (Email unchanged until confirmed; PendingEmail set) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileUpdateResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start TOTP enrolment: a secret and its QR code */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A pending secret */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TwoFactorSetupResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish enrolment with a code from the app; answers the recovery codes once */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TwoFactorEnableRequest"];
                };
            };
            responses: {
                /** @description Enabled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TwoFactorEnableResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor authentication off with the password and a code */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TwoFactorDisableRequest"];
                };
            };
            responses: {
                /** @description Disabled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's live sessions */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sessions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionsResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every other session */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** KYC status and documents */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description KYC */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["KycResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/account/kyc/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a KYC document (PDF, JPEG or PNG, at most 5 MB, base64) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["KycUploadRequest"];
                };
            };
            responses: {
                /** @description Uploaded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["KycUploadResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The local mailbox of the embedded mode (403 when SMTP_URL is set, and, unless MAILBOX=open, to any caller whose socket is not loopback) */
        get: {
            parameters: {
                query: {
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Messages, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MailboxResponse"];
                    };
                };
                /** @description Invalid input or a wrong captcha: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Refused (locked account, unverified e-mail, mailbox off) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Too many attempts; RetryAfterSeconds says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountErrorEnvelope"];
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
    "/api/cashier/deposit/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposit methods of the account (seed 001 §4: coinspaid removed, preferred method selected, card labelled "Debit/Credit Card") */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Methods */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierDepositMethodsResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a deposit: a sandbox page to pay on (hosted), bank details with a reference, the X1 widget, a crypto address, or a redeemed voucher */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description Retrying with the same key answers the same operation and moves no money again */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CashierDepositRequest"];
                };
            };
            responses: {
                /** @description Started (or, for a voucher, credited) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierDepositResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/crypto/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's deposit address for a coin (one per chain, kept) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CashierCryptoAddressRequest"];
                };
            };
            responses: {
                /** @description Address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierCryptoAddressResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/crypto/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's deposit addresses handed out so far */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Addresses */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierCryptoAddressesResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/sandbox/{depositId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox payment page of a hosted deposit (test cards in its footer) */
        get: {
            parameters: {
                query?: {
                    token?: string;
                    returnUrl?: string;
                };
                header?: never;
                path: {
                    depositId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The payment form */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not a valid link */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such deposit */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        /** The sandbox page's submit: sends the signed provider callback, then redirects to returnUrl with ?status=approved|declined */
        post: {
            parameters: {
                query?: {
                    token?: string;
                    returnUrl?: string;
                };
                header?: never;
                path: {
                    depositId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/x-www-form-urlencoded": {
                        CardNumber?: string;
                        Expiry?: string;
                        Cvc?: string;
                        /** @enum {string} */
                        Outcome?: "approve" | "decline";
                    };
                };
            };
            responses: {
                /** @description Back to the return address */
                303: {
                    headers: {
                        location: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The form again, with what is wrong */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not a valid link */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such deposit */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/cashier/callback/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment provider's notification, signed X-Signature: sha256=HMAC(raw body); idempotent on TransactionId */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-signature"?: string;
                };
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CashierCallback"];
                };
            };
            responses: {
                /** @description Applied, or already applied */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierCallbackResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/x1/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seed 000 §7 "transfer confirmation": credits the X1 transfer (the sandbox widget always pays) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CashierX1ConfirmRequest"];
                };
            };
            responses: {
                /** @description Credited */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierX1ConfirmResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/x1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seed 001 §4 money-transfer status: 0 no transfer, 1 available, 2 in progress, 3 disabled */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierX1StatusResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/withdraw/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawal methods (coinspaid excluded); the first is selected unless Method asks for another */
        get: {
            parameters: {
                query?: {
                    Method?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Methods */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierWithdrawMethodsResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a withdrawal: checks every field and the password, then reserves the amount (pending until an operator decides) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description Retrying with the same key answers the same operation and moves no money again */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CashierWithdrawRequest"];
                };
            };
            responses: {
                /** @description Submitted (Message: the 3-business-day notice) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierWithdrawalResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/deposit/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending deposit whose payment was not completed (idempotent); no money moves */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierDepositCancelResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/deposit/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A pending deposit's next step again (the payment page for a card) until it expires */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Still pending: its next step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierDepositResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/withdraw/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending withdrawal; the amount returns to the balance */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierWithdrawalResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transaction history, newest first, 20 a page; filter by status (all, a group or a StatusID), from, to and type */
        get: {
            parameters: {
                query?: {
                    status?: string;
                    from?: string;
                    to?: string;
                    type?: number;
                    page?: number;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of transactions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierTransactionsResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/transactions/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The transaction statuses 0–16 with their names, groups and labels */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Statuses */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierStatusesResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the player's transactions (e.g. the deposit the payment page returned from) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transaction */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierTransactionResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/cashier/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cash, bonus and reserved (pending withdrawals) balances, per currency; the first row is the account currency */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Balances */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierBalanceResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/admin/cashier/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payments staff, or a voucher system with the machine token: create vouchers (Count generated codes, or the one Code given) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CashierCreateVouchersRequest"];
                };
            };
            responses: {
                /** @description Created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierCreateVouchersResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** General bonuses (with the player's status of each) and the personal bonuses appended to the player */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bonus lists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BonusListsResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/bonuses/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's bonuses: active (appended or active), history (canceled or completed) or all; Kind free_spins or free_bet for those lists */
        get: {
            parameters: {
                query?: {
                    status?: "active" | "history" | "all";
                    kind?: "deposit" | "free_spins" | "free_bet" | "cashback";
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bonuses, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserBonusesResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/bonuses/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seed 000 §4 bonus claim: a code and, optionally, the deposit's transaction id; Message "Bonus code successfully activated!" */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BonusClaimRequest"];
                };
            };
            responses: {
                /** @description Activated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BonusResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/bonuses/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an appended or active bonus; an active deposit bonus forfeits its remaining bonus money */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Canceled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BonusResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/sportsbook/matches/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live matches (not esports), soonest started first */
        get: {
            parameters: {
                query?: {
                    sportIds?: string;
                    limit?: number;
                    offset?: number | null;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/prematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming matches (not esports) by sport and tournament, soonest first */
        get: {
            parameters: {
                query?: {
                    sportIds?: string;
                    limit?: number;
                    offset?: number | null;
                    tournamentIds?: string;
                    from?: string;
                    to?: string;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/esport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Esport matches (sport system 66), live first */
        get: {
            parameters: {
                query?: {
                    sportIds?: string;
                    limit?: number;
                    offset?: number | null;
                    phase?: "live" | "prematch";
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top matches: the top tournaments' live and upcoming matches */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/mostPopular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most bet-on live and upcoming matches */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/betslipTop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggestions beside the bet slip: popular upcoming matches */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/infos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Match infos by ids (any phase), with live info and preview markets */
        get: {
            parameters: {
                query: {
                    ids: string;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/previewMarkets/byMatchIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Preview markets of matches by ids */
        get: {
            parameters: {
                query: {
                    ids: string;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/previewMarkets/bySport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Preview markets of a sport's upcoming matches */
        get: {
            parameters: {
                query?: {
                    sportId?: number | null;
                    limit?: number;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/previewMarkets/byTournament": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Preview markets of a tournament's live and upcoming matches */
        get: {
            parameters: {
                query?: {
                    tournamentId?: number | null;
                    limit?: number;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/previewMarkets/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live preview markets of a sport's live matches */
        get: {
            parameters: {
                query?: {
                    sportId?: number | null;
                    limit?: number;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches with their preview markets and live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/{id}/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A match (or outright) with every market of its book */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The whole book */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchMarketsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/{id}/alternativeMarkets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alternative lines of a match: every handicap and total but the main one */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Alternative lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AlternativeMarketsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/matches/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A live match's stream URL (a demo stream we serve ourselves) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stream, or nulls when none is live */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StreamResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/outrights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outrights: all, by sport or by ids, each with its markets */
        get: {
            parameters: {
                query?: {
                    sportIds?: string;
                    ids?: string;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Outrights */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OutrightsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Markets by their ids, or the markets holding these odds: a client holding an odd or market id learns its match here */
        get: {
            parameters: {
                query?: {
                    ids?: string;
                    oddIds?: string;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The markets found; unknown ids are left out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/sports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sports by rank, with live, upcoming and outright counts */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sports */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SportsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/sports/mostPopular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sports by how much their open matches are bet on */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sports */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PopularSportsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournaments by ids or by sport, or the top tournaments */
        get: {
            parameters: {
                query?: {
                    ids?: string;
                    sportIds?: string;
                    top?: "true" | "false";
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tournaments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TournamentsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories (countries, international) by ids or by sport */
        get: {
            parameters: {
                query?: {
                    ids?: string;
                    sportIds?: string;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Categories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CategoriesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/marketTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every market type with its name and the periods it is offered for */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Market types */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketTypesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The schedule: 7 days from today in the given timezone (seed 002 §9), by sport, paged */
        get: {
            parameters: {
                query?: {
                    date?: string;
                    timezone?: string;
                    sportId?: number | null;
                    liveOnly?: "true" | "false";
                    page?: number;
                    pageSize?: number;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One day of the schedule */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScheduleResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/results/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournaments with finished matches */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tournaments with results */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultTournamentsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/results/tournaments/ByDate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournaments with matches finished on a day */
        get: {
            parameters: {
                query: {
                    /** @description Start of the local day, in UTC */
                    date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tournaments with results */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultTournamentsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/results/tournaments/ByMatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A finished match's tournament */
        get: {
            parameters: {
                query: {
                    MatchId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tournaments with results */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultTournamentsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/results/preview/byTournament": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tournament's finished matches with preview market results */
        get: {
            parameters: {
                query: {
                    langcode?: string;
                    TournamentId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Finished matches with their settled markets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultMatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/results/preview/byTournamentAndDate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tournament's matches finished on a day */
        get: {
            parameters: {
                query: {
                    langcode?: string;
                    TournamentId: number;
                    /** @description Start of the local day, in UTC */
                    date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Finished matches with their settled markets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultMatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/results/preview/byId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One finished match's preview market results */
        get: {
            parameters: {
                query: {
                    langcode?: string;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Finished matches with their settled markets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultMatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/results/alternative/byId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One finished match's every market result */
        get: {
            parameters: {
                query: {
                    langCode?: string;
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Finished matches with their settled markets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultMatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/logos/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's crest, drawn from its name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description SVG */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/streams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo stream page of a live match */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description HTML */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/sportsbook/streams/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the demo stream shows: the live score and clock */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Live info */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StreamStateResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/admin/feed/inject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Force an event on a live match (a trader, or the machine token) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["InjectFeedEventRequest"];
                };
            };
            responses: {
                /** @description Whether the feed applied it (false: the match is not live, or not scripted for clock and kick-off) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InjectFeedEventResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No staff session and no machine token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Wrong token, or a role that may not */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/admin/feed/scripted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a scripted match that only operator events move (test controls only: 404 without TEST_CONTROLS) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ScriptedMatchRequest"];
                };
            };
            responses: {
                /** @description The new match, announced and priced */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScriptedMatchResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No staff session and no machine token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Wrong token, or a role that may not */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Test controls are off, or the feed cannot script */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/betslip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get the bet slip / selections status: prices, suspension, incompatible selections, max bet per type, systems, teasers, accumulator bonus, remaining limit */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BettingSlipRequest"];
                };
            };
            responses: {
                /** @description The slip judged now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingSlipResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/betslip/selections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Add a selection by id: the selection, or HasErrors with ErrorMessage (the slip then removes it) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The selection */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingSelectionResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/betslip/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the odds-change policy (decline-any, accept-better, accept-any) and, optionally, the live odds-change tolerance */
        put: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BettingPolicyRequest"];
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingPolicyResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's tickets: history tabs and time filters (seed 001 §2: last24 and page 1 by default), newest first */
        get: {
            parameters: {
                query?: {
                    /** @description uncleared (open), cleared (settled or cashed out), declined, all */
                    Tab?: components["schemas"]["BettingHistoryTab"];
                    /** @description Default last24 (seed 001 §2) */
                    Period?: components["schemas"]["BettingHistoryPeriod"];
                    From?: string;
                    To?: string;
                    Page?: number;
                    PageSize?: number;
                    /** @description Comma-separated ticket ids (other filters ignored) */
                    Ids?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of tickets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingTicketsResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Place a bet: single (one ticket per selection: multiple singles), combo, system (one ticket per staked size), ifbet, reversebet, teaser */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description Retrying with the same key answers the same operation and moves no money again */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BettingPlaceRequest"];
                };
            };
            responses: {
                /** @description The tickets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingPlaceResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/bets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket of the player */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingTicketResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/bets/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept or decline a trader's offer (a ticket in status 3, new offer) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BettingOfferRequest"];
                };
            };
            responses: {
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingTicketResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/bets/{id}/cashout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cash out (or change cash-out: the same call with the new amount): accepted, processing (a live ticket waits the live delay) or declined */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description Retrying with the same key answers the same operation and moves no money again */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BettingCashoutRequest"];
                };
            };
            responses: {
                /** @description The cash-out result */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingCashoutResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/bets/{id}/auto-cashout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set (or with a null Target clear) the value at which an open single or combo cashes out by itself, also while the player is signed out */
        put: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BettingAutoCashoutRequest"];
                };
            };
            responses: {
                /** @description The ticket with its automatic cash-out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingTicketResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/betting/matches/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A trader (or the machine token): settle the open bets on a finished match now (the worker does it within a second anyway) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingSettleResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/admin/betting/matches/{id}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A trader (or the machine token): roll back a match's settlement: payouts come back, its items reopen, and the next pass settles them again */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Rolled back */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingRollbackResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/admin/betting/tickets/{id}/end-delay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test controls only (404 without TEST_CONTROLS): a delayed bet's or cash-out's live delay ends now, and it is judged against the feed as it stands */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether the ticket was waiting and has been judged */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingEndDelayResponse"];
                    };
                };
                /** @description A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Account locked, no privileges, terms not accepted, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description No such ticket (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BettingErrorEnvelope"];
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
    "/api/backoffice/trading/corrections/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settled matches a trader may correct, found by name, day and sport */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the match's name */
                    Query?: string;
                    /** @description The day it started (UTC), yyyy-mm-dd */
                    Date?: string;
                    SportId?: number;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settled matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingSettledMatchesResponse"];
                    };
                };
                /** @description Invalid input (an unknown outcome or result, no market): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description This member of staff may not read the trading desk or correct results */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description No such match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description The match is not settled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
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
    "/api/backoffice/trading/corrections/matches/{matchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A settled match's markets with the results they were settled with: what a correction starts from */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    matchId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The match and its settled markets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingSettledMatchResponse"];
                    };
                };
                /** @description Invalid input (an unknown outcome or result, no market): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description This member of staff may not read the trading desk or correct results */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description No such match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description The match is not settled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
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
    "/api/backoffice/trading/corrections/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a corrected result (or a void market) would do: each affected ticket and the money each way; nothing changes */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradingCorrectionRequest"];
                };
            };
            responses: {
                /** @description The tickets the correction would resettle */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingCorrectionResponse"];
                    };
                };
                /** @description Invalid input (an unknown outcome or result, no market): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description This member of staff may not read the trading desk or correct results */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description No such match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description The match is not settled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
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
    "/api/backoffice/trading/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies a corrected result (or voids a market) of a settled match: every affected ticket resettled through the ledger; applied again, nothing moves */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradingCorrectionApplyRequest"];
                };
            };
            responses: {
                /** @description The tickets resettled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingCorrectionResponse"];
                    };
                };
                /** @description Invalid input (an unknown outcome or result, no market): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description This member of staff may not read the trading desk or correct results */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description No such match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description The match is not settled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingErrorEnvelope"];
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
    "/api/casino/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The aggregated game list of every provider: filters, search (more than 2 characters), keyset pages */
        get: {
            parameters: {
                query?: {
                    /** @description What sort of game it is: the lobby tabs of the casino and the live casino. */
                    Kind?: components["schemas"]["CasinoGameKind"];
                    Category?: "popular" | "new" | "jackpot" | "megaways" | "classic" | "fruit" | "bonus-buy" | "roulette" | "blackjack" | "virtual" | "lotto";
                    Provider?: string;
                    Studio?: string;
                    /** @description Substring of the title or studio, case-insensitive; more than 2 characters */
                    Search?: string;
                    /** @description The order of a catalogue list. */
                    Sort?: components["schemas"]["CasinoGameSort"];
                    First?: number;
                    After?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of games */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/casino/games/byIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games by id, in the order asked (unknown ids left out; the excluded game included): a DataLoader batch */
        get: {
            parameters: {
                query: {
                    /** @description Comma-separated game ids, at most 200 */
                    Ids: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The games */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoGameListResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/casino/lobby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Providers and categories with their game counts, of one kind or of all */
        get: {
            parameters: {
                query?: {
                    /** @description What sort of game it is: the lobby tabs of the casino and the live casino. */
                    Kind?: components["schemas"]["CasinoGameKind"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLobbyResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/casino/art/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A game's artwork, drawn from the game itself (the gateway serves it as /media/casino/{gameId}.svg) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description SVG */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/casino/jackpots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The progressive jackpot pools (of one currency, or all), largest first */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoJackpotsResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/casino/jackpots/wins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's jackpot wins, newest first */
        get: {
            parameters: {
                query?: {
                    First?: number;
                    After?: string;
                    from?: string;
                    to?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of wins */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoJackpotWinsResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/admin/casino/jackpots/{id}/trigger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test control: the next real bet in the pool's currency wins it (e2e and demos); X-Admin-Token or an admin's staff session */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Armed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoTriggerResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/profile/casinoHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Casino history (seed 002 §7): the player's rounds between from and to, newest first */
        get: {
            parameters: {
                query?: {
                    First?: number;
                    After?: string;
                    from?: string;
                    to?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of rounds */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoHistoryResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/profile/lottoHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lotto history (seed 001 §2 LottoHistory): the player's keno tickets between from and to, newest first, with picks, draw and hits */
        get: {
            parameters: {
                query?: {
                    First?: number;
                    After?: string;
                    from?: string;
                    to?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of tickets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LottoHistoryResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/SoftSwissCasino/EndGameSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a game session (sessionId: the SessionId a launch answered); its token then refuses bets */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CasinoEndGameSessionRequest"];
                };
            };
            responses: {
                /** @description Ended (or already ended) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoEndGameSessionResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/casino/wallet/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seamless wallet: the player's cash in the session's currency. X-Signature: sha256=HMAC(raw body, the provider's secret) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CasinoWalletBalanceRequest"];
                };
            };
            responses: {
                /** @description The balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description A bad signature (INVALID_SIGNATURE), an unknown or other provider's token (TOKEN_INVALID), an expired one on a bet (TOKEN_EXPIRED) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description ACCOUNT_LOCKED, RESPONSIBLE_GAMBLING (bets only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description TRANSACTION_NOT_FOUND: a win without a bet in its round, a rollback of an unknown bet (which leaves a tombstone) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description INSUFFICIENT_FUNDS (with the real balance), TRANSACTION_CONFLICT, ROUND_CLOSED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
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
    "/api/casino/wallet/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seamless wallet: take a stake (idempotent on Provider + TransactionId). Signed as balance */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CasinoWalletMoveRequest"];
                };
            };
            responses: {
                /** @description Taken (or already taken: Replayed) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description A bad signature (INVALID_SIGNATURE), an unknown or other provider's token (TOKEN_INVALID), an expired one on a bet (TOKEN_EXPIRED) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description ACCOUNT_LOCKED, RESPONSIBLE_GAMBLING (bets only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description TRANSACTION_NOT_FOUND: a win without a bet in its round, a rollback of an unknown bet (which leaves a tombstone) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description INSUFFICIENT_FUNDS (with the real balance), TRANSACTION_CONFLICT, ROUND_CLOSED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
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
    "/api/casino/wallet/win": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seamless wallet: pay a round's win; Amount 0 closes a lost round. Token expiry is not checked. Signed as balance */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CasinoWalletMoveRequest"];
                };
            };
            responses: {
                /** @description Paid (or already paid: Replayed) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description A bad signature (INVALID_SIGNATURE), an unknown or other provider's token (TOKEN_INVALID), an expired one on a bet (TOKEN_EXPIRED) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description ACCOUNT_LOCKED, RESPONSIBLE_GAMBLING (bets only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description TRANSACTION_NOT_FOUND: a win without a bet in its round, a rollback of an unknown bet (which leaves a tombstone) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description INSUFFICIENT_FUNDS (with the real balance), TRANSACTION_CONFLICT, ROUND_CLOSED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
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
    "/api/casino/wallet/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seamless wallet: give a bet back (ReferenceTransactionId); an unknown bet answers TRANSACTION_NOT_FOUND and is refused if it arrives later. Signed as balance */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CasinoWalletRollbackRequest"];
                };
            };
            responses: {
                /** @description Given back (or already: Replayed) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description A bad signature (INVALID_SIGNATURE), an unknown or other provider's token (TOKEN_INVALID), an expired one on a bet (TOKEN_EXPIRED) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description ACCOUNT_LOCKED, RESPONSIBLE_GAMBLING (bets only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description TRANSACTION_NOT_FOUND: a win without a bet in its round, a rollback of an unknown bet (which leaves a tombstone) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description INSUFFICIENT_FUNDS (with the real balance), TRANSACTION_CONFLICT, ROUND_CLOSED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoWalletError"];
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
    "/api/SoftSwissCasino/GetGames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SoftSwiss GetGames: its slot and table games */
        get: {
            parameters: {
                query?: {
                    Country?: string;
                    Currency?: string;
                    IsMobile?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/SoftSwissCasino/GetLiveCasinoGames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SoftSwiss GetLiveCasinoGames: its live games */
        get: {
            parameters: {
                query?: {
                    Country?: string;
                    Currency?: string;
                    IsMobile?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/SoftSwissCasino/GetLaunchUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SoftSwiss GetLaunchUrl: launch a game (isDemo=true: for free); answers Url */
        get: {
            parameters: {
                query: {
                    gameName: string;
                    gameProvider?: string;
                    connectionId?: string;
                    isDemo?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/SoftSwissCasino/GetJackpots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SoftSwiss GetJackpots: the jackpot pools (the site's progressive pools) */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoJackpotsResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pragmatic/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pragmatic Play games: its slot and table games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pragmatic/liveCasinoGames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pragmatic Play liveCasinoGames: its live games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pragmatic/gameUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pragmatic Play gameUrl: launch a game for real money (signed in); answers Url */
        get: {
            parameters: {
                query: {
                    gameKey: string;
                    language?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pragmatic/demoGameUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pragmatic Play demoGameUrl: launch a game for free (anonymous allowed); answers Url */
        get: {
            parameters: {
                query: {
                    gameKey: string;
                    language?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pragmatic/jackpots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pragmatic Play jackpots: the jackpot pools (the site's progressive pools) */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoJackpotsResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Habanero/getGamesByCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Habanero getGamesByCategory: its slot and table games */
        get: {
            parameters: {
                query?: {
                    category?: string;
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Habanero/getlaunchurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Habanero getlaunchurl: launch a game (isDemo=true: for free); answers Url */
        get: {
            parameters: {
                query: {
                    gameKey: string;
                    isDemo?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Endorphina/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Endorphina games: its slot games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Endorphina/geturl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Endorphina geturl: launch a game for real money (signed in); answers Url */
        get: {
            parameters: {
                query: {
                    game: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Endorphina/getdemourl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Endorphina getdemourl: launch a game for free (anonymous allowed); answers Url */
        get: {
            parameters: {
                query: {
                    game: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/EgtDigital/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** EGT Digital games: its slot and table games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/EgtDigital/gameurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** EGT Digital gameurl: launch a game for real money (signed in); answers Url */
        get: {
            parameters: {
                query: {
                    gameKey: string;
                    language?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/EgtDigital/demogameurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** EGT Digital demogameurl: launch a game for free (anonymous allowed); answers Url */
        get: {
            parameters: {
                query: {
                    gameKey: string;
                    language?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/EgtDigital/Jackpots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** EGT Digital Jackpots: the jackpot pools (the site's progressive pools) */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoJackpotsResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Amusnet/Games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Amusnet Games: its slot and table games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Amusnet/GameUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Amusnet GameUrl: launch a game for real money (signed in); answers Url */
        get: {
            parameters: {
                query: {
                    gameId: string;
                    isMobile?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Amusnet/DemoGameUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Amusnet DemoGameUrl: launch a game for free (anonymous allowed); answers Url */
        get: {
            parameters: {
                query: {
                    gameId: string;
                    isMobile?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Amusnet/Jackpots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Amusnet Jackpots: the jackpot pools (the site's progressive pools) */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoJackpotsResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pateplay/Games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pateplay Games: its slot games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pateplay/GameUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pateplay GameUrl: launch a game for real money (signed in); answers Url */
        get: {
            parameters: {
                query: {
                    gameKey: string;
                    language?: string;
                    device?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pateplay/DemoGameUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pateplay DemoGameUrl: launch a game for free (anonymous allowed); answers Url */
        get: {
            parameters: {
                query: {
                    gameKey: string;
                    language?: string;
                    device?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Pateplay/Jackpots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pateplay Jackpots: the jackpot pools (the site's progressive pools) */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoJackpotsResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/OpenBox/Games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenBox Games: its slot and table games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/OpenBox/GameUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenBox GameUrl: launch a game (isDemo=true: for free); answers Url */
        get: {
            parameters: {
                query: {
                    gameId: string;
                    gameName?: string;
                    isMobile?: string;
                    isDemo?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/SevenMojos/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seven Mojos games: its slot and table games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/SevenMojos/livegames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seven Mojos livegames: its live games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/SevenMojos/gameurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seven Mojos gameurl: launch a game for real money (signed in); answers Url */
        get: {
            parameters: {
                query: {
                    gameName: string;
                    gameToken?: string;
                    productFamily?: string;
                    language?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/SevenMojos/demogameurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seven Mojos demogameurl: launch a game for free (anonymous allowed); answers Url */
        get: {
            parameters: {
                query: {
                    gameName: string;
                    gameToken?: string;
                    productFamily?: string;
                    language?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Leap/casinogames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leap Gaming casinogames: its slot and table games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Leap/virtualgames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leap Gaming virtualgames: its virtual games */
        get: {
            parameters: {
                query?: {
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Leap/gameurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leap Gaming gameurl: launch a game for real money (signed in); answers Url */
        get: {
            parameters: {
                query: {
                    gameId: string;
                    lang?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Leap/demogameurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leap Gaming demogameurl: launch a game for free (anonymous allowed); answers Url */
        get: {
            parameters: {
                query: {
                    gameId: string;
                    lang?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/Rocket/LaunchGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rocket LaunchGame: launch a game (isDemo=true: for free); answers Data */
        get: {
            parameters: {
                query: {
                    gameId: string;
                    isDemo?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/GoldenRace/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GoldenRace initialize: launch a game (isDemo=true: for free); answers Data */
        get: {
            parameters: {
                query: {
                    gameId: string;
                    isDemo?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and where the game runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoLaunchResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/livecasino/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live Casino get: its live games of every provider (type: all, roulette, blackjack) */
        get: {
            parameters: {
                query?: {
                    type?: string;
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games, most played first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/CasinoTop/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most played games of the whole catalogue, a page of 20 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoTopResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/PopularCasinoGames/Live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Popular live games, most played first */
        get: {
            parameters: {
                query?: {
                    First?: number;
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/PopularCasinoGames/Slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Popular slot games, most played first */
        get: {
            parameters: {
                query?: {
                    First?: number;
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/api/PopularCasinoGames/Table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Popular table games, most played first */
        get: {
            parameters: {
                query?: {
                    First?: number;
                    Currency?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Games */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoProviderGamesResponse"];
                    };
                };
                /** @description Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Account locked, or a wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description No such game, session or jackpot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CasinoErrorEnvelope"];
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
    "/games/{engine}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A launched game session's game page: self-contained HTML that runs in the web's game frame */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    engine: "slot" | "roulette" | "blackjack" | "keno";
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The game page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description A real-money session without its player's own session (X-Session-Token): a translated error page */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Unknown session: a translated error page */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Ended session: a translated error page */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/games/api/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One play of a game session: the round's outcome and the balance after it (real money through the seamless wallet, demo play money kept here) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["GamePlayRequest"];
                };
            };
            responses: {
                /** @description The round and the balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GamePlayResponse"];
                    };
                };
                /** @description Invalid input (a stake out of limits, a bet not on the table, keno picks not 1–10 distinct numbers of 1…80): nothing was played */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameErrorEnvelope"];
                    };
                };
                /** @description The session has expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameErrorEnvelope"];
                    };
                };
                /** @description The account is locked, or a real-money session without its player's own session (X-Session-Token): nothing played, nothing told */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameErrorEnvelope"];
                    };
                };
                /** @description No such session */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameErrorEnvelope"];
                    };
                };
                /** @description Refused: insufficient funds (with the balance), a move not allowed now, the session ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameErrorEnvelope"];
                    };
                };
                /** @description SLOT_CYCLE_TOO_FAST: a slot spin sooner than the jurisdiction's minimum game cycle after the last one */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/agent/subAgents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get sub-agents: the caller's tree at any depth, newest first, 20 a page, Search in username or e-mail */
        get: {
            parameters: {
                query?: {
                    Search?: string;
                    Page?: number;
                    PageSize?: number;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubAgentsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create sub-agent (seed 001 §3 form); a refusal answers FieldErrors keyed by the form's fields */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["SubAgentForm"];
                };
            };
            responses: {
                /** @description Created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubAgentResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
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
    "/api/agent/subAgents/byIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-accounts by id, in the order asked; ids outside the caller's tree are left out (a DataLoader batch) */
        get: {
            parameters: {
                query: {
                    Ids: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sub-accounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubAgentsByIdsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
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
    "/api/agent/subAgents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit sub-agent: e-mail, country, password (with confirmation) and the rates; blank fields stay as they are */
        put: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["SubAgentForm"];
                };
            };
            responses: {
                /** @description Edited */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubAgentResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/subAgents/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a sub-account: it cannot sign in or bet, its sessions end */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Locked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubAgentResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
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
    "/api/agent/subAgents/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a sub-account */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unlocked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubAgentResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
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
    "/api/agent/subAgents/{id}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposit for sub-account: the agent's cash to the sub-account's, one ledger movement per Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description Retrying with the same key answers the same operation and moves no money again */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["AgentTransferRequest"];
                };
            };
            responses: {
                /** @description Moved (or already: the same key) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubAgentResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
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
    "/api/agent/subAgents/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw for sub-account: its cash back to the agent, never below zero; one movement per Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description Retrying with the same key answers the same operation and moves no money again */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["AgentTransferRequest"];
                };
            };
            responses: {
                /** @description Moved (or already: the same key) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubAgentResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
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
    "/api/agent/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-agent report by Month and Year, or Week (the last 7 days): stakes, wins, GGR, commission and rebate per sub-account */
        get: {
            parameters: {
                query?: {
                    Month?: number;
                    Year?: number;
                    /** @description The last 7 days instead of a month */
                    Week?: "1" | "true";
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentReportResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
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
    "/api/agent/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same report as CSV (text/csv), a totals line last */
        get: {
            parameters: {
                query?: {
                    Month?: number;
                    Year?: number;
                    /** @description The last 7 days instead of a month */
                    Week?: "1" | "true";
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description No such account in the caller's tree (also when it exists elsewhere) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Insufficient balance, different currencies, an idempotency key reused */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentsErrorEnvelope"];
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
    "/api/admin/partners/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every partner API key, newest last (partners.read; never the secret) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Keys */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PartnerKeysResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No staff session or machine token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description A wrong machine token, or roles that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a partner API key (issue 8, partners.manage); the key is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CreatePartnerKey"];
                };
            };
            responses: {
                /** @description Created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatePartnerKeyResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No staff session or machine token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description A wrong machine token, or roles that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/admin/partners/keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a partner API key (partners.manage); gateways refuse it at once (outbox partner_key.revoked) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked (or already revoked) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RevokePartnerKeyResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No staff session or machine token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description A wrong machine token, or roles that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such key */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/partners/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner agent of an agents:reports key (X-Partner-Key), as the session's account would be: the partner's viewer */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-partner-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The owner agent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PartnerAgentResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No live agents:reports key with an owner */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/partners/keys/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gateway checks a partner key (Authorization: Bearer): its id, scopes, rate limit and owner */
        get: {
            parameters: {
                query?: never;
                header?: {
                    authorization?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A live key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VerifyPartnerKeyResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seed 001 §3 Messages: a page of the player's messages, newest first, with the totals */
        get: {
            parameters: {
                query?: {
                    /** @description From 1; default 1 */
                    Page?: number;
                    /** @description Default 20 (seed 001 §9) */
                    PageSize?: number;
                    /** @description Items to skip instead of Page (cursor clients) */
                    Skip?: number | null;
                    /** @description Comma-separated ids: only these messages (a loader) */
                    Ids?: string;
                };
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageListResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such message for this player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/messages/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the player's messages are unread */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageUnreadResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such message for this player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read by id: answers the message and marks it read */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The message, read */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageReadResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such message for this player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/messages/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes a message from the player's list */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRemoveResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such message for this player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/responsible": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's profile, limits (use, remaining, reset, pending loosenings), session limit, reality check and exclusion */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Overview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleOverviewResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
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
    "/api/responsible/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a deposit, loss or wager limit for a period (Amount null removes it): tighter at once, looser after the cooling-off and a confirmation */
        put: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ResponsibleLimitRequest"];
                };
            };
            responses: {
                /** @description Applied, pending or unchanged */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleLimitResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/responsible/limits/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending looser limit once its cooling-off is over (COOLING_OFF before, NOTHING_PENDING without one) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ResponsibleConfirmRequest"];
                };
            };
            responses: {
                /** @description Applied */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleOverviewResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
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
    "/api/responsible/session-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Session time limit in minutes (null: none): the session ends at the limit and sign-in pauses for the profile's minutes */
        put: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ResponsibleSessionLimitRequest"];
                };
            };
            responses: {
                /** @description Set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleOverviewResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/responsible/limit-prompt/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Skip the deposit-limit prompt (remembered for the account); LIMIT_PROMPT_REQUIRED where the profile does not allow it */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Skipped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleOverviewResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
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
    "/api/responsible/reality-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This session's reality check: time since sign-in, stakes, returns and net position, and when the next check is due */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description This session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleRealityCheckResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
            };
        };
        /** Reality-check interval (15, 30 or 60 minutes; null: none unless the profile imposes one) */
        put: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ResponsibleRealityCheckRequest"];
                };
            };
            responses: {
                /** @description Set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleOverviewResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/responsible/time-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a time-out (24h, 7d, 30d, 6w), effective at once: every session ends */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ResponsibleTimeOutRequest"];
                };
            };
            responses: {
                /** @description In force */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleExclusionResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
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
    "/api/responsible/self-exclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Self-exclude (6m, 1y, 2y, 5y), effective at once and irreversible before its end: sessions end, bonuses are forfeited, marketing stops */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ResponsibleSelfExclusionRequest"];
                };
            };
            responses: {
                /** @description In force */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleSelfExclusionResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
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
    "/api/responsible/net-position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposits, withdrawals and net deposits over the last 12 months */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Net position */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleNetPositionResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
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
    "/api/responsible/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's limit history: every limit change, time-out, self-exclusion, refusal by a limit and affordability flag, newest first */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description History */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleHistoryResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Not an operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
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
    "/api/admin/responsible/{id}/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test stacks only (TEST_CONTROLS=true): advance a player's responsible-gambling clock; 404 elsewhere */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ResponsibleClockRequest"];
                };
            };
            responses: {
                /** @description The player's clock now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleClockResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player, or the test hook is off */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description COOLING_OFF, NOTHING_PENDING, EXCLUSION_ACTIVE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponsibleErrorEnvelope"];
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
    "/api/staff/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member of staff signs in: user name, password and the TOTP code, always all three; five wrong codes lock the account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["StaffSignInRequest"];
                };
            };
            responses: {
                /** @description Signed in: the gateway keeps the token in the back-office cookie */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffSignInResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/staff/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member of staff behind X-Staff-Token (touching its idle clock), or a 401 */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffSessionResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/staff/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the staff session behind X-Staff-Token */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffSignOutResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff account */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The staff */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffListResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Creates a staff account; answers its first password and TOTP enrolment, shown this once */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["StaffCreateRequest"];
                };
            };
            responses: {
                /** @description Created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffCreateResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a staff account's roles, or locks or unlocks it (unlocking clears its wrong codes); a change ends its sessions */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["StaffUpdateRequest"];
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffUpdateResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, filtered; Before pages on */
        get: {
            parameters: {
                query?: {
                    Staff?: string;
                    Operation?: string;
                    TargetType?: string;
                    TargetId?: string;
                    From?: string;
                    To?: string;
                    Before?: string;
                    Limit?: number;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditListResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log as CSV with the same filters (at most 50000 rows) */
        get: {
            parameters: {
                query?: {
                    Staff?: string;
                    Operation?: string;
                    TargetType?: string;
                    TargetId?: string;
                    From?: string;
                    To?: string;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/admin/staff/bootstrap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** `npm run staff` while the platform runs (machine token): make the first admin, or unlock one; only while no unlocked admin exists */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["StaffBootstrapRequest"];
                };
            };
            responses: {
                /** @description Made (with its enrolment, shown once) or unlocked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffBootstrapResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/admin/test/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test controls only (TEST_CONTROLS): a staff account for a test, with its password and TOTP secret */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TestStaffRequest"];
                };
            };
            responses: {
                /** @description Created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestStaffResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such thing */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/payments/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The withdrawal queue: pending withdrawals, oldest first, with KYC state and approvals so far */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeWithdrawalQueueResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/backoffice/payments/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves: pays out, or (above the four-eyes amount) records the first of two approvals by different staff */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Approved, or waiting for a second approval */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeWithdrawalDecisionResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/backoffice/payments/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects with a reason: the amount returns to the player, who reads the reason in their history and a private message */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeRejectWithdrawalRequest"];
                };
            };
            responses: {
                /** @description Rejected */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeWithdrawalDecisionResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/backoffice/payments/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposits by a provider's reference (or our bank-transfer reference) and/or by player (account number or user name), newest first, at most 50 */
        get: {
            parameters: {
                query?: {
                    /** @description A provider's transaction id or our bank-transfer reference, exactly */
                    reference?: string;
                    /** @description A player's account number or user name, exactly */
                    player?: string;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deposits found (none when neither is given) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeDepositsResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/backoffice/payments/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credits or debits a player's cash with a reason code and a note (a debit never overdraws); the same Idempotency-Key answers the same adjustment */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                    /** @description Chosen by the caller: a retry with it moves nothing again */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeAdjustmentRequest"];
                };
            };
            responses: {
                /** @description Made, or the one this key already made */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeAdjustmentResponse"];
                    };
                };
                /** @description Invalid input or a refused operation (FieldErrors name the fields): nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Not signed in, or a callback with a wrong signature */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Wrong admin token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description No such deposit, withdrawal, transfer or bonus (of this player) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Already done, not in a state that allows it, or an Idempotency-Key reused for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashierErrorEnvelope"];
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
    "/api/backoffice/trading/ticker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest accepted tickets with their flags, newest first, filtered (every criterion given must hold) */
        get: {
            parameters: {
                query?: {
                    /** @description How many (1–200; default 50) */
                    limit?: string;
                    flag?: "large_stake" | "sharp" | "late_bet" | "same_event";
                    /** @description Tickets with a leg on this match */
                    matchId?: string;
                    /** @description Tickets with a leg in this sport */
                    sportId?: string;
                    /** @description At least this stake, in major units of each ticket's currency */
                    minStake?: string;
                    /** @description A player's user name or account number, exactly */
                    player?: string;
                    /** @description Live bets only (true) or prematch only (false) */
                    live?: "true" | "false";
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTickerResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
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
    "/api/backoffice/trading/sports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sports we carry, each with its suspension by the desk if any */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sports */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingSportsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No such sport, match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
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
    "/api/backoffice/trading/matches/{id}/controls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A match's markets as the desk controls them: suspensions (the match's, its sport's, its markets'), price or margin overrides and max stakes */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The match */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingMatchControlsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No such sport, match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
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
    "/api/backoffice/trading/suspensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends (Suspended: true) or reopens a sport, a match or a market: bets on it are refused at once with SELECTION_SUSPENDED, cash-out too */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeTradingSuspensionRequest"];
                };
            };
            responses: {
                /** @description Done (doing what is already so changes nothing) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingSuspensionResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No such sport, match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
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
    "/api/backoffice/trading/markets/{id}/max-stake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets (or with MaxStake null lifts) a market's max stake in a currency: the max bet becomes the smaller of the operator's and the market's */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeTradingMaxStakeRequest"];
                };
            };
            responses: {
                /** @description Set or lifted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingMaxStakeResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No such sport, match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backoffice/trading/markets/{id}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Overrides a market's prices per outcome ('fixed': kept until released; 'offset': the feed's later moves applied on top), or with Mode null releases them to the feed's */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeTradingPricesRequest"];
                };
            };
            responses: {
                /** @description Set or released */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingPricesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No such sport, match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backoffice/trading/markets/{id}/margin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a market's margin: its prices re-derived from the feed's at the trader's margin ('fixed': from the feed's prices now, kept until released; 'offset': the feed's later moves re-priced at it), replacing any price override; Mode null releases it */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeTradingMarginRequest"];
                };
            };
            responses: {
                /** @description Set or released */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingMarginResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description No such sport, match or market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeTradingErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backoffice/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finds players by account number, user name, e-mail, name or a sign-in address; newest accounts first, 20 a page */
        get: {
            parameters: {
                query: {
                    /** @description An id, part of a name or e-mail, or an IP address (exact) */
                    Query: string;
                    Page?: number;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficePlayerSearchResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/players/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's profile: balances, recent tickets, rounds and transactions, sessions, limits and exclusions, KYC, notes and tags */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficePlayerProfileResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/players/{id}/sessions/{sessionId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends one of the player's sessions: the page holding it signs out at once */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeEndSessionsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/players/{id}/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends every session of the player: every open page signs out at once */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeEndAllSessionsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/players/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Locks (ending every session) or unlocks the account, with a reason */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeLockPlayerRequest"];
                };
            };
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeLockPlayerResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/players/{id}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns the player's two-factor off (a lost authenticator), with a reason: they sign in with the password and may enrol again */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeResetTwoFactorRequest"];
                };
            };
            responses: {
                /** @description Reset */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeResetTwoFactorResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/players/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a note by the signed-in member of staff */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeAddNoteRequest"];
                };
            };
            responses: {
                /** @description Added */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeAddNoteResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/players/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the player's tags to exactly these */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeSetTagsRequest"];
                };
            };
            responses: {
                /** @description Set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeSetTagsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backoffice/players/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the player a private message, once per idempotency key (a retry answers the first send and sends nothing) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeMessagePlayerRequest"];
                };
            };
            responses: {
                /** @description Sent (or sent before) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeMessagePlayerResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player (or no such session of theirs) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/trading/players/{id}/risk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's stake factor and the factor their settled tickets suggest, with the figures behind it */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The risk profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficePlayerRiskResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
            };
        };
        /** Sets the player's stake factor (0.01–10) with a reason for the audit log; their max bets change at once */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeSetPlayerRiskRequest"];
                };
            };
            responses: {
                /** @description Set: the profile as it now stands */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficePlayerRiskResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backoffice/compliance/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** KYC documents waiting for review, oldest first, each with its player */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["KycQueueResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No such document, flag or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Decided or resolved already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
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
    "/api/backoffice/compliance/kyc/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A KYC document's file as uploaded (PDF, JPEG or PNG; checked against its bytes at upload), shown inline and never executable */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No such document, flag or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Decided or resolved already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
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
    "/api/backoffice/compliance/kyc/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a pending KYC document: the player's KYC is verified (large withdrawals need it) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["KycApproveRequest"];
                };
            };
            responses: {
                /** @description Approved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["KycApproveResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No such document, flag or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Decided or resolved already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
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
    "/api/backoffice/compliance/kyc/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects a pending KYC document with a reason the player reads on their KYC page */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["KycRejectRequest"];
                };
            };
            responses: {
                /** @description Rejected */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["KycRejectResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No such document, flag or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Decided or resolved already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
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
    "/api/backoffice/compliance/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compliance flags raised by rules: the open ones oldest first, or (Resolved=true) the resolved ones newest first */
        get: {
            parameters: {
                query?: {
                    Resolved?: "true" | "false";
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The flags */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceFlagsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No such document, flag or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Decided or resolved already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
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
    "/api/backoffice/compliance/flags/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolves an open flag with a reason; only newer facts raise its rule again for the player */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ComplianceFlagResolveRequest"];
                };
            };
            responses: {
                /** @description Resolved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceFlagResolveResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No such document, flag or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Decided or resolved already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
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
    "/api/backoffice/compliance/players/{id}/responsible-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's responsible-gambling history (limit changes, time-outs, self-exclusions, refusals by a limit, affordability flags), newest first */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description History */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlayerResponsibleHistoryResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description No such document, flag or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Decided or resolved already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceErrorEnvelope"];
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
    "/api/chat/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The visitor's conversation: theirs (by X-Chat-Token; linked to the signed-in player), else a new one whose Token is answered this once */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description The visitor's chat secret (the gateway's httpOnly cookie) */
                    "x-chat-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatStartResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No such conversation (for this visitor) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Too many messages from this visitor or address; RetryAfterSeconds says when */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
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
    "/api/chat/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visitor's conversation's messages, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description The visitor's chat secret (the gateway's httpOnly cookie) */
                    "x-chat-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatMessagesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No such conversation (for this visitor) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Too many messages from this visitor or address; RetryAfterSeconds says when */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** The visitor writes (text only, rate-limited per visitor and per address) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-session-token"?: string;
                    /** @description The visitor's chat secret (the gateway's httpOnly cookie) */
                    "x-chat-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ChatSendRequest"];
                };
            };
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatSendResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No such conversation (for this visitor) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Too many messages from this visitor or address; RetryAfterSeconds says when */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
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
    "/api/backoffice/chat/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conversations, newest activity first (Unanswered: the visitor spoke last); UserId: one player's history */
        get: {
            parameters: {
                query?: {
                    UserId?: string;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatConversationsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No such conversation (for this visitor) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Too many messages from this visitor or address; RetryAfterSeconds says when */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
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
    "/api/backoffice/chat/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its messages */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatConversationResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No such conversation (for this visitor) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Too many messages from this visitor or address; RetryAfterSeconds says when */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
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
    "/api/backoffice/chat/conversations/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Support answers a conversation; the visitor sees it live */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ChatAnswerRequest"];
                };
            };
            responses: {
                /** @description Answered */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatAnswerResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No staff session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description No such conversation (for this visitor) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Too many messages from this visitor or address; RetryAfterSeconds says when */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatErrorEnvelope"];
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
    "/api/backoffice/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per UTC day and currency, From to To (at most 366 days): GGR per product, bonus cost, NGR, deposits, withdrawals, active players */
        get: {
            parameters: {
                query: {
                    /** @description A UTC day, YYYY-MM-DD */
                    From: string;
                    /** @description A UTC day, YYYY-MM-DD */
                    To: string;
                    /** @description Only this currency; else every currency, each apart */
                    Currency?: string;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The days, currency by currency */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not read reports */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/reports.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same report as CSV, one row per day and currency */
        get: {
            parameters: {
                query: {
                    /** @description A UTC day, YYYY-MM-DD */
                    From: string;
                    /** @description A UTC day, YYYY-MM-DD */
                    To: string;
                    /** @description Only this currency; else every currency, each apart */
                    Currency?: string;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not read reports */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/trading/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open matches that hold liability, worst case first (at most 100), with their figures per currency */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingMatchesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not read the liability book */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/trading/matches/{matchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One match's markets with their prices now and the liability on each outcome, per currency */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    matchId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The match */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingMatchResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not read the liability book */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/trading/matches/{matchId}/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a market's maximum liability and auto-suspend threshold (in one currency; null removes one); audited */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    matchId: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradingLimitsRequest"];
                };
            };
            responses: {
                /** @description The limits now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingLimitsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not read the liability book */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backoffice/trading/matches/{matchId}/limits/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopens a suspended market (its auto-suspend threshold's or a trader's suspension: the same one, trading/suspensions.ts); audited as trading.control */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    matchId: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradingReopenRequest"];
                };
            };
            responses: {
                /** @description Reopened */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingReopenResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not read the liability book */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No such match */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/trading/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit of the trading operations (trading.…), newest first, filtered as the audit log; another Operation is refused */
        get: {
            parameters: {
                query?: {
                    Staff?: string;
                    Operation?: string;
                    TargetType?: string;
                    TargetId?: string;
                    From?: string;
                    To?: string;
                    Before?: string;
                    Limit?: number;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradingAuditResponse"];
                    };
                };
                /** @description Operation names no trading operation */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description The staff’s roles may not read the trading audit */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffErrorEnvelope"];
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
    "/api/backoffice/casino/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every game of the lobby (retired ones too), most popular first, with its status; a keyset page */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the title, studio or provider name, or the game id */
                    Search?: string;
                    Provider?: "softswiss" | "pragmatic" | "habanero" | "endorphina" | "egt" | "amusnet" | "pateplay" | "openbox" | "sevenmojos" | "leap" | "rocket" | "goldenrace";
                    /** @description Whether a game can be played now (the back office decides, issue 18). */
                    Status?: components["schemas"]["CasinoGameStatus"];
                    First?: number;
                    After?: string;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoGamesResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The game is retired (GAME_RETIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Adds a game: listed at once (last by popularity, in the "new" category) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeNewCasinoGameRequest"];
                };
            };
            responses: {
                /** @description Added */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoGameResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The game is retired (GAME_RETIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
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
    "/api/backoffice/casino/games/{id}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retires a game: it leaves every list and search at once; history still names it */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeRetireCasinoGameRequest"];
                };
            };
            responses: {
                /** @description Retired */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoGameResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The game is retired (GAME_RETIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
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
    "/api/backoffice/casino/games/{id}/working": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a game not working (listed, shown unavailable, launch refused with GAME_UNAVAILABLE) or working again */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeCasinoGameWorkingRequest"];
                };
            };
            responses: {
                /** @description Marked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoGameResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The game is retired (GAME_RETIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
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
    "/api/backoffice/casino/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The game providers, each on or off, with how many games they have */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The providers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoProvidersResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The game is retired (GAME_RETIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
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
    "/api/backoffice/casino/providers/{code}/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switches a provider off (its games leave every list and search at once, launches are refused) or on */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    code: "softswiss" | "pragmatic" | "habanero" | "endorphina" | "egt" | "amusnet" | "pateplay" | "openbox" | "sevenmojos" | "leap" | "rocket" | "goldenrace";
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeSwitchCasinoProviderRequest"];
                };
            };
            responses: {
                /** @description Switched */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoProviderResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The game is retired (GAME_RETIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
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
    "/api/backoffice/casino/jackpots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The jackpot pools with their amounts now and their seeds */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeJackpotsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The game is retired (GAME_RETIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
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
    "/api/backoffice/casino/jackpots/{id}/seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a pool's seed: what it restarts from after its next win (the amount now stays as it is) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BackofficeJackpotSeedRequest"];
                };
            };
            responses: {
                /** @description Set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeJackpotResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description The game is retired (GAME_RETIRED) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackofficeCasinoErrorEnvelope"];
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
    "/api/backoffice/operations/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live web build and the releases published before it, newest first (at most 20) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The releases */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReleaseHistoryResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description No such account, or no such parent */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description The change would break the agent network's rules */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
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
    "/api/backoffice/operations/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent network: accounts whose user name or e-mail contains Search (without it, the agents), newest first, at most 50 */
        get: {
            parameters: {
                query?: {
                    Search?: string;
                };
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The accounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NetworkAccountsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description No such account, or no such parent */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description The change would break the agent network's rules */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
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
    "/api/backoffice/operations/agents/{id}/type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Promotes an account to an agent type (1, 2, 4) or makes an agent a player again (0), within the network rules */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["NetworkAccountTypeRequest"];
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NetworkAccountResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description No such account, or no such parent */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description The change would break the agent network's rules */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
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
    "/api/backoffice/operations/agents/{id}/parent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves an account with its whole tree under another agent (no loops, a type the agent may hold, one currency) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["NetworkMoveRequest"];
                };
            };
            responses: {
                /** @description Moved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NetworkAccountResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description No such account, or no such parent */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description The change would break the agent network's rules */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OperationsErrorEnvelope"];
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
    "/api/backoffice/marketing/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every bonus campaign (the seeded catalogue and the welcome bonus included) with its state and claims, newest first */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The campaigns */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BonusCampaignsResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No such campaign, bonus or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The code is taken, or the campaign has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Creates a bonus campaign: a code players type in the claim flow, its terms, window and cap on claims */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BonusCampaignCreateRequest"];
                };
            };
            responses: {
                /** @description Created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BonusCampaignResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No such campaign, bonus or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The code is taken, or the campaign has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
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
    "/api/backoffice/marketing/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pauses, resumes or expires a campaign, or changes its terms, window or cap; an ended campaign can't be changed */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BonusCampaignChangeRequest"];
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BonusCampaignChangeResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No such campaign, bonus or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The code is taken, or the campaign has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
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
    "/api/backoffice/marketing/personal-bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offers a personal bonus to one player (who then claims it by its code) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BonusAssignRequest"];
                };
            };
            responses: {
                /** @description Appended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BonusResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No such campaign, bonus or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The code is taken, or the campaign has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
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
    "/api/backoffice/marketing/cashback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff or the machine token (a scheduler): pays the weekly cashback of a finished week (Monday, UTC); running a week again pays nobody twice */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["BonusCashbackRequest"];
                };
            };
            responses: {
                /** @description Paid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BonusCashbackResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No such campaign, bonus or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The code is taken, or the campaign has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
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
    "/api/backoffice/marketing/segments/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many players a segment reaches now (players who are locked, on a time-out or self-excluded are not counted) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["MarketingSegment"];
                };
            };
            responses: {
                /** @description The count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingSegmentPreviewResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No such campaign, bonus or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The code is taken, or the campaign has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
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
    "/api/backoffice/marketing/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a private message to every player of a segment; a retry with the same IdempotencyKey answers the first send and sends nothing again */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A staff session (the back office's cookie, forwarded by the gateway) */
                    "x-staff-token"?: string;
                    /** @description The shared machine token, for the operations the role table marks machine-to-machine */
                    "x-admin-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["MarketingSegmentMessageRequest"];
                };
            };
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingSegmentMessageResponse"];
                    };
                };
                /** @description Invalid input: nothing was changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No staff session, or it ended */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The staff's roles may not do this (or X-Admin-Token where a person must act) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description No such campaign, bonus or player */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description The code is taken, or the campaign has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
                    };
                };
                /** @description Unexpected error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingErrorEnvelope"];
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "ok";
        };
        VersionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Hash: string;
        };
        ErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description Failures any route may answer.
         * @enum {string}
         */
        CommonErrorCode: "VALIDATION" | "NOT_FOUND" | "UNAUTHORIZED" | "FORBIDDEN" | "INTERNAL";
        ClearCacheResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Cleared: number;
        };
        PublishReleaseResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Hash: string;
            /** @description false: it was live already (no page is asked to refresh again) */
            Changed: boolean;
        };
        StaffErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["AccountAuthErrorCode"] | components["schemas"]["StaffErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description Sign-in, registration and two-factor refusals: who the caller is could not be established.
         * @enum {string}
         */
        AccountAuthErrorCode: "INVALID_CREDENTIALS" | "ACCOUNT_LOCKED" | "EMAIL_NOT_VERIFIED" | "CAPTCHA_INVALID" | "TWO_FACTOR_INVALID";
        /**
         * @description The back office's refusals to a member of staff.
         * @enum {string}
         */
        StaffErrorCode: "ADMIN_TOKEN_REFUSED" | "STAFF_USERNAME_TAKEN" | "LAST_ADMIN" | "BOOTSTRAP_CLOSED" | "REASON_REQUIRED";
        PublishRelease: {
            Hash: string;
        };
        CountriesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Countries: components["schemas"]["Country"][];
        };
        Country: {
            ID: number;
            Name: string;
            Code: string;
        };
        CurrenciesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Currencies: components["schemas"]["Currency"][];
        };
        Currency: {
            ID: number;
            Abbreviation: string;
            NameLocalized: string;
            Decimals: number;
            MinimumDeposit: string;
        };
        SettingsListsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            OddsFormats: ("decimal" | "fractional" | "american" | "hongkong" | "indonesian" | "malay")[];
            ViewFormats: ("european" | "asian" | "american")[];
            Sortings: ("time" | "competition")[];
            Lines: number[];
            Languages: components["schemas"]["Language"][];
            Timezones: components["schemas"]["Timezone"][];
        };
        Language: {
            Code: string;
            Name: string;
            Supported: boolean;
        };
        Timezone: {
            Id: string;
            OffsetMinutes: number;
        };
        VisitorInfoResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Ip: string;
            CountryCode: string | null;
            IsAustralia: boolean;
            RegistrationRestricted: boolean;
            RestrictedCurrencies: string[];
        };
        ConfigResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            SupportedLanguages: string[];
            DefaultLanguage: string;
            DefaultCurrency: string;
            VersionCheckIntervalMs: number;
            QuickDepositAmounts: string[];
            Features: {
                Deposit: boolean;
                LowBalanceModal: boolean;
                Affiliate: boolean;
            };
        };
        TranslationsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Translations: {
                [key: string]: unknown;
            };
        };
        CaptchaResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Altcha: components["schemas"]["AltchaChallenge"];
            PowChallenge: string;
            PowDifficulty: number;
        };
        AltchaChallenge: {
            algorithm: string;
            challenge: string;
            maxnumber: number;
            salt: string;
            signature: string;
        };
        AccountErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["AccountAuthErrorCode"] | components["schemas"]["AccountErrorCode"] | components["schemas"]["ResponsibleErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description The account service's other refusals.
         * @enum {string}
         */
        AccountErrorCode: "CONFLICT" | "RATE_LIMITED" | "TOKEN_INVALID";
        /**
         * @description Responsible gambling's refusals: limits, time-outs, self-exclusion and the jurisdiction's slot rules.
         * @enum {string}
         */
        ResponsibleErrorCode: "DEPOSIT_LIMIT_REACHED" | "LOSS_LIMIT_REACHED" | "WAGER_LIMIT_REACHED" | "TIMED_OUT" | "SELF_EXCLUDED" | "NATIONALLY_EXCLUDED" | "SIGN_IN_PAUSED" | "RECIPIENT_EXCLUDED" | "COOLING_OFF" | "NOTHING_PENDING" | "EXCLUSION_ACTIVE" | "SLOT_CYCLE_TOO_FAST" | "LIMIT_PROMPT_REQUIRED" | "SLOT_STAKE_CAP";
        RegisterResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            EmailVerificationEnabled: boolean;
            NeedsPoliticalDeclaration: boolean;
            SessionToken: string | null;
            SessionExpiresAt: string | null;
        };
        RegisterRequest: {
            UserName?: string | null;
            Email?: string | null;
            Password?: string | null;
            PasswordConfirmation?: string | null;
            Country: {
                ID?: number | null;
                Name?: string | null;
                Code?: string | null;
            } | null;
            Currency: {
                ID?: number | null;
                Abbreviation?: string | null;
                NameLocalized?: string | null;
            } | null;
            BonusCode?: string | null;
            IsOver18?: boolean | null;
            AgreeWithTerms?: boolean | null;
            AgreeWithPrivacyPolicy?: boolean | null;
            AgreeWithTermsAndPrivacyPolicy?: boolean | null;
            AllowEmailNotification?: boolean | null;
            BirthYear: number | null;
            BirthMonth: number | null;
            BirthDay: number | null;
            NationalityCountryID?: number | null;
            CurrentAddressCountryID?: number | null;
            btag?: string | null;
            AffiliateType?: number | null;
            SmarticoAffiliateId?: string | null;
            /** @description The proof-of-work answer: "<challenge>:<nonce>" */
            ReCaptchaToken?: string | null;
        };
        LoginResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Check2FA: boolean;
            TwoFactorTicket: string | null;
            SessionToken: string | null;
            SessionExpiresAt: string | null;
            User: components["schemas"]["SessionUser"];
        };
        SessionUser: {
            Id: string;
            UserName: string;
            Email: string;
            AccountType: number;
            Currency: string;
            CountryCode: string;
            EmailVerified: boolean;
            TwoFactorEnabled: boolean;
            /** @description Real-money balance in major units, e.g. "1000.00" */
            Balance: string;
            PreviousSignInAt: string | null;
        } | null;
        LoginRequest: {
            UserName: string;
            Password: string;
            /** @description The ALTCHA solution: base64 JSON of the challenge with the number found */
            Altcha: string;
            ReCaptchaToken: string;
            /** @default false */
            RememberMe: boolean;
        };
        LoginTwoFactorRequest: {
            TwoFactorTicket: string;
            Pin: string;
        };
        MessageResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: string;
            Detail?: string;
        };
        SessionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            User: components["schemas"]["SessionUser"];
        };
        VerifyEmailRequest: {
            Token: string;
        };
        LostPasswordRequest: {
            Email: string;
            /** @description The ALTCHA solution: base64 JSON of the challenge with the number found */
            Altcha: string;
        };
        SetPasswordRequest: {
            Token: string;
            Password: string;
            PasswordConfirmation: string;
        };
        ChangePasswordRequest: {
            OldPassword: string;
            NewPassword: string;
            NewPasswordConfirm: string;
        };
        ProfileResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Details: components["schemas"]["PersonalDetailsRead"];
        };
        PersonalDetailsRead: components["schemas"]["PersonalDetails"] & {
            /** @description A new address awaiting the confirmation link mailed to it; Email stays the account address until then */
            PendingEmail: string | null;
        };
        PersonalDetails: {
            FirstName?: string | null;
            LastName?: string | null;
            BirthDay?: number | null;
            BirthMonth?: number | null;
            BirthYear?: number | null;
            Gender?: string | null;
            City?: string | null;
            Phone?: string | null;
            Address?: string | null;
            PostalCode?: string | null;
            IdentificatorNumber?: string | null;
            Email: string;
        };
        ProfileUpdateResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Details: components["schemas"]["PersonalDetailsRead"];
        };
        PersonalDetailsUpdate: components["schemas"]["PersonalDetails"] & {
            /** @description The current password: required when Email differs from the account address (issue 14 §9) */
            CurrentPassword?: string | null;
        };
        TwoFactorSetupResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Secret: string;
            OtpauthUri: string;
            QrCodeDataUrl: string;
        };
        TwoFactorEnableResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            RecoveryCodes: string[];
        };
        TwoFactorEnableRequest: {
            Pin: string;
        };
        TwoFactorDisableRequest: {
            Password: string;
            Pin: string;
        };
        SessionsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Sessions: components["schemas"]["AccountSession"][];
        };
        AccountSession: {
            Id: string;
            Current: boolean;
            Ip: string;
            UserAgent: string;
            CreatedAt: string;
            LastSeenAt: string;
            ExpiresAt: string;
        };
        KycResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @enum {string} */
            Status: "not_submitted" | "pending" | "verified" | "rejected";
            Documents: components["schemas"]["KycDocument"][];
        };
        KycDocument: {
            Id: string;
            /** @enum {string} */
            DocumentType: "passport" | "id_card" | "driving_licence" | "proof_of_address";
            FileName: string;
            SizeBytes: number;
            /** @enum {string} */
            Status: "pending" | "verified" | "rejected";
            UploadedAt: string;
            /** @description A rejected document's reason from compliance, in the officer's words; null otherwise */
            RejectReason: string | null;
        };
        KycUploadResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Document: components["schemas"]["KycDocument"];
        };
        KycUploadRequest: {
            /** @enum {string} */
            DocumentType: "passport" | "id_card" | "driving_licence" | "proof_of_address";
            FileName: string;
            ContentType: string;
            ContentBase64: string;
        };
        MailboxResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Messages: components["schemas"]["MailMessage"][];
        };
        MailMessage: {
            Id: string;
            To: string;
            Subject: string;
            Text: string;
            SentAt: string;
        };
        CashierDepositMethodsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            DepositMethods: components["schemas"]["CashierDepositMethod"][];
            SelectedMethod: string | null;
            HasDeposits: boolean;
            QuickAmounts: string[];
            CardTypes: {
                Id: number;
                Name: string;
                FirstDigit: string;
            }[];
            Currency: string;
        };
        CashierDepositMethod: {
            Key: string;
            /** @description The label; cards read "Debit/Credit Card" */
            Value: string;
            OriginalValue: string;
            PaymentMethodId: number;
            Provider: string;
            Kind: components["schemas"]["CashierDepositMethodKind"];
            Fields: {
                Name: string;
                Required: boolean;
            }[];
            Currencies: components["schemas"]["CashierDepositMethodCurrency"][];
        };
        /**
         * @description What starting a deposit of the method answers.
         * @enum {string}
         */
        CashierDepositMethodKind: "hosted" | "bank" | "crypto" | "voucher" | "widget";
        CashierDepositMethodCurrency: {
            Currency: string;
            MinAmount: string | null;
            MaxAmount: string | null;
            Blockchain: string | null;
        };
        CashierErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["CashierErrorCode"] | components["schemas"]["BonusErrorCode"] | components["schemas"]["CashierOperatorErrorCode"] | components["schemas"]["BonusOperatorErrorCode"] | components["schemas"]["CashierCallbackErrorCode"] | components["schemas"]["ResponsibleErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description The cashier's refusals to a player.
         * @enum {string}
         */
        CashierErrorCode: "METHOD_UNAVAILABLE" | "VOUCHER_INVALID" | "VOUCHER_USED" | "VOUCHER_CURRENCY" | "WRONG_PASSWORD" | "INSUFFICIENT_BALANCE" | "BALANCE_IN_DEBT" | "IDEMPOTENCY_CONFLICT" | "ALREADY_PROCESSED" | "TRANSFER_NOT_FOUND" | "WITHDRAWAL_NOT_FOUND" | "DEPOSIT_NOT_FOUND" | "NOT_CANCELABLE" | "PLAY_MONEY_ONLY";
        /**
         * @description The bonus service's refusals (claims and cancels).
         * @enum {string}
         */
        BonusErrorCode: "BONUS_INVALID" | "BONUS_ALREADY_CLAIMED" | "BONUS_ACTIVE_EXISTS" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_DEPOSIT_USED" | "BONUS_CURRENCY" | "BONUS_NOT_STARTED" | "BONUS_PAUSED" | "BONUS_EXPIRED" | "BONUS_EXHAUSTED" | "BONUS_NOT_FOUND" | "BONUS_NOT_CANCELABLE";
        /**
         * @description The cashier's operator refusals.
         * @enum {string}
         */
        CashierOperatorErrorCode: "NOT_PENDING" | "FOUR_EYES_SAME_STAFF" | "KYC_REQUIRED" | "ADJUSTMENT_OVERDRAFT";
        /**
         * @description The bonus service's operator refusals.
         * @enum {string}
         */
        BonusOperatorErrorCode: "BONUS_NOT_PERSONAL" | "BONUS_CODE_TAKEN" | "BONUS_CAMPAIGN_ENDED";
        /**
         * @description The cashier's refusals to a payment provider's callback.
         * @enum {string}
         */
        CashierCallbackErrorCode: "PROVIDER_UNKNOWN" | "INVALID_SIGNATURE" | "INVALID_CALLBACK" | "CURRENCY_MISMATCH" | "AMOUNT_MISMATCH" | "ADDRESS_UNKNOWN";
        CashierDepositResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: string;
            Deposit: components["schemas"]["CashierTransaction"];
            Redirect: {
                /** @description The sandbox payment page; open it in the browser */
                Url: string;
            } | null;
            BankInfo: components["schemas"]["CashierBankInfo"];
            Widget: components["schemas"]["CashierX1Widget"];
            Transfer: components["schemas"]["CashierX1Transfer"];
            CryptoAddress: components["schemas"]["CashierCryptoAddress"];
        };
        CashierTransaction: {
            Id: string;
            StatementTypeID: components["schemas"]["CashierStatementType"];
            StatementType: string;
            StatementTypeText: string;
            StatusID: components["schemas"]["CashierTransactionStatus"];
            Status: string;
            StatusText: string;
            StatusGroup: components["schemas"]["CashierStatusGroup"];
            Method: string | null;
            MethodName: string | null;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Amount: string;
            Currency: string;
            ReferenceNumber: string | null;
            Reason: string | null;
            ReasonText: string | null;
            BonusCode: string | null;
            Cancelable: boolean;
            CreatedDate: string;
            CompletedDate: string | null;
        } | null;
        /**
         * @description Seed 001 §3 Transaction StatementTypeID.
         * @enum {integer}
         */
        CashierStatementType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
        /**
         * @description Seed 001 §4 transaction status (0–16).
         * @enum {integer}
         */
        CashierTransactionStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;
        /**
         * @description Seed 001 §4 status groups. ALL is only a filter ("All type"); NONE is the group of status NONE.
         * @enum {string}
         */
        CashierStatusGroup: "all" | "pending" | "completed" | "rejected" | "canceled" | "refund" | "none";
        CashierBankInfo: {
            BankName: string;
            BranchName: string;
            AccountType: string;
            AccountNumber: string;
            AccountName: string;
            ReferenceNumber: string;
        } | null;
        CashierX1Widget: {
            widgetId: string;
            payload: string;
            locale: string;
            symbol: string;
            buyMoreHidden: boolean;
            tryAgainHidden: boolean;
            emailHidden: boolean;
            email: string;
        } | null;
        CashierX1Transfer: {
            Id: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            DepositAmount: string;
            DepositCurrency: string;
            BonusCode: string | null;
        } | null;
        CashierCryptoAddress: {
            Blockchain: string;
            CryptoCurrency: string;
            Address: string;
            MinimumAmount: string;
        } | null;
        CashierDepositRequest: {
            /** @description The method Key (or give PaymentMethodId) */
            PaymentMethod?: string | null;
            PaymentMethodId?: number | null;
            /** @description Major units, e.g. "50.00" */
            Amount?: string | number | null;
            Currency?: string | null;
            AgreeWithDepositTerms?: boolean | null;
            CardCountry?: string | null;
            PaparaAccountNumber?: string | null;
            NetellerEmail?: string | null;
            VoucherCode?: string | null;
            PagsmileDocumentNumber?: string | null;
            BonusCode?: string | null;
            /** @description Where the payment page sends the browser back: a path of this site, e.g. /en-US/user/deposit */
            ReturnUrl?: string | null;
        };
        CashierCryptoAddressResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            CryptoAddress: components["schemas"]["CashierCryptoAddress"];
        };
        CashierCryptoAddressRequest: {
            CryptoCurrency: string;
        };
        CashierCryptoAddressesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Addresses: components["schemas"]["CashierCryptoAddress"][];
        };
        CashierCallbackResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Replayed: boolean;
            Deposit: components["schemas"]["CashierTransaction"];
        };
        CashierCallback: {
            /** @description The provider's id of the payment; a repeated callback carries the same */
            TransactionId: string;
            /** @enum {string} */
            Status: "approved" | "declined";
            /** @description Paid amount in major units, e.g. "50.00" */
            Amount: string;
            Currency: string;
            /** @description Hosted-page providers: our deposit id */
            DepositId?: string;
            /** @description Bank providers: the reference the player wrote on the transfer */
            ReferenceNumber?: string;
            /** @description Crypto providers: the deposit address that received the coins */
            Address?: string;
            /** @enum {string} */
            Reason?: "card_declined" | "insufficient_funds" | "declined";
        };
        CashierX1ConfirmResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: string;
            Deposit: components["schemas"]["CashierTransaction"];
        };
        CashierX1ConfirmRequest: {
            Id: string;
            BonusCode?: string | null;
        };
        CashierX1StatusResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Status: number;
            StatusName: string;
            TransferId: string | null;
        };
        CashierWithdrawMethodsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            WithdrawMethods: components["schemas"]["CashierWithdrawMethod"][];
            SelectedMethod: string | null;
        };
        CashierWithdrawMethod: {
            Name: string;
            Key: string;
            PaymentMethodId: number;
            Provider: string;
            Currency: string | null;
            Currencies: {
                Currency: string;
                MinAmount: string | null;
                MaxAmount: string | null;
                MaxExclusive: boolean;
            }[];
            Fields: {
                Name: string;
                Required: boolean;
            }[];
        };
        CashierWithdrawalResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: string;
            Withdrawal: components["schemas"]["CashierTransaction"];
        };
        CashierWithdrawRequest: {
            /** @description The method Key (or give PaymentMethodId) */
            Method?: string | null;
            PaymentMethodId?: number | null;
            Password?: string | null;
            Currency?: string | null;
            VenusPointID?: string | null;
            VenusPointPassword?: string | null;
            EcoPayzAccountNumber?: string | null;
            BankName?: string | null;
            BankCode?: string | null;
            BranchName?: string | null;
            BranchCode?: string | null;
            AccountType?: string | null;
            AccountNumber?: string | null;
            AccountName?: string | null;
            JpayAccountHolderName?: string | null;
            OrientalWalletAccountNumber?: string | null;
            Email?: string | null;
            BlockchainAddress?: string | null;
            BlockchainTag?: string | null;
            /** @description Major units, e.g. "50.00" */
            Amount?: string | number | null;
        };
        CashierDepositCancelResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: string;
            Deposit: components["schemas"]["CashierTransaction"];
        };
        CashierTransactionsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Transactions: components["schemas"]["CashierTransaction"][];
            TotalRecords: number;
            Page: number;
            PageSize: number;
            TotalPages: number;
        };
        CashierStatusesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Statuses: {
                Id: number;
                Name: string;
                Text: string;
                Group: string;
            }[];
            Groups: {
                Name: string;
                Text: string;
                StatusIds: number[];
            }[];
        };
        CashierTransactionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Transaction: components["schemas"]["CashierTransaction"];
        };
        CashierBalanceResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Currency: string;
            Balance: string;
            BonusBalance: string;
            ReservedBalance: string;
            TotalBalance: string;
            Balances: components["schemas"]["CashierBalance"][];
        };
        CashierBalance: {
            Currency: string;
            Balance: string;
            BonusBalance: string;
            ReservedBalance: string;
            TotalBalance: string;
        };
        CashierCreateVouchersResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Vouchers: {
                Code: string;
                Currency: string;
                Amount: string;
            }[];
        };
        CashierCreateVouchersRequest: {
            Currency: string;
            Amount: string;
            Count?: number;
            Code?: string;
        };
        BonusListsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            GeneralBonuses: components["schemas"]["BonusOffer"][];
            PersonalBonuses: components["schemas"]["UserBonus"][];
        };
        BonusOffer: {
            Id: number;
            Code: string;
            Kind: components["schemas"]["BonusKind"];
            Product: components["schemas"]["BonusProduct"];
            Personal: boolean;
            Title: string;
            Description: string;
            Percent: number;
            /** @description A deposit bonus's cap, a free bet's value, one free spin's value */
            Amount: string | null;
            Currency: string;
            Spins: number;
            WageringMultiplier: number;
            RequiresDeposit: boolean;
            FirstDepositOnly: boolean;
            ValidDays: number;
            /** @description The player's bonus status: 0 undefined (not claimed), 1 appended, 2 active, 3 canceled, 4 completed */
            UserStatus: number;
        };
        /**
         * @description What kind of bonus it is.
         * @enum {string}
         */
        BonusKind: "deposit" | "free_spins" | "free_bet" | "cashback";
        /**
         * @description Where the bonus can be used.
         * @enum {string}
         */
        BonusProduct: "any" | "casino" | "sportsbook";
        UserBonus: {
            Id: string;
            BonusId: number;
            Code: string;
            Kind: components["schemas"]["BonusKind"];
            Product: components["schemas"]["BonusProduct"];
            Personal: boolean;
            Title: string;
            /** @description 0 undefined, 1 appended, 2 active, 3 canceled, 4 completed (seed 001 §4) */
            Status: number;
            StatusName: string;
            StatusText: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Amount: string;
            Currency: string;
            Spins: number;
            /** @description Major units as a decimal string, e.g. "12.50" */
            SpinValue: string | null;
            /** @description Major units as a decimal string, e.g. "12.50" */
            WageringRequired: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Wagered: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            WageringRemaining: string;
            DepositId: string | null;
            CreatedDate: string;
            ActivatedDate: string | null;
            FinishedDate: string | null;
            ExpiresDate: string | null;
        };
        UserBonusesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Bonuses: components["schemas"]["UserBonus"][];
        };
        BonusResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: string;
            Bonus: components["schemas"]["UserBonus"];
        };
        BonusClaimRequest: {
            BonusCode?: string | null;
            TransactionId?: string | null;
        };
        MatchesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Matches: components["schemas"]["Match"][];
        };
        Match: {
            ID: number;
            Name: string;
            /** Format: date-time */
            DateOfMatch: string;
            SportTypeID: number;
            SportSystemID: number;
            SportKey: string;
            SportName: string;
            /** @description 1 a match, 2 an outright */
            Type: number;
            BettingSourceType: components["schemas"]["SportsbookBettingSource"];
            TournamentID: number;
            TournamentName: string;
            CategoryID: number;
            CategoryName: string;
            CountryCode: string | null;
            HomeTeamName: string | null;
            AwayTeamName: string | null;
            HomeTeamLogo: string | null;
            AwayTeamLogo: string | null;
            MatchLink: string;
            MarketsCount: number;
            OutcomesCount: number;
            Popularity: number;
            PreviewMarkets: components["schemas"]["Market"][];
            PreviewMarketOrder: components["schemas"]["SportsbookMarketType"][];
            LiveInfo: components["schemas"]["LiveInfo"];
        };
        /**
         * @description Where a match is bet right now (seed 002 §3 BettingSourceType: 1 prematch, 2 live).
         * @enum {integer}
         */
        SportsbookBettingSource: 1 | 2;
        Market: {
            ID: number;
            /** @example match/asian-handicap@-0.25 */
            Key: string;
            Type: components["schemas"]["SportsbookMarketType"];
            PeriodType: components["schemas"]["SportsbookPeriodType"];
            PeriodIndex: number;
            /** @description Which score it settles on; null for a part of a match or a sport without overtime */
            Time: components["schemas"]["SportsbookMarketTime"] | null;
            Line: number | null;
            IsMain: boolean;
            IsSuspended: boolean;
            Odds: components["schemas"]["Odd"][];
        };
        /**
         * @description Seed 002 §3 market types. TOTAL covers plain (x.5) and Asian (whole and quarter) totals.
         * @enum {string}
         */
        SportsbookMarketType: "1x2" | "winner" | "double-chance" | "draw-no-bet" | "asian-handicap" | "total" | "correct-score" | "total-maps" | "total-sets" | "outright";
        /**
         * @description The part of a match a market is about.
         * @enum {string}
         */
        SportsbookPeriodType: "match" | "half" | "quarter" | "period" | "set" | "map" | "leg";
        /**
         * @description Which score a whole-match market settles on, as books label it.
         * @enum {string}
         */
        SportsbookMarketTime: "regulation" | "overtime" | "extra-innings" | "shootout";
        Odd: {
            ID: number;
            /** @description The match (or outright) whose book holds it */
            MatchID: number;
            /** @example home */
            Key: string;
            Title: string;
            TitleSuffix: string | null;
            /** @description Decimal odds; null while not offered */
            Price: number | null;
            IsSuspended: boolean;
        };
        LiveInfo: {
            Status: components["schemas"]["SportsbookMatchStatus"];
            Period: number;
            /** @description The match clock in seconds of play; it stands at 45:00 or 90:00 while added time is played (StoppageTime) */
            ClockSeconds: number;
            InInterval: boolean;
            HomeScore: number;
            AwayScore: number;
            PeriodScores: components["schemas"]["Score"][];
            /** @description Soccer: the added time of the half, once its 45 minutes are up; null otherwise */
            StoppageTime: components["schemas"]["StoppageTime"] | null;
            /** @description Tennis: the points of the game under way; null otherwise */
            GamePoints: components["schemas"]["GamePoints"] | null;
            /** @description Tennis: who serves; null otherwise */
            Serving: components["schemas"]["SportsbookSide"] | null;
            /** @description Baseball: the half-inning under way; null otherwise */
            HalfInning: components["schemas"]["SportsbookHalfInning"] | null;
            /** @description Baseball: the outs of the half-inning under way, 0–2; null otherwise */
            Outs: number | null;
            BetStop: boolean;
            HasStream: boolean;
        };
        /**
         * @description Where a match stands.
         * @enum {string}
         */
        SportsbookMatchStatus: "not_started" | "live" | "ended" | "cancelled" | "postponed";
        Score: {
            Home: number;
            Away: number;
        };
        StoppageTime: {
            /** @description The minutes added, as the fourth official shows them */
            AnnouncedMinutes: number;
            /** @description Seconds of the added time played so far; the clock stands at the end of the half meanwhile */
            PlayedSeconds: number;
        };
        GamePoints: {
            /** @description Points won in the game under way (0, 1, 2, 3 call 0, 15, 30, 40; past three all, the leader has the advantage) */
            Home: number;
            Away: number;
            /** @description The game is the set's tie-break: points count 1, 2, 3… */
            TieBreak: boolean;
        };
        /**
         * @description A side of a match.
         * @enum {string}
         */
        SportsbookSide: "home" | "away";
        /**
         * @description Baseball: the half of an inning being played.
         * @enum {string}
         */
        SportsbookHalfInning: "top" | "bottom";
        MatchMarketsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Match: components["schemas"]["Match"];
            Markets: components["schemas"]["Market"][];
        };
        AlternativeMarketsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            MatchID: number;
            Markets: components["schemas"]["Market"][];
        };
        StreamResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            StreamUrl: string | null;
            /** @enum {string|null} */
            StreamType: "iframe" | null;
        };
        OutrightsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Outrights: components["schemas"]["Outright"][];
        };
        Outright: components["schemas"]["Match"] & {
            Markets: components["schemas"]["Market"][];
        };
        MarketsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Markets: components["schemas"]["Market"][];
        };
        SportsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Sports: components["schemas"]["Sport"][];
        };
        Sport: {
            ID: number;
            Key: string;
            Name: string;
            OriginalName: string;
            Rank: number;
            SportSystemID: number;
            LiveMatchesCount: number;
            PrematchMatchesCount: number;
            OutrightsCount: number;
        };
        PopularSportsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Sports: components["schemas"]["Sport"][];
        };
        TournamentsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Tournaments: components["schemas"]["Tournament"][];
        };
        Tournament: {
            ID: number;
            Name: string;
            IsTop: boolean;
            SportID: number;
            SportName: string;
            SportSystemID: number;
            CategoryID: number;
            CategoryName: string;
            CountryCode: string | null;
            MatchesCount: number;
        };
        CategoriesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Categories: components["schemas"]["Category"][];
        };
        Category: {
            ID: number;
            Name: string;
            CountryCode: string | null;
            SportID: number;
            MatchesCount: number;
        };
        MarketTypesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            MarketTypes: components["schemas"]["MarketType"][];
        };
        MarketType: {
            Type: components["schemas"]["SportsbookMarketType"];
            Name: string;
            HasLine: boolean;
            PeriodTypes: components["schemas"]["SportsbookPeriodType"][];
        };
        ScheduleResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Days: string[];
            Date: string;
            Sports: components["schemas"]["ScheduleSport"][];
            Matches: components["schemas"]["ScheduleItem"][];
            TotalRecords: number;
            Page: number;
            PageSize: number;
        };
        ScheduleSport: {
            ID: number;
            Name: string;
            SportSystemID: number;
            Count: number;
        };
        ScheduleItem: {
            ID: number;
            Name: string;
            SportSystemID: number;
            SportTypeID: number;
            TournamentId: number;
            TournamentName: string;
            CategoryId: number;
            CategoryName: string;
            /** Format: date-time */
            StartDateJs: string;
            BettingSourceType: components["schemas"]["SportsbookBettingSource"];
            OutcomesCount: number;
            HomeTeamName: string | null;
            AwayTeamName: string | null;
        };
        ResultTournamentsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Tournaments: components["schemas"]["ResultTournament"][];
        };
        ResultTournament: {
            ID: number;
            Name: string;
            SportID: number;
            SportName: string;
            SportSystemID: number;
            CategoryID: number;
            CategoryName: string;
            MatchesCount: number;
            /** @description The teams of its finished matches, each once, in alphabetical order */
            Teams: string[];
        };
        ResultMatchesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Matches: components["schemas"]["ResultMatch"][];
        };
        ResultMatch: {
            ID: number;
            Name: string;
            SportTypeID: number;
            TournamentID: number;
            /** Format: date-time */
            DateOfMatch: string;
            Status: components["schemas"]["SportsbookMatchStatus"];
            HomeTeamName: string | null;
            AwayTeamName: string | null;
            HomeScore: number;
            AwayScore: number;
            PeriodScores: components["schemas"]["Score"][];
            Markets: components["schemas"]["ResultMarket"][];
        };
        ResultMarket: {
            ID: number;
            Key: string;
            Type: components["schemas"]["SportsbookMarketType"];
            PeriodType: components["schemas"]["SportsbookPeriodType"];
            PeriodIndex: number;
            /** @description Which score it settled on; null for a part of a match or a sport without overtime */
            Time: components["schemas"]["SportsbookMarketTime"] | null;
            Line: number | null;
            Odds: components["schemas"]["ResultOdd"][];
        };
        ResultOdd: {
            ID: number;
            Key: string;
            Title: string;
            TitleSuffix: string | null;
            Price: number | null;
            Result: components["schemas"]["SportsbookItemResult"] | null;
        };
        /**
         * @description Seed 002 §9 ticket item results.
         * @enum {string}
         */
        SportsbookItemResult: "win" | "lost" | "refund" | "halfwin" | "halflose" | "cancelled";
        StreamStateResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            LiveInfo: components["schemas"]["LiveInfo"];
        };
        InjectFeedEventResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Applied: boolean;
        };
        InjectFeedEventRequest: {
            MatchId: number;
            /** @enum {string} */
            Event: "score-home" | "score-away" | "bet-stop-on" | "bet-stop-off" | "end" | "odds-up" | "odds-down" | "odds-drift" | "price-reset" | "clock" | "kick-off";
            Seconds?: number;
        };
        ScriptedMatchResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            MatchId: number;
        };
        ScriptedMatchRequest: {
            /** @enum {string} */
            Sport: "soccer" | "basketball" | "tennis" | "baseball" | "ice-hockey" | "counter-strike" | "dota-2";
            Live: boolean;
            /** @default false */
            Streamed: boolean;
            ClockSeconds?: number;
            StartsInMinutes?: number;
            Strength?: {
                Home: number;
                Away: number;
            };
        };
        BettingSlipResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Selections: components["schemas"]["BettingSlipSelection"][];
            /** @description Ids no longer on offer: the slip removes them */
            MissingSelections: number[];
            /** @description Max stake per bet type (per line for a system) */
            MaxBets: {
                [key: string]: string;
            };
            /** @description A single or combo wins at most these odds (the max payout at the minimum stake): its potential return is capped there */
            MaxOdds: string;
            Systems: {
                Size: number;
                Of: number;
                Lines: number;
                Label: string;
                /** @description The largest stake per line of this system */
                MaxBet: string;
            }[];
            /** @description The named full covers of this many selections (none with a banker): CoverStakes keys */
            FullCovers: {
                Cover: components["schemas"]["BettingFullCover"];
                Of: number;
                Lines: number;
                /** @description The largest stake per line of this cover */
                MaxBet: string;
            }[];
            TeaserSettings: {
                ID: number;
                Points: number;
                Selections: {
                    NumberOfSelections: number;
                    /** @description Decimal odds, e.g. "1.85" */
                    Odds: string;
                }[];
            }[];
            AccumulatorBonus: {
                Percent: number;
                /** @description Decimal odds, e.g. "1.85" */
                MinOdds: string;
                Rules: {
                    Selections: number;
                    Percent: number;
                }[];
            };
            Insurance: {
                Percent: number;
                MinSelections: number;
            };
            /** @description Major units as a decimal string, e.g. "12.50" */
            RemainingLimit: string | null;
            /** @description Major units as a decimal string, e.g. "12.50" */
            DailyLimit: string | null;
            OddsPolicy: components["schemas"]["BettingOddsPolicy"];
            /** @description Whole percents a live price may drop below the one seen and still be taken, at the new price, under accept-better (e.g. 2: 2.00 → 1.96); bounded by the operator's maximum */
            OddsTolerance: number;
            /** @description The operator's maximum odds-change tolerance (whole percents): the highest OddsTolerance a player may set */
            MaxOddsTolerance: number;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Balance: string | null;
            FreeBets: {
                Id: string;
                /** @description Major units as a decimal string, e.g. "12.50" */
                Amount: string;
            }[];
            Currency: string;
        };
        BettingSlipSelection: {
            ID: number;
            MatchID: number;
            MarketID: number;
            SportTypeId: number;
            SportSystemID: number;
            MatchName: string;
            MatchStatus: string;
            IsOutright: boolean;
            MarketKey: string;
            MarketType: string;
            Title: string;
            TitleSuffix: string | null;
            /** @description Decimal odds, e.g. "1.85" */
            Odds: string | null;
            IsSuspended: boolean;
            incompatibleSelections: number[];
            incompatibleTeaserSelections: number[];
            /** @description The line as each teaser on offer moves it, the player's side as TitleSuffix writes it; empty when it cannot be teased */
            TeasedLines: {
                TeaserID: number;
                TitleSuffix: string;
            }[];
        };
        /**
         * @description A named full cover: one SYSTEM bet of every combination of its selections, a stake per line.
         * @enum {string}
         */
        BettingFullCover: "trixie" | "yankee" | "canadian" | "heinz" | "super-heinz" | "goliath" | "patent" | "lucky-15" | "lucky-31" | "lucky-63";
        /**
         * @description What placing does when a price moved since the slip showed it.
         * @enum {string}
         */
        BettingOddsPolicy: "decline-any" | "accept-better" | "accept-any";
        BettingErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["BettingErrorCode"] | components["schemas"]["BettingOperatorErrorCode"] | components["schemas"]["ResponsibleErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description The betting service refusal kinds (seed 002 §8 and a real book's own).
         * @enum {string}
         */
        BettingErrorCode: "ACCOUNT_LOCKED" | "DIFFERENT_SOURCES" | "INCOMPATIBLE_SELECTIONS" | "INVALID_COMBINATION" | "LAY_NOT_OFFERED" | "MARKETS_OUTRIGHTS_COMBINATION" | "INVALID_STAKE" | "LINE_ALREADY_ADDED" | "LIMIT_REACHED" | "MAX_SELECTIONS" | "MIN_STAKE" | "MIN_SELECTIONS" | "NO_PRIVILEGES" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "TERMS_NOT_ACCEPTED" | "INSUFFICIENT_BALANCE" | "BALANCE_IN_DEBT" | "ODDS_CHANGED" | "ODDS_TOLERANCE_TOO_HIGH" | "SELECTION_UNAVAILABLE" | "SELECTION_SUSPENDED" | "TRADER_OFFERS_UNAVAILABLE" | "FREE_BET_UNAVAILABLE" | "INSURANCE_UNAVAILABLE" | "NOT_FOUND" | "NOT_OPEN" | "CASHOUT_UNAVAILABLE" | "CASHOUT_DECLINED" | "CASHOUT_PART_INVALID" | "AUTO_CASHOUT_INVALID" | "IDEMPOTENCY_CONFLICT" | "VALIDATION";
        /**
         * @description The betting service's refusals to an operator or the feed.
         * @enum {string}
         */
        BettingOperatorErrorCode: "ROLLBACK_NOT_COVERED";
        BettingSlipRequest: {
            Selections: {
                OddId: number;
                Banker?: boolean;
            }[];
        };
        BettingSelectionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Selection: components["schemas"]["BettingSlipSelection"];
        };
        BettingPolicyResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            OddsPolicy: components["schemas"]["BettingOddsPolicy"];
            /** @description Whole percents a live price may drop below the one seen and still be taken, at the new price, under accept-better (e.g. 2: 2.00 → 1.96); bounded by the operator's maximum */
            OddsTolerance: number;
        };
        BettingPolicyRequest: {
            OddsPolicy: components["schemas"]["BettingOddsPolicy"];
            /** @description The live odds-change tolerance in whole percents, at most the slip's MaxOddsTolerance; omitted or null keeps the one set */
            OddsTolerance?: number | null;
        };
        BettingPlaceResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Tickets: components["schemas"]["BettingTicket"][];
        };
        BettingTicket: {
            Id: string;
            BetType: components["schemas"]["BettingBetType"];
            Status: components["schemas"]["BettingTicketStatus"];
            /** @enum {string} */
            StatusName: "pending" | "accepted" | "declined" | "new-offer" | "delayed" | "delayed-cashout";
            Outcome: components["schemas"]["BettingTicketOutcome"] | null;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Stake: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            UnitStake: string;
            Currency: string;
            /** @description Decimal odds, e.g. "1.85" */
            TotalOdds: string | null;
            /** @description Major units as a decimal string, e.g. "12.50" */
            PotentialReturn: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Returned: string | null;
            SystemSize: number | null;
            /** @description The named full cover a SYSTEM ticket is (its lines are every size from SystemSize up); null otherwise */
            FullCover: components["schemas"]["BettingFullCover"] | null;
            TeaserPoints: number | null;
            IfBetVariant: components["schemas"]["BettingIfBetVariant"];
            OddsPolicy: components["schemas"]["BettingOddsPolicy"];
            IsLive: boolean;
            IsFreeBet: boolean;
            /** @description Major units as a decimal string, e.g. "12.50" */
            InsurancePremium: string | null;
            TraderOffer: {
                /** @description Major units as a decimal string, e.g. "12.50" */
                Stake: string;
                /** @description Decimal odds, e.g. "1.85" */
                Odds: string;
            } | null;
            DeclineReason: string | null;
            /** @description Major units as a decimal string, e.g. "12.50" */
            CashoutAmount: string | null;
            /** @description What cash-out pays now; null when not available */
            CashOut: string | null;
            /** @description The value at which the ticket cashes out by itself; null when none is set */
            AutoCashout: string | null;
            /** @description Each cash-out paid, a part of the stake or the whole, oldest first; Stake is what is still riding */
            Cashouts: components["schemas"]["BettingTicketCashout"][];
            CreatedDate: string;
            SettledDate: string | null;
            Items: components["schemas"]["BettingTicketItem"][];
        };
        /**
         * @description Seed 002 §4 bet types. SINGLE with several selections places one ticket per selection (multiple singles).
         * @enum {string}
         */
        BettingBetType: "single" | "combo" | "system" | "ifbet" | "reversebet" | "teaser";
        /**
         * @description Seed 002 §9 ticket status (0–5).
         * @enum {integer}
         */
        BettingTicketStatus: 0 | 1 | 2 | 3 | 4 | 5;
        /**
         * @description How a settled ticket ended.
         * @enum {string}
         */
        BettingTicketOutcome: "won" | "lost" | "refunded" | "cashed_out";
        /**
         * @description How an if-bet goes on after a selection (seed 002 §4).
         * @enum {string}
         */
        BettingIfBetVariant: "standard" | "action";
        BettingTicketCashout: {
            /** @description Major units as a decimal string, e.g. "12.50" */
            Stake: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Amount: string;
            Automatic: boolean;
            Date: string;
        };
        BettingTicketItem: {
            OddId: number;
            MatchId: number;
            MatchName: string;
            MarketKey: string;
            MarketType: string;
            /** @description Which score its market settles on; null for a part of a match or a sport without overtime */
            MarketTime: components["schemas"]["SportsbookMarketTime"] | null;
            Title: string;
            Line: number | null;
            /** @description Decimal odds, e.g. "1.85" */
            Odds: string;
            IsBanker: boolean;
            Result: components["schemas"]["BettingTicketItemResult"];
        };
        /**
         * @description How one selection of a ticket was settled.
         * @enum {string}
         */
        BettingTicketItemResult: "pending" | "cancelled" | "win" | "lost" | "refund" | "halfwin" | "halflose";
        BettingPlaceRequest: {
            Type: components["schemas"]["BettingBetType"];
            Selections: {
                OddId: number;
                /** @description Decimal odds the player saw, e.g. "1.85" */
                Odds: string | number;
                Banker?: boolean;
            }[];
            /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
            Stake?: string | number | null;
            /** @description System size (k of "k of n") → stake per line */
            SystemStakes?: {
                [key: string]: string | number | null;
            };
            /** @description SYSTEM: named full cover → stake per line; each staked one is one ticket of all its lines */
            CoverStakes?: {
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                trixie?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                yankee?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                canadian?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                heinz?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                "super-heinz"?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                goliath?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                patent?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                "lucky-15"?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                "lucky-31"?: string | number | null;
                /** @description Major units; non-numeric input counts as 0 (seed 002 §5) */
                "lucky-63"?: string | number | null;
            };
            TeaserId?: number | null;
            IfBetVariant?: components["schemas"]["BettingIfBetVariant"];
            /** @enum {string|null} */
            OddsPolicy?: "decline-any" | "accept-better" | "accept-any" | null;
            FreeBetId?: string | null;
            Insurance?: boolean;
            Lay?: boolean;
            SeenBalance?: string | null;
        };
        BettingTicketsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Tickets: components["schemas"]["BettingTicket"][];
            Total: number;
            Page: number;
            PageSize: number;
        };
        /**
         * @description Seed 001 §2 bet history tabs.
         * @enum {string}
         */
        BettingHistoryTab: "uncleared" | "cleared" | "declined" | "all";
        /**
         * @description Seed 001 §2 bet history periods; CUSTOM uses from and to.
         * @enum {string}
         */
        BettingHistoryPeriod: "last24" | "last48" | "lastweek" | "lastmonth" | "last12months" | "custom" | "all";
        BettingTicketResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Ticket: components["schemas"]["BettingTicket"];
        };
        BettingOfferRequest: {
            Accept: boolean;
        };
        BettingCashoutResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Result: components["schemas"]["BettingCashoutResult"];
            /** @description 'Cashout is declined' when declined */
            Message: string | null;
            /** @description The value now: a declined player may accept it (change cash-out) */
            CashOut: string | null;
            Ticket: components["schemas"]["BettingTicket"];
        };
        /**
         * @description What became of a cash-out request.
         * @enum {string}
         */
        BettingCashoutResult: "none" | "processing" | "accepted" | "declined" | "failed";
        BettingCashoutRequest: {
            /** @description The cash-out value the player agreed to */
            Amount: string | number;
            /** @description Partial cash-out: the part of the stake sold (Amount is that part's value); the rest rides on at the original odds. Absent: the whole ticket */
            Stake?: string | number;
            /** @description The odds the value was shown at */
            Odds?: {
                OddId: number;
                /** @description Decimal odds the player saw, e.g. "1.85" */
                Odds: string | number;
            }[];
        };
        BettingAutoCashoutRequest: {
            /** @description The value at which the ticket cashes out by itself (above its value now, at most its potential return); null clears it */
            Target: string | number | null;
        };
        BettingSettleResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Items: number;
            Tickets: number;
        };
        BettingRollbackResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Tickets: number;
        };
        BettingEndDelayResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Judged: boolean;
        };
        TradingSettledMatchesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description Most recent first, at most 50 */
            Matches: components["schemas"]["TradingSettledMatch"][];
            /** @description The sports that have settled matches */
            Sports: components["schemas"]["TradingSettledSport"][];
        };
        TradingSettledMatch: {
            MatchId: number;
            Name: string;
            Sport: string;
            StartsAt: string;
            HomeScore: number;
            AwayScore: number;
        };
        TradingSettledSport: {
            Id: number;
            Name: string;
        };
        TradingErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["TradingErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description The trading desk's refusals.
         * @enum {string}
         */
        TradingErrorCode: "NO_MARKETS" | "INVALID_SCORE" | "DUPLICATE_MARKET" | "MATCH_NOT_FOUND" | "MATCH_NOT_SETTLED" | "MARKET_NOT_FOUND" | "OUTCOME_NOT_FOUND";
        TradingSettledMatchResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Match: components["schemas"]["TradingSettledMatchDetail"];
        };
        TradingSettledMatchDetail: components["schemas"]["TradingSettledMatch"] & {
            Markets: components["schemas"]["TradingSettledMarket"][];
        };
        TradingSettledMarket: {
            Key: string;
            /** @description Tickets with a leg on it */
            Tickets: number;
            Outcomes: components["schemas"]["TradingSettledOutcome"][];
        };
        TradingSettledOutcome: {
            Key: string;
            Title: string;
            /** @description The result it was settled with (win, lost, refund, halfwin, halflose, cancelled) */
            Result: string;
        };
        TradingCorrectionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description null in a preview */
            CorrectionId: string | null;
            MatchId: number;
            Tickets: components["schemas"]["TradingCorrectionTicket"][];
            /** @description What the correction moves, per currency */
            Totals: components["schemas"]["TradingCorrectionTotal"][];
        };
        TradingCorrectionTicket: {
            TicketId: string;
            UserId: string;
            Currency: string;
            OutcomeBefore: string | null;
            ReturnedBefore: string;
            /** @description null: the ticket reopened (a leg it waited for is no longer lost) */
            OutcomeAfter: string | null;
            ReturnedAfter: string;
            /** @description What moves to the player (negative: taken back, as a debt if the balance does not cover it), major units */
            Movement: string;
        };
        TradingCorrectionTotal: {
            Currency: string;
            /** @description Tickets resettled in this currency */
            Tickets: number;
            /** @description Paid to players, major units */
            Paid: string;
            /** @description Taken back from players, major units (a debt where a balance does not cover it) */
            TakenBack: string;
        };
        TradingCorrectionRequest: {
            MatchId: number;
            /** @description May be empty when a Score is given */
            Markets: components["schemas"]["TradingCorrectionMarket"][];
            Score?: components["schemas"]["TradingCorrectionScore"];
        };
        TradingCorrectionMarket: {
            /** @description The market's key as the feed names it, e.g. match/1x2 */
            MarketKey: string;
            /** @description Each named outcome's corrected result (any outcome not named lost); null voids the market (every item a refund at 1.00) */
            Results: {
                [key: string]: "win" | "lost" | "refund" | "halfwin" | "halflose" | "cancelled";
            } | null;
        };
        /** @description The corrected final score: every teaser leg on the match resettles from it (teasers settle from the score, not from outcome results) */
        TradingCorrectionScore: {
            Home: number;
            Away: number;
        } | null;
        TradingCorrectionApplyRequest: components["schemas"]["TradingCorrectionRequest"] & {
            Reason: string;
        };
        CasinoGamesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Games: components["schemas"]["CasinoGame"][];
            TotalCount: number;
            EndCursor: string | null;
            HasNextPage: boolean;
        };
        CasinoGame: {
            Id: number;
            /** @description name-number (seed 002 §9) */
            Slug: string;
            Title: string;
            Kind: components["schemas"]["CasinoGameKind"];
            /**
             * @description The game server that plays it: /games/{Engine}/{token}
             * @enum {string}
             */
            Engine: "slot" | "roulette" | "blackjack" | "keno";
            Variant: string;
            /** @description The provider contract code (softswiss, pragmatic, …) */
            Provider: string;
            ProviderName: string;
            /** @description The provider's key of the game: the value of its launch call's game parameter */
            GameKey: string;
            /** @description SoftSwiss: the studio code (its gameProvider launch parameter) */
            Studio: string | null;
            StudioName: string | null;
            Categories: string[];
            Currencies: string[];
            /** @description The generated artwork, a path of the site (/media/casino/{Id}.svg?v={drawing version}: the art is cached immutable) */
            ImageUrl: string;
            HasDemo: boolean;
            /** @description Return to player in percent, e.g. "96.00" */
            Rtp: string;
            HasJackpot: boolean;
            /** @description Rank, 1 the most played */
            Popularity: number;
            /** @description YYYY-MM-DD */
            ReleasedAt: string;
            Status: components["schemas"]["CasinoGameStatus"];
            /** @description This player's latest failed launch of the game, translated (seed 002 §3) */
            LaunchError: string | null;
            LaunchErrorCode: string | null;
        };
        /**
         * @description What sort of game it is: the lobby tabs of the casino and the live casino.
         * @enum {string}
         */
        CasinoGameKind: "slot" | "table" | "live" | "virtual";
        /**
         * @description Whether a game can be played now (the back office decides, issue 18).
         * @enum {string}
         */
        CasinoGameStatus: "available" | "not_working" | "provider_off" | "retired";
        CasinoErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["CasinoErrorCode"] | components["schemas"]["CasinoCatalogueErrorCode"] | components["schemas"]["CasinoOperatorErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description The casino refusal kinds (launch failures).
         * @enum {string}
         */
        CasinoErrorCode: "GAME_NOT_FOUND" | "GAME_UNAVAILABLE" | "DEMO_UNAVAILABLE" | "SIGN_IN_REQUIRED" | "ACCOUNT_LOCKED" | "SESSION_NOT_FOUND";
        /**
         * @description The casino catalogue's refusals.
         * @enum {string}
         */
        CasinoCatalogueErrorCode: "SEARCH_TOO_SHORT" | "INVALID_CURSOR";
        /**
         * @description The casino's refusals to the back office (the lobby, the jackpots).
         * @enum {string}
         */
        CasinoOperatorErrorCode: "JACKPOT_NOT_FOUND" | "GAME_RETIRED";
        /**
         * @description The order of a catalogue list.
         * @default popularity
         * @enum {string}
         */
        CasinoGameSort: "popularity" | "title";
        CasinoGameListResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Games: components["schemas"]["CasinoGame"][];
        };
        CasinoLobbyResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Providers: components["schemas"]["CasinoLobbyProvider"][];
            Categories: components["schemas"]["CasinoLobbyCategory"][];
            TotalCount: number;
        };
        CasinoLobbyProvider: {
            Code: string;
            Name: string;
            GameCount: number;
        };
        CasinoLobbyCategory: {
            Code: string;
            GameCount: number;
        };
        CasinoJackpotsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Jackpots: components["schemas"]["CasinoJackpot"][];
        };
        CasinoJackpot: {
            Id: number;
            Code: string;
            Name: string;
            Currency: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Amount: string;
        };
        CasinoJackpotWinsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Wins: components["schemas"]["CasinoJackpotWin"][];
            EndCursor: string | null;
            HasNextPage: boolean;
        };
        CasinoJackpotWin: {
            Id: string;
            JackpotId: number;
            Code: string;
            Name: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Amount: string;
            Currency: string;
            GameId: number | null;
            WonAt: string;
        };
        CasinoTriggerResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Jackpot: components["schemas"]["CasinoJackpot"];
        };
        CasinoHistoryResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Rounds: components["schemas"]["CasinoRound"][];
            EndCursor: string | null;
            HasNextPage: boolean;
        };
        CasinoRound: {
            Id: string;
            Provider: string;
            RoundId: string;
            GameId: number;
            Currency: string;
            StartedAt: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Stake: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Win: string;
            Status: components["schemas"]["CasinoRoundStatus"];
        };
        /**
         * @description Where a casino round stands.
         * @enum {string}
         */
        CasinoRoundStatus: "open" | "closed" | "rolled_back";
        LottoHistoryResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Tickets: components["schemas"]["LottoTicket"][];
            EndCursor: string | null;
            HasNextPage: boolean;
        };
        LottoTicket: {
            Id: string;
            RoundId: string;
            GameId: number;
            Currency: string;
            PlayedAt: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Stake: string;
            /** @description What the ticket paid, stake included (0 when it lost); null while it is being paid */
            Win: string | null;
            Status: components["schemas"]["CasinoRoundStatus"];
            /** @description The numbers picked (1…80), ascending */
            Picks: number[];
            /** @description The 20 numbers drawn, in the order drawn */
            Drawn: number[];
            /** @description The picks drawn, ascending */
            Hits: number[];
            /** @description What the stake was multiplied by, e.g. "3.8"; "0" when the hits pay nothing */
            Multiplier: string;
        };
        CasinoEndGameSessionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            SessionId: string;
            EndedAt: string;
        };
        CasinoEndGameSessionRequest: {
            sessionId: string;
        };
        CasinoWalletResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Balance: string;
            Currency: string;
            Replayed: boolean;
        };
        CasinoWalletError: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["CasinoWalletErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Balance?: string;
            Currency?: string;
        };
        /**
         * @description The seamless wallet's refusals to a game provider.
         * @enum {string}
         */
        CasinoWalletErrorCode: "INVALID_SIGNATURE" | "PROVIDER_UNKNOWN" | "INVALID_AMOUNT" | "INSUFFICIENT_FUNDS" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TRANSACTION_NOT_FOUND" | "TRANSACTION_CONFLICT" | "ROUND_CLOSED" | "ACCOUNT_LOCKED" | "RESPONSIBLE_GAMBLING";
        CasinoWalletBalanceRequest: {
            Provider: string;
            Token: string;
        };
        CasinoWalletMoveRequest: {
            Provider: string;
            Token: string;
            TransactionId: string;
            RoundId: string;
            /** @description Major units as a decimal string, e.g. "12.50" */
            Amount: string;
        };
        CasinoWalletRollbackRequest: {
            Provider: string;
            Token: string;
            TransactionId: string;
            RoundId: string;
            ReferenceTransactionId: string;
        };
        CasinoProviderGamesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Games: components["schemas"]["CasinoProviderGame"][];
            Currency: string;
        };
        CasinoProviderGame: components["schemas"]["CasinoGame"] & {
            /** @description The currency asked for when the game offers it, else EUR */
            Currency: string;
        };
        CasinoLaunchResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description The game server's page, a path of the site; null when the provider answers Data */
            Url: string | null;
            /** @description Rocket: BrandId, GameId, RoomId, UserToken, UserName, Lang, CurrencyIconURL (and GameUrl, the page); GoldenRace alike */
            Data: {
                [key: string]: string;
            } | null;
            /** @description The game session (EndGameSession ends it) */
            SessionId: string;
            Mode: components["schemas"]["CasinoGameMode"];
            GameId: number;
            Currency: string;
            ExpiresAt: string;
        };
        /**
         * @description Whether a launched game plays for real money or for free.
         * @enum {string}
         */
        CasinoGameMode: "real" | "demo";
        CasinoTopResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Games: components["schemas"]["CasinoProviderGame"][];
            Page: number;
            TotalPages: number;
            Currency: string;
        };
        GamePlayResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @enum {string} */
            Mode: "REAL" | "DEMO";
            Currency: string;
            /** @description Decimal, major units */
            Balance: string;
            /** @description true when this request had been played already (a retry): nothing moved now */
            Replayed: boolean;
            Round: components["schemas"]["GameRound"];
        };
        GameRound: {
            RoundId: string;
            /** @enum {string} */
            Status: "open" | "closed" | "refused" | "rolled_back";
            /** @description All the round has staked (a double or split included) */
            Stake: string;
            /** @description What it paid, stake included; null while it is played */
            Win: string | null;
            Slot?: {
                /** @enum {string} */
                Variant: "low" | "medium" | "high";
                Lines: number;
                /** @description The window, reel by reel, top to bottom */
                Reels: string[][];
                LineWins: {
                    Line: number;
                    Symbol: string;
                    Count: number;
                    /** @description Decimal, major units */
                    Win: string;
                }[];
                Scatters: number;
                /** @description Decimal, major units */
                ScatterWin: string;
            };
            Roulette?: {
                Number: number;
                /** @enum {string} */
                Color: "green" | "red" | "black";
                Bets: {
                    Type: string;
                    Numbers: number[];
                    /** @description Decimal, major units */
                    Amount: string;
                    /** @description Decimal, major units */
                    Win: string;
                }[];
            };
            Blackjack?: {
                Dealer: {
                    Cards: string[];
                    Total: number;
                };
                Hands: {
                    Cards: string[];
                    Total: number;
                    Soft: boolean;
                    Doubled: boolean;
                    /** @enum {string|null} */
                    Result: "blackjack" | "win" | "push" | "lose" | "bust" | null;
                    /** @description Decimal, major units */
                    Win: string | null;
                }[];
                /** @description The hand being played; Hands.length when the round is over */
                Active: number;
                Actions: ("hit" | "stand" | "double" | "split")[];
            };
            Keno?: {
                /** @description The numbers picked, ascending */
                Picks: number[];
                /** @description The 20 numbers drawn, in the order drawn */
                Drawn: number[];
                /** @description The picks drawn, ascending */
                Hits: number[];
                /** @description What the stake was multiplied by, e.g. "3.8" (0 when the hits pay nothing) */
                Multiplier: string;
            };
        };
        GameErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["GameErrorCode"] | components["schemas"]["ResponsibleErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
            /** @description The balance the wallet answered, when the refusal knows it (insufficient funds) */
            Balance?: string;
        };
        /**
         * @description The game server's refusals to a game page.
         * @enum {string}
         */
        GameErrorCode: "SESSION_NOT_FOUND" | "SESSION_ENDED" | "SESSION_EXPIRED" | "SESSION_NOT_YOURS" | "ACCOUNT_LOCKED" | "INVALID_STAKE" | "INVALID_BET" | "INVALID_PICKS" | "INVALID_ACTION" | "ROUND_IN_PROGRESS" | "NO_OPEN_ROUND" | "INSUFFICIENT_FUNDS" | "ROUND_FAILED" | "WALLET_UNAVAILABLE" | "RESPONSIBLE_GAMBLING";
        GamePlayRequest: {
            /**
             * @description slot and roulette: spin; blackjack: deal, then hit, stand, double or split; keno: draw
             * @enum {string}
             */
            Action: "spin" | "deal" | "hit" | "stand" | "double" | "split" | "draw";
            /** @description slot spin, blackjack deal: the total stake */
            Stake?: string | number;
            /** @description slot: paylines played (default 20); the stake is spread over them */
            Lines?: 10 | 20;
            /** @description roulette spin: the bets on the table */
            Bets?: {
                /** @enum {string} */
                Type: "straight" | "split" | "street" | "trio" | "corner" | "basket" | "line" | "dozen" | "column" | "red" | "black" | "odd" | "even" | "low" | "high";
                /** @description inside bets: the numbers covered; dozen and column: [1|2|3]; outside bets: none */
                Numbers?: number[];
                /** @description Major units of the session currency, e.g. "1.00" */
                Amount: string | number;
            }[];
            /** @description keno draw: the numbers picked, 1 to 10 distinct of 1…80 */
            Picks?: number[];
            /** @description Chosen by the page per click; sending it again answers the same play and moves no money again */
            RequestId?: string;
        };
        SubAgentsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            SubAgents: components["schemas"]["SubAgent"][];
            TotalRecords: number;
            Page: number;
            PageSize: number;
        };
        SubAgent: {
            Id: string;
            UserName: string;
            Email: string;
            /** @description Seed 001 §1: 0 user, 1 agent, 2 super agent, 3 demo user, 4 super master agent */
            AccountType: number;
            Currency: string;
            Country: string | null;
            Locked: boolean;
            /** @description Cash in Currency, major units */
            Balance: string;
            /** @description A demo user: Balance is play money */
            PlayMoney: boolean;
            ParentId: string | null;
            ParentUserName: string | null;
            /** @description Percent, 2 decimals */
            SubAgentCommission: string;
            /** @description Percent, 2 decimals */
            AgentCommission: string;
            /** @description Factor, 2 decimals (1.00 = stakes as placed) */
            StakeFactor: string;
            /** @description Percent, 2 decimals */
            PositionTaking: string;
            /** @description Percent of stakes, 2 decimals */
            Rebate: string;
            CreatedDate: string;
        };
        AgentsErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["AgentsErrorCode"] | components["schemas"]["ResponsibleErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description The agent service's refusals.
         * @enum {string}
         */
        AgentsErrorCode: "NOT_FOUND" | "NO_PRIVILEGES" | "VALIDATION" | "INSUFFICIENT_BALANCE" | "PLAY_MONEY_ONLY" | "CURRENCY_MISMATCH" | "ACCOUNT_TYPE_NOT_ALLOWED" | "IDEMPOTENCY_CONFLICT";
        SubAgentsByIdsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            SubAgents: components["schemas"]["SubAgent"][];
        };
        SubAgentResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            SubAgent: components["schemas"]["SubAgent"];
        };
        SubAgentForm: {
            UserName?: string;
            UserID?: string | null;
            CurrencyID?: string;
            Email?: string;
            Password?: string;
            PasswordConfirmation?: string;
            SubAgentCommission?: string;
            AgentCommission?: string;
            Country?: string;
            StakeFactor?: string;
            PositionTaking?: string;
            Rebate?: string;
            /** @description The new account's type (default 0, a player) */
            AccountType?: number;
        };
        AgentTransferRequest: {
            /** @description Major units, e.g. "12.50" */
            Amount: string;
        };
        AgentReportResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            From: string;
            To: string;
            Currency: string;
            Rows: components["schemas"]["AgentReportRow"][];
            Totals: components["schemas"]["AgentReportRow"];
        };
        AgentReportRow: {
            UserId: string | null;
            UserName: string;
            Currency: string;
            Stakes: string;
            Wins: string;
            Ggr: string;
            Commission: string;
            Rebate: string;
        };
        CreatePartnerKeyResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description Shown once: only its hash is stored */
            Key: string;
            PartnerKey: components["schemas"]["PartnerKey"];
        };
        PartnerKey: {
            Id: string;
            Name: string;
            /** @description The first characters of the key, to tell keys apart */
            Prefix: string;
            Scopes: ("catalogue:read" | "results:read" | "agents:reports")[];
            /** @description The agent whose tree agents:reports reads */
            OwnerUserId: string | null;
            RateLimitPerMinute: number;
            CreatedAt: string;
            RevokedAt: string | null;
        };
        CreatePartnerKey: {
            Name: string;
            Scopes: ("catalogue:read" | "results:read" | "agents:reports")[];
            OwnerUserId?: string | null;
            /** @default 60 */
            RateLimitPerMinute: number;
        };
        RevokePartnerKeyResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            PartnerKey: components["schemas"]["PartnerKey"];
        };
        PartnerKeysResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            PartnerKeys: components["schemas"]["PartnerKey"][];
        };
        PartnerAgentResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description A SessionUser */
            User: {
                [key: string]: unknown;
            };
        };
        VerifyPartnerKeyResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            PartnerKey: components["schemas"]["PartnerKey"];
        };
        MessageListResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            UserMessages: components["schemas"]["UserMessage"][];
            TotalRecords: number;
            HasUnreadMessages: boolean;
            UnreadMessagesCount: number;
            Page: number;
            PageSize: number;
        };
        UserMessage: {
            Id: string;
            Subject: string;
            Body: string;
            Sender: string;
            /** Format: date-time */
            CreatedDate: string;
            /** Format: date-time */
            ReadDate: string | null;
            IsRead: boolean;
        };
        MessageUnreadResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            HasUnreadMessages: boolean;
            UnreadMessagesCount: number;
        };
        MessageReadResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: components["schemas"]["UserMessage"];
            HasUnreadMessages: boolean;
            UnreadMessagesCount: number;
        };
        MessageRemoveResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            RemovedId: string;
            HasUnreadMessages: boolean;
            UnreadMessagesCount: number;
        };
        ResponsibleOverviewResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /**
             * Format: date-time
             * @description The player's clock
             */
            Now: string;
            Currency: string;
            Profile: components["schemas"]["ResponsibleProfile"];
            Limits: components["schemas"]["ResponsibleLimit"][];
            SessionLimitMinutes: number | null;
            /** @description The interval in force (the profile's where it imposes a shorter one) */
            RealityCheckMinutes: number | null;
            ChosenRealityCheckMinutes: number | null;
            Exclusion: components["schemas"]["ResponsibleExclusion"];
            /** Format: date-time */
            SignInPausedUntil: string | null;
            /** @description The deposit-limit prompt is due: no deposit limit set or pending, no deposit yet, and the prompt not skipped */
            LimitPromptDue: boolean;
        };
        ResponsibleProfile: {
            Name: components["schemas"]["ResponsibleProfileName"];
            CoolingOffHours: number;
            MinimumSelfExclusionMonths: number;
            MandatoryRealityCheckMinutes: number | null;
            SessionPauseMinutes: number;
            /** @description Whether the deposit-limit prompt may be skipped */
            LimitPromptSkippable: boolean;
            SlotMinimumCycleMs: number | null;
            SlotTurbo: boolean;
            SlotAutoplay: boolean;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            SlotMaxStakePerSpin: string | null;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            SlotYoungAdultMaxStakePerSpin: string | null;
            MaxBonusWageringMultiple: number | null;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            AffordabilityThreshold: string;
            AffordabilityDays: number;
        };
        /**
         * @description The jurisdiction profile the player's country falls under.
         * @enum {string}
         */
        ResponsibleProfileName: "default" | "ukgc" | "mga" | "agco";
        ResponsibleLimit: {
            Kind: components["schemas"]["ResponsibleLimitKind"];
            Period: components["schemas"]["ResponsibleLimitPeriod"];
            /**
             * @description The limit in force; null while only a new looser limit is pending after a removal
             * @example 50.00
             */
            Amount: string | null;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            Used: string;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            Remaining: string | null;
            /**
             * Format: date-time
             * @description When the window's oldest counted movement leaves it
             */
            ResetsAt: string | null;
            Pending: {
                /**
                 * @description null: the removal of the limit
                 * @example 50.00
                 */
                Amount: string | null;
                /** Format: date-time */
                EffectiveAt: string;
                Confirmable: boolean;
            } | null;
        };
        /**
         * @description What a limit caps.
         * @enum {string}
         */
        ResponsibleLimitKind: "deposit" | "loss" | "wager";
        /**
         * @description The rolling window a limit counts over (real hours, not calendar days).
         * @enum {string}
         */
        ResponsibleLimitPeriod: "day" | "week" | "month";
        ResponsibleExclusion: {
            Kind: components["schemas"]["ResponsibleExclusionKind"];
            Term: string;
            /** Format: date-time */
            From: string;
            /** Format: date-time */
            Until: string;
        } | null;
        /**
         * @description An exclusion the player chose.
         * @enum {string}
         */
        ResponsibleExclusionKind: "time_out" | "self_exclusion";
        ResponsibleErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["ResponsibleErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        ResponsibleLimitResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Effect: components["schemas"]["ResponsibleLimitChangeEffect"];
            /**
             * Format: date-time
             * @description The player's clock
             */
            Now: string;
            Currency: string;
            Profile: components["schemas"]["ResponsibleProfile"];
            Limits: components["schemas"]["ResponsibleLimit"][];
            SessionLimitMinutes: number | null;
            /** @description The interval in force (the profile's where it imposes a shorter one) */
            RealityCheckMinutes: number | null;
            ChosenRealityCheckMinutes: number | null;
            Exclusion: components["schemas"]["ResponsibleExclusion"];
            /** Format: date-time */
            SignInPausedUntil: string | null;
            /** @description The deposit-limit prompt is due: no deposit limit set or pending, no deposit yet, and the prompt not skipped */
            LimitPromptDue: boolean;
        };
        /**
         * @description What asking for a limit did.
         * @enum {string}
         */
        ResponsibleLimitChangeEffect: "applied" | "pending" | "unchanged";
        ResponsibleLimitRequest: {
            Kind: components["schemas"]["ResponsibleLimitKind"];
            Period: components["schemas"]["ResponsibleLimitPeriod"];
            Amount: string | null;
        };
        ResponsibleConfirmRequest: {
            Kind: components["schemas"]["ResponsibleLimitKind"];
            Period: components["schemas"]["ResponsibleLimitPeriod"];
        };
        ResponsibleSessionLimitRequest: {
            Minutes: number | null;
        };
        ResponsibleRealityCheckRequest: {
            /** @description Minutes between reality checks: 15, 30 or 60 */
            Minutes: 15 | 30 | 60 | null;
        };
        ResponsibleRealityCheckResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** Format: date-time */
            SignedInAt: string;
            ElapsedSeconds: number;
            IntervalMinutes: number | null;
            /** Format: date-time */
            NextCheckAt: string | null;
            Currency: string;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            Stakes: string;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            Returns: string;
            /**
             * @description Returns minus stakes this session: positive when the player is ahead
             * @example 50.00
             */
            NetPosition: string;
        };
        ResponsibleExclusionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Exclusion: components["schemas"]["ResponsibleExclusion"];
        };
        ResponsibleTimeOutRequest: {
            Term: components["schemas"]["ResponsibleTimeOutTerm"];
        };
        /**
         * @description How long a time-out lasts.
         * @enum {string}
         */
        ResponsibleTimeOutTerm: "24h" | "7d" | "30d" | "6w";
        ResponsibleSelfExclusionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Exclusion: components["schemas"]["ResponsibleExclusion"];
        };
        ResponsibleSelfExclusionRequest: {
            Term: components["schemas"]["ResponsibleSelfExclusionTerm"];
        };
        /**
         * @description How long a self-exclusion lasts (calendar months, UTC).
         * @enum {string}
         */
        ResponsibleSelfExclusionTerm: "6m" | "1y" | "2y" | "5y";
        ResponsibleNetPositionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** Format: date-time */
            From: string;
            /** Format: date-time */
            To: string;
            Currency: string;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            Deposits: string;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            Withdrawals: string;
            /**
             * @description Decimal amount in the account currency
             * @example 50.00
             */
            NetDeposits: string;
        };
        ResponsibleHistoryResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Entries: components["schemas"]["ResponsibleHistoryEntry"][];
        };
        ResponsibleHistoryEntry: {
            Id: string;
            /** @description player, operator, system */
            Actor: string;
            /** @description limit_set, limit_increase_requested, limit_increase_confirmed, session_limit_set, reality_check_set, time_out, self_exclusion, refusal, session_limit_end, affordability_flag */
            Action: string;
            Subject: string | null;
            Before: {
                [key: string]: unknown;
            } | null;
            After: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            At: string;
        };
        ResponsibleClockResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** Format: date-time */
            Now: string;
        };
        ResponsibleClockRequest: {
            AdvanceMinutes: number;
        };
        StaffSignInResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Token: string;
            Staff: components["schemas"]["StaffMember"];
        };
        StaffMember: {
            Id: string;
            UserName: string;
            Email: string;
            DisplayName: string;
            Roles: string[];
            Locked: boolean;
            /** Format: date-time */
            CreatedAt: string;
        };
        StaffSignInRequest: {
            UserName: string;
            Password: string;
            Code: string;
        };
        StaffSessionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Staff: components["schemas"]["StaffMember"];
        };
        StaffSignOutResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            SignedOut: boolean;
        };
        StaffListResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Staff: components["schemas"]["StaffMember"][];
        };
        StaffCreateResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Staff: components["schemas"]["StaffMember"];
            Enrolment: components["schemas"]["StaffEnrolment"];
        };
        /** @description Shown once: the first password and the TOTP enrolment (otpauth URI for an authenticator app) */
        StaffEnrolment: {
            Password: string;
            TotpSecret: string;
            OtpauthUri: string;
        };
        StaffCreateRequest: {
            UserName: string;
            /** Format: email */
            Email: string;
            DisplayName?: string;
            Roles: components["schemas"]["StaffRole"][];
        };
        /** @enum {string} */
        StaffRole: "admin" | "trader" | "payments" | "compliance" | "support" | "marketing" | "auditor";
        StaffUpdateResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Staff: components["schemas"]["StaffMember"];
        };
        StaffUpdateRequest: {
            Roles?: components["schemas"]["StaffRole"][];
            Locked?: boolean;
            Reason: string;
        };
        AuditListResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Entries: components["schemas"]["AuditEntry"][];
        };
        AuditEntry: {
            Id: string;
            /** Format: date-time */
            At: string;
            /** @enum {string} */
            Actor: "staff" | "machine";
            StaffId: string | null;
            StaffUserName: string | null;
            Roles: string[];
            Operation: string;
            TargetType: string | null;
            TargetId: string | null;
            Before?: unknown;
            After?: unknown;
            Reason: string | null;
            RequestId: string | null;
        };
        StaffBootstrapResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Staff: components["schemas"]["StaffMember"];
            Enrolment: components["schemas"]["StaffEnrolment"] & (Record<string, never> | null);
        };
        StaffBootstrapRequest: {
            Unlock?: boolean;
            UserName: string;
            /** Format: email */
            Email?: string;
            DisplayName?: string;
        };
        TestStaffResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Staff: components["schemas"]["StaffMember"];
            Enrolment: components["schemas"]["StaffEnrolment"];
        };
        TestStaffRequest: {
            UserName: string;
            Roles: components["schemas"]["StaffRole"][];
            Password?: string;
        };
        BackofficeWithdrawalQueueResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Withdrawals: components["schemas"]["BackofficeQueuedWithdrawal"][];
        };
        BackofficeQueuedWithdrawal: components["schemas"]["CashierTransaction"] & {
            UserId: string;
            UserName: string;
            /** @enum {string} */
            KycStatus: "verified" | "pending" | "rejected" | "not_submitted";
            /** @description Above WITHDRAWAL_KYC_ABOVE: verified KYC is needed before approval */
            KycRequired: boolean;
            /** @description 2 above WITHDRAWAL_FOUR_EYES_ABOVE (two different staff), else 1 */
            ApprovalsNeeded: number;
            /** @description The staff who approved so far */
            ApprovedBy: string[];
        };
        BackofficeWithdrawalDecisionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @enum {string} */
            Decision: "approved" | "awaiting_second_approval" | "rejected";
            Message: string;
            Withdrawal: components["schemas"]["BackofficeDecidedWithdrawal"];
        };
        BackofficeDecidedWithdrawal: components["schemas"]["CashierTransaction"] & {
            UserId: string;
        };
        BackofficeRejectWithdrawalRequest: {
            Reason: string;
        };
        BackofficeDepositsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Deposits: components["schemas"]["BackofficeDeposit"][];
        };
        BackofficeDeposit: components["schemas"]["CashierTransaction"] & {
            UserId: string;
            UserName: string;
            /** @description The payment provider */
            Provider: string | null;
            /** @description The provider's own id of the payment */
            ProviderReference: string | null;
            /** @description When its status last changed */
            UpdatedDate: string;
        };
        BackofficeAdjustmentResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description true: this idempotency key already made this adjustment; nothing moved now */
            Replayed: boolean;
            /** @description The player's cash balance now, in major units of the account's currency */
            Balance: string;
            Adjustment: components["schemas"]["BackofficeAdjustment"];
        };
        BackofficeAdjustment: components["schemas"]["CashierTransaction"] & {
            UserId: string;
            Direction: components["schemas"]["AdjustmentDirection"];
            ReasonCode: components["schemas"]["AdjustmentReason"];
            Note: string;
            /** @description The member of staff who made it */
            StaffUserName: string;
        };
        /**
         * @description Which way a manual adjustment moves the player's cash.
         * @enum {string}
         */
        AdjustmentDirection: "credit" | "debit";
        /**
         * @description Why a member of staff credited or debited a player (the player reads it translated in their history).
         * @enum {string}
         */
        AdjustmentReason: "goodwill" | "correction" | "chargeback" | "compensation" | "other";
        BackofficeAdjustmentRequest: {
            /** @description The player's account number */
            UserId: string;
            Direction: components["schemas"]["AdjustmentDirection"];
            /** @description Major units of the account's currency, e.g. "25.00" */
            Amount: string;
            ReasonCode: components["schemas"]["AdjustmentReason"];
            /** @description What happened, for the desk and the audit (the player does not see it) */
            Note: string;
        };
        BackofficeTickerResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Entries: components["schemas"]["BackofficeTickerEntry"][];
        };
        BackofficeTickerEntry: {
            TicketId: string;
            /** @description When the book accepted it (ISO 8601) */
            AcceptedAt: string;
            /** @description When the player placed it (a live bet waits for the live delay in between) */
            PlacedAt: string;
            UserId: string;
            UserName: string;
            /** @description single, combo, system, ifbet, reversebet or teaser */
            BetType: string;
            /** @description The whole stake, in major units of the ticket's currency */
            Stake: string;
            Currency: string;
            /** @description The total odds: the potential return over the stake */
            Odds: string;
            PotentialReturn: string;
            /** @description Placed on a match in play */
            Live: boolean;
            /** @description The player's tags when it was accepted */
            Tags: ("vip" | "bonus_abuser" | "sharp")[];
            /** @description rules/trading/ticker-flags.ts: large_stake, sharp, late_bet, same_event */
            Flags: ("large_stake" | "sharp" | "late_bet" | "same_event")[];
            Legs: components["schemas"]["BackofficeTickerLeg"][];
        };
        BackofficeTickerLeg: {
            MatchId: number;
            SportId: number;
            MatchName: string;
            /** @description The market's key, as the ticket recorded it */
            Market: string;
            /** @description The outcome as the player saw it on the slip */
            Outcome: string;
            /** @description The decimal odds the leg was taken at */
            Odds: string;
        };
        BackofficeTradingSportsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Sports: components["schemas"]["TradingSport"][];
        };
        TradingSport: {
            Id: number;
            Name: string;
            /** @description null: open */
            Suspension: components["schemas"]["TradingSuspension"] | null;
        };
        TradingSuspension: {
            Scope: components["schemas"]["TradingSuspensionScope"];
            SportId: number;
            MatchId: string | null;
            MarketId: string | null;
            Reason: string;
            /** @description The trader who suspended it */
            StaffUserName: string;
            /** @description When (ISO 8601) */
            CreatedDate: string;
        };
        /**
         * @description What a suspension covers
         * @enum {string}
         */
        TradingSuspensionScope: "sport" | "match" | "market";
        BackofficeTradingErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["StaffErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        BackofficeTradingMatchControlsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Match: components["schemas"]["TradingMatchControls"];
        };
        TradingMatchControls: {
            Id: string;
            Name: string;
            SportId: number;
            Status: string;
            Markets: components["schemas"]["TradingControlledMarket"][];
            Suspensions: components["schemas"]["TradingSuspension"][];
            /** @description The currencies a max stake may be set in (the book's) */
            StakeCurrencies: string[];
        };
        TradingControlledMarket: {
            Id: string;
            Key: string;
            Type: string;
            Line: number | null;
            /** @description The feed itself has it suspended (bet stop, after a score, practically decided) */
            FeedSuspended: boolean;
            /** @description The desk suspended it (or its match or sport) */
            DeskSuspended: boolean;
            Odds: components["schemas"]["TradingOdd"][];
            /** @description The desk's max stake per currency, major units */
            MaxStakes: components["schemas"]["TradingMaxStake"][];
            /** @description The trader's override of its prices or margin; null: the feed's */
            Override: components["schemas"]["TradingPriceOverride"] | null;
        };
        TradingOdd: {
            Id: string;
            /** @description The outcome, e.g. "home": what a price override names */
            Key: string;
            Title: string;
            Price: number | null;
            IsSuspended: boolean;
        };
        TradingMaxStake: {
            Currency: string;
            MaxStake: string;
        };
        TradingPriceOverride: {
            Mode: components["schemas"]["TradingOverrideMode"];
            /** @description The trader's margin in percent ("5.00") for a margin override; null for prices */
            Margin: string | null;
            /** @description Outcome key → the trader's price (empty for a margin) */
            Prices: {
                [key: string]: number;
            };
            Reason: string;
            StaffUserName: string;
            /** @description When (ISO 8601) */
            CreatedDate: string;
        };
        /**
         * @description fixed: kept until released; offset: the feed's later moves applied on top (for a margin: re-priced at it)
         * @enum {string}
         */
        TradingOverrideMode: "fixed" | "offset";
        BackofficeTradingSuspensionResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Suspended: boolean;
        };
        BackofficeTradingSuspensionRequest: {
            Scope: components["schemas"]["TradingSuspensionScope"];
            /** @description The sport, match or market id */
            Id: string;
            Suspended: boolean;
            /** @description Why: it goes to the audit log with the before and after */
            Reason: string;
        };
        BackofficeTradingMaxStakeResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            MaxStake: string | null;
        };
        BackofficeTradingMaxStakeRequest: {
            /** @enum {string} */
            Currency: "EUR" | "USD" | "CAD" | "SEK" | "UAH" | "BTC" | "mBTC" | "ETH" | "mETH" | "LTC" | "BCH" | "DOGE" | "NEO" | "ADA" | "REP" | "USDTE" | "USDTT" | "BNB";
            /** @description Major units, e.g. "50.00"; null lifts it */
            MaxStake: string | null;
            /** @description Why: it goes to the audit log with the before and after */
            Reason: string;
        };
        BackofficeTradingPricesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description The trader's prices now; null when released */
            Prices: {
                [key: string]: number;
            } | null;
        };
        BackofficeTradingPricesRequest: {
            /**
             * @description null releases the override
             * @enum {string|null}
             */
            Mode: "fixed" | "offset" | null;
            /** @description Outcome key → decimal price, e.g. { "home": "2.10" } */
            Prices: {
                [key: string]: string;
            };
            /** @description Why: it goes to the audit log with the before and after */
            Reason: string;
        };
        BackofficeTradingMarginResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            /** @description The margin now ("5.00"); null when released */
            Margin: string | null;
            /** @description Outcome key → the market's price now; null when released */
            Prices: {
                [key: string]: number;
            } | null;
        };
        BackofficeTradingMarginRequest: {
            /**
             * @description null releases the override
             * @enum {string|null}
             */
            Mode: "fixed" | "offset" | null;
            /** @description Percent, 2 to 25 in hundredths, e.g. "5" or "4.50"; ignored on release */
            Margin: string | null;
            /** @description Why: it goes to the audit log with the before and after */
            Reason: string;
        };
        BackofficePlayerSearchResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Players: components["schemas"]["BackofficePlayerSummary"][];
            TotalRecords: number;
            Page: number;
            PageSize: number;
        };
        BackofficePlayerSummary: {
            Id: string;
            UserName: string;
            Email: string;
            /** @description First and last name as the player gave them (may be empty) */
            Name: string;
            CountryCode: string;
            Currency: string;
            Locked: boolean;
            /** Format: date-time */
            CreatedAt: string;
            /** Format: date-time */
            LastSignInAt: string | null;
        };
        BackofficePlayerProfileResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Player: components["schemas"]["BackofficePlayer"];
            Balances: components["schemas"]["BackofficePlayerBalance"][];
            Tickets: components["schemas"]["BackofficePlayerTicket"][];
            CasinoRounds: components["schemas"]["BackofficePlayerRound"][];
            Transactions: components["schemas"]["CashierTransaction"][];
            Sessions: components["schemas"]["BackofficePlayerSession"][];
            Responsible: components["schemas"]["BackofficePlayerResponsible"];
            /** @enum {string} */
            KycStatus: "verified" | "pending" | "rejected" | "not_submitted";
            Notes: components["schemas"]["BackofficePlayerNote"][];
            Tags: components["schemas"]["PlayerTag"][];
        };
        BackofficePlayer: components["schemas"]["BackofficePlayerSummary"] & {
            TwoFactorEnabled: boolean;
            EmailVerified: boolean;
        };
        BackofficePlayerBalance: {
            Currency: string;
            Cash: string;
            Bonus: string;
            /** @description Pending withdrawals */
            Reserved: string;
        };
        BackofficePlayerTicket: {
            Id: string;
            BetType: string;
            Status: string;
            Outcome: string | null;
            Currency: string;
            Stake: string;
            PotentialReturn: string;
            Returned: string | null;
            /** Format: date-time */
            PlacedAt: string;
        };
        BackofficePlayerRound: {
            Id: string;
            Game: string;
            Provider: string;
            Currency: string;
            Stake: string;
            Win: string;
            Status: string;
            /** Format: date-time */
            StartedAt: string;
        };
        BackofficePlayerSession: {
            Id: string;
            Ip: string;
            UserAgent: string;
            /** Format: date-time */
            StartedAt: string;
            /** Format: date-time */
            LastSeenAt: string;
            /** Format: date-time */
            ExpiresAt: string;
        };
        BackofficePlayerResponsible: {
            Currency: string;
            Limits: components["schemas"]["ResponsibleLimit"][];
            SessionLimitMinutes: number | null;
            Exclusion: components["schemas"]["ResponsibleExclusion"];
            /** Format: date-time */
            SignInPausedUntil: string | null;
        };
        BackofficePlayerNote: {
            Id: string;
            Body: string;
            /** @description The staff member's user name */
            Author: string;
            /** Format: date-time */
            CreatedAt: string;
        };
        /**
         * @description A fixed tag: vip, bonus_abuser (bonus abuser) or sharp
         * @enum {string}
         */
        PlayerTag: "vip" | "bonus_abuser" | "sharp";
        BackofficeEndSessionsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Ended: number;
        };
        BackofficeEndAllSessionsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Ended: number;
        };
        BackofficeLockPlayerResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Locked: boolean;
        };
        BackofficeLockPlayerRequest: {
            Locked: boolean;
            Reason: string;
        };
        BackofficeResetTwoFactorResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            TwoFactorEnabled: boolean;
        };
        BackofficeResetTwoFactorRequest: {
            Reason: string;
        };
        BackofficeAddNoteResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Note: components["schemas"]["BackofficePlayerNote"];
        };
        BackofficeAddNoteRequest: {
            Body: string;
        };
        BackofficeSetTagsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Tags: components["schemas"]["PlayerTag"][];
        };
        BackofficeSetTagsRequest: {
            Tags: components["schemas"]["PlayerTag"][];
        };
        BackofficeMessagePlayerResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            MessageId: string;
            /** @description false: an exclusion holds it back */
            Delivered: boolean;
            Repeated: boolean;
        };
        BackofficeMessagePlayerRequest: {
            Subject: string;
            Body: string;
            /** @description Chosen by the sender (a UUID), the same on every retry of one send */
            IdempotencyKey: string;
        };
        BackofficePlayerRiskResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            UserId: string;
            /** @description Scales every max bet the player is offered: 0.01 to 10, 1 = the operator's max bets */
            StakeFactor: number;
            /** @description The member of staff who set it last; null: never set */
            SetBy: string | null;
            /** Format: date-time */
            SetAt: string | null;
            Suggestion: components["schemas"]["BackofficePlayerRiskSuggestion"];
        };
        BackofficePlayerRiskSuggestion: {
            /**
             * @description too_few: fewer settled tickets than the test needs; sharp/winning: a profit significant at 1 %/5 %; beats_closing: picks above the closing price 60 % of the time or more
             * @enum {string}
             */
            Verdict: "too_few" | "sharp" | "winning" | "beats_closing" | "normal";
            /** @description The factor the record suggests */
            StakeFactor: number;
            /** @description Settled tickets read (the latest, at most 200) */
            Tickets: number;
            /** @description Profit over them, percent of the stakes */
            ProfitPercent: number;
            /** @description One-sided p of a mean return this high from a player who pays the margin */
            PValue: number;
            /** @description Share of tickets taken at odds above the closing price; null: unknown */
            BeatClosingPercent: number | null;
        };
        BackofficeSetPlayerRiskRequest: {
            StakeFactor: number;
            Reason: string;
        };
        KycQueueResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Documents: components["schemas"]["QueuedKycDocument"][];
        };
        QueuedKycDocument: {
            Id: string;
            PlayerId: string;
            UserName: string;
            Email: string;
            DocumentType: string;
            FileName: string;
            ContentType: string;
            SizeBytes: number;
            /** Format: date-time */
            UploadedAt: string;
        };
        ComplianceErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["StaffErrorCode"] | components["schemas"]["ComplianceErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description Compliance's refusals: a KYC document or a flag already decided.
         * @enum {string}
         */
        ComplianceErrorCode: "KYC_ALREADY_DECIDED" | "FLAG_ALREADY_RESOLVED";
        KycApproveResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Document: components["schemas"]["KycDecision"];
        };
        KycDecision: {
            Id: string;
            /** @enum {string} */
            Status: "verified" | "rejected";
            RejectReason: string | null;
        };
        KycApproveRequest: {
            Reason?: string;
        };
        KycRejectResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Document: components["schemas"]["KycDecision"];
        };
        KycRejectRequest: {
            Reason: string;
        };
        ComplianceFlagsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Flags: components["schemas"]["ComplianceFlag"][];
        };
        ComplianceFlag: {
            Id: string;
            PlayerId: string;
            UserName: string;
            Rule: components["schemas"]["ComplianceFlagRule"];
            /** @description The facts that raised it (amounts in minor units as strings, the address, the counts) */
            Details: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            RaisedAt: string;
            /** Format: date-time */
            ResolvedAt: string | null;
            Resolution: string | null;
        };
        /** @enum {string} */
        ComplianceFlagRule: "large_deposit_without_kyc" | "affordability" | "shared_address";
        ComplianceFlagResolveResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Flag: components["schemas"]["ComplianceFlag"];
        };
        ComplianceFlagResolveRequest: {
            Reason: string;
        };
        PlayerResponsibleHistoryResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Entries: components["schemas"]["ResponsibleHistoryEntry"][];
        };
        ChatStartResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Token: string | null;
            ConversationId: string;
            Messages: components["schemas"]["ChatMessage"][];
        };
        ChatMessage: {
            Id: string;
            /** @enum {string} */
            Author: "visitor" | "staff";
            Body: string;
            /** Format: date-time */
            CreatedAt: string;
        };
        ChatErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["AccountErrorCode"] | components["schemas"]["StaffErrorCode"] | components["schemas"]["ChatErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description The live chat's refusals.
         * @enum {string}
         */
        ChatErrorCode: "CHAT_NOT_STARTED";
        ChatMessagesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            ConversationId: string;
            Messages: components["schemas"]["ChatMessage"][];
        };
        ChatSendResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: components["schemas"]["ChatMessage"];
        };
        ChatSendRequest: {
            Body: string;
        };
        ChatConversationsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Conversations: components["schemas"]["ChatConversation"][];
        };
        ChatConversation: {
            Id: string;
            UserId: string | null;
            UserName: string | null;
            /** Format: date-time */
            CreatedAt: string;
            /** Format: date-time */
            LastActivityAt: string;
            Unanswered: boolean;
            LastMessage: string | null;
        };
        ChatConversationResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Conversation: components["schemas"]["ChatConversation"];
            Messages: components["schemas"]["ChatMessage"][];
        };
        ChatAnswerResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Message: components["schemas"]["ChatMessage"];
        };
        ChatAnswerRequest: {
            Body: string;
        };
        ReportResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Days: components["schemas"]["ReportDay"][];
        };
        /** @description One UTC day in one currency: GGR = stakes − winnings on settled bets/rounds; NGR = GGR − bonus cost */
        ReportDay: {
            /** Format: date */
            Day: string;
            Currency: string;
            Sportsbook: components["schemas"]["ReportTurnover"];
            Casino: components["schemas"]["ReportTurnover"];
            LiveCasino: components["schemas"]["ReportTurnover"];
            /** @description A decimal amount in the row's currency */
            Ggr: string;
            /** @description A decimal amount in the row's currency */
            BonusCost: string;
            /** @description A decimal amount in the row's currency */
            Ngr: string;
            Deposits: components["schemas"]["ReportPayments"];
            Withdrawals: components["schemas"]["ReportPayments"];
            ActivePlayers: number;
        };
        ReportTurnover: {
            /** @description A decimal amount in the row's currency */
            Stakes: string;
            /** @description A decimal amount in the row's currency */
            Winnings: string;
            /** @description A decimal amount in the row's currency */
            Ggr: string;
        };
        ReportPayments: {
            Count: number;
            /** @description A decimal amount in the row's currency */
            Amount: string;
        };
        TradingMatchesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Matches: components["schemas"]["TradingMatch"][];
        };
        TradingMatch: {
            MatchId: number;
            Name: string;
            Status: string;
            StartsAt: string;
            Liability: components["schemas"]["TradingMatchFigures"][];
        };
        TradingMatchFigures: {
            Currency: string;
            /** @description The largest payout of any one outcome of the match */
            WorstCase: string;
            /** @description A decimal amount in the row's currency */
            Stakes: string;
            Tickets: number;
        };
        TradingMatchResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Match: components["schemas"]["TradingMatchDetail"];
        };
        TradingMatchDetail: {
            MatchId: number;
            Name: string;
            Status: string;
            StartsAt: string;
            Markets: components["schemas"]["TradingMarket"][];
            /** @description Outcomes still owed on that the feed no longer lists */
            Unlisted: components["schemas"]["TradingUnlistedOutcome"][];
        };
        TradingMarket: {
            Key: string;
            Line: number | null;
            IsSuspended: boolean;
            Limits: components["schemas"]["TradingMarketLimits"];
            Outcomes: components["schemas"]["TradingOutcome"][];
        };
        /** @description The trader's limits on the market; null when it has none */
        TradingMarketLimits: {
            /** @description The currency the limits count liability in */
            Currency: string;
            /** @description An outcome's payout may not go above it: a placement that would is refused */
            MaxLiability: string | null;
            /** @description The placement that takes an outcome to it suspends the market */
            AutoSuspendAt: string | null;
            /** @description Its threshold suspended it (a suspension of the desk's kind, set by the system) until a trader reopens it */
            Suspended: boolean;
        } | null;
        TradingOutcome: {
            OddId: number;
            Title: string;
            Price: number | null;
            IsSuspended: boolean;
            Liability: components["schemas"]["TradingOutcomeLiability"][];
        };
        TradingOutcomeLiability: {
            Currency: string;
            /** @description What the book pays if this outcome wins (platform/trading/exposure.ts) */
            Payout: string;
            /** @description A decimal amount in the row's currency */
            Stakes: string;
            Tickets: number;
        };
        TradingUnlistedOutcome: {
            OddId: number;
            MarketKey: string;
            Liability: components["schemas"]["TradingOutcomeLiability"][];
        };
        TradingLimitsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Limits: components["schemas"]["TradingMarketLimits"];
            MarketKey: string;
        };
        TradingLimitsRequest: {
            MarketKey: string;
            Currency: string;
            /** @description Major units of the currency, e.g. "500.00"; null: none */
            MaxLiability: string | null;
            /** @description Major units of the currency, e.g. "500.00"; null: none */
            AutoSuspendAt: string | null;
            /** @description Why, for the audit log */
            Reason: string;
        };
        TradingReopenResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Limits: components["schemas"]["TradingMarketLimits"] & unknown;
            MarketKey: string;
        };
        TradingReopenRequest: {
            MarketKey: string;
            /** @description Why, for the audit log */
            Reason: string;
        };
        TradingAuditResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Entries: components["schemas"]["AuditEntry"][];
        };
        BackofficeCasinoGamesResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Games: components["schemas"]["BackofficeCasinoGame"][];
            TotalCount: number;
            EndCursor: string | null;
            HasNextPage: boolean;
        };
        BackofficeCasinoGame: components["schemas"]["CasinoGame"] & {
            /** @description Marked not working (the status shows it unless the game is retired or its provider is off) */
            NotWorking: boolean;
            /** Format: date-time */
            RetiredAt: string | null;
        };
        BackofficeCasinoErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["StaffErrorCode"] | components["schemas"]["CasinoErrorCode"] | components["schemas"]["CasinoOperatorErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        BackofficeCasinoGameResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Game: components["schemas"]["BackofficeCasinoGame"];
        };
        BackofficeNewCasinoGameRequest: {
            /** @enum {string} */
            Provider: "softswiss" | "pragmatic" | "habanero" | "endorphina" | "egt" | "amusnet" | "pateplay" | "openbox" | "sevenmojos" | "leap" | "rocket" | "goldenrace";
            Kind: components["schemas"]["CasinoGameKind"];
            Title: string;
            /**
             * @description The game server that plays it: slot for slots, roulette or blackjack for the others
             * @enum {string}
             */
            Engine: "slot" | "roulette" | "blackjack";
            /**
             * @description A slot: low, medium or high volatility; roulette: european; blackjack: classic
             * @enum {string}
             */
            Variant: "low" | "medium" | "high" | "european" | "classic";
            /** @description SoftSwiss only: the studio code behind the game */
            Studio?: string | null;
            /** @default [] */
            Categories: ("popular" | "new" | "jackpot" | "megaways" | "classic" | "fruit" | "bonus-buy" | "roulette" | "blackjack" | "virtual" | "lotto")[];
            /**
             * @default [
             *       "EUR",
             *       "USD",
             *       "SEK",
             *       "CAD"
             *     ]
             */
            Currencies: ("EUR" | "USD" | "SEK" | "CAD")[];
            HasDemo: boolean;
            /** @default false */
            HasJackpot: boolean;
        };
        BackofficeRetireCasinoGameRequest: {
            /** @description Why: it goes to the audit log */
            Reason?: string;
        };
        BackofficeCasinoGameWorkingRequest: {
            Working: boolean;
            /** @description Why: it goes to the audit log */
            Reason?: string;
        };
        BackofficeCasinoProvidersResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Providers: components["schemas"]["BackofficeCasinoProvider"][];
        };
        BackofficeCasinoProvider: {
            Code: string;
            Name: string;
            Enabled: boolean;
            /** @description Its games not retired */
            GameCount: number;
        };
        BackofficeCasinoProviderResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Provider: components["schemas"]["BackofficeCasinoProvider"];
        };
        BackofficeSwitchCasinoProviderRequest: {
            Enabled: boolean;
            /** @description Why: it goes to the audit log */
            Reason?: string;
        };
        BackofficeJackpotsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Jackpots: components["schemas"]["BackofficeJackpot"][];
        };
        BackofficeJackpot: components["schemas"]["CasinoJackpot"] & {
            /** @description What the pool restarts from after a win, in its currency */
            Seed: string;
        };
        BackofficeJackpotResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Jackpot: components["schemas"]["BackofficeJackpot"];
        };
        BackofficeJackpotSeedRequest: {
            /** @description A decimal in the pool's currency, e.g. "15000.00" */
            Seed: string;
        };
        ReleaseHistoryResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Live: string;
            Releases: components["schemas"]["Release"][];
        };
        Release: {
            Hash: string;
            PublishedAt: string;
        };
        OperationsErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["StaffErrorCode"] | components["schemas"]["OperationsErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        /**
         * @description Operations' refusals: a change to the agent network its rules do not allow.
         * @enum {string}
         */
        OperationsErrorCode: "AGENT_MOVE_CYCLE" | "AGENT_PARENT_NOT_AGENT" | "AGENT_TYPE_NOT_UNDER_PARENT" | "AGENT_SUB_ACCOUNTS_REMAIN" | "AGENT_CURRENCY_MISMATCH" | "AGENT_DEMO_ACCOUNT";
        NetworkAccountsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Accounts: components["schemas"]["NetworkAccount"][];
        };
        NetworkAccount: {
            Id: string;
            UserName: string;
            Email: string;
            /** @description Seed 001 §1: 0 user, 1 agent, 2 super agent, 3 demo user, 4 super master agent */
            AccountType: number;
            Currency: string;
            Locked: boolean;
            ParentId: string | null;
            ParentUserName: string | null;
            /** @description How many accounts sit directly under it */
            SubAccounts: number;
            CreatedDate: string;
        };
        NetworkAccountResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Account: components["schemas"]["NetworkAccount"];
        };
        NetworkAccountTypeRequest: {
            AccountType: number;
            /** @description Why (the audit log records it) */
            Reason?: string;
        };
        NetworkMoveRequest: {
            ParentUserName: string;
            /** @description Why (the audit log records it) */
            Reason?: string;
        };
        BonusCampaignsResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Campaigns: components["schemas"]["BonusCampaign"][];
        };
        BonusCampaign: {
            Id: number;
            Code: string;
            Title: string;
            /** @enum {string} */
            Kind: "deposit" | "free_spins" | "free_bet" | "cashback";
            /** @enum {string} */
            Product: "any" | "casino" | "sportsbook";
            Personal: boolean;
            Percent: number;
            /** @description Per currency: the fixed amount, or the cap of a percentage (major units) */
            Amounts: {
                [key: string]: string;
            };
            Spins: number;
            WageringMultiplier: number;
            RequiresDeposit: boolean;
            FirstDepositOnly: boolean;
            ValidDays: number;
            StartsAt: string | null;
            EndsAt: string | null;
            PausedAt: string | null;
            MaxClaims: number | null;
            Claims: number;
            /** @enum {string} */
            State: "scheduled" | "running" | "paused" | "expired" | "exhausted";
            CreatedAt: string;
        };
        MarketingErrorEnvelope: {
            /** @enum {boolean} */
            HasErrors: true;
            ErrorMessage: string;
            ErrorCode: components["schemas"]["CommonErrorCode"] | components["schemas"]["StaffErrorCode"] | components["schemas"]["BonusErrorCode"] | components["schemas"]["BonusOperatorErrorCode"];
            FieldErrors?: {
                [key: string]: string;
            };
            RetryAfterSeconds?: number;
        };
        BonusCampaignResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Campaign: components["schemas"]["BonusCampaign"];
        };
        BonusCampaignCreateRequest: {
            Code: string;
            Title: string;
            /** @enum {string} */
            Kind: "deposit" | "free_spins" | "free_bet" | "cashback";
            /** @enum {string} */
            Product?: "any" | "casino" | "sportsbook";
            Personal?: boolean;
            Percent?: number;
            /**
             * @example {
             *       "EUR": "10.00"
             *     }
             */
            Amounts?: {
                [key: string]: string;
            };
            Spins?: number;
            WageringMultiplier?: number;
            RequiresDeposit?: boolean;
            FirstDepositOnly?: boolean;
            ValidDays?: number;
            /** Format: date-time */
            StartsAt?: string | null;
            /** Format: date-time */
            EndsAt?: string | null;
            MaxClaims?: number | null;
        };
        BonusCampaignChangeResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Campaign: components["schemas"]["BonusCampaign"];
        };
        BonusCampaignChangeRequest: {
            /** @enum {string} */
            Action?: "pause" | "resume" | "expire";
            Title?: string;
            Percent?: number;
            /**
             * @example {
             *       "EUR": "10.00"
             *     }
             */
            Amounts?: {
                [key: string]: string;
            };
            WageringMultiplier?: number;
            ValidDays?: number;
            /** Format: date-time */
            StartsAt?: string | null;
            /** Format: date-time */
            EndsAt?: string | null;
            MaxClaims?: number | null;
            Reason?: string;
        };
        BonusAssignRequest: {
            UserId: string;
            BonusCode: string;
        };
        BonusCashbackResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            WeekStart: string;
            Paid: {
                UserId: string;
                Currency: string;
                NetLoss: string;
                Amount: string;
            }[];
            AlreadyPaid: number;
        };
        BonusCashbackRequest: {
            /** @example 2026-01-05 */
            WeekStart: string;
        };
        MarketingSegmentPreviewResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            Recipients: number;
        };
        /** @description Which players: every condition given must hold (none: every player) */
        MarketingSegment: {
            Countries?: string[];
            Currencies?: string[];
            /** Format: date-time */
            RegisteredFrom?: string;
            /** Format: date-time */
            RegisteredTo?: string;
            HasDeposited?: boolean;
        };
        MarketingSegmentMessageResponse: {
            /** @enum {boolean} */
            HasErrors: false;
            ErrorMessage: null;
            MessageId: string;
            Recipients: number;
            /** @description A retry: the first send answered, nothing sent again */
            Replayed: boolean;
        };
        MarketingSegmentMessageRequest: {
            Segment: components["schemas"]["MarketingSegment"];
            Subject: string;
            Body: string;
            IdempotencyKey: string;
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
