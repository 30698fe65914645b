// Generated from platform/openapi.json by scripts/generate.ts. Do not edit; run `npm run generate`.

/* eslint-disable */

export interface paths {
  "/health": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["Health"];
          };
        };
        503: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": {
              status: "unavailable";
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["VersionResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ClearCacheResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header: {
          "x-admin-token": string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["PublishRelease"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["PublishReleaseResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CountriesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CurrenciesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SettingsListsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["VisitorInfoResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ConfigResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["TranslationsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: {
          after?: string;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "text/event-stream": string;
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CaptchaResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/register": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
          "application/json": components["schemas"]["RegisterRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["RegisterResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/login": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
          "application/json": components["schemas"]["LoginRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["LoginResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/login/2fa": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
          "application/json": components["schemas"]["LoginTwoFactorRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["LoginResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/logout": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/session": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SessionResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/verify-email": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
          "application/json": components["schemas"]["VerifyEmailRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/lost-password": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
          "application/json": components["schemas"]["LostPasswordRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/set-password": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
          "application/json": components["schemas"]["SetPasswordRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/change-password": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["ChangePasswordRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/profile": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ProfileResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["PersonalDetailsUpdate"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ProfileUpdateResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/2fa/setup": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["TwoFactorSetupResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/2fa/enable": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["TwoFactorEnableRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["TwoFactorEnableResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/2fa/disable": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["TwoFactorDisableRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/sessions": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SessionsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/sessions/revoke-others": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/kyc": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["KycResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/account/kyc/documents": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["KycUploadRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["KycUploadResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/mailbox": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MailboxResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        429: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/deposit/methods": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierDepositMethodsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/deposit": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
          "idempotency-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CashierDepositRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierDepositResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/crypto/address": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CashierCryptoAddressRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierCryptoAddressResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/crypto/addresses": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierCryptoAddressesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/sandbox/{depositId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
      };
    };
    put?: never;
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
      requestBody: {
        content: {
          "application/x-www-form-urlencoded": {
            CardNumber?: string;
            Expiry?: string;
            Cvc?: string;
            Outcome?: "approve" | "decline";
          };
        };
      };
      responses: {
        303: {
          headers: { [name: string]: unknown };
          content: never;
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        404: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
      requestBody: {
        content: {
          "application/json": components["schemas"]["CashierCallback"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierCallbackResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/x1/confirm": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CashierX1ConfirmRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierX1ConfirmResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/x1/status": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierX1StatusResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/withdraw/methods": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierWithdrawMethodsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/withdraw": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
          "idempotency-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CashierWithdrawRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierWithdrawalResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/withdraw/{id}/cancel": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierWithdrawalResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/transactions": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierTransactionsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/transactions/statuses": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierStatusesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/transactions/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierTransactionResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/cashier/balance": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierBalanceResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/cashier/withdrawals": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierPendingWithdrawalsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/cashier/withdrawals/{id}/approve": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierDecisionResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/cashier/withdrawals/{id}/reject": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierRejectResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/cashier/vouchers": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CashierCreateVouchersRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CashierCreateVouchersResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/bonuses": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BonusListsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/bonuses/user": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["UserBonusesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/bonuses/claim": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BonusClaimRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BonusResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/bonuses/{id}/cancel": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BonusResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/bonuses/assign": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BonusAssignRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BonusResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/bonuses/cashback": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BonusCashbackRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BonusCashbackResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/sportsbook/matches/live": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MatchMarketsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["AlternativeMarketsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["StreamResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["OutrightsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MarketsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SportsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["PopularSportsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["TournamentsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CategoriesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MarketTypesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ScheduleResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ResultTournamentsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query: {
          date: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ResultTournamentsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ResultTournamentsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ResultMatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query: {
          langcode?: string;
          TournamentId: number;
          date: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ResultMatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ResultMatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ResultMatchesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "image/svg+xml": string;
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["StreamStateResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header: {
          "x-admin-token": string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["InjectFeedEventRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["InjectFeedEventResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header: {
          "x-admin-token": string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["ScriptedMatchRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ScriptedMatchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BettingSlipRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingSlipResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/betslip/selections/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingSelectionResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/betslip/policy": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BettingPolicyRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingPolicyResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: {
          Tab?: "uncleared" | "cleared" | "declined" | "all";
          Period?: "last24" | "last48" | "lastweek" | "lastmonth" | "custom" | "all";
          From?: string;
          To?: string;
          Page?: number;
          PageSize?: number;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingTicketsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
          "idempotency-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BettingPlaceRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingPlaceResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/bets/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingTicketResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/bets/{id}/offer": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
      requestBody: {
        content: {
          "application/json": components["schemas"]["BettingOfferRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingTicketResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/bets/{id}/cashout": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
      requestBody: {
        content: {
          "application/json": components["schemas"]["BettingCashoutRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingCashoutResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/betting/matches/{id}/settle": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingSettleResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/betting/matches/{id}/rollback": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingRollbackResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/betting/tickets/{id}/end-delay": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["BettingEndDelayResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/games": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: {
          Kind?: "slot" | "table" | "live" | "virtual";
          Category?: "popular" | "new" | "jackpot" | "megaways" | "classic" | "fruit" | "bonus-buy" | "roulette" | "blackjack" | "virtual";
          Provider?: string;
          Studio?: string;
          Search?: string;
          Sort?: "popularity" | "title";
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/games/byIds": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoGameListResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/lobby": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: {
          Kind?: "slot" | "table" | "live" | "virtual";
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLobbyResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/art/{file}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "image/svg+xml": string;
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/jackpots": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoJackpotsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/jackpots/wins": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoJackpotWinsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/casino/jackpots/{id}/trigger": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoTriggerResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/profile/casinoHistory": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoHistoryResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SoftSwissCasino/EndGameSession": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
          "application/json": components["schemas"]["CasinoEndGameSessionRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoEndGameSessionResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/wallet/balance": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-signature"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CasinoWalletBalanceRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/wallet/bet": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-signature"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CasinoWalletMoveRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/wallet/win": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-signature"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CasinoWalletMoveRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/casino/wallet/rollback": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-signature"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CasinoWalletRollbackRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoWalletError"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SoftSwissCasino/GetGames": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SoftSwissCasino/GetLiveCasinoGames": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SoftSwissCasino/GetLaunchUrl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SoftSwissCasino/GetJackpots": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoJackpotsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pragmatic/games": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pragmatic/liveCasinoGames": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pragmatic/gameUrl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pragmatic/demoGameUrl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pragmatic/jackpots": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoJackpotsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Habanero/getGamesByCategory": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Habanero/getlaunchurl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Endorphina/games": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Endorphina/geturl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Endorphina/getdemourl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/EgtDigital/games": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/EgtDigital/gameurl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/EgtDigital/demogameurl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/EgtDigital/Jackpots": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoJackpotsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Amusnet/Games": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Amusnet/GameUrl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Amusnet/DemoGameUrl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Amusnet/Jackpots": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoJackpotsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pateplay/Games": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pateplay/GameUrl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pateplay/DemoGameUrl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Pateplay/Jackpots": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoJackpotsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/OpenBox/Games": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/OpenBox/GameUrl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SevenMojos/games": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SevenMojos/livegames": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SevenMojos/gameurl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/SevenMojos/demogameurl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Leap/casinogames": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Leap/virtualgames": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Leap/gameurl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Leap/demogameurl": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/Rocket/LaunchGame": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/GoldenRace/initialize": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoLaunchResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/livecasino/get": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/CasinoTop/Get": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoTopResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/PopularCasinoGames/Live": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/PopularCasinoGames/Slot": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/PopularCasinoGames/Table": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CasinoProviderGamesResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/games/{engine}/{token}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path: {
          engine: "slot" | "roulette" | "blackjack";
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        410: {
          headers: { [name: string]: unknown };
          content: {
            "text/html": string;
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
      requestBody: {
        content: {
          "application/json": components["schemas"]["GamePlayRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["GamePlayResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["GameErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["GameErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["GameErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["GameErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["GameErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["SubAgentForm"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/agent/subAgents/byIds": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentsByIdsResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/agent/subAgents/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
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
      requestBody: {
        content: {
          "application/json": components["schemas"]["SubAgentForm"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/agent/subAgents/{id}/unlock": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/agent/subAgents/{id}/deposit": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
          "idempotency-key"?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["AgentTransferRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/agent/subAgents/{id}/withdraw": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-session-token"?: string;
          "idempotency-key"?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["AgentTransferRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/agent/report": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: {
          Month?: number;
          Year?: number;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["AgentReportResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/agent/report.csv": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: {
          Month?: number;
          Year?: number;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "text/csv": string;
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/agents/accountType": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["AccountTypeRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["SubAgentResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        409: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/partners/keys": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["PartnerKeysResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CreatePartnerKey"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["CreatePartnerKeyResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["RevokePartnerKeyResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["PartnerAgentResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["VerifyPartnerKeyResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: {
          Page?: number;
          PageSize?: number;
          Skip?: number | null;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageListResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageUnreadResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageReadResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
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
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageRemoveResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
  "/api/admin/messages": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-admin-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["MessageSendRequest"];
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["MessageSendResponse"];
          };
        };
        400: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        401: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        403: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        404: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        500: {
          headers: { [name: string]: unknown };
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
}

export interface components {
  schemas: {
    Health: {
      status: "ok";
      database: "ok";
    };
    VersionResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Hash: string;
    };
    ErrorEnvelope: {
      HasErrors: true;
      ErrorMessage: string;
      ErrorCode: string;
      FieldErrors?: { [key: string]: string };
      RetryAfterSeconds?: number;
    };
    ClearCacheResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Cleared: number;
    };
    PublishReleaseResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Hash: string;
    };
    PublishRelease: {
      Hash: string;
    };
    CountriesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Countries: (components["schemas"]["Country"])[];
    };
    Country: {
      ID: number;
      Name: string;
      Code: string;
    };
    CurrenciesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Currencies: (components["schemas"]["Currency"])[];
    };
    Currency: {
      ID: number;
      Abbreviation: string;
      NameLocalized: string;
      Decimals: number;
      MinimumDeposit: string;
    };
    SettingsListsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      OddsFormats: ("decimal" | "fractional" | "american" | "hongkong" | "indonesian" | "malay")[];
      ViewFormats: ("european" | "asian" | "american")[];
      Sortings: ("time" | "competition")[];
      Lines: (number)[];
      Languages: (components["schemas"]["Language"])[];
      Timezones: (components["schemas"]["Timezone"])[];
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
      HasErrors: false;
      ErrorMessage: null;
      Ip: string;
      CountryCode: string | null;
      IsAustralia: boolean;
      RegistrationRestricted: boolean;
      RestrictedCurrencies: (string)[];
    };
    ConfigResponse: {
      HasErrors: false;
      ErrorMessage: null;
      SupportedLanguages: (string)[];
      DefaultLanguage: string;
      DefaultCurrency: string;
      VersionCheckIntervalMs: number;
      QuickDepositAmounts: (string)[];
      Features: {
        Deposit: boolean;
        LowBalanceModal: boolean;
        Affiliate: boolean;
        ImageCaptcha: boolean;
      };
    };
    TranslationsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Translations: { [key: string]: { [key: string]: unknown } };
    };
    CaptchaResponse: {
      HasErrors: false;
      ErrorMessage: null;
      CaptchaId: string;
      CaptchaPicAsBase64: string;
      PowChallenge: string;
      PowDifficulty: number;
    };
    RegisterResponse: {
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
      ReCaptchaToken?: string | null;
    };
    LoginResponse: {
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
      Balance: string;
      PreviousSignInAt: string | null;
    } | null;
    LoginRequest: {
      UserName: string;
      Password: string;
      CaptchaId: string;
      Captcha: string;
      ReCaptchaToken: string;
      RememberMe?: boolean;
    };
    LoginTwoFactorRequest: {
      TwoFactorTicket: string;
      Pin: string;
    };
    MessageResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Message: string;
      Detail?: string;
    };
    SessionResponse: {
      HasErrors: false;
      ErrorMessage: null;
      User: components["schemas"]["SessionUser"];
    };
    VerifyEmailRequest: {
      Token: string;
    };
    LostPasswordRequest: {
      Email: string;
      CaptchaId: string;
      Captcha: string;
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
      HasErrors: false;
      ErrorMessage: null;
      Details: components["schemas"]["PersonalDetailsRead"];
    };
    PersonalDetailsRead: components["schemas"]["PersonalDetails"] & {
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
      HasErrors: false;
      ErrorMessage: null;
      Details: components["schemas"]["PersonalDetailsRead"];
    };
    PersonalDetailsUpdate: components["schemas"]["PersonalDetails"] & {
      CurrentPassword?: string | null;
    };
    TwoFactorSetupResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Secret: string;
      OtpauthUri: string;
      QrCodeDataUrl: string;
    };
    TwoFactorEnableResponse: {
      HasErrors: false;
      ErrorMessage: null;
      RecoveryCodes: (string)[];
    };
    TwoFactorEnableRequest: {
      Pin: string;
    };
    TwoFactorDisableRequest: {
      Password: string;
      Pin: string;
    };
    SessionsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Sessions: (components["schemas"]["AccountSession"])[];
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
      HasErrors: false;
      ErrorMessage: null;
      Status: "not_submitted" | "pending" | "verified" | "rejected";
      Documents: (components["schemas"]["KycDocument"])[];
    };
    KycDocument: {
      Id: string;
      DocumentType: "passport" | "id_card" | "driving_licence" | "proof_of_address";
      FileName: string;
      SizeBytes: number;
      Status: "pending" | "verified" | "rejected";
      UploadedAt: string;
    };
    KycUploadResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Document: components["schemas"]["KycDocument"];
    };
    KycUploadRequest: {
      DocumentType: "passport" | "id_card" | "driving_licence" | "proof_of_address";
      FileName: string;
      ContentType: string;
      ContentBase64: string;
    };
    MailboxResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Messages: (components["schemas"]["MailMessage"])[];
    };
    MailMessage: {
      Id: string;
      To: string;
      Subject: string;
      Text: string;
      SentAt: string;
    };
    CashierDepositMethodsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      DepositMethods: (components["schemas"]["CashierDepositMethod"])[];
      SelectedMethod: string | null;
      HasDeposits: boolean;
      QuickAmounts: (string)[];
      CardTypes: ({
        Id: number;
        Name: string;
        FirstDigit: string;
      })[];
      Currency: string;
    };
    CashierDepositMethod: {
      Key: string;
      Value: string;
      OriginalValue: string;
      PaymentMethodId: number;
      Provider: string;
      Kind: "hosted" | "bank" | "crypto" | "voucher" | "widget";
      Fields: ({
        Name: string;
        Required: boolean;
      })[];
      Currencies: (components["schemas"]["CashierDepositMethodCurrency"])[];
    };
    CashierDepositMethodCurrency: {
      Currency: string;
      MinAmount: string | null;
      MaxAmount: string | null;
      Blockchain: string | null;
    };
    CashierDepositResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Message: string;
      Deposit: components["schemas"]["CashierTransaction"];
      Redirect: {
        Url: string;
      } | null;
      BankInfo: components["schemas"]["CashierBankInfo"];
      Widget: components["schemas"]["CashierX1Widget"];
      Transfer: components["schemas"]["CashierX1Transfer"];
      CryptoAddress: components["schemas"]["CashierCryptoAddress"];
    };
    CashierTransaction: {
      Id: string;
      StatementTypeID: number;
      StatementType: string;
      StatementTypeText: string;
      StatusID: number;
      Status: string;
      StatusText: string;
      StatusGroup: string;
      Method: string | null;
      MethodName: string | null;
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
      PaymentMethod?: string | null;
      PaymentMethodId?: number | null;
      Amount?: string | number | null;
      Currency?: string | null;
      AgreeWithDepositTerms?: boolean | null;
      CardCountry?: string | null;
      PaparaAccountNumber?: string | null;
      NetellerEmail?: string | null;
      VoucherCode?: string | null;
      PagsmileDocumentNumber?: string | null;
      BonusCode?: string | null;
      ReturnUrl?: string | null;
    };
    CashierCryptoAddressResponse: {
      HasErrors: false;
      ErrorMessage: null;
      CryptoAddress: components["schemas"]["CashierCryptoAddress"];
    };
    CashierCryptoAddressRequest: {
      CryptoCurrency: string;
    };
    CashierCryptoAddressesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Addresses: (components["schemas"]["CashierCryptoAddress"])[];
    };
    CashierCallbackResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Replayed: boolean;
      Deposit: components["schemas"]["CashierTransaction"];
    };
    CashierCallback: {
      TransactionId: string;
      Status: "approved" | "declined";
      Amount: string;
      Currency: string;
      DepositId?: string;
      ReferenceNumber?: string;
      Address?: string;
      Reason?: "card_declined" | "insufficient_funds" | "declined";
    };
    CashierX1ConfirmResponse: {
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
      HasErrors: false;
      ErrorMessage: null;
      Status: number;
      StatusName: string;
      TransferId: string | null;
    };
    CashierWithdrawMethodsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      WithdrawMethods: (components["schemas"]["CashierWithdrawMethod"])[];
      SelectedMethod: string | null;
    };
    CashierWithdrawMethod: {
      Name: string;
      Key: string;
      PaymentMethodId: number;
      Provider: string;
      Currency: string | null;
      Currencies: ({
        Currency: string;
        MinAmount: string | null;
        MaxAmount: string | null;
        MaxExclusive: boolean;
      })[];
      Fields: ({
        Name: string;
        Required: boolean;
      })[];
    };
    CashierWithdrawalResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Message: string;
      Withdrawal: components["schemas"]["CashierTransaction"];
    };
    CashierWithdrawRequest: {
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
      Amount?: string | number | null;
    };
    CashierTransactionsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Transactions: (components["schemas"]["CashierTransaction"])[];
      TotalRecords: number;
      Page: number;
      PageSize: number;
      TotalPages: number;
    };
    CashierStatusesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Statuses: ({
        Id: number;
        Name: string;
        Text: string;
        Group: string;
      })[];
      Groups: ({
        Name: string;
        Text: string;
        StatusIds: (number)[];
      })[];
    };
    CashierTransactionResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Transaction: components["schemas"]["CashierTransaction"];
    };
    CashierBalanceResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Currency: string;
      Balance: string;
      BonusBalance: string;
      ReservedBalance: string;
      TotalBalance: string;
      Balances: (components["schemas"]["CashierBalance"])[];
    };
    CashierBalance: {
      Currency: string;
      Balance: string;
      BonusBalance: string;
      ReservedBalance: string;
      TotalBalance: string;
    };
    CashierPendingWithdrawalsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Withdrawals: (components["schemas"]["CashierAdminWithdrawal"] & {
        Details: { [key: string]: string };
      })[];
    };
    CashierAdminWithdrawal: components["schemas"]["CashierTransaction"] & {
      UserId: string;
    };
    CashierDecisionResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Message: string;
      Withdrawal: components["schemas"]["CashierAdminWithdrawal"];
    };
    CashierRejectResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Message: string;
      Withdrawal: components["schemas"]["CashierAdminWithdrawal"];
    };
    CashierCreateVouchersResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Vouchers: ({
        Code: string;
        Currency: string;
        Amount: string;
      })[];
    };
    CashierCreateVouchersRequest: {
      Currency: string;
      Amount: string;
      Count?: number;
      Code?: string;
    };
    BonusListsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      GeneralBonuses: (components["schemas"]["BonusOffer"])[];
      PersonalBonuses: (components["schemas"]["UserBonus"])[];
    };
    BonusOffer: {
      Id: number;
      Code: string;
      Kind: "deposit" | "free_spins" | "free_bet" | "cashback";
      Product: "any" | "casino" | "sportsbook";
      Personal: boolean;
      Title: string;
      Description: string;
      Percent: number;
      Amount: string | null;
      Currency: string;
      Spins: number;
      WageringMultiplier: number;
      RequiresDeposit: boolean;
      FirstDepositOnly: boolean;
      ValidDays: number;
      UserStatus: number;
    };
    UserBonus: {
      Id: string;
      BonusId: number;
      Code: string;
      Kind: "deposit" | "free_spins" | "free_bet" | "cashback";
      Product: "any" | "casino" | "sportsbook";
      Personal: boolean;
      Title: string;
      Status: number;
      StatusName: string;
      StatusText: string;
      Amount: string;
      Currency: string;
      Spins: number;
      SpinValue: string | null;
      WageringRequired: string;
      Wagered: string;
      WageringRemaining: string;
      DepositId: string | null;
      CreatedDate: string;
      ActivatedDate: string | null;
      FinishedDate: string | null;
      ExpiresDate: string | null;
    };
    UserBonusesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Bonuses: (components["schemas"]["UserBonus"])[];
    };
    BonusResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Message: string;
      Bonus: components["schemas"]["UserBonus"];
    };
    BonusClaimRequest: {
      BonusCode?: string | null;
      TransactionId?: string | null;
    };
    BonusAssignRequest: {
      UserId: string;
      BonusCode: string;
    };
    BonusCashbackResponse: {
      HasErrors: false;
      ErrorMessage: null;
      WeekStart: string;
      Paid: ({
        UserId: string;
        Currency: string;
        NetLoss: string;
        Amount: string;
      })[];
      AlreadyPaid: number;
    };
    BonusCashbackRequest: {
      WeekStart: string;
    };
    MatchesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Matches: (components["schemas"]["Match"])[];
    };
    Match: {
      ID: number;
      Name: string;
      DateOfMatch: string;
      SportTypeID: number;
      SportSystemID: number;
      SportKey: string;
      SportName: string;
      Type: number;
      BettingSourceType: number;
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
      PreviewMarkets: (components["schemas"]["Market"])[];
      PreviewMarketOrder: ("1x2" | "winner" | "double-chance" | "draw-no-bet" | "asian-handicap" | "total" | "correct-score" | "total-maps" | "total-sets" | "outright")[];
      LiveInfo: components["schemas"]["LiveInfo"];
    };
    Market: {
      ID: number;
      Key: string;
      Type: "1x2" | "winner" | "double-chance" | "draw-no-bet" | "asian-handicap" | "total" | "correct-score" | "total-maps" | "total-sets" | "outright";
      PeriodType: "match" | "half" | "quarter" | "period" | "set" | "map" | "leg";
      PeriodIndex: number;
      Line: number | null;
      IsMain: boolean;
      IsSuspended: boolean;
      Odds: (components["schemas"]["Odd"])[];
    };
    Odd: {
      ID: number;
      MatchID: number;
      Key: string;
      Title: string;
      TitleSuffix: string | null;
      Price: number | null;
      IsSuspended: boolean;
    };
    LiveInfo: {
      Status: "not_started" | "live" | "ended" | "cancelled" | "postponed";
      Period: number;
      ClockSeconds: number;
      InInterval: boolean;
      HomeScore: number;
      AwayScore: number;
      PeriodScores: (components["schemas"]["Score"])[];
      BetStop: boolean;
      HasStream: boolean;
    };
    Score: {
      Home: number;
      Away: number;
    };
    MatchMarketsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Match: components["schemas"]["Match"];
      Markets: (components["schemas"]["Market"])[];
    };
    AlternativeMarketsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      MatchID: number;
      Markets: (components["schemas"]["Market"])[];
    };
    StreamResponse: {
      HasErrors: false;
      ErrorMessage: null;
      StreamUrl: string | null;
      StreamType: "iframe" | null;
    };
    OutrightsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Outrights: (components["schemas"]["Outright"])[];
    };
    Outright: components["schemas"]["Match"] & {
      Markets: (components["schemas"]["Market"])[];
    };
    MarketsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Markets: (components["schemas"]["Market"])[];
    };
    SportsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Sports: (components["schemas"]["Sport"])[];
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
      HasErrors: false;
      ErrorMessage: null;
      Sports: (components["schemas"]["Sport"])[];
    };
    TournamentsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Tournaments: (components["schemas"]["Tournament"])[];
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
      HasErrors: false;
      ErrorMessage: null;
      Categories: (components["schemas"]["Category"])[];
    };
    Category: {
      ID: number;
      Name: string;
      CountryCode: string | null;
      SportID: number;
      MatchesCount: number;
    };
    MarketTypesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      MarketTypes: (components["schemas"]["MarketType"])[];
    };
    MarketType: {
      Type: "1x2" | "winner" | "double-chance" | "draw-no-bet" | "asian-handicap" | "total" | "correct-score" | "total-maps" | "total-sets" | "outright";
      Name: string;
      HasLine: boolean;
      PeriodTypes: ("match" | "half" | "quarter" | "period" | "set" | "map" | "leg")[];
    };
    ScheduleResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Days: (string)[];
      Date: string;
      Sports: (components["schemas"]["ScheduleSport"])[];
      Matches: (components["schemas"]["ScheduleItem"])[];
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
      StartDateJs: string;
      BettingSourceType: number;
      OutcomesCount: number;
      HomeTeamName: string | null;
      AwayTeamName: string | null;
    };
    ResultTournamentsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Tournaments: (components["schemas"]["ResultTournament"])[];
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
    };
    ResultMatchesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Matches: (components["schemas"]["ResultMatch"])[];
    };
    ResultMatch: {
      ID: number;
      Name: string;
      SportTypeID: number;
      TournamentID: number;
      DateOfMatch: string;
      Status: "not_started" | "live" | "ended" | "cancelled" | "postponed";
      HomeTeamName: string | null;
      AwayTeamName: string | null;
      HomeScore: number;
      AwayScore: number;
      PeriodScores: (components["schemas"]["Score"])[];
      Markets: (components["schemas"]["ResultMarket"])[];
    };
    ResultMarket: {
      ID: number;
      Key: string;
      Type: "1x2" | "winner" | "double-chance" | "draw-no-bet" | "asian-handicap" | "total" | "correct-score" | "total-maps" | "total-sets" | "outright";
      PeriodType: "match" | "half" | "quarter" | "period" | "set" | "map" | "leg";
      PeriodIndex: number;
      Line: number | null;
      Odds: (components["schemas"]["ResultOdd"])[];
    };
    ResultOdd: {
      ID: number;
      Key: string;
      Title: string;
      TitleSuffix: string | null;
      Price: number | null;
      Result: "win" | "lost" | "refund" | "halfwin" | "halflose" | "cancelled" | null;
    };
    StreamStateResponse: {
      HasErrors: false;
      ErrorMessage: null;
      LiveInfo: components["schemas"]["LiveInfo"];
    };
    InjectFeedEventResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Applied: boolean;
    };
    InjectFeedEventRequest: {
      MatchId: number;
      Event: "score-home" | "score-away" | "bet-stop-on" | "bet-stop-off" | "end" | "odds-up" | "odds-down" | "price-reset" | "clock" | "kick-off";
      Seconds?: number;
    };
    ScriptedMatchResponse: {
      HasErrors: false;
      ErrorMessage: null;
      MatchId: number;
    };
    ScriptedMatchRequest: {
      Sport: "soccer" | "basketball" | "tennis" | "baseball" | "ice-hockey" | "counter-strike" | "dota-2";
      Live: boolean;
      Streamed?: boolean;
      ClockSeconds?: number;
      StartsInMinutes?: number;
      Strength?: {
        Home: number;
        Away: number;
      };
    };
    BettingSlipResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Selections: (components["schemas"]["BettingSlipSelection"])[];
      MissingSelections: (number)[];
      MaxBets: { [key: string]: string };
      Systems: ({
        Size: number;
        Of: number;
        Lines: number;
        Label: string;
      })[];
      TeaserSettings: ({
        ID: number;
        Points: number;
        Selections: ({
          NumberOfSelections: number;
          Odds: string;
        })[];
      })[];
      AccumulatorBonus: {
        Percent: number;
        MinOdds: string;
        Rules: ({
          Selections: number;
          Percent: number;
        })[];
      };
      Insurance: {
        Percent: number;
        MinSelections: number;
      };
      RemainingLimit: string | null;
      DailyLimit: string | null;
      OddsPolicy: components["schemas"]["BettingOddsPolicy"];
      Balance: string | null;
      FreeBets: ({
        Id: string;
        Amount: string;
      })[];
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
      Odds: string | null;
      IsSuspended: boolean;
      incompatibleSelections: (number)[];
      incompatibleTeaserSelections: (number)[];
    };
    BettingOddsPolicy: "decline-any" | "accept-better" | "accept-any";
    BettingSlipRequest: {
      Selections: ({
        OddId: number;
        Banker?: boolean;
      })[];
    };
    BettingSelectionResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Selection: components["schemas"]["BettingSlipSelection"];
    };
    BettingPolicyResponse: {
      HasErrors: false;
      ErrorMessage: null;
      OddsPolicy: components["schemas"]["BettingOddsPolicy"];
    };
    BettingPolicyRequest: {
      OddsPolicy: components["schemas"]["BettingOddsPolicy"];
    };
    BettingPlaceResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Tickets: (components["schemas"]["BettingTicket"])[];
    };
    BettingTicket: {
      Id: string;
      BetType: components["schemas"]["BettingBetType"];
      Status: number;
      StatusName: "pending" | "accepted" | "declined" | "new-offer" | "delayed" | "delayed-cashout";
      Outcome: "won" | "lost" | "refunded" | "cashed_out" | null;
      Stake: string;
      UnitStake: string;
      Currency: string;
      TotalOdds: string | null;
      PotentialReturn: string;
      Returned: string | null;
      SystemSize: number | null;
      TeaserPoints: number | null;
      IfBetVariant: "standard" | "action";
      OddsPolicy: components["schemas"]["BettingOddsPolicy"];
      IsLive: boolean;
      IsFreeBet: boolean;
      InsurancePremium: string | null;
      TraderOffer: {
        Stake: string;
        Odds: string;
      } | null;
      DeclineReason: string | null;
      CashoutAmount: string | null;
      CashOut: string | null;
      CreatedDate: string;
      SettledDate: string | null;
      Items: (components["schemas"]["BettingTicketItem"])[];
    };
    BettingBetType: "single" | "combo" | "system" | "ifbet" | "reversebet" | "teaser";
    BettingTicketItem: {
      OddId: number;
      MatchId: number;
      MatchName: string;
      MarketKey: string;
      MarketType: string;
      Title: string;
      Line: number | null;
      Odds: string;
      IsBanker: boolean;
      Result: "pending" | "cancelled" | "win" | "lost" | "refund" | "halfwin" | "halflose";
    };
    BettingPlaceRequest: {
      Type: components["schemas"]["BettingBetType"];
      Selections: ({
        OddId: number;
        Odds: string | number;
        Banker?: boolean;
      })[];
      Stake?: string | number | null;
      SystemStakes?: { [key: string]: string | number | null };
      TeaserId?: number | null;
      IfBetVariant?: "standard" | "action";
      OddsPolicy?: components["schemas"]["BettingOddsPolicy"] & string | null;
      FreeBetId?: string | null;
      Insurance?: boolean;
      Lay?: boolean;
      SeenBalance?: string | null;
    };
    BettingTicketsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Tickets: (components["schemas"]["BettingTicket"])[];
      Total: number;
      Page: number;
      PageSize: number;
    };
    BettingTicketResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Ticket: components["schemas"]["BettingTicket"];
    };
    BettingOfferRequest: {
      Accept: boolean;
    };
    BettingCashoutResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Result: "none" | "processing" | "accepted" | "declined" | "failed";
      Message: string | null;
      CashOut: string | null;
      Ticket: components["schemas"]["BettingTicket"];
    };
    BettingCashoutRequest: {
      Amount: string | number;
      Odds?: ({
        OddId: number;
        Odds: string | number;
      })[];
    };
    BettingSettleResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Items: number;
      Tickets: number;
    };
    BettingRollbackResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Tickets: number;
    };
    BettingEndDelayResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Judged: boolean;
    };
    CasinoGamesResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Games: (components["schemas"]["CasinoGame"])[];
      TotalCount: number;
      EndCursor: string | null;
      HasNextPage: boolean;
    };
    CasinoGame: {
      Id: number;
      Slug: string;
      Title: string;
      Kind: "slot" | "table" | "live" | "virtual";
      Engine: "slot" | "roulette" | "blackjack";
      Variant: string;
      Provider: string;
      ProviderName: string;
      GameKey: string;
      Studio: string | null;
      StudioName: string | null;
      Categories: (string)[];
      Currencies: (string)[];
      ImageUrl: string;
      HasDemo: boolean;
      Rtp: string;
      HasJackpot: boolean;
      Popularity: number;
      ReleasedAt: string;
      LaunchError: string | null;
      LaunchErrorCode: string | null;
    };
    CasinoGameListResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Games: (components["schemas"]["CasinoGame"])[];
    };
    CasinoLobbyResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Providers: (components["schemas"]["CasinoLobbyProvider"])[];
      Categories: (components["schemas"]["CasinoLobbyCategory"])[];
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
      HasErrors: false;
      ErrorMessage: null;
      Jackpots: (components["schemas"]["CasinoJackpot"])[];
    };
    CasinoJackpot: {
      Id: number;
      Code: string;
      Name: string;
      Currency: string;
      Amount: string;
    };
    CasinoJackpotWinsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Wins: (components["schemas"]["CasinoJackpotWin"])[];
      EndCursor: string | null;
      HasNextPage: boolean;
    };
    CasinoJackpotWin: {
      Id: string;
      JackpotId: number;
      Code: string;
      Name: string;
      Amount: string;
      Currency: string;
      GameId: number | null;
      WonAt: string;
    };
    CasinoTriggerResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Jackpot: components["schemas"]["CasinoJackpot"];
    };
    CasinoHistoryResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Rounds: (components["schemas"]["CasinoRound"])[];
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
      Stake: string;
      Win: string;
      Status: "open" | "closed" | "rolled_back";
    };
    CasinoEndGameSessionResponse: {
      HasErrors: false;
      ErrorMessage: null;
      SessionId: string;
      EndedAt: string;
    };
    CasinoEndGameSessionRequest: {
      sessionId: string;
    };
    CasinoWalletResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Balance: string;
      Currency: string;
      Replayed: boolean;
    };
    CasinoWalletError: components["schemas"]["ErrorEnvelope"] & {
      Balance?: string;
      Currency?: string;
    };
    CasinoWalletBalanceRequest: {
      Provider: string;
      Token: string;
    };
    CasinoWalletMoveRequest: {
      Provider: string;
      Token: string;
      TransactionId: string;
      RoundId: string;
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
      HasErrors: false;
      ErrorMessage: null;
      Games: (components["schemas"]["CasinoProviderGame"])[];
      Currency: string;
    };
    CasinoProviderGame: components["schemas"]["CasinoGame"] & {
      Currency: string;
    };
    CasinoLaunchResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Url: string | null;
      Data: { [key: string]: string } | null;
      SessionId: string;
      Mode: "real" | "demo";
      GameId: number;
      Currency: string;
      ExpiresAt: string;
    };
    CasinoTopResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Games: (components["schemas"]["CasinoProviderGame"])[];
      Page: number;
      TotalPages: number;
      Currency: string;
    };
    GamePlayResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Mode: "REAL" | "DEMO";
      Currency: string;
      Balance: string;
      Replayed: boolean;
      Round: components["schemas"]["GameRound"];
    };
    GameRound: {
      RoundId: string;
      Status: "open" | "closed" | "refused" | "rolled_back";
      Stake: string;
      Win: string | null;
      Slot?: {
        Variant: "low" | "medium" | "high";
        Lines: number;
        Reels: ((string)[])[];
        LineWins: ({
          Line: number;
          Symbol: string;
          Count: number;
          Win: string;
        })[];
        Scatters: number;
        ScatterWin: string;
      };
      Roulette?: {
        Number: number;
        Color: "green" | "red" | "black";
        Bets: ({
          Type: string;
          Numbers: (number)[];
          Amount: string;
          Win: string;
        })[];
      };
      Blackjack?: {
        Dealer: {
          Cards: (string)[];
          Total: number;
        };
        Hands: ({
          Cards: (string)[];
          Total: number;
          Soft: boolean;
          Doubled: boolean;
          Result: "blackjack" | "win" | "push" | "lose" | "bust" | null;
          Win: string | null;
        })[];
        Active: number;
        Actions: ("hit" | "stand" | "double" | "split")[];
      };
    };
    GameErrorEnvelope: {
      HasErrors: true;
      ErrorMessage: string;
      ErrorCode: string;
      FieldErrors?: { [key: string]: string };
      Balance?: string;
    };
    GamePlayRequest: {
      Action: "spin" | "deal" | "hit" | "stand" | "double" | "split";
      Stake?: string | number;
      Lines?: 10 | 20;
      Bets?: ({
        Type: "straight" | "split" | "street" | "trio" | "corner" | "basket" | "line" | "dozen" | "column" | "red" | "black" | "odd" | "even" | "low" | "high";
        Numbers?: (number)[];
        Amount: string | number;
      })[];
      RequestId?: string;
    };
    SubAgentsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      SubAgents: (components["schemas"]["SubAgent"])[];
      TotalRecords: number;
      Page: number;
      PageSize: number;
    };
    SubAgent: {
      Id: string;
      UserName: string;
      Email: string;
      AccountType: number;
      Currency: string;
      Country: string | null;
      Locked: boolean;
      Balance: string;
      PlayMoney: boolean;
      ParentId: string | null;
      ParentUserName: string | null;
      SubAgentCommission: string;
      AgentCommission: string;
      StakeFactor: string;
      PositionTaking: string;
      Rebate: string;
      CreatedDate: string;
    };
    SubAgentsByIdsResponse: {
      HasErrors: false;
      ErrorMessage: null;
      SubAgents: (components["schemas"]["SubAgent"])[];
    };
    SubAgentResponse: {
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
      AccountType?: number;
    };
    AgentTransferRequest: {
      Amount: string;
    };
    AgentReportResponse: {
      HasErrors: false;
      ErrorMessage: null;
      From: string;
      To: string;
      Currency: string;
      Rows: (components["schemas"]["AgentReportRow"])[];
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
    AccountTypeRequest: {
      UserName: string;
      AccountType: number;
      ParentUserName?: string | null;
    };
    CreatePartnerKeyResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Key: string;
      PartnerKey: components["schemas"]["PartnerKey"];
    };
    PartnerKey: {
      Id: string;
      Name: string;
      Prefix: string;
      Scopes: ("catalogue:read" | "results:read" | "agents:reports")[];
      OwnerUserId: string | null;
      RateLimitPerMinute: number;
      CreatedAt: string;
      RevokedAt: string | null;
    };
    CreatePartnerKey: {
      Name: string;
      Scopes: ("catalogue:read" | "results:read" | "agents:reports")[];
      OwnerUserId?: string | null;
      RateLimitPerMinute?: number;
    };
    RevokePartnerKeyResponse: {
      HasErrors: false;
      ErrorMessage: null;
      PartnerKey: components["schemas"]["PartnerKey"];
    };
    PartnerKeysResponse: {
      HasErrors: false;
      ErrorMessage: null;
      PartnerKeys: (components["schemas"]["PartnerKey"])[];
    };
    PartnerAgentResponse: {
      HasErrors: false;
      ErrorMessage: null;
      User: { [key: string]: { [key: string]: unknown } };
    };
    VerifyPartnerKeyResponse: {
      HasErrors: false;
      ErrorMessage: null;
      PartnerKey: components["schemas"]["PartnerKey"];
    };
    MessageListResponse: {
      HasErrors: false;
      ErrorMessage: null;
      UserMessages: (components["schemas"]["UserMessage"])[];
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
      CreatedDate: string;
      ReadDate: string | null;
      IsRead: boolean;
    };
    MessageUnreadResponse: {
      HasErrors: false;
      ErrorMessage: null;
      HasUnreadMessages: boolean;
      UnreadMessagesCount: number;
    };
    MessageReadResponse: {
      HasErrors: false;
      ErrorMessage: null;
      Message: components["schemas"]["UserMessage"];
      HasUnreadMessages: boolean;
      UnreadMessagesCount: number;
    };
    MessageRemoveResponse: {
      HasErrors: false;
      ErrorMessage: null;
      RemovedId: string;
      HasUnreadMessages: boolean;
      UnreadMessagesCount: number;
    };
    MessageSendResponse: {
      HasErrors: false;
      ErrorMessage: null;
      MessageId: string;
      Recipients: number;
    };
    MessageSendRequest: {
      UserId?: string;
      UserName?: string;
      All?: boolean;
      Subject: string;
      Body: string;
      Sender?: string;
    };
  };
}

