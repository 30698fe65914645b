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
  };
}

