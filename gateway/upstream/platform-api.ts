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
          "application/json": components["schemas"]["PersonalDetails"];
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
      Details: components["schemas"]["PersonalDetails"];
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
      Details: components["schemas"]["PersonalDetails"];
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
      Event: "score-home" | "score-away" | "bet-stop-on" | "bet-stop-off" | "end";
    };
  };
}

