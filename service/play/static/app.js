// ../../openapi/clients/typescript/node_modules/openapi-fetch/dist/index.mjs
var PATH_PARAM_RE = /\{[^{}]+\}/g;
var supportsRequestInitExt = () => {
  return typeof process === "object" && Number.parseInt(process?.versions?.node?.substring(0, 2)) >= 18 && process.versions.undici;
};
function randomID() {
  return Math.random().toString(36).slice(2, 11);
}
function createClient(clientOptions) {
  let {
    baseUrl = "",
    Request: CustomRequest = globalThis.Request,
    fetch: baseFetch = globalThis.fetch,
    querySerializer: globalQuerySerializer,
    bodySerializer: globalBodySerializer,
    pathSerializer: globalPathSerializer,
    headers: baseHeaders,
    requestInitExt = void 0,
    ...baseOptions
  } = { ...clientOptions };
  requestInitExt = supportsRequestInitExt() ? requestInitExt : void 0;
  baseUrl = removeTrailingSlash(baseUrl);
  const globalMiddlewares = [];
  async function coreFetch(schemaPath, fetchOptions) {
    const {
      baseUrl: localBaseUrl,
      fetch: fetch2 = baseFetch,
      Request = CustomRequest,
      headers,
      params = {},
      parseAs = "json",
      querySerializer: requestQuerySerializer,
      bodySerializer = globalBodySerializer ?? defaultBodySerializer,
      pathSerializer: requestPathSerializer,
      body,
      middleware: requestMiddlewares = [],
      ...init
    } = fetchOptions || {};
    let finalBaseUrl = baseUrl;
    if (localBaseUrl) {
      finalBaseUrl = removeTrailingSlash(localBaseUrl) ?? baseUrl;
    }
    let querySerializer = typeof globalQuerySerializer === "function" ? globalQuerySerializer : createQuerySerializer(globalQuerySerializer);
    if (requestQuerySerializer) {
      querySerializer = typeof requestQuerySerializer === "function" ? requestQuerySerializer : createQuerySerializer({
        ...typeof globalQuerySerializer === "object" ? globalQuerySerializer : {},
        ...requestQuerySerializer
      });
    }
    const pathSerializer = requestPathSerializer || globalPathSerializer || defaultPathSerializer;
    const serializedBody = body === void 0 ? void 0 : bodySerializer(
      body,
      // Note: we declare mergeHeaders() both here and below because it’s a bit of a chicken-or-egg situation:
      // bodySerializer() needs all headers so we aren’t dropping ones set by the user, however,
      // the result of this ALSO sets the lowest-priority content-type header. So we re-merge below,
      // setting the content-type at the very beginning to be overwritten.
      // Lastly, based on the way headers work, it’s not a simple “present-or-not” check becauase null intentionally un-sets headers.
      mergeHeaders(baseHeaders, headers, params.header)
    );
    const finalHeaders = mergeHeaders(
      // with no body, we should not to set Content-Type
      serializedBody === void 0 || // if serialized body is FormData; browser will correctly set Content-Type & boundary expression
      serializedBody instanceof FormData ? {} : {
        "Content-Type": "application/json"
      },
      baseHeaders,
      headers,
      params.header
    );
    const finalMiddlewares = [...globalMiddlewares, ...requestMiddlewares];
    const requestInit = {
      redirect: "follow",
      ...baseOptions,
      ...init,
      body: serializedBody,
      headers: finalHeaders
    };
    let id;
    let options;
    let request = new Request(
      createFinalURL(schemaPath, { baseUrl: finalBaseUrl, params, querySerializer, pathSerializer }),
      requestInit
    );
    let response;
    for (const key in init) {
      if (!(key in request)) {
        request[key] = init[key];
      }
    }
    if (finalMiddlewares.length) {
      id = randomID();
      options = Object.freeze({
        baseUrl: finalBaseUrl,
        fetch: fetch2,
        parseAs,
        querySerializer,
        bodySerializer,
        pathSerializer
      });
      for (const m of finalMiddlewares) {
        if (m && typeof m === "object" && typeof m.onRequest === "function") {
          const result = await m.onRequest({
            request,
            schemaPath,
            params,
            options,
            id
          });
          if (result) {
            if (result instanceof Request) {
              request = result;
            } else if (result instanceof Response) {
              response = result;
              break;
            } else {
              throw new Error("onRequest: must return new Request() or Response() when modifying the request");
            }
          }
        }
      }
    }
    if (!response) {
      try {
        response = await fetch2(request, requestInitExt);
      } catch (error2) {
        let errorAfterMiddleware = error2;
        if (finalMiddlewares.length) {
          for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
            const m = finalMiddlewares[i];
            if (m && typeof m === "object" && typeof m.onError === "function") {
              const result = await m.onError({
                request,
                error: errorAfterMiddleware,
                schemaPath,
                params,
                options,
                id
              });
              if (result) {
                if (result instanceof Response) {
                  errorAfterMiddleware = void 0;
                  response = result;
                  break;
                }
                if (result instanceof Error) {
                  errorAfterMiddleware = result;
                  continue;
                }
                throw new Error("onError: must return new Response() or instance of Error");
              }
            }
          }
        }
        if (errorAfterMiddleware) {
          throw errorAfterMiddleware;
        }
      }
      if (finalMiddlewares.length) {
        for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
          const m = finalMiddlewares[i];
          if (m && typeof m === "object" && typeof m.onResponse === "function") {
            const result = await m.onResponse({
              request,
              response,
              schemaPath,
              params,
              options,
              id
            });
            if (result) {
              if (!(result instanceof Response)) {
                throw new Error("onResponse: must return new Response() when modifying the response");
              }
              response = result;
            }
          }
        }
      }
    }
    const contentLength = response.headers.get("Content-Length");
    if (response.status === 204 || request.method === "HEAD" || contentLength === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked")) {
      return response.ok ? { data: void 0, response } : { error: void 0, response };
    }
    if (response.ok) {
      const getResponseData = async () => {
        if (parseAs === "stream") {
          return response.body;
        }
        if (parseAs === "json" && !contentLength) {
          const raw = await response.text();
          return raw ? JSON.parse(raw) : void 0;
        }
        return await response[parseAs]();
      };
      return { data: await getResponseData(), response };
    }
    let error = await response.text();
    try {
      error = JSON.parse(error);
    } catch {
    }
    return { error, response };
  }
  return {
    request(method, url, init) {
      return coreFetch(url, { ...init, method: method.toUpperCase() });
    },
    /** Call a GET endpoint */
    GET(url, init) {
      return coreFetch(url, { ...init, method: "GET" });
    },
    /** Call a PUT endpoint */
    PUT(url, init) {
      return coreFetch(url, { ...init, method: "PUT" });
    },
    /** Call a POST endpoint */
    POST(url, init) {
      return coreFetch(url, { ...init, method: "POST" });
    },
    /** Call a DELETE endpoint */
    DELETE(url, init) {
      return coreFetch(url, { ...init, method: "DELETE" });
    },
    /** Call a OPTIONS endpoint */
    OPTIONS(url, init) {
      return coreFetch(url, { ...init, method: "OPTIONS" });
    },
    /** Call a HEAD endpoint */
    HEAD(url, init) {
      return coreFetch(url, { ...init, method: "HEAD" });
    },
    /** Call a PATCH endpoint */
    PATCH(url, init) {
      return coreFetch(url, { ...init, method: "PATCH" });
    },
    /** Call a TRACE endpoint */
    TRACE(url, init) {
      return coreFetch(url, { ...init, method: "TRACE" });
    },
    /** Register middleware */
    use(...middleware) {
      for (const m of middleware) {
        if (!m) {
          continue;
        }
        if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) {
          throw new Error("Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`");
        }
        globalMiddlewares.push(m);
      }
    },
    /** Unregister middleware */
    eject(...middleware) {
      for (const m of middleware) {
        const i = globalMiddlewares.indexOf(m);
        if (i !== -1) {
          globalMiddlewares.splice(i, 1);
        }
      }
    }
  };
}
function serializePrimitiveParam(name, value, options) {
  if (value === void 0 || value === null) {
    return "";
  }
  if (typeof value === "object") {
    throw new Error(
      "Deeply-nested arrays/objects aren\u2019t supported. Provide your own `querySerializer()` to handle these."
    );
  }
  return `${name}=${options?.allowReserved === true ? value : encodeURIComponent(value)}`;
}
function serializeObjectParam(name, value, options) {
  if (!value || typeof value !== "object") {
    return "";
  }
  const values = [];
  const joiner = {
    simple: ",",
    label: ".",
    matrix: ";"
  }[options.style] || "&";
  if (options.style !== "deepObject" && options.explode === false) {
    for (const k in value) {
      values.push(k, options.allowReserved === true ? value[k] : encodeURIComponent(value[k]));
    }
    const final2 = values.join(",");
    switch (options.style) {
      case "form": {
        return `${name}=${final2}`;
      }
      case "label": {
        return `.${final2}`;
      }
      case "matrix": {
        return `;${name}=${final2}`;
      }
      default: {
        return final2;
      }
    }
  }
  for (const k in value) {
    const finalName = options.style === "deepObject" ? `${name}[${k}]` : k;
    values.push(serializePrimitiveParam(finalName, value[k], options));
  }
  const final = values.join(joiner);
  return options.style === "label" || options.style === "matrix" ? `${joiner}${final}` : final;
}
function serializeArrayParam(name, value, options) {
  if (!Array.isArray(value)) {
    return "";
  }
  if (options.explode === false) {
    const joiner2 = { form: ",", spaceDelimited: "%20", pipeDelimited: "|" }[options.style] || ",";
    const final = (options.allowReserved === true ? value : value.map((v2) => encodeURIComponent(v2))).join(joiner2);
    switch (options.style) {
      case "simple": {
        return final;
      }
      case "label": {
        return `.${final}`;
      }
      case "matrix": {
        return `;${name}=${final}`;
      }
      // case "spaceDelimited":
      // case "pipeDelimited":
      default: {
        return `${name}=${final}`;
      }
    }
  }
  const joiner = { simple: ",", label: ".", matrix: ";" }[options.style] || "&";
  const values = [];
  for (const v2 of value) {
    if (options.style === "simple" || options.style === "label") {
      values.push(options.allowReserved === true ? v2 : encodeURIComponent(v2));
    } else {
      values.push(serializePrimitiveParam(name, v2, options));
    }
  }
  return options.style === "label" || options.style === "matrix" ? `${joiner}${values.join(joiner)}` : values.join(joiner);
}
function createQuerySerializer(options) {
  return function querySerializer(queryParams) {
    const search = [];
    if (queryParams && typeof queryParams === "object") {
      for (const name in queryParams) {
        const value = queryParams[name];
        if (value === void 0 || value === null) {
          continue;
        }
        if (Array.isArray(value)) {
          if (value.length === 0) {
            continue;
          }
          search.push(
            serializeArrayParam(name, value, {
              style: "form",
              explode: true,
              ...options?.array,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        if (typeof value === "object") {
          search.push(
            serializeObjectParam(name, value, {
              style: "deepObject",
              explode: true,
              ...options?.object,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        search.push(serializePrimitiveParam(name, value, options));
      }
    }
    return search.join("&");
  };
}
function defaultPathSerializer(pathname, pathParams) {
  let nextURL = pathname;
  for (const match of pathname.match(PATH_PARAM_RE) ?? []) {
    let name = match.substring(1, match.length - 1);
    let explode = false;
    let style = "simple";
    if (name.endsWith("*")) {
      explode = true;
      name = name.substring(0, name.length - 1);
    }
    if (name.startsWith(".")) {
      style = "label";
      name = name.substring(1);
    } else if (name.startsWith(";")) {
      style = "matrix";
      name = name.substring(1);
    }
    if (!pathParams || pathParams[name] === void 0 || pathParams[name] === null) {
      continue;
    }
    const value = pathParams[name];
    if (Array.isArray(value)) {
      nextURL = nextURL.replace(match, serializeArrayParam(name, value, { style, explode }));
      continue;
    }
    if (typeof value === "object") {
      nextURL = nextURL.replace(match, serializeObjectParam(name, value, { style, explode }));
      continue;
    }
    if (style === "matrix") {
      nextURL = nextURL.replace(match, `;${serializePrimitiveParam(name, value)}`);
      continue;
    }
    nextURL = nextURL.replace(match, style === "label" ? `.${encodeURIComponent(value)}` : encodeURIComponent(value));
  }
  return nextURL;
}
function defaultBodySerializer(body, headers) {
  if (body instanceof FormData) {
    return body;
  }
  if (headers) {
    const contentType = headers.get instanceof Function ? headers.get("Content-Type") ?? headers.get("content-type") : headers["Content-Type"] ?? headers["content-type"];
    if (contentType === "application/x-www-form-urlencoded") {
      return new URLSearchParams(body).toString();
    }
  }
  return JSON.stringify(body);
}
function createFinalURL(pathname, options) {
  let finalURL = `${options.baseUrl}${pathname}`;
  if (options.params?.path) {
    finalURL = options.pathSerializer(finalURL, options.params.path);
  }
  let search = options.querySerializer(options.params.query ?? {});
  if (search.startsWith("?")) {
    search = search.substring(1);
  }
  if (search) {
    finalURL += `?${search}`;
  }
  return finalURL;
}
function mergeHeaders(...allHeaders) {
  const finalHeaders = new Headers();
  for (const h2 of allHeaders) {
    if (!h2 || typeof h2 !== "object") {
      continue;
    }
    const iterator = h2 instanceof Headers ? h2.entries() : Object.entries(h2);
    for (const [k, v2] of iterator) {
      if (v2 === null) {
        finalHeaders.delete(k);
      } else if (Array.isArray(v2)) {
        for (const v22 of v2) {
          finalHeaders.append(k, v22);
        }
      } else if (v2 !== void 0) {
        finalHeaders.set(k, v2);
      }
    }
  }
  return finalHeaders;
}
function removeTrailingSlash(url) {
  if (url.endsWith("/")) {
    return url.substring(0, url.length - 1);
  }
  return url;
}

// ../../openapi/clients/typescript/index.ts
function createClient2(baseUrl, { token, headers, ...options } = {}) {
  const auth = token ? { Authorization: `Bearer ${token}` } : {};
  return createClient({
    ...options,
    baseUrl,
    headers: { ...auth, ...headers }
  });
}

// src/api.ts
var BASE = location.origin;
var MAX_RETRIES = 5;
var onWait = () => void 0;
function whenWaiting(tell) {
  onWait = tell;
}
async function fetchPolitely(request) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(request.clone());
    if (response.status !== 429 && response.status !== 503 || attempt >= MAX_RETRIES) return response;
    const seconds = Number(response.headers.get("Retry-After")) || 1;
    onWait(seconds);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1e3));
  }
}
function seatClient(token) {
  return createClient2(BASE, { token: token ?? void 0, fetch: fetchPolitely });
}
var api = seatClient();
var base = BASE;
function problemText(error) {
  if (!error || typeof error !== "object") return String(error);
  const p = error;
  return `${p.title ?? "error"}: ${p.detail ?? ""}`;
}
var types = null;
var details = /* @__PURE__ */ new Map();
async function loadTypes() {
  if (types) return types;
  const { data, error } = await api.GET("/game-types");
  if (!data) throw new Error(problemText(error));
  types = data;
  return data;
}
async function loadDetail(name) {
  const known = details.get(name);
  if (known) return known;
  const { data, error } = await api.GET("/game-types/{name}", {
    params: { path: { name } }
  });
  if (!data) throw new Error(problemText(error));
  details.set(name, data);
  return data;
}
function botLevels(all) {
  return all.bot_levels;
}
function botRatings(game) {
  const ratings = game.bot_ratings;
  return Array.isArray(ratings) ? ratings : [];
}
function asGame(update) {
  return update;
}
function boards(detail) {
  const extra = detail.extra;
  return extra?.boards ?? {};
}

// src/dom.ts
function append(el, children) {
  for (const child of children) {
    if (child === null || child === void 0 || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child);
  }
}
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === void 0 || value === false) continue;
    if (typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "text") el.textContent = String(value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}
var SVG_NS = "http://www.w3.org/2000/svg";
function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === void 0 || value === false) continue;
    if (typeof value === "function") el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}
function titleCase(words) {
  const text = words.replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function andList(items) {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}

// src/awareness.ts
var BASE_TITLE = "Play \u2014 Tabletop games";
var SOUND_KEY = "tabletop-play-sound";
var wasMyTurn = false;
function icon(badge) {
  const dot = badge ? `<circle cx='24' cy='8' r='7' fill='%23e74c3c' stroke='white' stroke-width='2'/>` : "";
  return `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect x='2' y='6' width='20' height='24' rx='3' fill='%232c3e50'/><rect x='8' y='2' width='20' height='24' rx='3' fill='%23f4d03f' stroke='%232c3e50' stroke-width='2'/>${dot}</svg>`;
}
function setIcon(badge) {
  let link = document.querySelector("link[rel=icon]");
  if (!link) {
    link = h("link", { rel: "icon" });
    document.head.append(link);
  }
  link.href = icon(badge);
  link.dataset.badge = badge ? "your-turn" : "";
}
function beep() {
  if (localStorage.getItem(SOUND_KEY) !== "on") return;
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(1e-3, audio.currentTime + 0.4);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.4);
  } catch {
  }
}
function turnIs(mine, what = "") {
  document.title = mine ? `\u25CF Your turn \u2014 ${what || BASE_TITLE}` : what ? `${what} \u2014 Tabletop games` : BASE_TITLE;
  setIcon(mine);
  if (mine && !wasMyTurn) beep();
  wasMyTurn = mine;
}
function soundToggle() {
  const box = h("input", { type: "checkbox", id: "sound", checked: localStorage.getItem(SOUND_KEY) === "on" });
  box.addEventListener("change", () => localStorage.setItem(SOUND_KEY, box.checked ? "on" : "off"));
  return h("label", { for: "sound", class: "sound" }, box, " sound on my turn");
}

// src/catalogue.ts
var Catalogue = class {
  entries;
  cache = /* @__PURE__ */ new Map();
  constructor(detail) {
    this.entries = detail.catalogue.map((entry) => ({ entry, pattern: new RegExp(entry.id_pattern) }));
  }
  /** The entry an id belongs to; the first match of a group when `group` is given. */
  find(id, group) {
    const key = `${group ?? ""}|${id}`;
    const known = this.cache.get(key);
    if (known !== void 0) return known;
    const hit = this.entries.find((e) => (group === void 0 || e.entry.group === group) && e.pattern.test(id));
    this.cache.set(key, hit?.entry ?? null);
    return hit?.entry ?? null;
  }
  group(group) {
    return this.entries.filter((e) => e.entry.group === group).map((e) => e.entry);
  }
  /** A card's name for people: the entry's (singular) name, with its copy number when the
   * game has several alike and no printed value tells them apart ("Hotel 6"); the id itself
   * for something not in the catalogue. */
  cardName(id) {
    const entry = this.find(id);
    if (!entry) return id;
    const singular = typeof entry.data?.card_name === "string" ? entry.data.card_name : entry.name;
    const copy = /-(\d+)$/.exec(id)?.[1];
    return entry.count > 1 && copy && entry.value === null && !entry.data?.card_name ? `${singular} ${copy}` : singular;
  }
  /** Name, value and text in one line: for a card's hover title and aria label. */
  cardTitle(id) {
    const entry = this.find(id);
    if (!entry) return id;
    const value = entry.value === null ? "" : ` (${entry.value} ${pointWord(entry.value)})`;
    return `${this.cardName(id)}${value}: ${entry.text}`;
  }
};
function pointWord(value) {
  return Math.abs(value) === 1 ? "point" : "points";
}
var explain = null;
function onExplain(show) {
  explain = show;
}
var LONG_PRESS_MS = 500;
function card(cat, id, options = {}) {
  const entry = cat.find(id);
  const title = cat.cardTitle(id);
  const face2 = h(
    "span",
    {
      class: `card group-${entry?.group ?? "unknown"}`,
      "data-card": id,
      "data-anchor": options.anchor ?? null,
      title
    },
    h("span", { class: "card-name", text: cat.cardName(id) }),
    options.value !== false && entry && entry.value !== null ? h("span", { class: "card-value", text: String(entry.value) }) : null,
    options.note ? h("span", { class: "card-note", text: options.note }) : null
  );
  let timer = 0;
  face2.addEventListener("touchstart", () => {
    timer = window.setTimeout(() => {
      timer = -1;
      explain?.(cat.cardName(id), title);
    }, LONG_PRESS_MS);
  }, { passive: true });
  const cancel = (ev) => {
    if (timer === -1) ev.preventDefault();
    clearTimeout(timer);
  };
  face2.addEventListener("touchend", cancel);
  face2.addEventListener("touchmove", () => clearTimeout(timer), { passive: true });
  return face2;
}
function cardBack() {
  return h("span", { class: "card back", "aria-label": "a face-down card" });
}

// src/seats.ts
var SEAT_COLOURS = ["#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#117a65"];
var SEATS_KEY = "tabletop-play-seats";
var NAME_KEY = "tabletop-play-name";
function seats() {
  try {
    return JSON.parse(localStorage.getItem(SEATS_KEY) ?? "{}");
  } catch {
    return {};
  }
}
function rememberSeat(id, record) {
  const all = seats();
  all[id] = { ...all[id], ...record };
  localStorage.setItem(SEATS_KEY, JSON.stringify(all));
}
function myName() {
  return localStorage.getItem(NAME_KEY) || "Player";
}
function setMyName(name) {
  localStorage.setItem(NAME_KEY, name);
}

// src/status.ts
var line = null;
function statusLine(el) {
  line = el;
}
function say(text, error = false) {
  if (!line) return;
  line.textContent = text;
  line.classList.toggle("error", error);
}

// src/lobby.ts
var MY_GAMES = 10;
function pitch(detail) {
  const goal = detail.rules.find((r) => r.id === "goal") ?? detail.rules[0];
  const text = (goal?.markdown ?? "").replace(/\s+/g, " ").replace(/[*_`#]/g, "").trim();
  return /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
}
function counts(game) {
  const c = game.player_counts;
  const lo = Math.min(...c);
  const hi = Math.max(...c);
  return lo === hi ? `${lo} players` : `${lo}\u2013${hi} players`;
}
function levelTitle(level) {
  return level.title ?? level.name.charAt(0).toUpperCase() + level.name.slice(1);
}
function optionLabel(name) {
  return name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}
function optionInput(opt, levels) {
  const id = `opt-${opt.name}`;
  let input;
  if (typeof opt.default === "boolean") input = h("input", { type: "checkbox", id, "data-option": opt.name, checked: opt.default });
  else if (opt.choices) {
    input = h("select", { id, "data-option": opt.name }, opt.choices.map((c) => {
      const level = levels.find((l3) => l3.name === c);
      return h("option", { value: String(c), selected: c === opt.default, text: level ? levelTitle(level) : String(c) });
    }));
  } else if (typeof opt.default === "number") input = h("input", { type: "number", id, "data-option": opt.name, value: opt.default, min: opt.minimum ?? null, max: opt.maximum ?? null });
  else input = h("input", { id, "data-option": opt.name, value: String(opt.default) });
  return h(
    "div",
    { class: "option" },
    h("label", { for: id }, h("span", { class: "option-name", text: optionLabel(opt.name) }), " ", input),
    h("p", { class: "explain", text: opt.description.charAt(0).toUpperCase() + opt.description.slice(1) })
  );
}
function readOption(el) {
  if (el instanceof HTMLInputElement && el.type === "checkbox") return el.checked;
  if (el instanceof HTMLInputElement && el.type === "number") return Number(el.value);
  return el.value;
}
function seatChooser(index, levels) {
  const kinds2 = [
    h("option", { value: "you", text: "you" }),
    h("option", { value: "open", text: "a friend (invite link)" }),
    ...levels.map((l3) => h("option", { value: `bot:${l3.name}`, text: `bot: ${levelTitle(l3)}` }))
  ];
  const select = h("select", { id: `seat-${index}`, "data-seat": index, "aria-label": `seat ${index + 1}` }, kinds2);
  select.value = index === 0 ? "you" : `bot:${levels[0]?.name ?? "random"}`;
  return h("label", { for: `seat-${index}`, class: "seat-choice" }, `Seat ${index + 1} `, select);
}
function levelsPanel(levels, game, players) {
  const ratings = game ? botRatings(game).filter((r) => r.seats === players) : [];
  return h(
    "details",
    { class: "levels", id: "bot-levels", open: true },
    h("summary", { text: "What the bot levels are" }),
    h("dl", {}, levels.map((l3) => {
      const rating = ratings.find((r) => r.level === l3.name);
      return [
        h("dt", { "data-level": l3.name }, h("strong", { text: levelTitle(l3) }), l3.title ? h("span", { class: "muted", text: ` (${l3.name})` }) : null),
        h(
          "dd",
          {},
          l3.strength ? h("span", { class: "strength", text: `${l3.strength}. ` }) : null,
          rating ? h("span", { class: "rating", text: `Rated ${Math.round(rating.rating)} here (${Math.round(rating.low)}\u2013${Math.round(rating.high)}, ${rating.games} games). ` }) : null,
          h("span", { class: "muted", text: l3.description.charAt(0).toUpperCase() + l3.description.slice(1) })
        )
      ];
    }))
  );
}
function createForm(types2, details2, chosen) {
  const games = types2.games;
  const levels = botLevels(types2);
  const form = h("form", { id: "create", class: "panel" });
  const gameSelect = h("select", { id: "new-game", name: "game" }, games.map((g2) => h("option", { value: g2.name, text: g2.title })));
  if (chosen && games.some((g2) => g2.name === chosen)) gameSelect.value = chosen;
  const gamePitch = h("p", { class: "explain", id: "game-pitch" });
  const countSelect = h("select", { id: "new-count" });
  const seatsBox = h("div", { class: "seats-choice" });
  const levelsBox = h("div");
  const optionsBox = h("div", { class: "options" });
  const listed = h("input", { type: "checkbox", id: "new-listed" });
  const name = h("input", { id: "new-name", value: myName(), maxlength: 40, required: true });
  const type = () => games.find((g2) => g2.name === gameSelect.value);
  const refreshSeats = () => {
    seatsBox.replaceChildren(...Array.from({ length: Number(countSelect.value) }, (_2, i) => seatChooser(i, levels)));
    levelsBox.replaceChildren(levelsPanel(levels, type(), Number(countSelect.value)));
  };
  const refresh = () => {
    const game = type();
    if (!game) return;
    const detail = details2.get(game.name);
    gamePitch.textContent = `${detail ? `${pitch(detail)} ` : ""}${counts(game)}.`;
    const before = countSelect.value;
    countSelect.replaceChildren(...game.player_counts.map((n) => h("option", { value: n, text: `${n} players` })));
    if (game.player_counts.map(String).includes(before)) countSelect.value = before;
    refreshSeats();
    optionsBox.replaceChildren(...game.options.map((o) => optionInput(o, levels)));
  };
  gameSelect.addEventListener("change", refresh);
  countSelect.addEventListener("change", refreshSeats);
  form.append(
    h("h2", { text: "New game" }),
    h("label", { for: "new-name" }, "Your name ", name),
    h("label", { for: "new-game" }, "Game ", gameSelect),
    gamePitch,
    h("label", { for: "new-count" }, "Players ", countSelect),
    h("fieldset", {}, h("legend", { text: "Who sits where" }), seatsBox, levelsBox),
    h("details", { class: "options-box", open: true }, h("summary", { text: "Options (clocks, safeguards, variants)" }), optionsBox),
    h("label", { for: "new-listed", class: "listed" }, listed, " List it in the lobby: anyone may join its open seats"),
    h("button", { type: "submit", id: "create-game", class: "primary", text: "Create game" })
  );
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    setMyName(name.value);
    const players = [...seatsBox.querySelectorAll("select")].map((sel, i) => {
      if (sel.value === "open") return { open: true };
      if (sel.value === "you") return { name: i === 0 ? name.value : `${name.value} ${i + 1}` };
      const level = sel.value.slice(4);
      const found = levels.find((l3) => l3.name === level);
      return { name: `${found ? levelTitle(found) : level} bot ${i + 1}`, bot: level };
    });
    const options = Object.fromEntries([...optionsBox.querySelectorAll("[data-option]")].map((el) => [el.dataset.option ?? "", readOption(el)]));
    const request = { game: gameSelect.value, players, options, ...listed.checked ? { listed: true } : {} };
    const { data, error } = await api.POST("/games", { body: request });
    if (!data) {
      say(problemText(error), true);
      return;
    }
    const mine = data.seats.find((seat) => seat.token);
    const invites = data.seats.filter((seat) => seat.invite).map((seat) => ({ seat: seat.index, invite: seat.invite ?? "" }));
    rememberSeat(data.id, { seat: mine?.index ?? null, token: mine?.token ?? null, creator: data.creator_token, invites, game: data.game });
    location.hash = `#game=${data.id}`;
  });
  refresh();
  return form;
}
function gamesPanel(types2, details2) {
  return h(
    "section",
    { class: "panel", id: "games" },
    h("h2", { text: "The games" }),
    h("ul", { class: "game-list" }, types2.games.map((g2) => {
      const detail = details2.get(g2.name);
      return h(
        "li",
        { "data-game": g2.name },
        h("h3", { text: g2.title }),
        h("p", { class: "pitch", text: detail ? pitch(detail) : "" }),
        h("p", { class: "muted", text: counts(g2) }),
        h("a", { href: `#rules=${g2.name}`, class: "button", text: "Read the rules" }),
        " ",
        h("a", { href: `#new=${g2.name}`, class: "button", text: `Play ${g2.title}` })
      );
    }))
  );
}
async function lobbyList(types2) {
  const box = h("section", { id: "lobby-list", class: "panel" }, h("h2", { text: "Open tables" }));
  const { data, error } = await api.GET("/games", { params: { query: { status: "waiting" } } });
  if (!data) {
    box.append(h("p", { class: "error", text: problemText(error) }));
    return box;
  }
  const title = (name) => types2.games.find((g2) => g2.name === name)?.title ?? name;
  if (!("games" in data) || !data.games.length) box.append(h("p", { class: "muted", text: "No listed table is waiting for players." }));
  const list = h("ul", {});
  for (const g2 of "games" in data ? data.games : []) {
    const who = g2.seats.map((seat) => seat.open ? "open seat" : seat.name).join(", ");
    list.append(h(
      "li",
      {},
      h("strong", { text: title(g2.game) }),
      ` (${who}) `,
      g2.open_seats.map((i) => h("a", { href: `#join=${g2.id}&seat=${i}`, class: "button", "data-join": `${g2.id}/${i}`, text: `Join seat ${i + 1}` }))
    ));
  }
  box.append(list, h("button", { type: "button", text: "Refresh", onclick: () => window.dispatchEvent(new HashChangeEvent("hashchange")) }));
  return box;
}
function myGames(types2) {
  const mine = Object.entries(seats()).slice(-MY_GAMES).reverse();
  if (!mine.length) return null;
  const title = (name) => types2.games.find((g2) => g2.name === name)?.title ?? name ?? "game";
  const items = mine.map(([id, rec]) => {
    const state = h("span", { class: "muted", text: " \u2026" });
    const item = h("li", { "data-my-game": id }, h("a", { href: `#game=${id}`, text: title(rec.game) }), state);
    void seatClient(rec.token).GET("/games/{game_id}", { params: { path: { game_id: id } } }).then(({ data }) => {
      if (!data) {
        state.textContent = " (gone)";
        return;
      }
      const toAct = data.legal_actions.length > 0;
      const status = { waiting: "waiting for players", active: "in play", finished: "finished", aborted: "called off" }[data.status];
      const others = data.seats.filter((s2) => s2.index !== data.seat && !s2.open).map((s2) => s2.name).join(", ");
      state.textContent = ` with ${others || "nobody yet"}: ${status}`;
      if (toAct) {
        item.classList.add("to-act");
        item.append(h("strong", { class: "turn-mark", text: "your turn" }));
      }
    });
    return item;
  });
  return h("section", { class: "panel", id: "my-games" }, h("h2", { text: "Your games" }), h("ul", {}, items));
}
async function showLobby(main3, types2, chosen = null) {
  say("");
  turnIs(false);
  const details2 = /* @__PURE__ */ new Map();
  await Promise.all(types2.games.map(async (g2) => details2.set(g2.name, await loadDetail(g2.name))));
  main3.replaceChildren(h("div", { class: "lobby" }, createForm(types2, details2, chosen), myGames(types2), await lobbyList(types2), gamesPanel(types2, details2)));
  if (chosen) document.getElementById("create")?.scrollIntoView();
}

// src/join.ts
function clockText(options) {
  const turn = Number(options.turn_seconds ?? 0);
  const bank = Number(options.bank_seconds ?? 0);
  const inc = Number(options.increment_seconds ?? 0);
  const parts = [];
  if (bank) parts.push(`a time bank of ${Math.round(bank / 60)} min${inc ? ` plus ${inc} s per move` : ""}`);
  if (turn) parts.push(`${turn} s per decision`);
  return parts.length ? `Clock: ${parts.join(" and ")}; when it runs out a bot moves for you.` : "No clock: take your time.";
}
async function showJoin(main3, types2, id, seat, invite) {
  const { data, error } = await api.GET("/games/{game_id}", { params: { path: { game_id: id } } });
  if (!data) throw new Error(problemText(error));
  const game = types2.games.find((g2) => g2.name === data.game);
  const detail = await loadDetail(data.game);
  const listed = await api.GET("/games", { params: { query: { status: "waiting" } } });
  const entry = listed.data && "games" in listed.data ? listed.data.games.find((g2) => g2.id === id) : void 0;
  const bank = data.seats.find((s2) => s2.clock.bank !== null)?.clock.bank ?? 0;
  const options = entry?.table ?? { bank_seconds: bank };
  const name = h("input", { id: "join-name", value: myName(), maxlength: 40, required: true });
  const form = h(
    "form",
    { class: "panel", id: "join" },
    h("h2", { text: `Join a game of ${detail.title}` }),
    h("p", { class: "pitch", text: `${pitch(detail)} ${game ? `${counts(game)}.` : ""}` }),
    h("h3", { text: "The table" }),
    h("ul", { class: "seat-list", id: "join-table" }, data.seats.map((s2) => h(
      "li",
      { class: s2.index === seat ? "me" : "" },
      `Seat ${s2.index + 1}: `,
      s2.index === seat ? h("strong", { text: "you, if you take it" }) : s2.open ? "open" : s2.ghost ? "a ghost (its partner plays it)" : `${s2.name ?? ""}${s2.bot ? " (bot)" : ""}`
    ))),
    h("p", { id: "join-clock", text: clockText(options) }),
    data.status !== "waiting" ? h("p", { class: "error", text: "This game has already started." }) : null,
    h("label", { for: "join-name" }, "Your name ", name),
    h("button", { type: "submit", id: "join-seat", class: "primary", text: `Take seat ${seat + 1}` }),
    " ",
    h("a", { href: `#rules=${data.game}`, class: "button", text: "Read the rules first" })
  );
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    setMyName(name.value);
    const joined = await api.POST("/games/{game_id}/seats/{index}/join", {
      params: { path: { game_id: id, index: seat } },
      body: { name: name.value, invite: invite || null }
    });
    if (!joined.data) {
      say(problemText(joined.error), true);
      return;
    }
    rememberSeat(joined.data.id, { seat: joined.data.seat, token: joined.data.token, game: data.game });
    location.hash = `#game=${joined.data.id}`;
  });
  main3.replaceChildren(form);
}

// node_modules/marked/lib/marked.esm.js
function G() {
  return { async: false, breaks: false, extensions: null, gfm: true, hooks: null, pedantic: false, renderer: null, silent: false, tokenizer: null, walkTokens: null };
}
var S = G();
function ue(l3) {
  S = l3;
}
var q = { exec: () => null };
function D(l3) {
  let e = [];
  return (t) => {
    let n = Math.max(0, Math.min(3, t - 1)), r = e[n];
    return r || (r = l3(n), e[n] = r), r;
  };
}
function g(l3, e = "") {
  let t = typeof l3 == "string" ? l3 : l3.source, n = { replace: (r, s2) => {
    let o = typeof s2 == "string" ? s2 : s2.source;
    return o = o.replace(O.caret, "$1"), t = t.replace(r, o), n;
  }, getRegex: () => new RegExp(t, e) };
  return n;
}
var _e = ((l3 = "") => {
  try {
    return !!new RegExp("(?<=1)(?<!1)" + l3);
  } catch {
    return false;
  }
})();
var O = { codeRemoveIndent: /^(?: {0,3}\t| {1,4})/gm, listInterruptsParagraph: /^ {0,3}(?:[*+-]|1[.)])[ \t]+[^ \t\n]/, outputLinkReplace: /\\([\[\]])/g, indentCodeCompensation: /^(\s+)(?:```)/, beginningSpace: /^\s+/, endingHash: /#$/, startingSpaceChar: /^ /, endingSpaceChar: / $/, endingSpaceTabChar: /[ \t]$/, nonSpaceChar: /[^ ]/, newLineCharGlobal: /\n/g, tabCharGlobal: /\t/g, leadingSpaceTab: /^[ \t]+/, multipleSpaceGlobal: /\s+/g, blankLine: /^[ \t]*$/, doubleBlankLine: /\n[ \t]*\n[ \t]*$/, blockquoteStart: /^ {0,3}>/, blockquoteSetextReplace: /\n {0,3}((?:=+|-+)[ \t]*)(?=\n|$)/g, blockquoteSetextReplace2: /^ {0,3}>[ \t]?/gm, blockquoteMarkerWhitespace: /^( {0,3}>)(\t[ \t]*)/gm, nestedBlockMarker: /^ {0,3}(?:(?:[*+-]|\d{1,9}[.)])(?: |$)|> ?)/, listReplaceNesting: /^ {1,4}(?=( {4})*[^ ])/g, listIsTask: /^\[[ xX]\][ \t]+\S/, listReplaceTask: /^\[[ xX]\][ \t]+/, listTaskCheckbox: /\[[ xX]\]/, anyLine: /\n.*\n/, hrefBrackets: /^<(.*)>$/, tableDelimiter: /[:|]/, tableAlignChars: /^\||\| *$/g, tableRowBlankLine: /\n[ \t]*$/, tableAlignRight: /^ *-+: *$/, tableAlignCenter: /^ *:-+: *$/, tableAlignLeft: /^ *:-+ *$/, startATag: /^<a /i, endATag: /^<\/a>/i, startPreScriptTag: /^<(pre|code|kbd|script)(\s|>)/i, endPreScriptTag: /^<\/(pre|code|kbd|script)(\s|>)/i, startAngleBracket: /^</, endAngleBracket: />$/, pedanticHrefTitle: /^([^'"]*[^\s])\s+(['"])(.*)\2/, unicodeAlphaNumeric: /[\p{L}\p{N}]/u, numericCharacterReference: /&#(?:(\d{1,7})|[Xx]([A-Fa-f0-9]{1,6}));/, numericCharacterReferenceOrAmpersand: /&#(?:(\d{1,7})|[Xx]([A-Fa-f0-9]{1,6}));|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g, escapeTest: /[&<>"']/, escapeReplace: /[&<>"']/g, escapeTestNoEncode: /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/, escapeReplaceNoEncode: /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g, caret: /(^|[^\[])\^/g, percentDecode: /%25/g, findPipe: /\|/g, splitPipe: / \|/, slashPipe: /\\\|/g, carriageReturn: /\r\n|\r/g, spaceLine: /^ +$/gm, notSpaceStart: /^\S*/, endingNewline: /\n$/, listItemRegex: (l3) => new RegExp(`^( {0,3}${l3})((?:[	 ][^\\n]*)?(?:\\n|$))`), nextBulletRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:[*+-]|\\d{1,9}[.)])((?:[ 	][^\\n]*)?(?:\\n|$))`)), hrRegex: D((l3) => new RegExp(`^ {0,${l3}}((?:-[ 	]*){3,}|(?:_[ 	]*){3,}|(?:\\*[ 	]*){3,})(?:\\n+|$)`)), fencesBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:\`\`\`|~~~)`)), headingBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}#{1,6}(?:\\s|$)`)), pedanticHeadingBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}#`)), htmlBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:</?(?:${he})(?:[ \\t]+|$|/?>)|<(?:(?:script|pre|style|textarea)(?:[\\s>]|$)|!--)|<\\?|<![A-Za-z]|<!\\[CDATA\\[)`, "i")), blockquoteBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}>`)), nestedContainerMarkers: /^(?: {0,3}(?:(?:[*+-]|\d{1,9}[.)])[ \t]+|>[ \t]?))+/ };
var Ge = /^(?:[ \t]*(?:\n|$))+/;
var Ne = /^((?: {4}| {0,3}\t)[^\n]+(?:\n(?:[ \t]*(?:\n|$))*)?)+/;
var Fe = /^ {0,3}(`{3,}(?=[^`\n]*(?:\n|$))|~{3,})([^\n]*)(?:\n|$)(?:|([\s\S]*?)(?:\n|$))(?: {0,3}(?:(?=`)\1`*|(?=~)\1~*) *(?=\n|$)|$)/;
var V = /^ {0,3}((?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/;
var Qe = /^ {0,3}(#{1,6})(?=\s|$)(.*)(?:\n+|$)/;
var ce = / {0,3}(?:[*+-]|\d{1,9}[.)])/;
var he = "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|meta|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
var J = g(" {0,3}(?:</?(?:tag)(?:[ \\t]+|\\n|/?>)|<(?:(?:script|pre|style|textarea)(?:[\\s>]|$)|!--)|<\\?|<![A-Za-z]|<!\\[CDATA\\[)").replace("tag", he).getRegex();
var $e = /^(?!bull |blockCode|fences|blockquote|heading|html|table)((?:.|\n(?!\s*?\n|bull |fences|blockquote|heading|hr|html|table))+?)\n {0,3}(=+|-+)[ \t]*(?:\n+|$)/;
var Le = g($e).replace(/bull/g, ce).replace(/blockCode/g, /(?: {4}| {0,3}\t)/).replace(/fences/g, / {0,3}(?:`{3,}|~{3,})/).replace(/blockquote/g, / {0,3}>/).replace(/heading/g, / {0,3}#{1,6}(?:\s|$)/).replace(/hr/g, / {0,3}(?:(?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/).replace(/\|table/g, "").replace(/html/g, J).getRegex();
var We = g($e).replace(/bull/g, ce).replace(/blockCode/g, /(?: {4}| {0,3}\t)/).replace(/fences/g, / {0,3}(?:`{3,}|~{3,})/).replace(/blockquote/g, / {0,3}>/).replace(/heading/g, / {0,3}#{1,6}(?:\s|$)/).replace(/hr/g, / {0,3}(?:(?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/).replace(/table/g, / {0,3}\|?(?:[:\- ]*\|)+[\:\- ]*\n/).replace(/html/g, J).getRegex();
var de = /^([^\n]+(?:\n(?!hr|heading|lheading|blockquote|fences|list|html|table|[ \t]+\n)[^\n]+)*)/;
var Ue = /^[^\n]+/;
var ge = /(?!\s*\])(?:\\[\s\S]|[^\[\]\\\n]|\n(?![ \t]*\n))+/;
var Ke = g(/^ {0,3}\[(label)\]: *(?:\n[ \t]*)?([^<\s][^\s]*|<(?:\\.|[^\n<>\\])*>)(?:(?: +(?:\n[ \t]*)?| *\n[ \t]*)(title))? *(?:\n+|$)/).replace("label", ge).replace("title", /(?:"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\\n]|\n(?!\n))*'|\((?:\\[\s\S]|[^()\\])*\))/).getRegex();
var Xe = g(/^(bull)([ \t][^\n]*?)?(?:\n|$)/).replace(/bull/g, ce).getRegex();
var ke = /<!--(?:-?>|[\s\S]*?(?:-->|$))/;
var Ve = g("^ {0,3}(?:<(script|pre|style|textarea)[\\s>][\\s\\S]*?(?:</\\1>[^\\n]*\\n*|$)|comment[^\\n]*(\\n+|$)|<\\?[\\s\\S]*?(?:\\?>[^\\n]*\\n*|$)|<![A-Z][\\s\\S]*?(?:>[^\\n]*\\n*|$)|<!\\[CDATA\\[[\\s\\S]*?(?:\\]\\]>[^\\n]*\\n*|$)|</?(tag)(?:[ \\t]+|\\n|/?>|$)[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$)|<(?!(?:script|pre|style|textarea)(?![a-z0-9-]))([a-z][a-z0-9-]*)(?:attribute)*?[ \\t]*/?>(?=[ \\t]*(?:\\n|$))[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$)|</[a-z][a-z0-9-]*\\s*>(?=[ \\t]*(?:\\n|$))[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$))", "i").replace("comment", ke).replace("tag", he).replace("attribute", /[ \t]+[a-zA-Z:_][\w.:-]*(?:[ \t]*=[ \t]*"[^"\n]*"|[ \t]*=[ \t]*'[^'\n]*'|[ \t]*=[ \t]*[^\s"'=<>`]+)?/).getRegex();
var Ce = (l3) => g(de).replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("|lheading", "").replace("|table", "").replace("blockquote", " {0,3}>").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", l3).replace("html", J).getRegex();
var Je = Ce(/ {0,3}(?:[*+-]|1[.)])[ \t]+[^ \t\n]/);
var Ye = Ce(/ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|\n|$)/);
var et = g(/^( {0,3}> ?(?:(?![ \t]*(?:\n|$))(paragraph)|[^\n]*)(?:\n|$))+/).replace("paragraph", Ye).getRegex();
var fe = { blockquote: et, code: Ne, def: Ke, fences: Fe, heading: Qe, hr: V, html: Ve, lheading: Le, list: Xe, newline: Ge, paragraph: Je, table: q, text: Ue };
var Pe = g("^ *([^\\n ].*)\\n {0,3}((?:\\| *)?:?-+:? *(?:\\| *:?-+:? *)*(?:\\| *)?)(?:\\n((?:(?! *\\n|hr|heading|blockquote|code|fences|list|html).*(?:\\n|$))*)\\n*|$)").replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("blockquote", " {0,3}>").replace("code", "(?: {4}| {0,3}	)[^\\n]").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", " {0,3}(?:[*+-]|1[.)])[ \\t]").replace("html", J).getRegex();
var tt = { ...fe, lheading: We, table: Pe, paragraph: g(de).replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("|lheading", "").replace("table", Pe).replace("blockquote", " {0,3}>").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", " {0,3}(?:[*+-]|1[.)])[ \\t]+[^ \\t\\n]").replace("html", J).getRegex() };
var nt = { ...fe, html: g(`^ *(?:comment(?: *\\n|\\s*$)|<(tag)[\\s\\S]+?</\\1>(?: *\\n{2,}|\\s*$)|<tag(?:"[^"]*"|'[^']*'|\\s[^'"/>\\s]*)*?/?>(?: *\\n{2,}|\\s*$))`).replace("comment", ke).replace(/tag/g, "(?!(?:a|em|strong|small|s|cite|q|dfn|abbr|data|time|code|var|samp|kbd|sub|sup|i|b|u|mark|ruby|rt|rp|bdi|bdo|span|br|wbr|ins|del|img)\\b)\\w+(?!:|[^\\w\\s@]*@)\\b").getRegex(), def: /^ *\[([^\]]+)\]: *<?([^\s>]+)>?(?: +(["(][^\n]+[")]))? *(?:\n+|$)/, heading: /^(#{1,6})(.*)(?:\n+|$)/, fences: q, lheading: /^(.+?)\n {0,3}(=+|-+) *(?:\n+|$)/, paragraph: g(de).replace("hr", V).replace("heading", ` *#{1,6} *[^
]`).replace("|table", "").replace("blockquote", " {0,3}>").replace("|fences", "").replace("|list", "").replace("|html", "").replace("|tag", "").replace("lheading", Le).getRegex() };
var rt = /^\\([!"#$%&'()*+,\-./:;<=>?@\[\]\\^_`{|}~])/;
var st = /^(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/;
var Ie = /^( {2,}|\\)\n(?!\s*$)[ \t]*/;
var it = /^(`+|[^`])(?:(?= {2,}\n)|[\s\S]*?(?:(?=[\\<!\[`*_]|\b_|$)|[^ ](?= {2,}\n)))/;
var L = /[\p{P}\p{S}]/u;
var N = /[\s\p{P}\p{S}]/u;
var Y = /[^\s\p{P}\p{S}]/u;
var ot = g(/^((?![*_])punctSpace)/, "u").replace(/punctSpace/g, N).getRegex();
var at = /[\p{Pi}\p{Ps}"']/u;
var Ae = /(?!~)[\p{P}\p{S}]/u;
var lt = /(?!~)[\s\p{P}\p{S}]/u;
var ut = /(?:[^\s\p{P}\p{S}]|~)/u;
var pt = g(/link|precode-code|html/, "g").replace("link", /\[(?:[^\[\]`]|(?<a>`+)[^`]+\k<a>(?!`))*?\]\((?:\\[\s\S]|[^\\\(\)]|\((?:\\[\s\S]|[^\\\(\)])*\))*\)/).replace("precode-", _e ? "(?<!`)()" : "(^^|[^`])").replace("code", /(?<b>`+)[^`]+\k<b>(?!`)/).replace("html", /<(?! )[^<>]*?>/).getRegex();
var Ee = /^(?:\*+(?:((?!\*)punct)|([^\s*]))?)|^_+(?:((?!_)punct)|([^\s_]))?/;
var ct = g(Ee, "u").replace(/punct/g, L).getRegex();
var ht = g(Ee, "u").replace(/punct/g, Ae).getRegex();
var dt = /^(?:\*+(?:((?!\*)(?!openQuote)punct)|([^\s*]))?)|^_+(?:((?!_)(?!openQuote)punct)|([^\s_]))?/;
var gt = g(dt, "u").replace(/openQuote/g, at).replace(/punct/g, L).getRegex();
var ze = "^[^_*]*?__[^_*]*?\\*[^_*]*?(?=__)|[^*]+(?=[^*])|(?!\\*)punct(\\*+)(?=[\\s]|$)|notPunctSpace(\\*+)(?!\\*)(?=punctSpace|$)|(?!\\*)punctSpace(\\*+)(?=notPunctSpace)|[\\s](\\*+)(?!\\*)(?=punct)|(?!\\*)punct(\\*+)(?!\\*)(?=punct)|notPunctSpace(\\*+)(?=notPunctSpace)";
var kt = g(ze, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var ft = g(ze, "gu").replace(/notPunctSpace/g, ut).replace(/punctSpace/g, lt).replace(/punct/g, Ae).getRegex();
var mt = "^[^_*]*?__[^_*]*?\\*[^_*]*?(?=__)|[^*]+(?=[^*])|(?!\\*)punct(\\*+)(?=[\\s]|$)|notPunctSpace(\\*+)(?!\\*)(?=punctSpace|$)|(?!\\*)[\\s](\\*+)(?=notPunctSpace)|[\\s](\\*+)(?!\\*)(?=punct)|(?!\\*)punct(\\*+)(?!\\*)(?=punct)|(?:(?!\\*)punct|notPunctSpace)(\\*+)(?!\\*)(?=notPunctSpace)";
var xt = g(mt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var bt = g("^[^_*]*?\\*\\*[^_*]*?_[^_*]*?(?=\\*\\*)|[^_]+(?=[^_])|(?!_)punct(_+)(?=[\\s]|$)|notPunctSpace(_+)(?!_)(?=punctSpace|$)|(?!_)punctSpace(_+)(?=notPunctSpace)|[\\s](_+)(?!_)(?=punct)|(?!_)punct(_+)(?!_)(?=punct)", "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var Rt = "^[^_*]*?\\*\\*[^_*]*?_[^_*]*?(?=\\*\\*)|[^_]+(?=[^_])|(?!_)punct(_+)(?=[\\s]|$)|notPunctSpace(_+)(?!_)(?=punctSpace|$)|(?!_)[\\s](_+)(?=notPunctSpace)|[\\s](_+)(?!_)(?=punct)|(?!_)punct(_+)(?!_)(?=punct)|(?:(?!_)punct|notPunctSpace)(_+)(?!_)(?=notPunctSpace)";
var Tt = g(Rt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var Ot = g(/^~~?(?:((?!~)punct)|[^\s~])/, "u").replace(/punct/g, L).getRegex();
var wt = "^[^~]+(?=[^~])|(?!~)punct(~~?)(?=[\\s]|$)|notPunctSpace(~~?)(?!~)(?=punctSpace|$)|(?!~)punctSpace(~~?)(?=notPunctSpace)|[\\s](~~?)(?!~)(?=punct)|(?!~)punct(~~?)(?!~)(?=punct)|notPunctSpace(~~?)(?=notPunctSpace)";
var Pt = g(wt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var yt = g(/\\(punct)/, "gu").replace(/punct/g, L).getRegex();
var St = g(/(`+)(?:[^`]|[^`][\s\S]*?[^`])\1(?!`)|`+|\\(punct)/, "gu").replace(/punct/g, L).getRegex();
var _t = g(/^<(scheme:[^\s\x00-\x1f<>]*|email)>/).replace("scheme", /[a-zA-Z][a-zA-Z0-9+.-]{1,31}/).replace("email", /[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+(@)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+(?![-_])/).getRegex();
var $t = g(ke).replace("(?:-->|$)", "-->").getRegex();
var Lt = g("^comment|^</[a-zA-Z][a-zA-Z0-9-]*\\s*>|^<[a-zA-Z][a-zA-Z0-9-]*(?:attribute)*?\\s*/?>|^<\\?[\\s\\S]*?\\?>|^<![a-zA-Z]+\\s[\\s\\S]*?>|^<!\\[CDATA\\[[\\s\\S]*?\\]\\]>").replace("comment", $t).replace("attribute", /\s+[a-zA-Z:_][\w.:-]*(?:\s*=\s*"[^"]*"|\s*=\s*'[^']*'|\s*=\s*[^\s"'=<>`]+)?/).getRegex();
var Me = /\[(?:\\[\s\S]|[^\[\]\\])*\]/;
var ie = g(/(?:\[(?:brackets|\\[\s\S]|[^\[\]\\])*\]|\\[\s\S]|`+(?!`)[^`]*?`+(?!`)|``+(?=\])|[^\[\]\\`])*?/).replace("brackets", Me).getRegex();
var Ct = g(/^!?\[(label)\]\([ \t\n]*(href)(?:(?:[ \t]+(?:\n[ \t]*)?|\n[ \t]*)(title))?[ \t\n]*\)/).replace("label", ie).replace("href", /<(?:\\.|[^\n<>\\])*>|(?!<)[^ \t\n\x00-\x1f]+|(?=\))/).replace("title", /"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|\((?:\\[\s\S]|[^)\\])*\)/).getRegex();
var It = g(/^!?\[(label)\]\[(ref)\]/).replace("label", ie).replace("ref", ge).getRegex();
var At = g(/^!?\[(ref)\](?:\[\])?/).replace("ref", ge).getRegex();
var ye = /(?!\s*\])(?:\\[\s\S]|[^\[\]\\]){1,999}/;
var Et = g(/(?:[^\[\]\\`]*(?:\[(?:brackets|\\[\s\S]|[^\[\]\\])*\]|\\[\s\S]|`+(?!`)[^`]*?`+(?!`)|``+(?=\]))){0,999}?[^\[\]\\`]*?/).replace("brackets", Me).getRegex();
var zt = g("reflink|nolink(?!\\()", "g").replace("reflink", g(/^!?\[(label)\]\[(ref)\]/).replace("label", Et).replace("ref", ye).getRegex()).replace("nolink", g(/^!?\[(ref)\](?:\[\])?/).replace("ref", ye).getRegex()).getRegex();
var Se = /[hH][tT][tT][pP][sS]?|[fF][tT][pP]/;
var Mt = /[A-Za-z0-9._+-]+@[a-zA-Z0-9-_]+(?:\.[a-zA-Z0-9-_]*[a-zA-Z0-9])+(?![\w-])/;
var Bt = g(/(?:mailto:email|xmpp:email(?:\/[A-Za-z0-9@.]+)?)/).replace(/email/g, Mt).getRegex();
var me = { _backpedal: q, anyPunctuation: yt, anyPunctuationOutsideCode: St, autolink: _t, blockSkip: pt, br: Ie, code: st, del: q, delLDelim: q, delRDelim: q, emStrongLDelim: ct, emStrongRDelimAst: kt, emStrongRDelimUnd: bt, escape: rt, link: Ct, nolink: At, punctuation: ot, reflink: It, reflinkSearch: zt, tag: Lt, text: it, url: q };
var Dt = { ...me, emStrongLDelim: gt, emStrongRDelimAst: xt, emStrongRDelimUnd: Tt, link: g(/^!?\[(label)\]\((.*?)\)/).replace("label", ie).getRegex(), reflink: g(/^!?\[(label)\]\s*\[([^\]]*)\]/).replace("label", ie).getRegex() };
var pe = { ...me, emStrongRDelimAst: ft, emStrongLDelim: ht, delLDelim: Ot, delRDelim: Pt, url: g(/^emailProtocol|^((?:protocol):\/\/|www\.)(?:[a-zA-Z0-9\-]+\.?)+[^\s<]*|^email/).replace("emailProtocol", Bt).replace("protocol", Se).replace("email", /[A-Za-z0-9._+-]+(@)[a-zA-Z0-9-_]+(?:\.[a-zA-Z0-9-_]*[a-zA-Z0-9])+(?![\w-])/).getRegex(), _backpedal: /(?:[^?!.,:;*_'"~()&]+|\([^)]*\)|&(?![a-zA-Z0-9]+;$)|[?!.,:;*_'"~)]+(?!$))+/, del: /^(~~?)(?=[^\s~])((?:\\[\s\S]|[^\\])*?(?:\\[\s\S]|[^\s~\\]))\1(?=[^~]|$)/, text: g(/^(?:[^a-zA-Z0-9](?=emailProtocol)|(`+|~+|[^`~])(?:(?=[`~])|(?= {2,}\n)|(?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@)|[\s\S]*?(?:(?=[\\<!\[`*~_]|\b_|protocol:\/\/|wwwStart|$)|[^ ](?= {2,}\n)|[^a-zA-Z0-9](?=emailProtocol)|[^a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-](?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@))))/).replace("protocol", Se).replace(/emailProtocol/g, /(?:mailto|xmpp):/).replace("wwwStart", _e ? "(?<![^\\s*_~(])www\\." : "www\\.").getRegex() };
var qt = { ...pe, br: g(Ie).replace("{2,}", "*").getRegex(), text: g(pe.text).replace("\\b_", "\\b_| {2,}\\n").replace(/\{2,\}/g, "*").getRegex() };
var ee = { normal: fe, gfm: tt, pedantic: nt };
var F = { normal: me, gfm: pe, breaks: qt, pedantic: Dt };
var vt = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var Be = (l3) => vt[l3];
function y(l3, e) {
  if (e) {
    if (O.escapeTest.test(l3)) return l3.replace(O.escapeReplace, Be);
  } else if (O.escapeTestNoEncode.test(l3)) return l3.replace(O.escapeReplaceNoEncode, Be);
  return l3;
}
function De(l3) {
  return O.numericCharacterReference.test(l3) ? l3.replace(O.numericCharacterReferenceOrAmpersand, (e, t, n) => {
    if (t === void 0 && n === void 0) return "&amp;";
    let r = t === void 0 ? Number.parseInt(n, 16) : Number.parseInt(t, 10);
    return r === 0 || r > 1114111 || r >= 55296 && r <= 57343 ? "\uFFFD" : r === 38 ? "&amp;" : String.fromCodePoint(r);
  }) : l3;
}
function xe(l3) {
  try {
    l3 = encodeURI(l3).replace(O.percentDecode, "%");
  } catch {
    return null;
  }
  return l3;
}
function be(l3, e) {
  let t = l3.replace(O.findPipe, (s2, o, i) => {
    let a = false, c = o;
    for (; --c >= 0 && i[c] === "\\"; ) a = !a;
    return a ? "|" : " |";
  }), n = t.split(O.splitPipe), r = 0;
  if (n[0].trim() || n.shift(), n.length > 0 && !n.at(-1)?.trim() && n.pop(), e) if (n.length > e) n.splice(e);
  else for (; n.length < e; ) n.push("");
  for (; r < n.length; r++) n[r] = n[r].trim().replace(O.slashPipe, "|");
  return n;
}
function C(l3, e, t) {
  let n = l3.length;
  if (n === 0) return "";
  let r = 0;
  for (; r < n; ) {
    let s2 = l3.charAt(n - r - 1);
    if (s2 === e && !t) r++;
    else if (s2 !== e && t) r++;
    else break;
  }
  return l3.slice(0, n - r);
}
function Re(l3) {
  let e = l3.split(`
`), t = e.length - 1;
  for (; t >= 0 && O.blankLine.test(e[t]); ) t--;
  return e.length - t <= 2 ? l3 : e.slice(0, t + 1).join(`
`);
}
function W(l3) {
  return l3.trim().replace(O.multipleSpaceGlobal, " ").toLowerCase().toUpperCase().toLowerCase();
}
function Te(l3, e) {
  if (l3.indexOf(e[0]) === -1 && l3.indexOf(e[1]) === -1) return -1;
  let t = 0;
  for (let n = 0; n < l3.length; n++) if (l3[n] === "\\") n++;
  else if (l3[n] === e[0]) t++;
  else if (l3[n] === e[1] && (t--, t < 0)) return n;
  return t > 0 ? -2 : -1;
}
var Q = /* @__PURE__ */ new WeakMap();
function Oe(l3) {
  let e = { "*": -1, _: -1 }, t = -1, n = l3.length;
  for (let r = 0; r < n; r++) {
    let s2 = l3[r];
    if (s2 !== "*" && s2 !== "_" && s2 !== "~") continue;
    let o = r === 0 ? `
` : l3[r - 1], i = r + 1;
    for (; i < n && l3[i] === s2; ) i++;
    o !== " " && o !== "	" && o !== `
` && o !== "\r" && o !== "\f" && (s2 === "~" ? t = r : e[s2] = r), r = i - 1;
  }
  return { maskedSrc: l3, lastPossibleEmStrongCloserIndex: e, lastPossibleDelCloserIndex: t };
}
function qe(l3, e) {
  let t = Oe(e), n = Q.get(l3);
  n ? n.push(t) : Q.set(l3, [t]);
}
function ve(l3) {
  let e = Q.get(l3);
  e && (e.pop(), e.length === 0 && Q.delete(l3));
}
function oe(l3, e, t) {
  let n = Q.get(l3)?.at(-1);
  return n && n.maskedSrc === e ? n.lastPossibleEmStrongCloserIndex[t] : Oe(e).lastPossibleEmStrongCloserIndex[t];
}
function ae(l3, e) {
  let t = Q.get(l3)?.at(-1);
  return t && t.maskedSrc === e ? t.lastPossibleDelCloserIndex : Oe(e).lastPossibleDelCloserIndex;
}
function te(l3, e = 0) {
  let t = e, n = "";
  for (let r of l3) if (r === "	") {
    let s2 = 4 - t % 4;
    n += " ".repeat(s2), t += s2;
  } else n += r, t++;
  return n;
}
function Ht(l3, e) {
  let t = "";
  for (let n = 0; n < l3.length; n++) {
    if (l3[n] === "`") {
      let r = e.inline.code.exec(l3.slice(n));
      if (r) {
        t += r[0], n += r[0].length - 1;
        continue;
      }
    }
    if (l3[n] === "\\" && (l3[n + 1] === "[" || l3[n + 1] === "]")) {
      t += l3[n + 1], n++;
      continue;
    }
    t += l3[n];
  }
  return t;
}
function He(l3, e, t, n, r) {
  let s2 = e.href, o = e.title || null, i = Ht(l3[1], r), a = l3[0].charAt(0) === "!", c = n.state.inLink, u = n.state.linkEmitted, d = n.state.inRawBlock;
  n.state.inLink = true, n.state.linkEmitted = false;
  let h2 = n.inlineTokens(i), p = n.state.linkEmitted;
  if (n.state.linkEmitted = u, n.state.inLink = c, !a) {
    if (p) {
      n.state.inRawBlock = d;
      return;
    }
    n.state.linkEmitted = true;
  }
  return { type: a ? "image" : "link", raw: t, href: s2, title: o, text: i, tokens: h2 };
}
function Zt(l3, e, t) {
  let n = l3.match(t.other.indentCodeCompensation);
  if (n === null) return e;
  let r = n[1];
  return e.split(`
`).map((s2) => {
    let o = s2.match(t.other.beginningSpace);
    if (o === null) return s2;
    let [i] = o;
    return s2.slice(Math.min(i.length, r.length));
  }).join(`
`);
}
function Ze(l3, e, t, n) {
  if (!e.includes("<")) return false;
  for (let r = 0; r < e.length; r++) {
    if (e[r] === "\\") {
      r++;
      continue;
    }
    if (e[r] === "`") {
      let i = n.inline.code.exec(e.slice(r));
      if (i) {
        r += i[0].length - 1;
        continue;
      }
    }
    if (e[r] !== "<") continue;
    let s2 = l3.slice(t + r), o = n.inline.tag.exec(s2) || n.inline.autolink.exec(s2);
    if (o) {
      if (o[0].length > e.length - r) return true;
      r += o[0].length - 1;
    }
  }
  return false;
}
var _ = class {
  options;
  rules;
  lexer;
  constructor(e) {
    this.options = e || S;
  }
  space(e) {
    let t = this.rules.block.newline.exec(e);
    if (t && t[0].length > 0) return { type: "space", raw: t[0] };
  }
  code(e) {
    let t = this.rules.block.code.exec(e);
    if (t) {
      let n = this.options.pedantic ? t[0] : Re(t[0]), r = n.replace(this.rules.other.codeRemoveIndent, "");
      return { type: "code", raw: n, codeBlockStyle: "indented", text: r };
    }
  }
  fences(e) {
    let t = this.rules.block.fences.exec(e);
    if (t) {
      let n = t[0], r = Zt(n, t[3] || "", this.rules);
      return t[3] !== void 0 && (r === "" || r.endsWith(`
`)) && (r += `
`), { type: "code", raw: n, lang: t[2] ? t[2].trim().replace(this.rules.inline.anyPunctuation, "$1") : t[2], text: r };
    }
  }
  heading(e) {
    let t = this.rules.block.heading.exec(e);
    if (t) {
      let n = t[2].trim();
      if (this.rules.other.endingHash.test(n)) {
        let r = C(n, "#");
        (this.options.pedantic || !r || this.rules.other.endingSpaceTabChar.test(r)) && (n = r.trim());
      }
      return { type: "heading", raw: C(t[0], `
`), depth: t[1].length, text: n, tokens: this.lexer.inline(n) };
    }
  }
  hr(e) {
    let t = this.rules.block.hr.exec(e);
    if (t) return { type: "hr", raw: C(t[0], `
`) };
  }
  blockquote(e) {
    let t = this.rules.block.blockquote.exec(e);
    if (t) {
      let n = C(t[0], `
`).split(`
`), r = "", s2 = "", o = [];
      for (; n.length > 0; ) {
        let i = false, a = [], c;
        for (c = 0; c < n.length; c++) if (this.rules.other.blockquoteStart.test(n[c])) a.push(n[c]), i = true;
        else if (!i) a.push(n[c]);
        else break;
        n = n.slice(c);
        let u = a.join(`
`), d = u.replace(this.rules.other.blockquoteMarkerWhitespace, (k, m, b) => b.startsWith(" ") ? m + " " + b.slice(1) : m + te(b, m.length)).replace(this.rules.other.blockquoteSetextReplace, `
    $1`).replace(this.rules.other.blockquoteSetextReplace2, "");
        r = r ? `${r}
${u}` : u, s2 = s2 ? `${s2}
${d}` : d;
        let h2 = this.lexer.state.top;
        if (this.lexer.state.top = true, this.lexer.blockTokens(d, o, true), this.lexer.state.top = h2, n.length === 0) break;
        let p = o.at(-1);
        if (p?.type === "code" || p?.type === "heading" || p?.type === "hr" || p?.type === "html" || p?.type === "table") break;
        if (p?.type === "blockquote") {
          let k = p, m = n.join(`
`), b = k.raw + `
` + m.replace(this.rules.other.blockquoteSetextReplace2, ""), f = this.blockquote(b);
          o[o.length - 1] = f;
          let R = b.substring(f.raw.length).replace(/^\n/, ""), E = R ? R.split(`
`).length : 0, T = E ? n.slice(0, -E) : n;
          if (T.length > 0 && (r = `${r}
${T.join(`
`)}`), s2 = s2.substring(0, s2.length - k.text.length) + f.text, n = n.slice(T.length), n.length > 0 && this.rules.other.blockquoteStart.test(n[0])) continue;
          break;
        } else if (p?.type === "list") {
          let k = p, m = k.raw + `
` + n.join(`
`), b = this.list(m);
          o[o.length - 1] = b;
          let f = b.raw.length > k.raw.length ? m.slice(k.raw.length + 1, b.raw.length).split(`
`).length : 0;
          if (f > 0) {
            let R = n.slice(0, f).join(`
`);
            r = `${r}
${R}`, s2 = `${s2}
${R}`;
          }
          if (n = n.slice(f), n.length > 0 && !this.rules.other.blockquoteStart.test(n[0])) break;
          continue;
        }
      }
      return { type: "blockquote", raw: r, tokens: o, text: s2 };
    }
  }
  list(e) {
    let t = this.rules.block.list.exec(e);
    if (t) {
      if (!this.options.pedantic && this.lexer.state.lastToken?.type === "text" && !this.rules.other.listInterruptsParagraph.test(e)) return;
      let n = e, r = () => n.length - e.length, s2 = t[1].trim(), o = s2.length > 1, i = { type: "list", raw: "", ordered: o, start: o ? +s2.slice(0, -1) : "", loose: false, items: [] };
      s2 = o ? `\\d{1,9}\\${s2.slice(-1)}` : `\\${s2}`, this.options.pedantic && (s2 = o ? s2 : "[*+-]");
      let a = this.rules.other.listItemRegex(s2), c = false;
      for (; e; ) {
        let h2 = false, p = "";
        if (!(t = a.exec(e)) || this.rules.block.hr.test(e)) break;
        let k = r();
        e = e.substring(t[0].length);
        let m = t[2].split(`
`, 1)[0], b = t[1].length, f = this.options.pedantic ? te(m, b) : m.replace(this.rules.other.leadingSpaceTab, (H) => te(H, b)), R = e.split(`
`, 1)[0], E = !f.trim(), T = 0;
        if (this.options.pedantic ? (T = 2, p = f.trimStart()) : E ? T = b + 1 : (T = f.search(this.rules.other.nonSpaceChar), T = T > 4 ? 1 : T, p = f.slice(T), T += b), E && this.rules.other.blankLine.test(R) && (e = e.substring(R.length + 1), h2 = true), !h2) {
          let H = this.rules.other.nextBulletRegex(T), K = this.rules.other.hrRegex(T), re = this.rules.other.fencesBeginRegex(T), B = this.options.pedantic ? this.rules.other.pedanticHeadingBeginRegex(T) : this.rules.other.headingBeginRegex(T), X = this.rules.other.htmlBeginRegex(T), se = this.rules.other.blockquoteBeginRegex(T), le = false;
          for (; e; ) {
            let we = e.split(`
`, 1)[0], Z;
            if (R = we, this.options.pedantic ? (R = R.replace(this.rules.other.listReplaceNesting, "  "), Z = R) : Z = R.replace(this.rules.other.leadingSpaceTab, ($) => te($)), re.test(R) || B.test(R) || X.test(R) || se.test(R) || H.test(R) || K.test(R)) break;
            if (Z.search(this.rules.other.nonSpaceChar) >= T || !R.trim()) p += `
` + Z.slice(T), le = false;
            else {
              if (E) break;
              let $ = f;
              if (!this.options.pedantic && !p.includes(`
`) && !f.includes("	")) {
                let j;
                for (; !K.test($) && (j = this.rules.other.nestedBlockMarker.exec($)); ) $ = $.slice(j[0].length);
                if (!$.trim()) break;
              }
              if ($.replace(this.rules.other.tabCharGlobal, "    ").search(this.rules.other.nonSpaceChar) >= 4 || re.test($) || B.test($) || X.test($) || K.test($)) break;
              if (!this.options.pedantic && !le) {
                let j = f.replace(this.rules.other.nestedContainerMarkers, "");
                if (this.rules.block.fences.test(j) || this.rules.block.heading.test(j) || this.rules.block.hr.test(j)) break;
              }
              let je = !this.options.pedantic && /^ {0,3}(?:=+|-+) *$/.test(R) && this.rules.block.lheading.test(`${f}
${R}`) ? `    ${Z.replace(/^ {0,3}/, "")}` : R;
              p += `
` + je, le = true;
            }
            E = !R.trim(), e = e.substring(we.length + 1), f = Z.slice(T);
          }
        }
        let U = n.slice(k, r());
        i.loose || (c ? i.loose = true : this.rules.other.doubleBlankLine.test(U) && (c = true)), i.items.push({ type: "list_item", raw: U, task: !!this.options.gfm && this.rules.other.listIsTask.test(p), loose: false, text: p, tokens: [] });
      }
      let u = i.items.at(-1);
      if (u) u.raw = u.raw.trimEnd(), u.text = u.text.trimEnd();
      else return;
      i.raw = n.slice(0, r()).trimEnd();
      let d = [];
      for (let h2 of i.items) if (this.lexer.state.top = false, d.push(this.lexer.inlineQueue.length), h2.tokens = this.lexer.blockTokens(h2.text, []), !i.loose) {
        let p = h2.tokens.filter((m) => m.type === "space"), k = p.length > 0 && p.some((m) => this.rules.other.anyLine.test(m.raw));
        i.loose = k;
      }
      for (let h2 = 0; h2 < i.items.length; h2++) {
        let p = i.items[h2], k = p.tokens[0];
        if (p.task && (k?.type === "text" || k?.type === "paragraph")) {
          p.text = p.text.replace(this.rules.other.listReplaceTask, ""), k.raw = k.raw.replace(this.rules.other.listReplaceTask, ""), k.text = k.text.replace(this.rules.other.listReplaceTask, "");
          let m = this.lexer.inlineQueue;
          for (let f = d[h2]; f < m.length; f++) if (m[f].tokens === k.tokens) {
            m[f].src = m[f].src.replace(this.rules.other.listReplaceTask, "");
            break;
          }
          let b = this.rules.other.listTaskCheckbox.exec(p.raw);
          if (b) {
            let f = { type: "checkbox", raw: b[0] + " ", checked: b[0] !== "[ ]" };
            p.checked = f.checked, i.loose ? p.tokens[0] && ["paragraph", "text"].includes(p.tokens[0].type) && "tokens" in p.tokens[0] && p.tokens[0].tokens ? (p.tokens[0].raw = f.raw + p.tokens[0].raw, p.tokens[0].text = f.raw + p.tokens[0].text, p.tokens[0].tokens.unshift(f)) : p.tokens.unshift({ type: "paragraph", raw: f.raw, text: f.raw, tokens: [f] }) : p.tokens.unshift(f);
          }
        } else p.task && (p.task = false);
      }
      if (i.loose) for (let h2 of i.items) {
        h2.loose = true;
        for (let p of h2.tokens) p.type === "text" && (p.type = "paragraph");
      }
      return i;
    }
  }
  html(e) {
    let t = this.rules.block.html.exec(e);
    if (t) {
      if (this.lexer.state.lastToken?.type === "paragraph" && !this.rules.other.htmlBeginRegex(4).test(e)) return;
      let n = Re(t[0]);
      return { type: "html", block: true, raw: n, pre: t[1] === "pre" || t[1] === "script" || t[1] === "style", text: n };
    }
  }
  def(e) {
    let t = this.rules.block.def.exec(e);
    if (t) {
      if (!this.rules.other.startAngleBracket.test(t[2]) && Te(t[2], "()") !== -1) return;
      let n = W(t[1]), r = t[2] ? t[2].replace(this.rules.other.hrefBrackets, "$1").replace(this.rules.inline.anyPunctuation, "$1") : "", s2 = t[3] ? t[3].substring(1, t[3].length - 1).replace(this.rules.inline.anyPunctuation, "$1") : t[3];
      return { type: "def", tag: n, raw: C(t[0], `
`), href: r, title: s2 };
    }
  }
  table(e) {
    let t = this.rules.block.table.exec(e);
    if (!t || !this.rules.other.tableDelimiter.test(t[2])) return;
    let n = be(t[1]), r = t[2].replace(this.rules.other.tableAlignChars, "").split("|"), s2 = t[3]?.trim() ? t[3].replace(this.rules.other.tableRowBlankLine, "").split(`
`) : [], o = { type: "table", raw: C(t[0], `
`), header: [], align: [], rows: [] };
    if (n.length === r.length) {
      for (let i of r) this.rules.other.tableAlignRight.test(i) ? o.align.push("right") : this.rules.other.tableAlignCenter.test(i) ? o.align.push("center") : this.rules.other.tableAlignLeft.test(i) ? o.align.push("left") : o.align.push(null);
      for (let i = 0; i < n.length; i++) o.header.push({ text: n[i], tokens: this.lexer.inline(n[i]), header: true, align: o.align[i] });
      for (let i of s2) o.rows.push(be(i, o.header.length).map((a, c) => ({ text: a, tokens: this.lexer.inline(a), header: false, align: o.align[c] })));
      return o;
    }
  }
  lheading(e) {
    let t = this.rules.block.lheading.exec(e);
    if (t) {
      let n = t[1].trim();
      return { type: "heading", raw: C(t[0], `
`), depth: t[2].charAt(0) === "=" ? 1 : 2, text: n, tokens: this.lexer.inline(n) };
    }
  }
  paragraph(e) {
    let t = this.rules.block.paragraph.exec(e);
    if (t) {
      let n = t[1].charAt(t[1].length - 1) === `
` ? t[1].slice(0, -1) : t[1];
      return { type: "paragraph", raw: t[0], text: n, tokens: this.lexer.inline(n) };
    }
  }
  text(e) {
    let t = this.rules.block.text.exec(e);
    if (t) return { type: "text", raw: t[0], text: t[0], tokens: this.lexer.inline(t[0]) };
  }
  escape(e) {
    if (e.charCodeAt(0) !== 92) return;
    let t = this.rules.inline.escape.exec(e);
    if (t) return { type: "escape", raw: t[0], text: t[1] };
  }
  tag(e) {
    if (e.charCodeAt(0) !== 60) return;
    let t = this.rules.inline.tag.exec(e);
    if (t) return !this.lexer.state.inLink && this.rules.other.startATag.test(t[0]) ? this.lexer.state.inLink = true : this.lexer.state.inLink && this.rules.other.endATag.test(t[0]) && (this.lexer.state.inLink = false), !this.lexer.state.inRawBlock && this.rules.other.startPreScriptTag.test(t[0]) ? this.lexer.state.inRawBlock = true : this.lexer.state.inRawBlock && this.rules.other.endPreScriptTag.test(t[0]) && (this.lexer.state.inRawBlock = false), { type: "html", raw: t[0], inLink: this.lexer.state.inLink, inRawBlock: this.lexer.state.inRawBlock, block: false, text: t[0] };
  }
  link(e) {
    if (this.lexer.state.linkParenPossible === false) return;
    let t = e.charCodeAt(0);
    if (t !== 91 && t !== 33) return;
    let n = this.rules.inline.link.exec(e);
    if (n) {
      let r = n[0].charAt(0) === "!" ? 2 : 1;
      if (!this.options.pedantic && Ze(e, n[1], r, this.rules)) return;
      let s2 = n[2].trim();
      if (!this.options.pedantic && this.rules.other.startAngleBracket.test(s2)) {
        if (!this.rules.other.endAngleBracket.test(s2)) return;
        let c = C(s2.slice(0, -1), "\\");
        if ((s2.length - c.length) % 2 === 0) return;
      } else {
        let c = Te(n[2], "()");
        if (c === -2) return;
        if (c > -1) {
          let d = (n[0].indexOf("!") === 0 ? 5 : 4) + n[1].length + c;
          n[2] = n[2].substring(0, c), n[0] = n[0].substring(0, d).trim(), n[3] = "";
        }
      }
      let o = C(n[0].slice(0, -1), "\\");
      if ((n[0].length - o.length) % 2 === 0) return;
      let i = n[2], a = "";
      if (this.options.pedantic) {
        let c = this.rules.other.pedanticHrefTitle.exec(i);
        c && (i = c[1], a = c[3]);
      } else a = n[3] ? n[3].slice(1, -1) : "";
      return i = i.trim(), this.rules.other.startAngleBracket.test(i) && (this.options.pedantic && !this.rules.other.endAngleBracket.test(s2) ? i = i.slice(1) : i = i.slice(1, -1)), He(n, { href: i && i.replace(this.rules.inline.anyPunctuation, "$1"), title: a && a.replace(this.rules.inline.anyPunctuation, "$1") }, n[0], this.lexer, this.rules);
    }
  }
  reflink(e, t) {
    let n = e.charCodeAt(0);
    if (n !== 91 && n !== 33) return;
    let r;
    if ((r = this.rules.inline.reflink.exec(e)) || (r = this.rules.inline.nolink.exec(e))) {
      let s2 = r[0].charAt(0) === "!" ? 2 : 1;
      if (!this.options.pedantic && Ze(e, r[1], s2, this.rules)) return;
      let o = t[W(r[2] || r[1])];
      if (!o) {
        let i = r[0].charAt(0);
        return { type: "text", raw: i, text: i };
      }
      return He(r, o, r[0], this.lexer, this.rules);
    }
  }
  emStrong(e, t, n = "") {
    let r = this.rules.inline.emStrongLDelim.exec(e);
    if (!r || !r[1] && !r[2] && !r[3] && !r[4]) return;
    let s2 = r[0][0], o = n === s2, i = t.length - e.length, a = i;
    for (; !this.options.pedantic && a > 0 && t[a - 1] === s2; ) a--;
    let c = [...t.slice(Math.max(0, a - 2), a)].at(-1) ?? "", u = c === "*" || c === "_" || !!this.rules.inline.punctuation.exec(c);
    a < i && (n = c);
    let d = a < i ? u : n === "*" || n === "_" || !!this.rules.inline.punctuation.exec(n);
    if (r[4] && n.match(this.rules.other.unicodeAlphaNumeric)) return;
    let h2 = r[1] || r[3] || "";
    if (!h2 || !n || d) {
      let p = [...r[0]].length - 1, k, m, b = p, f = 0, R = i - a + p, E = !this.options.pedantic && !!c.trim() && (!!h2 || s2 === "*" && !u);
      if (s2 !== "*" && s2 !== "_") return;
      let T = s2 === "*" ? this.rules.inline.emStrongRDelimAst : this.rules.inline.emStrongRDelimUnd, U = oe(this, t, s2), H = t.length - e.length + p;
      if (U < H) return;
      t = t.slice(-1 * e.length + p);
      let K = U - H;
      for (T.lastIndex = 0; (r = T.exec(t)) !== null && !(r.index > K); ) {
        if (k = r[1] || r[2] || r[3] || r[4] || r[5] || r[6], !k) continue;
        if (m = [...k].length, r[3] || r[4]) {
          b += m;
          continue;
        } else if ((r[5] || r[6] || E) && R % 3 && !((R + m) % 3)) {
          if (o && (r[5] || r[6])) break;
          f += m;
          continue;
        }
        if (b -= m, b > 0) continue;
        m = Math.min(m, m + b + f);
        let re = [...r[0]][0].length, B = e.slice(0, p + r.index + re + m);
        if (Math.min(p, m) % 2) {
          let se = B.slice(1, -1);
          return { type: "em", raw: B, text: se, tokens: this.lexer.inlineTokens(se) };
        }
        let X = B.slice(2, -2);
        return { type: "strong", raw: B, text: X, tokens: this.lexer.inlineTokens(X) };
      }
    }
  }
  codespan(e) {
    if (e.charCodeAt(0) !== 96) return;
    let t = this.rules.inline.code.exec(e);
    if (t) {
      let n = t[2].replace(this.rules.other.newLineCharGlobal, " "), r = this.rules.other.nonSpaceChar.test(n), s2 = this.rules.other.startingSpaceChar.test(n) && this.rules.other.endingSpaceChar.test(n);
      return r && s2 && (n = n.substring(1, n.length - 1)), { type: "codespan", raw: t[0], text: n };
    }
  }
  br(e) {
    let t = e.charCodeAt(0);
    if (t !== 32 && t !== 92 && t !== 10) return;
    let n = this.rules.inline.br.exec(e);
    if (n) return { type: "br", raw: n[0] };
  }
  del(e, t, n = "") {
    if (e.charCodeAt(0) !== 126) return;
    let r = this.rules.inline.delLDelim.exec(e);
    if (!r) return;
    if (!(r[1] || "") || !n || this.rules.inline.punctuation.exec(n)) {
      let o = [...r[0]].length - 1, i, a, c = o, u = this.rules.inline.delRDelim, d = ae(this, t), h2 = t.length - e.length + o;
      if (d < h2) return;
      t = t.slice(-1 * e.length + o);
      let p = d - h2;
      for (u.lastIndex = 0; (r = u.exec(t)) !== null && !(r.index > p); ) {
        if (i = r[1] || r[2] || r[3] || r[4] || r[5] || r[6], !i || (a = [...i].length, a !== o)) continue;
        if (r[3] || r[4]) {
          c += a;
          continue;
        }
        if (c -= a, c > 0) continue;
        a = Math.min(a, a + c);
        let k = [...r[0]][0].length, m = e.slice(0, o + r.index + k + a), b = m.slice(o, -o);
        return { type: "del", raw: m, text: b, tokens: this.lexer.inlineTokens(b) };
      }
    }
  }
  autolink(e) {
    if (e.charCodeAt(0) !== 60) return;
    let t = this.rules.inline.autolink.exec(e);
    if (t) {
      let n, r;
      return t[2] === "@" ? (n = t[1], r = "mailto:" + n) : (n = t[1], r = n), { type: "link", raw: t[0], text: n, href: r, autolink: true, tokens: [{ type: "text", raw: n, text: n }] };
    }
  }
  url(e) {
    let t;
    if (t = this.rules.inline.url.exec(e)) {
      let n, r;
      if (t[2] === "@") n = t[0], r = "mailto:" + n;
      else {
        let s2;
        do
          s2 = t[0], t[0] = this.rules.inline._backpedal.exec(t[0])?.[0] ?? "";
        while (s2 !== t[0]);
        n = t[0], t[1] === "www." ? r = "http://" + t[0] : r = t[0];
      }
      return { type: "link", raw: t[0], text: n, href: r, autolink: true, tokens: [{ type: "text", raw: n, text: n }] };
    }
  }
  inlineText(e) {
    let t = this.rules.inline.text.exec(e);
    if (t) {
      let n = this.lexer.state.inRawBlock;
      return { type: "text", raw: t[0], text: n ? t[0] : De(t[0]), escaped: n };
    }
  }
};
var w = class l {
  tokens;
  options;
  state;
  inlineQueue;
  tokenizer;
  constructor(e) {
    this.tokens = [], this.tokens.links = /* @__PURE__ */ Object.create(null), this.options = e || S, this.options.tokenizer = this.options.tokenizer || new _(), this.tokenizer = this.options.tokenizer, this.tokenizer.options = this.options, this.tokenizer.lexer = this, this.inlineQueue = [], this.state = { inLink: false, inRawBlock: false, linkEmitted: false, linkParenPossible: true, top: true };
    let t = { other: O, block: ee.normal, inline: F.normal };
    this.options.pedantic ? (t.block = ee.pedantic, t.inline = F.pedantic) : this.options.gfm && (t.block = ee.gfm, this.options.breaks ? t.inline = F.breaks : t.inline = F.gfm), this.tokenizer.rules = t;
  }
  static get rules() {
    return { block: ee, inline: F };
  }
  static lex(e, t) {
    return new l(t).lex(e);
  }
  static lexInline(e, t) {
    return new l(t).inlineTokens(e);
  }
  lex(e) {
    e = e.replace(O.carriageReturn, `
`), this.blockTokens(e, this.tokens);
    for (let t = 0; t < this.inlineQueue.length; t++) {
      let n = this.inlineQueue[t];
      this.state.inRawBlock = false, this.inlineTokens(n.src, n.tokens);
    }
    return this.inlineQueue = [], this.tokens;
  }
  blockTokens(e, t = [], n = false) {
    this.tokenizer.lexer = this;
    let r = this.state.lastToken;
    this.options.pedantic && (e = e.replace(O.tabCharGlobal, "    ").replace(O.spaceLine, ""));
    let s2 = 1 / 0, o, i = this.options.gfm && !this.options.pedantic && this.tokenizer.paragraph === _.prototype.paragraph;
    for (; e; ) {
      if (e.length < s2) s2 = e.length;
      else {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
      this.state.lastToken = t.at(-1);
      let a;
      if (this.options.extensions?.block?.some((u) => (a = u.call({ lexer: this }, e, t)) ? (e = e.substring(a.raw.length), t.push(a), true) : false)) continue;
      if (a = this.tokenizer.space(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        a.raw.length === 1 && u !== void 0 ? u.raw += `
` : t.push(a);
        continue;
      }
      if (a = this.tokenizer.code(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "paragraph" || u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.at(-1).src = u.text) : t.push(a);
        continue;
      }
      if (a = this.tokenizer.fences(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.heading(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.hr(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.blockquote(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.list(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.html(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.def(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "paragraph" || u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.raw, this.inlineQueue.at(-1).src = u.text) : (this.tokens.links[a.tag] || (this.tokens.links[a.tag] = { href: a.href, title: a.title }), t.push(a));
        continue;
      }
      if (a = this.tokenizer.table(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.lheading(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      let c = e;
      if (this.options.extensions?.startBlock) {
        let u = 1 / 0, d = e.slice(1), h2;
        this.options.extensions.startBlock.forEach((p) => {
          h2 = p.call({ lexer: this }, d), typeof h2 == "number" && h2 >= 0 && (u = Math.min(u, h2));
        }), u < 1 / 0 && u >= 0 && (c = e.substring(0, u + 1));
      }
      if (this.state.top && (a = this.tokenizer.paragraph(c))) {
        let u = t.at(-1);
        (n || u === o && i) && u?.type === "paragraph" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.pop(), this.inlineQueue.at(-1).src = u.text, o = u) : (t.push(a), o = a), n = c.length !== e.length, e = e.substring(a.raw.length);
        continue;
      }
      if (a = this.tokenizer.text(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.pop(), this.inlineQueue.at(-1).src = u.text) : t.push(a);
        continue;
      }
      if (e) {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
    }
    return this.state.top = true, this.state.lastToken = r, t;
  }
  inline(e, t = []) {
    return this.inlineQueue.push({ src: e, tokens: t }), t;
  }
  linkInText(e) {
    if (!e.includes("[")) return false;
    let t = this.tokenizer.rules.inline.link;
    for (let n of e.matchAll(this.tokenizer.rules.inline.blockSkip)) if (t.test(n[0]) && e.charAt(n.index - 1) !== "!") return true;
    for (let n of e.matchAll(this.tokenizer.rules.inline.reflinkSearch)) {
      let r = n[0], s2 = r.lastIndexOf("[");
      if (!(r.charAt(0) === "!" || !Object.hasOwn(this.tokens.links, W(r.slice(s2 + 1, -1)))) && !(s2 > 1 && this.linkInText(r.slice(1, s2 - 1)))) return true;
    }
    return false;
  }
  inlineTokens(e, t = []) {
    this.tokenizer.lexer = this;
    let n = this.state.linkParenPossible;
    this.state.linkParenPossible = e.includes(")");
    try {
      return this.#t(e, t);
    } finally {
      this.state.linkParenPossible = n;
    }
  }
  #t(e, t) {
    let n = e.includes("*") || e.includes("_") || e.includes("~"), r = n || this.options.hooks?.emStrongMask || this.tokenizer.emStrong !== _.prototype.emStrong || this.tokenizer.del !== _.prototype.del ? this.#r(e) : e;
    if (!n) return this.#e(e, r, t);
    qe(this.tokenizer, r);
    try {
      return this.#e(e, r, t);
    } finally {
      ve(this.tokenizer);
    }
  }
  #e(e, t, n) {
    let r = false, s2 = "", o = 1 / 0;
    for (; e; ) {
      if (e.length < o) o = e.length;
      else {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
      r || (s2 = ""), r = false;
      let i;
      if (this.options.extensions?.inline?.some((u) => (i = u.call({ lexer: this }, e, n)) ? (e = e.substring(i.raw.length), n.push(i), true) : false)) continue;
      if (i = this.tokenizer.escape(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.tag(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.link(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.reflink(e, this.tokens.links)) {
        e = e.substring(i.raw.length);
        let u = n.at(-1);
        i.type === "text" && u?.type === "text" ? (u.raw += i.raw, u.text += i.text) : n.push(i);
        continue;
      }
      let a = e[0];
      if (a === "*" || a === "_") {
        let u = t.length - e.length;
        if (oe(this.tokenizer, t, a) <= u) {
          let h2 = 1;
          for (; h2 < e.length && e.charCodeAt(h2) === a.charCodeAt(0); ) h2++;
          let p = e.substring(0, h2), k = n.at(-1);
          k?.type === "text" && !k.escaped ? (k.raw += p, k.text += p) : n.push({ type: "text", raw: p, text: p, escaped: false }), e = e.substring(h2), s2 = a, r = true;
          continue;
        }
      } else if (a === "~") {
        let u = t.length - e.length;
        if (ae(this.tokenizer, t) <= u) {
          let h2 = 1;
          for (; h2 < e.length && e.charCodeAt(h2) === 126; ) h2++;
          let p = e.substring(0, h2), k = n.at(-1);
          k?.type === "text" && !k.escaped ? (k.raw += p, k.text += p) : n.push({ type: "text", raw: p, text: p, escaped: false }), e = e.substring(h2), s2 = a, r = true;
          continue;
        }
      }
      if (i = this.tokenizer.emStrong(e, t, s2)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.codespan(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.br(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.del(e, t, s2)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.autolink(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (!this.state.inLink && (i = this.tokenizer.url(e))) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      let c = e;
      if (this.options.extensions?.startInline) {
        let u = 1 / 0, d = e.slice(1), h2;
        this.options.extensions.startInline.forEach((p) => {
          h2 = p.call({ lexer: this }, d), typeof h2 == "number" && h2 >= 0 && (u = Math.min(u, h2));
        }), u < 1 / 0 && u >= 0 && (c = e.substring(0, u + 1));
      }
      if (i = this.tokenizer.inlineText(c)) {
        e = e.substring(i.raw.length), i.raw.slice(-1) !== "_" && (s2 = i.raw.slice(-1)), r = true;
        let u = n.at(-1);
        u?.type === "text" ? (u.raw += i.raw, u.text += i.text) : n.push(i);
        continue;
      }
      if (e) {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
    }
    return n;
  }
  #n(e) {
    let { blockSkip: t, tag: n, autolink: r } = this.tokenizer.rules.inline, s2 = "", o = 0, i;
    for (t.lastIndex = 0; i = t.exec(e); ) {
      let a = i.index + (i[2] ? i[2].length : 0), c = i.index + i[0].length;
      if (e.charAt(a) === "<") {
        let u = e.slice(a), d = n.exec(u) || r.exec(u);
        if (!d) {
          t.lastIndex = a + 1;
          continue;
        }
        c = a + d[0].length, t.lastIndex = c;
      }
      s2 += e.slice(o, a) + "[" + "a".repeat(c - a - 2) + "]", o = c;
    }
    return s2 + e.slice(o);
  }
  #r(e) {
    let t = e;
    if (this.tokens.links && e.includes("[")) {
      let n = this.tokenizer.rules.inline.reflinkSearch, r = (s2) => {
        let o = s2.lastIndexOf("[");
        if (!Object.hasOwn(this.tokens.links, W(s2.slice(o + 1, -1)))) return s2;
        if (o > 1 && s2.charAt(0) !== "!") {
          let i = s2.slice(1, o - 1);
          if (this.linkInText(i)) return "[" + i.replace(n, r) + "][" + "a".repeat(s2.length - o - 2) + "]";
        }
        return "[" + "a".repeat(s2.length - 2) + "]";
      };
      t = t.replace(n, r);
    }
    return t = t.replace(this.tokenizer.rules.inline.anyPunctuationOutsideCode, (n, r, s2) => s2 ? "+".repeat(n.length) : r ? r + n.slice(r.length, -r.length).replace(/`/g, "+") + r : n), t = this.#n(t), t = this.options.hooks?.emStrongMask?.call({ lexer: this }, t) ?? t, t;
  }
  infiniteLoopError(e) {
    let t = "Infinite loop on byte: " + e;
    if (this.options.silent) console.error(t);
    else throw new Error(t);
  }
};
var I = class {
  options;
  parser;
  constructor(e) {
    this.options = e || S;
  }
  space(e) {
    return "";
  }
  code({ text: e, lang: t, escaped: n }) {
    let r = (t || "").match(O.notSpaceStart)?.[0], s2 = e ? e.replace(O.endingNewline, "") + `
` : "";
    return r ? '<pre><code class="language-' + y(r) + '">' + (n ? s2 : y(s2, true)) + `</code></pre>
` : "<pre><code>" + (n ? s2 : y(s2, true)) + `</code></pre>
`;
  }
  blockquote({ tokens: e }) {
    return `<blockquote>
${this.parser.parse(e)}</blockquote>
`;
  }
  html({ text: e }) {
    return e;
  }
  def(e) {
    return "";
  }
  heading({ tokens: e, depth: t }) {
    return `<h${t}>${this.parser.parseInline(e)}</h${t}>
`;
  }
  hr(e) {
    return `<hr>
`;
  }
  list(e) {
    let t = e.ordered, n = e.start, r = "";
    for (let i = 0; i < e.items.length; i++) {
      let a = e.items[i];
      r += this.listitem(a);
    }
    let s2 = t ? "ol" : "ul", o = t && n !== 1 ? ' start="' + n + '"' : "";
    return "<" + s2 + o + `>
` + r + "</" + s2 + `>
`;
  }
  listitem(e) {
    return `<li>${this.parser.parse(e.tokens)}</li>
`;
  }
  checkbox({ checked: e }) {
    return "<input " + (e ? 'checked="" ' : "") + 'disabled="" type="checkbox"> ';
  }
  paragraph({ tokens: e }) {
    return `<p>${this.parser.parseInline(e)}</p>
`;
  }
  table(e) {
    let t = "", n = "";
    for (let s2 = 0; s2 < e.header.length; s2++) n += this.tablecell(e.header[s2]);
    t += this.tablerow({ text: n });
    let r = "";
    for (let s2 = 0; s2 < e.rows.length; s2++) {
      let o = e.rows[s2];
      n = "";
      for (let i = 0; i < o.length; i++) n += this.tablecell(o[i]);
      r += this.tablerow({ text: n });
    }
    return r && (r = `<tbody>${r}</tbody>`), `<table>
<thead>
` + t + `</thead>
` + r + `</table>
`;
  }
  tablerow({ text: e }) {
    return `<tr>
${e}</tr>
`;
  }
  tablecell(e) {
    let t = this.parser.parseInline(e.tokens), n = e.header ? "th" : "td";
    return (e.align ? `<${n} align="${e.align}">` : `<${n}>`) + t + `</${n}>
`;
  }
  strong({ tokens: e }) {
    return `<strong>${this.parser.parseInline(e)}</strong>`;
  }
  em({ tokens: e }) {
    return `<em>${this.parser.parseInline(e)}</em>`;
  }
  codespan({ text: e }) {
    return `<code>${y(e, true)}</code>`;
  }
  br(e) {
    return "<br>";
  }
  del({ tokens: e }) {
    return `<del>${this.parser.parseInline(e)}</del>`;
  }
  link({ href: e, title: t, text: n, tokens: r, autolink: s2 }) {
    let o = s2 ? y(n, true) : this.parser.parseInline(r), i = xe(e);
    if (i === null) return o;
    e = y(i, s2);
    let a = '<a href="' + e + '"';
    return t && (a += ' title="' + y(t) + '"'), a += ">" + o + "</a>", a;
  }
  image({ href: e, title: t, text: n, tokens: r }) {
    r && (n = this.parser.parseInline(r, this.parser.textRenderer));
    let s2 = xe(e);
    if (s2 === null) return y(n);
    e = s2;
    let o = `<img src="${y(e)}" alt="${y(n)}"`;
    return t && (o += ` title="${y(t)}"`), o += ">", o;
  }
  text(e) {
    return "tokens" in e && e.tokens ? this.parser.parseInline(e.tokens) : "escaped" in e && e.escaped ? e.text : y(e.text);
  }
};
var z = class {
  parser;
  strong({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  em({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  codespan({ text: e }) {
    return e;
  }
  del({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  html({ text: e }) {
    return e;
  }
  text({ text: e }) {
    return e;
  }
  link({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  image({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  br() {
    return `
`;
  }
  checkbox({ raw: e }) {
    return e;
  }
};
var P = class l2 {
  options;
  renderer;
  textRenderer;
  constructor(e) {
    this.options = e || S, this.options.renderer = this.options.renderer || new I(), this.renderer = this.options.renderer, this.renderer.options = this.options, this.renderer.parser = this, this.textRenderer = new z(), this.textRenderer.parser = this;
  }
  static parse(e, t) {
    return new l2(t).parse(e);
  }
  static parseInline(e, t) {
    return new l2(t).parseInline(e);
  }
  parse(e) {
    this.renderer.parser = this;
    let t = "";
    for (let n = 0; n < e.length; n++) {
      let r = e[n];
      if (this.options.extensions?.renderers?.[r.type]) {
        let o = r, i = this.options.extensions.renderers[o.type].call({ parser: this }, o);
        if (i !== false || !["space", "hr", "heading", "code", "table", "blockquote", "list", "checkbox", "html", "def", "paragraph", "text"].includes(o.type)) {
          t += i === false ? "" : i ?? "";
          continue;
        }
      }
      let s2 = r;
      switch (s2.type) {
        case "space": {
          t += this.renderer.space(s2);
          break;
        }
        case "hr": {
          t += this.renderer.hr(s2);
          break;
        }
        case "heading": {
          t += this.renderer.heading(s2);
          break;
        }
        case "code": {
          t += this.renderer.code(s2);
          break;
        }
        case "table": {
          t += this.renderer.table(s2);
          break;
        }
        case "blockquote": {
          t += this.renderer.blockquote(s2);
          break;
        }
        case "list": {
          t += this.renderer.list(s2);
          break;
        }
        case "checkbox": {
          t += this.renderer.checkbox(s2);
          break;
        }
        case "html": {
          t += this.renderer.html(s2);
          break;
        }
        case "def": {
          t += this.renderer.def(s2);
          break;
        }
        case "paragraph": {
          t += this.renderer.paragraph(s2);
          break;
        }
        case "text": {
          t += this.renderer.text(s2);
          break;
        }
        default: {
          let o = 'Token with "' + s2.type + '" type was not found.';
          if (this.options.silent) return console.error(o), "";
          throw new Error(o);
        }
      }
    }
    return t;
  }
  parseInline(e, t = this.renderer) {
    this.renderer.parser = this;
    let n = "";
    for (let r = 0; r < e.length; r++) {
      let s2 = e[r];
      if (this.options.extensions?.renderers?.[s2.type]) {
        let i = this.options.extensions.renderers[s2.type].call({ parser: this }, s2);
        if (i !== false || !["escape", "html", "link", "image", "checkbox", "strong", "em", "codespan", "br", "del", "text"].includes(s2.type)) {
          n += i === false ? "" : i ?? "";
          continue;
        }
      }
      let o = s2;
      switch (o.type) {
        case "escape": {
          n += t.text(o);
          break;
        }
        case "html": {
          n += t.html(o);
          break;
        }
        case "link": {
          n += t.link(o);
          break;
        }
        case "image": {
          n += t.image(o);
          break;
        }
        case "checkbox": {
          n += t.checkbox(o);
          break;
        }
        case "strong": {
          n += t.strong(o);
          break;
        }
        case "em": {
          n += t.em(o);
          break;
        }
        case "codespan": {
          n += t.codespan(o);
          break;
        }
        case "br": {
          n += t.br(o);
          break;
        }
        case "del": {
          n += t.del(o);
          break;
        }
        case "text": {
          n += t.text(o);
          break;
        }
        default: {
          let i = 'Token with "' + o.type + '" type was not found.';
          if (this.options.silent) return console.error(i), "";
          throw new Error(i);
        }
      }
    }
    return n;
  }
};
var A = class {
  options;
  block;
  constructor(e) {
    this.options = e || S;
  }
  static passThroughHooks = /* @__PURE__ */ new Set(["preprocess", "postprocess", "processAllTokens", "emStrongMask"]);
  static passThroughHooksRespectAsync = /* @__PURE__ */ new Set(["preprocess", "postprocess", "processAllTokens"]);
  preprocess(e) {
    return e;
  }
  postprocess(e) {
    return e;
  }
  processAllTokens(e) {
    return e;
  }
  emStrongMask(e) {
    return e;
  }
  provideLexer(e = this.block) {
    return e ? w.lex : w.lexInline;
  }
  provideParser(e = this.block) {
    return e ? P.parse : P.parseInline;
  }
};
function M(l3, e) {
  if (Array.isArray(e)) for (let t = 0; t < e.length; t++) l3.push(e[t]);
  else l3.push(e);
}
var ne = class {
  defaults = G();
  options = this.setOptions;
  parse = this.parseMarkdown(true);
  parseInline = this.parseMarkdown(false);
  Parser = P;
  Renderer = I;
  TextRenderer = z;
  Lexer = w;
  Tokenizer = _;
  Hooks = A;
  constructor(...e) {
    this.use(...e);
  }
  walkTokens(e, t) {
    let n = [];
    for (let r of e) switch (M(n, t.call(this, r)), r.type) {
      case "table": {
        let s2 = r;
        for (let o of s2.header) M(n, this.walkTokens(o.tokens, t));
        for (let o of s2.rows) for (let i of o) M(n, this.walkTokens(i.tokens, t));
        break;
      }
      case "list": {
        let s2 = r;
        M(n, this.walkTokens(s2.items, t));
        break;
      }
      default: {
        let s2 = r;
        this.defaults.extensions?.childTokens?.[s2.type] ? this.defaults.extensions.childTokens[s2.type].forEach((o) => {
          let i = s2[o].flat(1 / 0);
          M(n, this.walkTokens(i, t));
        }) : s2.tokens && M(n, this.walkTokens(s2.tokens, t));
      }
    }
    return n;
  }
  use(...e) {
    let t = this.defaults.extensions || { renderers: /* @__PURE__ */ Object.create(null), childTokens: /* @__PURE__ */ Object.create(null) };
    return e.forEach((n) => {
      let r = { ...n };
      if (r.async = this.defaults.async || r.async || false, n.extensions && (n.extensions.forEach((s2) => {
        if (!s2.name) throw new Error("extension name required");
        if ("renderer" in s2) {
          let o = t.renderers[s2.name];
          o ? t.renderers[s2.name] = function(...i) {
            let a = s2.renderer.apply(this, i);
            return a === false && (a = o.apply(this, i)), a;
          } : t.renderers[s2.name] = s2.renderer;
        }
        if ("tokenizer" in s2) {
          if (!s2.level || s2.level !== "block" && s2.level !== "inline") throw new Error("extension level must be 'block' or 'inline'");
          let o = t[s2.level];
          o ? o.unshift(s2.tokenizer) : t[s2.level] = [s2.tokenizer], s2.start && (s2.level === "block" ? t.startBlock ? t.startBlock.push(s2.start) : t.startBlock = [s2.start] : s2.level === "inline" && (t.startInline ? t.startInline.push(s2.start) : t.startInline = [s2.start]));
        }
        "childTokens" in s2 && s2.childTokens && (t.childTokens[s2.name] = s2.childTokens);
      }), r.extensions = t), n.renderer) {
        let s2 = this.defaults.renderer || new I(this.defaults);
        for (let o in n.renderer) {
          if (!(o in s2)) throw new Error(`renderer '${o}' does not exist`);
          if (["options", "parser"].includes(o)) continue;
          let i = o, a = n.renderer[i], c = s2[i];
          s2[i] = (...u) => {
            let d = a.apply(s2, u);
            return d === false && (d = c.apply(s2, u)), d === false ? "" : d ?? "";
          };
        }
        r.renderer = s2;
      }
      if (n.tokenizer) {
        let s2 = this.defaults.tokenizer || new _(this.defaults);
        for (let o in n.tokenizer) {
          if (!(o in s2)) throw new Error(`tokenizer '${o}' does not exist`);
          if (["options", "rules", "lexer"].includes(o)) continue;
          let i = o, a = n.tokenizer[i], c = s2[i];
          s2[i] = (...u) => {
            let d = a.apply(s2, u);
            return d === false && (d = c.apply(s2, u)), d;
          };
        }
        r.tokenizer = s2;
      }
      if (n.hooks) {
        let s2 = this.defaults.hooks || new A();
        for (let o in n.hooks) {
          if (!(o in s2)) throw new Error(`hook '${o}' does not exist`);
          if (["options", "block"].includes(o)) continue;
          let i = o, a = n.hooks[i], c = s2[i];
          A.passThroughHooks.has(o) ? s2[i] = (u) => {
            if (s2.options.async && A.passThroughHooksRespectAsync.has(o)) return (async () => {
              let h2 = await a.call(s2, u);
              return c.call(s2, h2);
            })();
            let d = a.call(s2, u);
            return c.call(s2, d);
          } : s2[i] = (...u) => {
            if (s2.options.async) return (async () => {
              let h2 = await a.apply(s2, u);
              return h2 === false && (h2 = await c.apply(s2, u)), h2;
            })();
            let d = a.apply(s2, u);
            return d === false && (d = c.apply(s2, u)), d;
          };
        }
        r.hooks = s2;
      }
      if (n.walkTokens) {
        let s2 = this.defaults.walkTokens, o = n.walkTokens;
        r.walkTokens = function(i) {
          let a = [];
          return M(a, o.call(this, i)), s2 && M(a, s2.call(this, i)), a;
        };
      }
      this.defaults = { ...this.defaults, ...r };
    }), this;
  }
  setOptions(e) {
    return this.defaults = { ...this.defaults, ...e }, this;
  }
  lexer(e, t) {
    return w.lex(e, t ?? this.defaults);
  }
  parser(e, t) {
    return P.parse(e, t ?? this.defaults);
  }
  parseMarkdown(e) {
    return (n, r) => {
      let s2 = { ...r }, o = { ...this.defaults, ...s2 }, i = this.onError(!!o.silent, !!o.async);
      if (this.defaults.async === true && s2.async === false) return i(new Error("marked(): The async option was set to true by an extension. Remove async: false from the parse options object to return a Promise."));
      if (typeof n > "u" || n === null) return i(new Error("marked(): input parameter is undefined or null"));
      if (typeof n != "string") return i(new Error("marked(): input parameter is of type " + Object.prototype.toString.call(n) + ", string expected"));
      if (o.hooks && (o.hooks.options = o, o.hooks.block = e), o.async) return (async () => {
        let a = o.hooks ? await o.hooks.preprocess(n) : n, u = await (o.hooks ? await o.hooks.provideLexer(e) : e ? w.lex : w.lexInline)(a, o), d = o.hooks ? await o.hooks.processAllTokens(u) : u;
        o.walkTokens && await Promise.all(this.walkTokens(d, o.walkTokens));
        let p = await (o.hooks ? await o.hooks.provideParser(e) : e ? P.parse : P.parseInline)(d, o);
        return o.hooks ? await o.hooks.postprocess(p) : p;
      })().catch(i);
      try {
        o.hooks && (n = o.hooks.preprocess(n));
        let c = (o.hooks ? o.hooks.provideLexer(e) : e ? w.lex : w.lexInline)(n, o);
        o.hooks && (c = o.hooks.processAllTokens(c)), o.walkTokens && this.walkTokens(c, o.walkTokens);
        let d = (o.hooks ? o.hooks.provideParser(e) : e ? P.parse : P.parseInline)(c, o);
        return o.hooks && (d = o.hooks.postprocess(d)), d;
      } catch (a) {
        return i(a);
      }
    };
  }
  onError(e, t) {
    return (n) => {
      if (n.message += `
Please report this to https://github.com/markedjs/marked.`, e) {
        let r = "<p>An error occurred:</p><pre>" + y(n.message + "", true) + "</pre>";
        return t ? Promise.resolve(r) : r;
      }
      if (t) return Promise.reject(n);
      throw n;
    };
  }
};
var v = new ne();
function x(l3, e) {
  return v.parse(l3, e);
}
x.options = x.setOptions = function(l3) {
  return v.setOptions(l3), x.defaults = v.defaults, ue(x.defaults), x;
};
x.getDefaults = G;
x.defaults = S;
function jt(...l3) {
  return v.use(...l3), x.defaults = v.defaults, ue(x.defaults), x;
}
x.use = jt;
x.walkTokens = function(l3, e) {
  return v.walkTokens(l3, e);
};
x.parseInline = v.parseInline;
x.Parser = P;
x.parser = P.parse;
x.Renderer = I;
x.TextRenderer = z;
x.Lexer = w;
x.lexer = w.lex;
x.Tokenizer = _;
x.Hooks = A;
x.parse = x;
var En = x.options;
var zn = x.setOptions;
var Mn = x.walkTokens;
var Bn = x.parseInline;
var qn = P.parse;
var vn = w.lex;

// src/rules.ts
function slug(prefix, text) {
  return `${prefix}-${text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
}
function html(markdown) {
  return x.parse(markdown, { async: false, gfm: true });
}
function rulesView(detail, idPrefix = "rules") {
  const toc = h(
    "nav",
    { class: "toc", "aria-label": "contents" },
    h("h3", { text: "Contents" }),
    h("ol", {}, detail.rules.map((section) => {
      const inner = [...section.markdown.matchAll(/^### (.+)$/gm)].map((m) => m[1] ?? "");
      return h(
        "li",
        {},
        h("a", { href: `#${slug(idPrefix, section.id)}`, "data-target": slug(idPrefix, section.id), text: section.title }),
        inner.length ? h("ol", {}, inner.map((title) => h("li", {}, h("a", { href: `#${slug(`${idPrefix}-${section.id}`, title)}`, "data-target": slug(`${idPrefix}-${section.id}`, title), text: title })))) : null
      );
    }))
  );
  const body = detail.rules.map((section) => {
    const el = h("section", { class: "rules-section", id: slug(idPrefix, section.id) }, h("h3", { text: section.title }));
    const content = h("div", { class: "markdown" });
    content.innerHTML = html(section.markdown);
    for (const heading of content.querySelectorAll("h3")) heading.id = slug(`${idPrefix}-${section.id}`, heading.textContent ?? "");
    el.append(content);
    return el;
  });
  const view = h("div", { class: "rules" }, toc, h("div", { class: "rules-body" }, body));
  view.addEventListener("click", (ev) => {
    const link = ev.target.closest("a[data-target]");
    if (!link) return;
    ev.preventDefault();
    document.getElementById(link.getAttribute("data-target") ?? "")?.scrollIntoView({ behavior: "smooth" });
  });
  return view;
}

// src/games/caretos.ts
var SHAPES = ["circle", "square", "hexagon", "diamond", "triangle", "pentagon", "octagon", "star"];
var KIND_FILLS = ["#f3ead7", "#b0a090", "#f0b27a", "#f7dc6f", "#58a66b", "#aab7d6", "#7fb3d5", "#76d7c4"];
var PLAIN_R = 22;
var NAMED_R = 30;
var TOKEN = 34;
var CAULDRON_H = 90;
var SYMBOL_GLYPHS = { diamond: "\u2666", star: "\u2605", heart: "\u2665", cross: "\u271A" };
var zooms = /* @__PURE__ */ new Map();
var drag = null;
window.addEventListener("pointermove", (ev) => {
  if (!drag) return;
  drag.frame.scrollLeft = drag.left - (ev.clientX - drag.x);
  drag.frame.scrollTop = drag.top - (ev.clientY - drag.y);
});
window.addEventListener("pointerup", () => {
  drag = null;
});
function kinds(ctx) {
  return ctx.cat.group("location");
}
function kindIndex(ctx, kind) {
  return Math.max(0, kinds(ctx).findIndex((e) => e.data?.kind === kind));
}
function kindName(ctx, kind) {
  return kinds(ctx)[kindIndex(ctx, kind)]?.name ?? titleCase(kind);
}
function boardOf(ctx) {
  const board = boards(ctx.detail)[ctx.body.state.board];
  if (!board) throw new Error(`no board ${ctx.body.state.board} in GET /game-types/caretos`);
  return board;
}
function placeName(ctx, id) {
  if (id === null || id === void 0) return "nowhere";
  const l3 = boardOf(ctx).locations.find((x2) => x2.id === id);
  return l3 ? titleCase(l3.name) : "a location";
}
function monsterName(ctx, id) {
  return ctx.cat.find(id, "monster")?.name ?? titleCase(id);
}
function capitalName(ctx, id) {
  const n = pieceName(ctx, id);
  return n.charAt(0).toUpperCase() + n.slice(1);
}
function initials(name) {
  const words = name.replace(/^the /i, "").split(/\s+/).filter((w2) => !/^(of|the)$/i.test(w2));
  if (words.length === 1) return (words[0] ?? "?").slice(0, 2);
  return words.map((w2) => w2[0]?.toUpperCase() ?? "").join("").slice(0, 2);
}
function caretoLabel(id) {
  return `C${id.slice(-1)}`;
}
function pieceName(ctx, id) {
  if (id === "careto-group") return "the Villagers acting as a Careto";
  if (id.startsWith("careto-")) return `Careto ${id.slice(-1)}`;
  if (id === "villager") return "a Villager";
  if (id === "villagers") return "Villagers";
  return monsterName(ctx, id);
}
function colourOf(ctx, letter) {
  const entry = ctx.cat.find(letter, "villager");
  const word = (entry?.name ?? letter).split(" ")[0]?.toLowerCase() ?? letter;
  return { name: word, css: word };
}
function villagersText(ctx, letters) {
  const counts2 = /* @__PURE__ */ new Map();
  for (const c of letters) counts2.set(c, (counts2.get(c) ?? 0) + 1);
  return andList([...counts2].map(([c, n]) => `${n} ${colourOf(ctx, c).name}`)) || "no Villagers";
}
function shape(kind, x2, y2, r) {
  const name = SHAPES[kind % SHAPES.length] ?? "circle";
  if (name === "circle") return s("circle", { cx: x2, cy: y2, r, class: "loc-shape" });
  if (name === "square") return s("rect", { x: x2 - r * 0.88, y: y2 - r * 0.88, width: r * 1.76, height: r * 1.76, rx: 4, class: "loc-shape" });
  const sides = { hexagon: 6, diamond: 4, triangle: 3, pentagon: 5, octagon: 8, star: 10 }[name] ?? 6;
  const points = [];
  for (let i = 0; i < sides; i += 1) {
    const angle = -Math.PI / 2 + i * 2 * Math.PI / sides;
    const radius = name === "star" && i % 2 ? r * 0.55 : name === "triangle" ? r * 1.2 : r;
    points.push(`${(x2 + radius * Math.cos(angle)).toFixed(1)},${(y2 + radius * Math.sin(angle) + (name === "triangle" ? r * 0.2 : 0)).toFixed(1)}`);
  }
  return s("polygon", { points: points.join(" "), class: "loc-shape" });
}
function flame(x2, y2) {
  return s(
    "g",
    { class: "campfire", transform: `translate(${x2},${y2})` },
    s("title", {}, "a Campfire"),
    s("path", { d: "M0,-11 C6,-4 9,0 7,6 C5,11 -5,11 -7,6 C-9,0 -3,-3 0,-11 Z", class: "flame-outer" }),
    s("path", { d: "M0,-3 C3,0 4,3 3,6 C2,8 -2,8 -3,6 C-4,3 -2,1 0,-3 Z", class: "flame-inner" })
  );
}
function legendFlame() {
  const icon2 = s("svg", { viewBox: "-10 -12 20 24", width: 14, height: 18, class: "legend-flame", "aria-hidden": "true" }, flame(0, 0));
  return icon2;
}
function drawBoard(ctx) {
  const { body } = ctx;
  const v2 = body.state;
  const board = boardOf(ctx);
  const loc = new Map(board.locations.map((l3) => [l3.id, l3]));
  const svg = s("svg", {
    viewBox: `0 0 ${board.width} ${board.height + CAULDRON_H}`,
    class: "board",
    role: "img",
    "aria-label": "the Caretos board"
  });
  for (const [a, b] of board.paths) {
    const p = loc.get(a);
    const q2 = loc.get(b);
    if (p && q2) svg.append(s("line", { x1: p.x, y1: p.y, x2: q2.x, y2: q2.y, class: "path" }));
  }
  for (const l3 of board.locations) {
    const k = kindIndex(ctx, l3.kind);
    const r = l3.kind === kinds(ctx)[0]?.data?.kind ? PLAIN_R : NAMED_R;
    const name = titleCase(l3.name);
    const starts = l3.symbol ? ` ${SYMBOL_GLYPHS[l3.symbol] ?? l3.symbol}` : "";
    svg.append(s(
      "g",
      { class: `location kind-${k}`, "data-anchor": `loc:${l3.id}`, "data-location": l3.id, style: `--kind-fill:${KIND_FILLS[k % KIND_FILLS.length]}` },
      s("title", {}, `${name}: ${kindName(ctx, l3.kind)}${l3.symbol ? `, start symbol ${l3.symbol}` : ""}`),
      shape(k, l3.x, l3.y, r),
      s("text", { x: l3.x, y: l3.y + r + 14, class: "loc-name" }, `${name}${starts}`)
    ));
  }
  for (const group of v2.villagers) {
    const l3 = loc.get(group.at);
    if (!l3) continue;
    const letters = [...group.villagers];
    const width = letters.length * 15 + 6;
    svg.append(s(
      "g",
      { class: "villagers", "data-at": group.at },
      s("title", {}, `${villagersText(ctx, group.villagers)} Villager${letters.length === 1 ? "" : "s"}`),
      s("rect", { x: l3.x - width / 2, y: l3.y - 10, width, height: 20, rx: 10, class: "villager-pill" }),
      letters.map((c, i) => s("circle", { cx: l3.x - width / 2 + 10.5 + i * 15, cy: l3.y, r: 6.5, fill: colourOf(ctx, c).css, class: "villager" }))
    ));
    if (group.campfire) svg.append(flame(l3.x + width / 2 + 8, l3.y));
  }
  if (v2.careto_group) {
    const l3 = loc.get(v2.careto_group.at);
    if (l3) svg.append(s("circle", { cx: l3.x, cy: l3.y, r: NAMED_R + 8, class: "careto-group" }, s("title", {}, `${villagersText(ctx, v2.careto_group.villagers)} Villagers acting as a Careto`)));
  }
  const slots = /* @__PURE__ */ new Map();
  const slot = (at2) => {
    const n = slots.get(at2) ?? 0;
    slots.set(at2, n + 1);
    const l3 = loc.get(at2);
    if (!l3) return { x: 0, y: 0 };
    const offsets = [[-20, -40], [20, -40], [-46, -10], [46, -10], [0, -62]];
    const [dx, dy] = offsets[n % offsets.length] ?? [0, 0];
    return { x: l3.x + (dx ?? 0) - TOKEN / 2, y: l3.y + (dy ?? 0) - TOKEN / 2 };
  };
  for (const c of v2.caretos) {
    const p = slot(c.at);
    svg.append(s(
      "g",
      { class: "careto token", "data-anchor": `careto:${c.name}`, "data-piece": c.name },
      s("title", {}, `Careto ${c.name.slice(-1)} at ${placeName(ctx, c.at)}`),
      s("rect", { x: p.x, y: p.y, width: TOKEN, height: TOKEN, rx: 9 }),
      s("text", { x: p.x + TOKEN / 2, y: p.y + TOKEN / 2 + 5, class: "token-text" }, caretoLabel(c.name))
    ));
  }
  const cauldron = [];
  for (const m of v2.monsters) {
    if (typeof m.at !== "number") {
      if (m.at === "cauldron") cauldron.push(m.name);
      continue;
    }
    const p = slot(m.at);
    const name = monsterName(ctx, m.name);
    svg.append(s(
      "g",
      { class: "monster token", "data-anchor": `monster:${m.name}`, "data-piece": m.name },
      s("title", {}, `${capitalName(ctx, m.name)} (${ctx.seat(m.owner)}) at ${placeName(ctx, m.at)}`),
      s("rect", { x: p.x, y: p.y, width: TOKEN, height: TOKEN, rx: 17, fill: SEAT_COLOURS[m.owner % SEAT_COLOURS.length] }),
      s("text", { x: p.x + TOKEN / 2, y: p.y + TOKEN / 2 + 5, class: "token-text" }, initials(name))
    ));
  }
  const cy = board.height + 10;
  svg.append(
    s("rect", { x: 10, y: cy, width: board.width - 20, height: CAULDRON_H - 20, rx: 10, class: "cauldron" }),
    s("text", { x: 26, y: cy + 28, class: "cauldron-text" }, `Cauldron: ${cauldron.map((m) => capitalName(ctx, m)).join(", ") || "empty"}`),
    s("text", { x: 26, y: cy + 54, class: "cauldron-text small" }, `Campfires in the supply: ${v2.campfire_supply}. Villagers on the board: ${v2.villagers_left}.`)
  );
  return zoomable(body.id, svg, board.width);
}
function zoomable(id, svg, width) {
  const frame = h("div", { class: "board-frame", id: "board-frame" }, svg);
  const zoom = zooms.get(id) ?? { scale: null, left: 0, top: 0 };
  zooms.set(id, zoom);
  svg.style.setProperty("--board-units", `${width}px`);
  const apply = () => {
    svg.classList.toggle("fit", zoom.scale === null);
    svg.style.width = zoom.scale === null ? "" : `${Math.round(width * zoom.scale)}px`;
    svg.style.height = "auto";
  };
  const set = (factor) => () => {
    const current2 = zoom.scale ?? (svg.getBoundingClientRect().width || width) / width;
    zoom.scale = factor === null ? null : Math.min(3, Math.max(0.3, current2 * factor));
    apply();
  };
  frame.addEventListener("scroll", () => {
    zoom.left = frame.scrollLeft;
    zoom.top = frame.scrollTop;
  });
  frame.addEventListener("pointerdown", (ev) => {
    if (ev.pointerType !== "mouse" || ev.target.closest(".legal")) return;
    drag = { frame, x: ev.clientX, y: ev.clientY, left: frame.scrollLeft, top: frame.scrollTop };
  });
  apply();
  requestAnimationFrame(() => {
    frame.scrollLeft = zoom.left;
    frame.scrollTop = zoom.top;
  });
  const controls = h(
    "div",
    { class: "zoom-controls" },
    h("button", { type: "button", class: "zoom", "aria-label": "zoom out", text: "\u2212", onclick: set(1 / 1.25) }),
    h("button", { type: "button", class: "zoom", "aria-label": "zoom in", text: "+", onclick: set(1.25) }),
    h("button", { type: "button", class: "zoom", text: "Fit", onclick: set(null) })
  );
  return h("div", { class: "board-wrap" }, controls, frame);
}
function legend(ctx) {
  const v2 = ctx.body.state;
  const board = boardOf(ctx);
  const used = new Set(board.locations.map((l3) => l3.kind));
  const kindItems = kinds(ctx).filter((e) => used.has(String(e.data?.kind))).map((e) => {
    const k = kindIndex(ctx, String(e.data?.kind));
    return h(
      "li",
      { title: e.text },
      h("span", { class: "legend-shape", style: `background:${KIND_FILLS[k % KIND_FILLS.length]}`, "data-shape": SHAPES[k % SHAPES.length] ?? "" }),
      ` ${e.name}`
    );
  });
  const monsters = v2.monsters.map((m) => {
    const entry = ctx.cat.find(m.name, "monster");
    const where2 = typeof m.at === "number" ? placeName(ctx, m.at) : m.at === "cauldron" ? "in the Cauldron" : "off the board";
    return h(
      "li",
      { class: "monster-key", title: entry?.text ?? "" },
      h("span", { class: "legend-token", style: `background:${SEAT_COLOURS[m.owner % SEAT_COLOURS.length]}`, text: initials(entry?.name ?? m.name) }),
      h(
        "span",
        {},
        h("strong", { text: capitalName(ctx, m.name) }),
        ` (${ctx.seat(m.owner)}), ${where2}`,
        entry?.data ? h("small", { class: "abilities", text: ` Comet: ${String(entry.data.comet)}. Storm: ${String(entry.data.storm)}. Moon: ${String(entry.data.moon)}.` }) : null
      )
    );
  });
  const villagers = ctx.cat.group("villager").map((e) => h(
    "li",
    {},
    h("span", { class: "legend-villager", style: `background:${colourOf(ctx, e.name.split(" ")[0]?.toLowerCase().charAt(0) ?? "").css}` }),
    ` ${e.name}`
  ));
  return h(
    "details",
    { class: "legend", id: "legend", open: true },
    h("summary", { text: "Legend" }),
    h(
      "ul",
      { class: "legend-kinds" },
      kindItems,
      h("li", { title: ctx.cat.find("careto-1", "careto")?.text ?? "" }, h("span", { class: "legend-token careto", text: "C1" }), " Careto 1, ", h("span", { class: "legend-token careto", text: "C2" }), " Careto 2"),
      h("li", { title: ctx.cat.find("campfire", "campfire")?.text ?? "" }, legendFlame(), " Campfire"),
      villagers
    ),
    h("ul", { class: "legend-monsters" }, monsters)
  );
}
var DECISIONS = {
  start_symbol: "choose a start symbol for their Monsters",
  keep_final: "keep one Final Bonus Card",
  play_card: "play a Night Card",
  main: "activate a Monster, buy a Bonus Card or end the turn",
  gather: "gather a lone Villager",
  choose_careto: "choose which Careto moves",
  move: "move a piece",
  flee: "say where a scared Villager flees",
  return: "return a Monster from the Cauldron",
  banish: "decide whether to send a Monster to the Cauldron",
  swap: "choose what the Werewolf swaps with",
  pick_villager: "pick a Villager",
  moira_destination: "say where Moira carries the Villagers",
  pick_monster: "pick a Monster",
  scare_from_afar: "pick a group to scare from afar",
  place_witch: "place the Witch"
};
var caretos = {
  anchors(a) {
    const keys = [];
    for (const k of ["at", "to", "from"]) {
      const value = a[k];
      if (typeof value === "number") keys.push(`loc:${value}`);
    }
    if ("card" in a) keys.push(`card:${a.card}`);
    if ("monster" in a && !keys.length) keys.push(`monster:${a.monster}`);
    if (a.type === "choose_careto") keys.push(`careto:${a.careto}`);
    return keys.slice(0, 1);
  },
  say: (ctx, a) => actionText(ctx, a),
  steps(ctx) {
    return [
      { ask: "Choose a piece, a card or a place", key: (a) => caretos.anchors(a)[0] ?? a.type, label: (a) => firstStep(ctx, a) },
      { ask: "How?", key: (a) => JSON.stringify(a), label: (a) => actionText(ctx, a) }
    ];
  },
  draw(ctx) {
    const { body, cat } = ctx;
    const v2 = body.state;
    const decision = v2.decision ? `${ctx.seat(v2.decision.seat)} is to ${DECISIONS[v2.decision.kind] ?? v2.decision.kind}.` : v2.end_reason || "The game is over.";
    const seats2 = v2.seats.map((seat, i) => h(
      "div",
      { class: `seat-panel${body.to_act.includes(i) ? " to-act" : ""}`, "data-seat": i, style: `--seat:${SEAT_COLOURS[i % SEAT_COLOURS.length]}` },
      h(
        "h4",
        {},
        h("span", { class: "seat-name", text: ctx.seat(i) }),
        body.to_act.includes(i) ? h("span", { class: "turn-mark", text: "to play" }) : null,
        h("span", { class: "muted", text: ` ${plural(seat.campfires, "Campfire")}` })
      ),
      h(
        "div",
        { class: "hand" },
        h("span", { class: "label", text: "Night Cards: " }),
        seat.hand.cards ? seat.hand.cards.map((c) => card(cat, c, { anchor: i === body.seat ? `card:${c}` : null, note: cat.find(c)?.text.split(";")[0]?.replace("Played to activate a Monster's ", "") ?? null })) : Array.from({ length: seat.hand.count }, () => cardBack())
      ),
      h("p", {}, h("span", { class: "label", text: "Captured: " }), seat.captured ? [...seat.captured].map((c) => h("span", { class: "legend-villager", title: `${colourOf(ctx, c).name} Villager`, style: `background:${colourOf(ctx, c).css}` })) : h("span", { class: "muted", text: "none" })),
      seat.bonus_held.length || seat.bonus_done.length ? h(
        "div",
        {},
        h("span", { class: "label", text: "Bonus Cards: " }),
        seat.bonus_held.map((c) => card(cat, c)),
        seat.bonus_done.map((c) => card(cat, c, { note: "done" }))
      ) : null,
      seat.final.cards ? h("div", {}, h("span", { class: "label", text: "Final bonus: " }), seat.final.cards.map((c) => card(cat, c, { anchor: i === body.seat ? `card:${c}` : null }))) : null,
      seat.discard.length ? h("p", { class: "muted", text: `Played: ${seat.discard.slice(-3).map((c) => cat.cardName(c)).join(", ")}` }) : null
    ));
    return h(
      "section",
      { class: "table caretos", id: "table" },
      drawBoard(ctx),
      h(
        "div",
        { class: "side" },
        h("p", { class: "decision", text: `${decision}${v2.turn.night ? ` Tonight: ${titleCase(v2.turn.night)}.` : ""}` }),
        h("p", { class: "muted", text: `Night deck ${plural(v2.night_deck.count, "card")}, Bonus deck ${plural(v2.bonus_deck.count, "card")}, ${plural(v2.villagers_boxed, "Villager")} out of the game${v2.final_turns >= 0 ? `; ${plural(v2.final_turns, "turn")} left` : ""}.` }),
        h("div", { class: "for-sale" }, h("span", { class: "label", text: "Bonus Cards for sale (1 Campfire): " }), v2.bonus_face_up.map((c) => card(cat, c, { anchor: `card:${c}` }))),
        seats2,
        legend(ctx)
      )
    );
  },
  event(ctx, ev) {
    const at2 = (id) => placeName(ctx, id);
    switch (ev.type) {
      case "start-chosen":
        return `${ctx.seat(ev.seat)} took the ${ev.symbol} start: ${andList(ev.monsters.map((m) => `${pieceName(ctx, m.monster)} on ${at2(m.at)}`))}.`;
      case "villagers-placed":
        return `Villagers arrive: ${andList(ev.groups.map((g2) => `${villagersText(ctx, g2.villagers)} on ${at2(g2.at)}`))}.`;
      case "cards-dealt":
        return ev.cards.every((c) => c !== "hidden") ? `You were dealt ${andList(ev.cards.map((c) => ctx.cat.cardName(c)))}.` : `${ctx.seat(ev.seat)} was dealt ${plural(ev.cards.length, ev.pile === "final" ? "Final Bonus Card" : "Night Card")}.`;
      case "bonus-revealed":
        return `Bonus Cards for sale: ${andList(ev.cards.map((c) => ctx.cat.cardName(c).replace(/^Bonus: /, "")))}.`;
      case "final-kept":
        return ev.card === "hidden" ? `${ctx.seat(ev.seat)} kept a secret Final Bonus Card.` : `You kept ${ctx.cat.cardName(ev.card)}.`;
      case "night-card":
        return `${ctx.seat(ev.seat)} played ${ctx.cat.cardName(ev.card)}${ev.rune_match ? "; its rune matches the card below" : ""}.`;
      case "villager-gathered":
        return `A ${ev.colour} Villager walked from ${at2(ev.from)} to ${at2(ev.to)}.`;
      case "moved":
        if (ev.piece === "villager" || ev.piece === "villagers") {
          const n = ev.villagers.length;
          return `${villagersText(ctx, ev.villagers)} Villager${n === 1 ? "" : "s"} moved from ${at2(ev.from)} to ${at2(ev.to)}.`;
        }
        return `${capitalName(ctx, ev.piece)} moved from ${at2(ev.from)} to ${at2(ev.to)}${ev.villagers ? ` with ${villagersText(ctx, ev.villagers)} Villager${ev.villagers.length === 1 ? "" : "s"}` : ""}.`;
      case "swapped":
        return `${capitalName(ctx, ev.monster)} swapped places with ${pieceName(ctx, ev.with)}: now on ${at2(ev.at)}, the other on ${at2(ev.other_at)}.`;
      case "placed":
        return `${capitalName(ctx, ev.monster)} was placed on ${at2(ev.at)}${ev.why === "return" ? ", back from the Cauldron" : ""}.`;
      case "captured":
        return ev.seat === null ? `${capitalName(ctx, ev.by)} took a ${ev.colour} Villager out of the game on ${at2(ev.at)}.` : `${capitalName(ctx, ev.by)} captured a ${ev.colour} Villager on ${at2(ev.at)}: 1 VP for ${ctx.seat(ev.seat)}.`;
      case "scared":
        return `${capitalName(ctx, ev.by)} scared ${villagersText(ctx, ev.villagers)} Villagers on ${at2(ev.at)}${ev.campfire === "taken" ? `; ${ctx.seat(ev.seat)} takes their Campfire` : ""}.`;
      case "fled":
        return `A ${ev.colour} Villager fled from ${at2(ev.from)} to ${at2(ev.to)}.`;
      case "campfire-placed":
        return `A Campfire was lit on ${at2(ev.at)}.`;
      case "campfire-returned":
        return `The Campfire on ${at2(ev.at)} went back to the supply.`;
      case "cauldron":
        return `${capitalName(ctx, ev.monster)} went into the Cauldron from ${at2(ev.at)}${ev.pushed_out ? `, pushing ${pieceName(ctx, ev.pushed_out)} out` : ""}.`;
      case "released":
        return `${ctx.seat(ev.seat)} released ${pieceName(ctx, ev.monster)} from the Cauldron (paid with ${ev.pay === "rune" ? "matching runes" : "3 Campfires"}).`;
      case "campfire-spent":
        return `${ctx.seat(ev.seat)} spent ${plural(ev.count, "Campfire")} ${{ bonus: "on a Bonus Card", extra_move: "on an extra move", activation: "on a second activation", release: "on a release" }[ev.purpose]}.`;
      case "bonus-bought":
        return `${ctx.seat(ev.seat)} bought ${ctx.cat.cardName(ev.card)}${ev.replacement ? `; ${ctx.cat.cardName(ev.replacement).replace(/^Bonus: /, "")} is now for sale` : ""}.`;
      case "bonus-scored":
        return `${ctx.seat(ev.seat)} met ${ctx.cat.cardName(ev.card)}: ${ev.vp} VP.`;
      case "activated":
        return `${ctx.seat(ev.seat)} activated ${pieceName(ctx, ev.monster)} (${titleCase(ev.night)})${ev.pay === "free" ? "" : ev.pay === "rune" ? ", paid with matching runes" : ", paid with 3 Campfires"}.`;
      case "discards-boxed":
        return `${ctx.seat(ev.seat)}'s played cards left the game (${plural(ev.cards.length, "card")}).`;
      case "card-drawn":
        return ev.card === "hidden" ? `${ctx.seat(ev.seat)} drew a Night Card (${ev.deck_left} left).` : `You drew ${ctx.cat.cardName(ev.card)} (${ev.deck_left} left).`;
      case "turn-ended":
        return null;
      // the highlight shows whose turn it is
      case "game-ended":
        return `The game is over: ${ev.reason}. ${ev.scores.map((sc) => `${ctx.seat(sc.seat)} ${sc.points} VP`).join(", ")}.`;
    }
  },
  outcome(ctx) {
    const o = ctx.body.outcome;
    const w2 = o?.winners ?? [];
    const lines = [w2.length ? `${andList(w2.map((i) => ctx.seat(i)))} ${w2.length === 1 ? "wins" : "win"}.` : "Nobody wins."];
    if (o?.scores) lines.push(`Victory points: ${o.scores.map((sc, i) => `${ctx.seat(i)} ${sc}`).join(", ")}.`);
    if (o?.reason) lines.push(`${o.reason.charAt(0).toUpperCase()}${o.reason.slice(1)}${/[.!?]$/.test(o.reason) ? "" : "."}`);
    return lines;
  }
};
function firstStep(ctx, a) {
  const anchor = caretos.anchors(a)[0];
  if (!anchor) return actionText(ctx, a);
  const [kind, value] = anchor.split(":");
  if (kind === "loc") return placeName(ctx, Number(value));
  if (kind === "card") return ctx.cat.cardName(value);
  return pieceName(ctx, value);
}
function actionText(ctx, a) {
  const at2 = (id) => placeName(ctx, id);
  switch (a.type) {
    case "choose_start":
      return `Start at ${a.symbol}: ${pieceName(ctx, a.monster)} on ${at2(a.at)}`;
    case "keep_final":
      return `Keep ${ctx.cat.cardName(a.card)}`;
    case "play":
      return `Play ${ctx.cat.cardName(a.card)}`;
    case "gather":
      return `Gather: a Villager from ${at2(a.from)} to ${at2(a.to)}`;
    case "choose_careto":
      return `Move ${pieceName(ctx, a.careto)}`;
    case "step":
      return `Move to ${at2(a.to)}`;
    case "stop":
      return "Stop moving";
    case "activate":
      return `Activate ${pieceName(ctx, a.monster)}${a.pay === "free" ? "" : a.pay === "rune" ? " (matching runes)" : " (3 Campfires)"}`;
    case "release":
      return `Release ${pieceName(ctx, a.monster)} (${a.pay === "rune" ? "matching runes" : "3 Campfires"})`;
    case "buy":
      return `Buy ${ctx.cat.cardName(a.card)}`;
    case "extra_move":
      return "Extra move (1 Campfire)";
    case "end_turn":
      return "End the turn";
    case "flee":
      return `The ${colourOf(ctx, a.colour.charAt(0)).name} Villager flees to ${at2(a.to)}`;
    case "place":
      return `Place on ${at2(a.at)}`;
    case "banish":
      return a.send ? "Send it to the Cauldron" : "Leave it";
    case "swap":
      return `Swap with ${pieceName(ctx, a.with)}`;
    case "pick_villager":
      return `Pick the ${a.colour === "all" ? "whole group" : `${a.colour} Villager`} on ${at2(a.at)}`;
    case "pick_monster":
      return `Pick ${pieceName(ctx, a.monster)}`;
    case "scare":
      return `Scare the group on ${at2(a.at)}`;
  }
}

// src/games/encantados.ts
var PILE_NAMES = {
  draw_pile: "the draw pile",
  search_discard: "the search discard",
  end_discard: "the end-of-turn discard"
};
var SONGS = "songs";
function raceKey(entry) {
  return /^\^([a-z-]+)-/.exec(entry.id_pattern)?.[1] ?? entry.name.toLowerCase();
}
function races(ctx) {
  return ctx.cat.group("race").map((entry) => ({ key: raceKey(entry), entry }));
}
function raceName(ctx, key) {
  if (key === SONGS) return "Songs";
  return races(ctx).find((r) => r.key === key)?.entry.name ?? key;
}
function note(ctx, id) {
  const entry = ctx.cat.find(id);
  if (!entry) return null;
  if (entry.group === "race") return entry.name;
  if (entry.group === "mimic") return "stands in";
  if (entry.group === "song") return "song";
  return null;
}
var ROUND_END_CAUSES = {
  draw_pile: "the draw pile ran out",
  hands: "the hands are empty",
  turn_limit: "it reached its limit of turns"
};
function face(ctx, id, anchor = null) {
  return card(ctx.cat, id, { anchor, note: note(ctx, id) });
}
function gardenOf(ctx, unit) {
  const seats2 = ctx.body.state.units[unit] ?? [];
  if (ctx.body.seat !== null && seats2.includes(ctx.body.seat)) return seats2.length > 1 ? "your team's garden" : "your garden";
  return `${andList(seats2.map((i) => ctx.seat(i)))}'s garden`;
}
var encantados = {
  anchors(a) {
    if ("card" in a && a.card) return [`card:${a.card}`];
    if (a.type === "lay_race") return [`card:${a.cards[0]}`];
    if (a.type === "troll_place") return [`garden:${a.garden}`];
    if (a.type === "choose_player") return [`seat:${a.seat}`];
    if (a.type === "draw") return [`pile:${a.source === "search" ? "draw" : a.source}`];
    if (a.type === "choose_pile") return [`pile:${a.pile}`];
    return [];
  },
  say: (ctx, a) => actionText2(ctx, a),
  steps(ctx) {
    const name = (id) => ctx.cat.cardName(id);
    return [
      {
        ask: "Which card?",
        key: (a) => "card" in a ? a.card : a.type === "lay_race" ? a.cards[0] ?? "" : a.type,
        label: (a) => "card" in a ? name(a.card) : a.type === "lay_race" ? name(a.cards[0] ?? "") : actionText2(ctx, a)
      },
      { ask: "What to do?", key: (a) => JSON.stringify(a), label: (a) => actionText2(ctx, a) }
    ];
  },
  draw(ctx) {
    const { body } = ctx;
    const v2 = body.state;
    const known = races(ctx);
    const gardens = v2.gardens.map((g2, u) => {
      const rows = known.filter((r) => g2[r.key]?.length).map((r) => h(
        "div",
        { class: "race" },
        h("span", { class: "race-name", title: r.entry.text, text: `${r.entry.name} (${r.entry.value ?? 0} each)` }),
        (g2[r.key] ?? []).map((c) => face(ctx, c, `card:${c}`))
      ));
      const songs = g2.songs ?? [];
      return h(
        "div",
        { class: "garden", "data-anchor": `garden:${u}` },
        h(
          "h4",
          {},
          capitalFirst(gardenOf(ctx, u)),
          h("span", { class: "score", text: `${v2.scores[u] ?? 0} points` }),
          v2.last_round.length ? h("span", { class: "muted", text: ` (last round ${v2.last_round[u] ?? 0})` }) : null
        ),
        rows.length || songs.length ? rows : h("p", { class: "muted", text: "nothing laid yet" }),
        songs.length ? h("div", { class: "race" }, h("span", { class: "race-name", text: "Songs" }), songs.map((c) => face(ctx, c))) : null
      );
    });
    const hands = v2.hands.map((hand, i) => h(
      "div",
      {
        class: `seat-panel${body.to_act.includes(i) ? " to-act" : ""}`,
        "data-anchor": `seat:${i}`,
        "data-seat": i
      },
      h(
        "h4",
        {},
        h("span", { class: "seat-name", text: ctx.seat(i) }),
        body.to_act.includes(i) ? h("span", { class: "turn-mark", text: "to play" }) : null,
        h("span", { class: "muted", text: ` ${plural(hand.count, "card")}` })
      ),
      h("div", { class: "hand" }, hand.cards ? hand.cards.map((c) => face(ctx, c, i === body.seat ? `card:${c}` : null)) : [...hand.known.map((c) => face(ctx, c)), ...Array.from({ length: hand.count - hand.known.length }, () => cardBack())]),
      hand.known.length ? h("p", { class: "muted known", text: hand.cards ? `The table saw ${i === body.seat ? "you" : ctx.seat(i)} take ${andList(hand.known.map((c) => `the ${ctx.cat.cardName(c)}`))}.` : "Face up: taken from a discard pile in sight of the table." }) : null
    ));
    const top = (pile) => pile[pile.length - 1];
    const search = v2.search.cards ?? [];
    const phase = { draw: "draw a card", lay: "lay cards", discard: "discard one card", over: "over" }[v2.phase];
    return h(
      "section",
      { class: "table encantados", id: "table" },
      h(
        "p",
        { class: "round" },
        h("strong", { text: `Round ${v2.round} of at most ${v2.max_rounds}. ` }),
        v2.phase === "over" ? "The game is over." : `${ctx.seat(v2.current)} is to ${phase}. `,
        v2.pending.map((p) => h("span", { class: "pending", text: `${ctx.seat(p.seat)}: ${p.text}. ` }))
      ),
      h(
        "div",
        { class: "piles" },
        h("div", { class: "pile", "data-anchor": "pile:draw" }, h("h4", { text: "Draw pile" }), h("span", { class: "card back", "aria-hidden": "true" }), ` ${plural(v2.draw_pile.count, "card")}`),
        h(
          "div",
          { class: "pile", "data-anchor": "pile:search_discard" },
          h("h4", { text: "Search discard" }),
          v2.search_discard.length ? v2.search_discard.slice(-6).map((c) => face(ctx, c, c === top(v2.search_discard) || search.length ? `card:${c}` : null)) : h("span", { class: "muted", text: "empty" })
        ),
        h(
          "div",
          { class: "pile", "data-anchor": "pile:end_discard" },
          h("h4", { text: "End-of-turn discard" }),
          v2.end_discard.length ? v2.end_discard.slice(-6).map((c) => face(ctx, c, `card:${c}`)) : h("span", { class: "muted", text: "empty" })
        ),
        search.length ? h("div", { class: "pile" }, h("h4", { text: "Searching" }), search.map((c) => face(ctx, c, `card:${c}`))) : null,
        v2.moving ? h("div", { class: "pile" }, h("h4", { text: "A Troll moves" }), face(ctx, v2.moving)) : null
      ),
      h("div", { class: "gardens" }, gardens),
      h("div", { class: "hands" }, hands)
    );
  },
  event(ctx, ev) {
    const cards = (ids) => andList((ids ?? []).map((c) => ctx.cat.cardName(c)));
    switch (ev.type) {
      case "dealt":
        return ev.cards ? `You were dealt ${cards(ev.cards)}.` : `${ctx.seat(ev.seat)} was dealt ${plural(ev.count, "card")}.`;
      case "drew":
        return `${ctx.seat(ev.seat)} took ${ev.cards ? cards(ev.cards) : plural(ev.count, "card")} from ${PILE_NAMES[ev.source] ?? ev.source}.`;
      case "searched":
        return `${ctx.seat(ev.seat)} searched the draw pile${ev.cards ? `: ${cards(ev.cards)}` : ` (${plural(ev.count, "card")})`}.`;
      case "kept":
        return `${ctx.seat(ev.seat)} kept ${ev.cards ? cards(ev.cards) : plural(ev.count, "card")}.`;
      case "discarded":
        return `${ctx.seat(ev.seat)} discarded ${cards(ev.cards)} onto ${PILE_NAMES[ev.pile] ?? ev.pile}.`;
      case "song":
        return `${ctx.seat(ev.seat)} sang the ${ctx.cat.cardName(ev.card)} in ${gardenOf(ctx, ev.garden)}.`;
      case "chose_player":
        return `${ctx.seat(ev.seat)} chose ${ctx.seat(ev.target)} (${ev.cause === "goblins" ? "for the Goblins" : `for the ${ev.cause} song`}).`;
      case "traded":
        return `${ctx.seat(ev.seat)} passed ${ev.cards ? cards(ev.cards) : "a card"} to ${ctx.seat(ev.to)}.`;
      case "laid":
        return `${ctx.seat(ev.seat)} laid ${cards(ev.cards)} in ${gardenOf(ctx, ev.garden)}${ev.new_race ? ` (new race: ${raceName(ctx, ev.race)})` : ""}.`;
      case "ability":
        return `The ${raceName(ctx, ev.race)} arrived: ${ctx.seat(ev.seat)} uses their ability.`;
      case "buried":
        return `Kobolds: ${ctx.cat.cardName(ev.card)} from ${gardenOf(ctx, ev.garden)} went under the draw pile.`;
      case "lifted":
        return `Trolls: ${ctx.cat.cardName(ev.card)} was lifted out of ${gardenOf(ctx, ev.garden)}.`;
      case "placed":
        return `Trolls: ${ctx.cat.cardName(ev.card)} was placed with the ${raceName(ctx, ev.group)} of ${gardenOf(ctx, ev.garden)}.`;
      case "turn_ended":
        return null;
      // the highlight moves to the next seat
      case "round_ended":
        return `Round ${ev.round} is over: ${ROUND_END_CAUSES[ev.cause] ?? ev.cause}.`;
      case "scored":
        return `Round ${ev.round} scores: ${ev.units.map((u) => `${andList(u.seats.map((i) => ctx.seat(i)))} ${signed(u.round)} (garden ${u.garden}, hands ${u.hands}), total ${u.total}`).join("; ")}.`;
      case "round_started":
        return `Round ${ev.round} begins; ${ctx.seat(ev.starter)} plays first.`;
      case "game_ended":
        return `The game is over: ${ev.reason}. ${winners(ctx, ev.winners)}`;
    }
  },
  outcome(ctx) {
    const o = ctx.body.outcome;
    const lines = [winners(ctx, o?.winners ?? [])];
    if (o?.scores) lines.push(`Scores: ${o.scores.map((sc, i) => `${ctx.seat(i)} ${sc}`).join(", ")}.`);
    if (o?.reason) lines.push(capital(o.reason));
    return lines;
  }
};
function capitalFirst(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function signed(n) {
  return n >= 0 ? `+${n}` : String(n);
}
function capital(text) {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
function winners(ctx, seats2) {
  if (!seats2.length) return "Nobody wins.";
  return `${andList(seats2.map((i) => ctx.seat(i)))} ${seats2.length === 1 ? "wins" : "win"}.`;
}
function actionText2(ctx, a) {
  const name = (id) => ctx.cat.cardName(id);
  switch (a.type) {
    case "draw":
      return a.source === "search" ? "Search the draw pile" : `Draw from ${PILE_NAMES[a.source] ?? a.source}`;
    case "take":
      return `Take ${name(a.card)}`;
    case "keep":
      return `Keep ${name(a.card)}`;
    case "keep_all":
      return "Keep them all";
    case "search_discard":
      return `Take ${name(a.card)} from the search discard`;
    case "play_song":
      return `Sing ${name(a.card)}`;
    case "trade_give":
      return `Give ${name(a.card)} to your partner`;
    case "trade_return":
      return `Give back ${name(a.card)}`;
    case "lay_race":
      return `Lay ${andList(a.cards.map(name))} as a new race`;
    case "expand":
      return `Add ${name(a.card)} to your ${raceName(ctx, a.race)}`;
    case "end_laying":
      return "Stop laying";
    case "discard":
      return `Discard ${name(a.card)}`;
    case "choose_player":
      return `Choose ${ctx.seat(a.seat)}`;
    case "choose_pile":
      return `Choose ${PILE_NAMES[a.pile] ?? a.pile}`;
    case "kobold":
      return `Bury ${name(a.card)} from ${gardenOf(ctx, a.garden)}`;
    case "troll_take":
      return `Lift ${name(a.card)} from ${gardenOf(ctx, a.garden)}`;
    case "troll_place":
      return `Place it with the ${raceName(ctx, a.group)} of ${gardenOf(ctx, a.garden)}`;
  }
}

// src/games/mission.ts
function where(ctx, to, seat) {
  if (to === "seat") return `in front of ${ctx.seat(seat)}`;
  if (to === "innocent") return "on the Innocent zone";
  if (to === "suspect") return "on the Suspect zone";
  return "nowhere";
}
var TEAM_COLOURS = ["#1f618d", "#a93226", "#1e8449", "#7d3c98"];
function teamBadge(ctx, team) {
  const index = Math.max(0, ctx.cat.group("team").findIndex((e) => e.name === team));
  return h("span", { class: "team", style: `background:${TEAM_COLOURS[index % TEAM_COLOURS.length]}`, title: ctx.cat.find(team, "team")?.text ?? "", text: team });
}
function teamOf(ctx, seat) {
  return ctx.body.state.seats[seat]?.team ?? "";
}
var mission = {
  anchors(action) {
    return [`card:${action.card}`];
  },
  say(ctx, a) {
    const card2 = ctx.cat.cardName(a.card);
    if (a.type === "discard-twist") return `Discard ${card2}, moving nothing`;
    const to = `${where(ctx, a.to, a.seat)}${a.to === "seat" && a.seat !== null ? ` (${teamOf(ctx, a.seat)})` : ""}`;
    if (a.type === "twist") return `${card2}: move ${ctx.cat.cardName(a.move)} ${to.replace(/^on /, "to ").replace(/^in front of /, "to ")}`;
    return `Play ${card2} ${to}`;
  },
  steps(ctx) {
    const name = (id) => ctx.cat.cardName(id);
    return [
      { ask: "Which card?", key: (a) => a.card, label: (a) => name(a.card) },
      {
        ask: "Move which card?",
        key: (a) => a.type === "twist" ? a.move : a.type,
        label: (a) => a.type === "twist" ? `Move ${name(a.move)}` : a.type === "discard-twist" ? "Move nothing (discard the Twist)" : "Play it"
      },
      {
        ask: "Where?",
        key: (a) => a.type === "discard-twist" ? "" : `${a.to}:${a.seat ?? ""}`,
        label: (a) => a.type === "discard-twist" ? "Discard it" : `${titleWhere(where(ctx, a.to, a.seat))}${a.to === "seat" && a.seat !== null ? ` (${teamOf(ctx, a.seat)})` : ""}`
      }
    ];
  },
  draw(ctx) {
    const { body, cat } = ctx;
    const v2 = body.state;
    const over = v2.end !== null;
    const mine = (i) => i === body.seat || v2.seats[i]?.ghost && v2.seats[i]?.controller === body.seat;
    const seats2 = v2.seats.map((seat, i) => h(
      "div",
      {
        class: `seat-panel${!over && v2.turn === i ? " turn" : ""}${body.to_act.includes(i) ? " to-act" : ""}`,
        "data-seat": i,
        "data-team": seat.team
      },
      h(
        "h4",
        {},
        h("span", { class: "seat-name", text: ctx.seat(i) }),
        teamBadge(ctx, seat.team),
        seat.ghost ? h("span", { class: "flag", text: `ghost, played by ${ctx.seat(seat.controller)}` }) : null,
        !over && v2.turn === i ? h("span", { class: "turn-mark", text: "to play" }) : null,
        v2.nicole === i ? h("span", { class: "nicole-mark", title: "Nicole trusts this agent: the fewest suspicion points", text: "\u2605 Nicole's trust" }) : null
      ),
      h("p", { class: "suspicion" }, "Suspicion ", h("meter", { min: 0, max: 7, value: Math.min(seat.suspicion, 7), title: `${seat.suspicion} of 7` }), ` ${seat.suspicion} / 7`),
      h("div", { class: "front" }, h("span", { class: "label", text: "Seen at: " }), seat.front.length ? seat.front.map((c) => card(cat, c)) : h("span", { class: "muted", text: "nowhere yet" })),
      h(
        "div",
        { class: "hand" },
        h("span", { class: "label", text: "Hand: " }),
        seat.hand.cards ? seat.hand.cards.map((c) => card(cat, c, { anchor: mine(i) ? `card:${c}` : null })) : Array.from({ length: seat.hand.count }, () => cardBack())
      )
    ));
    return h(
      "section",
      { class: "table mission", id: "table" },
      h(
        "div",
        { class: "zones" },
        h("div", { class: "zone innocent" }, h("h4", { text: "Innocent zone" }), h("p", { class: "hint", text: "clears every agent seen at these places" }), v2.innocent.map((c) => card(cat, c))),
        h("div", { class: "zone suspect" }, h("h4", { text: "Suspect zone" }), h("p", { class: "hint", text: "casts suspicion on agents seen at these places" }), v2.suspect.map((c) => card(cat, c)))
      ),
      h("p", { class: "muted", text: `Draw pile: ${plural(v2.draw.count, "card")}. Discard: ${v2.discard.length ? v2.discard.slice(-5).map((c) => cat.cardName(c)).join(", ") : "empty"}. Turns played: ${v2.turns_played}.` }),
      h("div", { class: "seats" }, seats2)
    );
  },
  event(ctx, ev) {
    const name = (id) => id ? ctx.cat.cardName(id) : "a card";
    switch (ev.type) {
      case "played":
        return `${ctx.seat(ev.by)}${ev.by !== ev.seat ? ` (for ${ctx.seat(ev.seat)})` : ""} played ${name(ev.card)} ${where(ctx, ev.to, ev.to_seat)}.`;
      case "twist":
        return ev.moved ? `${ctx.seat(ev.by)} played a Twist: ${name(ev.moved)} moved from ${where(ctx, ev.from, ev.from_seat).replace(/^(in front of|on) /, "")} to ${where(ctx, ev.to, ev.to_seat).replace(/^(in front of|on) /, "")}.` : `${ctx.seat(ev.by)} discarded a Twist, moving nothing.`;
      case "discarded":
        return `Two ${ctx.cat.find(ev.cards[0] ?? "")?.name ?? "twin"} cards met ${where(ctx, ev.at, ev.at_seat)}: both are discarded.`;
      case "drew":
        return ev.card ? `You drew ${name(ev.card)}.` : `${ctx.seat(ev.seat)} drew a card.`;
      case "reshuffled":
        return `The discard was shuffled into a new draw pile of ${plural(ev.count, "card")}.`;
      case "nicole-moved":
        return `Nicole now trusts ${ctx.seat(ev.to)} (she left ${ctx.seat(ev.from)}).`;
      case "designated":
        return `${ctx.seat(ev.seat)} is the suspect${ev.reason === "default" ? " (every other agent was cleared)" : " (seen at the most Suspect places)"}: +${ev.points} suspicion, now ${ev.suspicion}.`;
      case "skipped":
        return `${ctx.seat(ev.seat)} has no card left and is skipped.`;
      case "turn-passed":
        return null;
      // the highlight shows whose turn it is
      case "game-ended":
        return endSentence(ctx, ev.end, ev.guilty, ev.nicole, ev.winning_team);
    }
  },
  outcome(ctx) {
    const v2 = ctx.body.state;
    const o = v2.outcome;
    if (!o) return [ctx.body.outcome?.reason ?? "The game is over."];
    const d = o.detail;
    const lines = [endSentence(ctx, v2.end ?? "stuck", d.guilty, d.nicole, d.winning_team)];
    lines.push(`Suspicion: ${d.suspicion.map((n, i) => `${ctx.seat(i)} ${n}`).join(", ")}.`);
    if (d.tie_unbroken) lines.push("Nicole's last move was a tie she could not break, so she stayed.");
    return lines;
  }
};
function titleWhere(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function endSentence(ctx, end, guilty, nicole, team) {
  const suspicion = guilty === null ? 0 : ctx.body.state.seats[guilty]?.suspicion ?? 0;
  if (end === "stuck") return `Nobody could play on. Nicole trusts ${ctx.seat(nicole)}, so ${team ? `the ${team} wins` : "nobody wins"}.`;
  if (end === "failed") return `${ctx.seat(guilty)} is found guilty with ${suspicion} suspicion, and Nicole, tied, stayed with them: every team fails.`;
  return `${ctx.seat(guilty)} is found guilty with ${suspicion} suspicion; Nicole trusts ${ctx.seat(nicole)}, so the ${team ?? "nobody"} wins.`;
}

// src/games/index.ts
function bind(body, detail, cat, seat) {
  return { body, detail, cat, seat };
}
function render(body, detail, cat, seat) {
  switch (body.game) {
    case "caretos": {
      const ctx = bind(body, detail, cat, seat);
      return {
        table: caretos.draw(ctx),
        anchors: (a) => caretos.anchors(a),
        say: (a) => caretos.say(ctx, a),
        steps: caretos.steps(ctx),
        sentences: (entry) => entry.events.map((e) => caretos.event(ctx, e)).filter((x2) => !!x2),
        outcome: () => caretos.outcome(ctx)
      };
    }
    case "encantados": {
      const ctx = bind(body, detail, cat, seat);
      return {
        table: encantados.draw(ctx),
        anchors: (a) => encantados.anchors(a),
        say: (a) => encantados.say(ctx, a),
        steps: encantados.steps(ctx),
        sentences: (entry) => entry.events.map((e) => encantados.event(ctx, e)).filter((x2) => !!x2),
        outcome: () => encantados.outcome(ctx)
      };
    }
    case "mission-calaveras": {
      const ctx = bind(body, detail, cat, seat);
      return {
        table: mission.draw(ctx),
        anchors: (a) => mission.anchors(a),
        say: (a) => mission.say(ctx, a),
        steps: mission.steps(ctx),
        sentences: (entry) => entry.events.map((e) => mission.event(ctx, e)).filter((x2) => !!x2),
        outcome: () => mission.outcome(ctx)
      };
    }
  }
}

// src/table.ts
var RECENT_ENTRIES = 40;
var RECONNECT_MS = 1e3;
var current = null;
var main;
var navigate = () => void 0;
function setup(root, go2) {
  main = root;
  navigate = go2;
}
function stopTable() {
  current?.source?.close();
  current = null;
  document.getElementById("menu")?.remove();
}
function adopt(table, body) {
  if (table !== current || body.version < table.body.version) return false;
  if (body.version > table.body.version) {
    table.body = body;
    renderTable();
  }
  return true;
}
function namer(body) {
  return (i) => {
    if (i === null || i === void 0) return "nobody";
    const seat = body.seats[i];
    const name = seat?.name ?? (seat?.ghost ? `Ghost ${i + 1}` : seat?.open ? `Seat ${i + 1} (open)` : `Seat ${i + 1}`);
    return i === body.seat ? `${name} (you)` : name;
  };
}
async function showTable(id) {
  const record = seats()[id] ?? {};
  const client = record.token ? seatClient(record.token) : api;
  const { data, error } = await client.GET("/games/{game_id}", { params: { path: { game_id: id } } });
  if (!data) throw new Error(problemText(error));
  const detail = await loadDetail(data.game);
  const table = { id, client, body: data, detail, cat: new Catalogue(detail), record, entries: [], source: null, replay: null, raw: false, drawn: null };
  current = table;
  const log = await client.GET("/games/{game_id}/log", { params: { path: { game_id: id } } });
  if (log.data && current === table) table.entries = log.data.entries.filter((e) => e.version <= table.body.version).slice(-RECENT_ENTRIES);
  renderTable();
  void connect(table);
}
async function streamUrl(table, after) {
  const url = new URL(`${base}/games/${table.id}/events`);
  url.searchParams.set("after", String(after));
  if (table.record.token) {
    const { data, error } = await table.client.POST("/games/{game_id}/tickets", { params: { path: { game_id: table.id } } });
    if (!data) throw new Error(problemText(error));
    url.searchParams.set("ticket", data.ticket);
  }
  return url;
}
async function connect(table) {
  if (table !== current || table.body.status === "finished" || table.body.status === "aborted") return;
  let url;
  try {
    url = await streamUrl(table, table.body.version);
  } catch (err) {
    say(String(err.message), true);
    return;
  }
  const source = new EventSource(url);
  table.source = source;
  source.addEventListener("game", (ev) => {
    const update = JSON.parse(ev.data);
    if (table !== current) return;
    const entry = update.entry;
    const fresh = entry !== void 0 && !table.entries.some((e) => e.version === entry.version);
    if (fresh) table.entries.push(entry);
    const shown = table.body.version;
    adopt(table, asGame(update));
    if (fresh && update.version <= shown) redrawEntries(table);
  });
  source.addEventListener("end", () => source.close());
  source.onerror = () => {
    source.close();
    if (table === current) setTimeout(() => void connect(table), RECONNECT_MS);
  };
}
async function act(action) {
  const table = current;
  if (!table) return;
  document.getElementById("menu")?.remove();
  const { data, error } = await table.client.POST("/games/{game_id}/actions", {
    params: { path: { game_id: table.id } },
    body: { action, version: table.body.version }
  });
  if (!data) {
    say(problemText(error), true);
    return;
  }
  say("");
  adopt(table, data);
}
function stepButtons(body, steps, say2, indices, from = 0) {
  for (let n = from; n < steps.length; n += 1) {
    const step = steps[n];
    if (!step) break;
    const groups = /* @__PURE__ */ new Map();
    for (const i of indices) {
      const action = body.legal_actions[i];
      if (!action) continue;
      const key = step.key(action);
      groups.set(key, [...groups.get(key) ?? [], i]);
    }
    if (groups.size <= 1 && n < steps.length - 1) continue;
    const buttons = [...groups.values()].map((group) => {
      const first = body.legal_actions[group[0] ?? 0];
      const label = step.label(first);
      if (group.length === 1) return actionButton(first, say2(first));
      return h("button", {
        type: "button",
        class: "step",
        "data-step": n,
        text: `${label} \u2026`,
        onclick: () => showChoices(body, steps, say2, group, n + 1, label)
      });
    });
    return { ask: step.ask, buttons };
  }
  return { ask: "", buttons: indices.map((i) => actionButton(body.legal_actions[i], say2(body.legal_actions[i]))) };
}
function showChoices(body, steps, say2, indices, from, title) {
  document.getElementById("menu")?.remove();
  const { ask, buttons } = stepButtons(body, steps, say2, indices, from);
  const menu = h(
    "div",
    { id: "menu", class: "menu", role: "dialog", "aria-label": ask || "choose" },
    h("p", { class: "menu-title" }, h("strong", { text: title }), ask ? ` \u2014 ${ask}` : ""),
    h("div", { class: "menu-choices" }, buttons),
    h("button", { type: "button", class: "cancel", text: "Cancel", onclick: () => menu.remove() })
  );
  document.body.append(menu);
  buttons[0]?.focus();
}
function actionButton(action, label) {
  return h("button", { type: "button", class: "action", "data-action": JSON.stringify(action), text: label, onclick: () => void act(action) });
}
function wireAnchors(root, body, drawn) {
  const { anchors: anchorsOf, steps, say: say2 } = drawn;
  const byAnchor = /* @__PURE__ */ new Map();
  body.legal_actions.forEach((action, i) => {
    for (const key of anchorsOf(action)) byAnchor.set(key, [...byAnchor.get(key) ?? [], i]);
  });
  for (const el of root.querySelectorAll("[data-anchor]")) {
    const key = el.getAttribute("data-anchor") ?? "";
    const indices = byAnchor.get(key);
    if (!indices) continue;
    el.classList.add("legal");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    const only = indices.length === 1 ? body.legal_actions[indices[0] ?? 0] : void 0;
    const title = el.querySelector("title")?.textContent ?? el.getAttribute("title") ?? key;
    el.setAttribute("aria-label", only ? say2(only) : title);
    const activate = () => {
      if (only) void act(only);
      else showChoices(body, steps, say2, indices, 1, title.split(":")[0] ?? title);
    };
    if (only) el.setAttribute("data-action", JSON.stringify(only));
    el.addEventListener("click", activate);
    el.addEventListener("keydown", (ev) => {
      const key2 = ev.key;
      if (key2 === "Enter" || key2 === " ") {
        ev.preventDefault();
        activate();
      }
    });
  }
}
function secondsLeft(deadline) {
  return Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1e3));
}
function clockFace(seconds) {
  const m = Math.floor(seconds / 60);
  const sec = Math.floor(seconds % 60);
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}:${String(sec).padStart(2, "0")}` : `${m}:${String(sec).padStart(2, "0")}`;
}
function clock(seat) {
  const c = seat.clock;
  if (!c.deadline && c.bank === null) return null;
  const seconds = c.deadline ? secondsLeft(c.deadline) : c.bank ?? 0;
  return h("span", {
    class: `clock${c.deadline ? " running" : ""}`,
    "data-deadline": c.deadline ?? null,
    "data-seat-clock": seat.index,
    title: c.deadline ? "time left for this decision" : "time bank (runs while this seat decides)",
    text: `${clockFace(seconds)}${c.timeouts ? ` \xB7 ${plural(c.timeouts, "timeout")}` : ""}`
  });
}
setInterval(() => {
  for (const el of document.querySelectorAll("[data-deadline]")) {
    const deadline = el.dataset.deadline;
    if (deadline) el.textContent = (el.textContent ?? "").replace(/^[\d:]+/, clockFace(secondsLeft(deadline)));
  }
}, 1e3);
function seatList(body, name) {
  const over = body.status === "finished" || body.status === "aborted";
  return h("ul", { class: "seat-list", id: "seat-list" }, body.seats.map((seat) => {
    const toAct = !over && body.to_act.includes(seat.index);
    const who = seat.open ? "open seat" : seat.bot ? `bot (${seat.bot})` : seat.stand_in ? `the server plays for them (${seat.stand_in})` : seat.ghost ? "ghost" : "person";
    const flags = [seat.resigned ? "resigned" : null, seat.absent ? "away" : null, seat.team].filter(Boolean);
    return h(
      "li",
      {
        class: `seat${toAct ? " to-act" : ""}${seat.index === body.seat ? " me" : ""}`,
        "data-seat": seat.index,
        style: `--seat:${SEAT_COLOURS[seat.index % SEAT_COLOURS.length]}`,
        "aria-current": toAct ? "true" : null
      },
      h("span", { class: "seat-name", text: name(seat.index) }),
      h("span", { class: "muted", text: ` ${who}${flags.length ? `, ${flags.join(", ")}` : ""}` }),
      toAct ? h("span", { class: "turn-mark", text: "to play" }) : null,
      clock(seat)
    );
  }));
}
function seatButtons(table, body) {
  if (table.record.creator && body.status === "waiting" && body.seat === null) {
    const creator = seatClient(table.record.creator);
    return h("div", { class: "seat-buttons" }, h("button", { type: "button", id: "abort", text: "Call the game off", onclick: async () => {
      const { data, error } = await creator.POST("/games/{game_id}/abort", { params: { path: { game_id: body.id } } });
      if (!data) say(problemText(error), true);
      else if (adopt(table, data)) table.source?.close();
    } }));
  }
  if (!table.record.token || body.seat === null) return null;
  const post = (path) => async () => {
    const { data, error } = await table.client.POST(path, { params: { path: { game_id: body.id } } });
    if (!data) {
      say(problemText(error), true);
      return;
    }
    if (adopt(table, data) && data.status !== "active") table.source?.close();
  };
  const me2 = body.seats[body.seat];
  const buttons = [];
  if (body.status === "active" && me2 && !me2.resigned) buttons.push(h("button", { type: "button", id: "resign", text: "Resign (a bot plays on for you)", onclick: post("/games/{game_id}/resign") }));
  const noActionYet = table.entries.length === body.version && table.entries.every((e) => !e.action);
  if (body.status === "waiting" || body.status === "active" && noActionYet) {
    buttons.push(h("button", { type: "button", id: "abort", text: "Call the game off", onclick: post("/games/{game_id}/abort") }));
  }
  return buttons.length ? h("div", { class: "seat-buttons" }, buttons) : null;
}
function awayBanner(table, body) {
  const me2 = body.seat === null ? void 0 : body.seats[body.seat];
  if (!me2?.absent || body.status !== "active") return null;
  return h(
    "div",
    { class: "away", id: "away", role: "alert" },
    h("strong", { text: "You were away: " }),
    "the server played for you. Play to take your seat back, or ",
    h("button", { type: "button", id: "back", text: "I'm back", onclick: async () => {
      const { data, error } = await table.client.POST("/games/{game_id}/back", { params: { path: { game_id: body.id } } });
      if (!data) say(problemText(error), true);
      else adopt(table, data);
    } })
  );
}
function invitesPanel(table, body) {
  const open = body.seats.filter((seat) => seat.open);
  if (!open.length) return null;
  const invites = table.record.invites ?? [];
  return h(
    "div",
    { class: "invites" },
    h("p", { text: "Waiting for players: send each open seat its link." }),
    h("ul", {}, open.map((seat) => {
      const inv = invites.find((i) => i.seat === seat.index);
      const link = `${base}/play#join=${body.id}&seat=${seat.index}${inv ? `&invite=${encodeURIComponent(inv.invite)}` : ""}`;
      return h(
        "li",
        {},
        `Seat ${seat.index + 1}: `,
        h("a", { href: link, class: "invite-link", "data-invite-seat": seat.index, text: "invite link" }),
        h("input", { readonly: true, value: link, "aria-label": `invite link for seat ${seat.index + 1}` })
      );
    }))
  );
}
function outcomePanel(table, body, lines) {
  const rematch = table.record.token ? h("button", { type: "button", id: "rematch", text: "Rematch", onclick: async () => {
    const { data, error } = await table.client.POST("/games/{game_id}/rematch", { params: { path: { game_id: body.id } } });
    if (!data) {
      say(problemText(error), true);
      return;
    }
    rememberSeat(data.id, { seat: data.seat, token: data.token, game: body.game });
    navigate(`#game=${data.id}`);
  } }) : null;
  return h("div", { class: "outcome", id: "game-over" }, h("h3", { text: "Game over" }), lines.map((line2) => h("p", { text: line2 })), rematch);
}
function entryItem(body, table, drawn, entry) {
  const who = namer(body)(entry.seat);
  const changes = {
    joined: `${who} took their seat.`,
    left: `${who} left the table.`,
    resigned: `${who} resigned; a bot plays on for them.`,
    back: `${who} is back.`,
    aborted: `${who} called the game off.`
  };
  const lines = entry.change ? [changes[entry.change] ?? `${who}: ${entry.change}`] : drawn.sentences(entry);
  if (!lines.length && entry.action) lines.push(`${who}: ${drawn.say(entry.action)}.`);
  const by = entry.by ? { resign: "for a resigned player", timeout: "time ran out", absent: "the player is away" }[entry.by] ?? entry.by : null;
  return h(
    "li",
    { "data-version": entry.version },
    h("span", { class: "entry-version", text: `${entry.version}` }),
    h("span", { class: "entry-text" }, lines.join(" "), by ? h("em", { text: ` (played by the server: ${by})` }) : null),
    table.raw ? h("pre", { class: "raw", text: JSON.stringify({ action: entry.action, events: entry.events }, null, 1) }) : null
  );
}
function entryList(table, body, drawn) {
  return h("ol", { class: "entries", reversed: true }, table.entries.slice(-RECENT_ENTRIES).reverse().map((e) => entryItem(body, table, drawn, e)));
}
function redrawEntries(table) {
  const list = main.querySelector("#events ol.entries");
  if (table === current && table.drawn && list) list.replaceWith(entryList(table, table.body, table.drawn));
}
function eventsPanel(table, body, drawn) {
  const raw = h("input", { type: "checkbox", id: "raw-events", checked: table.raw });
  raw.addEventListener("change", () => {
    table.raw = raw.checked;
    redrawEntries(table);
  });
  return h(
    "section",
    { class: "panel", id: "events" },
    h("div", { class: "panel-head" }, h("h3", { text: "What happened" }), h("label", { for: "raw-events", class: "details-toggle" }, raw, " details (JSON, for bot authors)")),
    entryList(table, body, drawn)
  );
}
function replayPanel(table) {
  const panel = h("section", { class: "panel", id: "replay" }, h("h3", { text: "Replay" }));
  const view = h("div", { class: "replay-step", "aria-live": "polite" });
  const counter = h("span", { id: "replay-at", text: "loading\u2026" });
  const show = () => {
    const replay = table.replay;
    if (!replay) return;
    const frame = replay.frames[replay.at];
    counter.textContent = `${replay.at + 1} / ${replay.frames.length}`;
    if (!frame) {
      view.replaceChildren(h("p", { text: "no versions" }));
      return;
    }
    const drawn = render(frame, table.detail, table.cat, namer(frame));
    drawn.table.id = "replay-table";
    drawn.table.dataset.version = String(frame.version);
    const entry = replay.entries[replay.at];
    view.replaceChildren(h("p", { text: `Version ${frame.version}` }), h("ul", { class: "entries" }, entry ? entryItem(frame, table, drawn, entry) : null), drawn.table);
  };
  const step = (d) => () => {
    const r = table.replay;
    if (!r) return;
    r.at = Math.max(0, Math.min(r.frames.length - 1, r.at + d));
    show();
  };
  panel.addEventListener("keydown", (ev) => {
    if (ev.key === "ArrowLeft") step(-1)();
    if (ev.key === "ArrowRight") step(1)();
  });
  panel.append(h(
    "div",
    { class: "replay-controls" },
    h("button", { type: "button", id: "replay-first", text: "|\u25C0 first", onclick: step(-1e9) }),
    h("button", { type: "button", id: "replay-back", text: "\u25C0 back", onclick: step(-1) }),
    counter,
    h("button", { type: "button", id: "replay-forward", text: "forward \u25B6", onclick: step(1) }),
    h("button", { type: "button", id: "replay-last", text: "last \u25B6|", onclick: step(1e9) })
  ), view);
  if (table.replay) show();
  else void loadFrames(table).then(() => {
    if (table === current) show();
  });
  return panel;
}
async function loadFrames(table) {
  const url = await streamUrl(table, 0);
  await new Promise((resolve) => {
    const frames = [];
    const entries = [];
    const source = new EventSource(url);
    const done = () => {
      source.close();
      table.replay = { frames, entries, at: 0 };
      resolve();
    };
    source.addEventListener("game", (ev) => {
      const frame = JSON.parse(ev.data);
      frames.push(frame);
      entries.push(frame.entry);
    });
    source.addEventListener("end", done);
    source.onerror = done;
  });
}
function renderTable() {
  const table = current;
  if (!table) return;
  const body = table.body;
  document.getElementById("menu")?.remove();
  const name = namer(body);
  const drawn = render(body, table.detail, table.cat, name);
  table.drawn = drawn;
  const finished = body.status === "finished";
  const mine = body.legal_actions.length > 0;
  turnIs(mine, table.detail.title);
  const status = { waiting: "waiting for players", active: "in play", finished: "finished", aborted: "called off" }[body.status];
  const toAct = body.to_act.filter((i) => i !== body.seat).map((i) => name(i));
  const whose = finished || body.status === "aborted" ? "" : mine ? "Your turn." : toAct.length ? `Waiting for ${toAct.join(" and ")}.` : "";
  const head = h(
    "section",
    { class: `panel head${mine ? " my-turn" : ""}` },
    h("h2", {}, table.detail.title, h("span", { class: "status-chip", text: status })),
    h(
      "p",
      { class: "whose", id: "whose-turn" },
      mine ? h("strong", { text: whose }) : whose,
      h("span", { class: "muted", text: ` You are ${body.seat === null ? "a spectator" : name(body.seat)}.` })
    ),
    seatList(body, name),
    awayBanner(table, body),
    invitesPanel(table, body),
    seatButtons(table, body),
    finished ? outcomePanel(table, body, drawn.outcome()) : null
  );
  const { ask, buttons } = stepButtons(body, drawn.steps, drawn.say, body.legal_actions.map((_2, i) => i));
  const actions = h(
    "section",
    { class: `panel${mine ? " my-turn" : ""}`, id: "actions" },
    h("h3", { text: mine ? `Your move${ask ? ` \u2014 ${ask.toLowerCase()}` : ""}` : "Nothing for you to do now" }),
    mine ? h("p", { class: "hint", text: "Choose here, or on the table: what you may use is outlined." }) : null,
    h("div", { class: "action-list" }, buttons)
  );
  const rules = h("details", { class: "panel", id: "rules" }, h("summary", { text: `Rules of ${table.detail.title}` }), rulesView(table.detail));
  const over = finished || body.status === "aborted";
  main.replaceChildren(...[head, over ? null : actions, drawn.table, finished ? replayPanel(table) : null, eventsPanel(table, body, drawn), rules].filter((x2) => !!x2));
  main.dataset.version = String(body.version);
  main.dataset.status = body.status;
  main.dataset.game = body.game;
  wireAnchors(drawn.table, body, drawn);
  if (finished) say("game over");
}

// src/main.ts
var main2 = document.getElementById("main");
statusLine(document.getElementById("status"));
document.querySelector("header")?.append(soundToggle());
whenWaiting((seconds) => say(`The server asks us to wait ${seconds} s; retrying then.`));
function go(hash) {
  if (location.hash === hash) void route();
  else location.hash = hash;
}
setup(main2, go);
onExplain((title, text) => {
  document.getElementById("explain")?.remove();
  const box = h(
    "div",
    { id: "explain", class: "menu", role: "dialog", "aria-label": title },
    h("p", { text }),
    h("button", { type: "button", text: "Close", onclick: () => box.remove() })
  );
  document.body.append(box);
});
async function showRules(name) {
  turnIs(false);
  const detail = await loadDetail(name);
  main2.replaceChildren(h(
    "section",
    { class: "panel", id: "rules-page" },
    h("h2", { text: `Rules of ${detail.title}` }),
    h("p", {}, h("a", { href: `#new=${name}`, class: "button", text: `Play ${detail.title}` }), " ", h("a", { href: "/play", class: "button", text: "Back to the lobby" })),
    rulesView(detail)
  ));
}
async function route() {
  stopTable();
  const p = new URLSearchParams(location.hash.slice(1));
  try {
    const types2 = await loadTypes();
    const join = p.get("join");
    const game = p.get("game");
    const rules = p.get("rules");
    if (join) return await showJoin(main2, types2, join, Number(p.get("seat")), p.get("invite"));
    if (game) return await showTable(game);
    if (rules) return await showRules(rules);
    return await showLobby(main2, types2, p.get("new"));
  } catch (err) {
    main2.replaceChildren(h("p", { class: "error", role: "alert", text: String(err.message ?? err) }));
  }
}
window.addEventListener("hashchange", () => void route());
void route();
