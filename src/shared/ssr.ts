/**
 * The contract between the server and the server-rendering bundle (dist/ssr/entry-server.js,
 * built from src/web/entry-server.tsx). The server loads the bundle by path at run time; neither
 * side imports the other's source (decision 070).
 */

/** The fetch the bundle's API client uses on the server: the app's own API, in process. */
export type SsrFetch = (input: string, init?: RequestInit) => Promise<Response>;

export type SsrRenderInput = {
  /** Path and query of the page ('/SingleServicePage/x?page=2'). */
  url: string;
  /** The site's absolute origin (PUBLIC_URL), for canonical links and Open Graph. */
  publicUrl: string;
};

export type SsrRenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      /** 200, or 404 for the not-found page. */
      status: number;
      /** Tags for <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
      head: string;
      /** The rendered app, for <div id="root">. */
      html: string;
      /** The dehydrated data (JSON, already safe inside a <script type="application/json">). */
      state: string;
      /** Ids of the matched routes: a page route's id names its module (src/web/app/routes). */
      routeIds: string[];
    };

export type SsrBundle = {
  setup: (options: { fetch: SsrFetch }) => void;
  render: (input: SsrRenderInput) => Promise<SsrRenderResult>;
};

/** The id of the JSON data block that carries the dehydrated state to the browser. */
export const SSR_STATE_ID = 'ks-ssr-state';
/**
 * The `<meta name>` that lists the code of the web app's start-up steps (space-separated URLs):
 * the entry preloads it once it runs, so the steps find it fetched (decision 104).
 */
export const STARTUP_MODULES_META = 'ks-startup-modules';
