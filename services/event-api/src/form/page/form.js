// The event form: exchanges the app's redirection token, signs the person in, and lets them perform the event's
// actions. Plain browser JavaScript, no build step; everything from the server is inserted as text, never as HTML.
"use strict";

(() => {
  const AUTH_PROVIDERS = {
    HYPERSIGN_AUTH: "Hypersign",
    TWITTER_AUTH: "Twitter",
    DISCORD_AUTH: "Discord",
    GITHUB_AUTH: "GitHub",
    GOOGLE_AUTH: "Google",
    TELEGRAM_AUTH: "Telegram",
  };
  const INPUT_TYPES = { INPUT_TEXT: "text", INPUT_NUMBER: "number", INPUT_DATE: "date", INPUT_HYPERLINK: "url" };

  const slug = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
  const redirectionToken = new URLSearchParams(location.search).get("userRedirectionToken");
  // eventState comes from the server's clock with the grant: "open", "upcoming", "closed" or "ended". Actions, and
  // signing in to take them, are offered only while it is open (or, for signing in, before it starts).
  const state = { event: null, eventState: null, session: null, email: null, participation: { score: 0, performed: [] } };
  const STATE_BADGES = { open: "Open", upcoming: "Not started", closed: "Closed", ended: "Ended" };
  const accepting = () => state.eventState === "open";
  const canSignIn = () => accepting() || state.eventState === "upcoming";

  const byId = (id) => document.getElementById(id);
  const element = (tag, props = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  };

  function say(text, kind = "error") {
    const status = byId("status");
    status.dataset.kind = kind;
    status.textContent = text;
  }

  class ApiError extends Error {
    constructor(message, status) {
      super(message);
      this.status = status;
    }
  }

  async function api(path, { method = "POST", body } = {}) {
    const headers = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (state.session) headers.authorization = `Bearer ${state.session}`;
    let response;
    try {
      response = await fetch(`/api/v1/form${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      throw new ApiError("The event service cannot be reached; check your connection and try again.", 0);
    }
    let answer = null;
    try {
      answer = await response.json();
    } catch {
      // Not JSON: say what status came back.
    }
    if (!response.ok || !answer || !answer.success) {
      throw new ApiError((answer && answer.message) || `The event service answered ${response.status}.`, response.status);
    }
    return answer.data;
  }

  /** Why no action can be taken now, for the person; nothing while the event is open. */
  function stateNotice(event) {
    if (state.eventState === "ended") return `This event ended on ${new Date(event.toDate).toLocaleString()}; it no longer accepts actions.`;
    if (state.eventState === "closed") return "This event is closed: its actions cannot be performed now.";
    if (state.eventState === "upcoming") return `This event starts on ${new Date(event.fromDate).toLocaleString()}; come back then to take part.`;
    return "";
  }

  function showEvent(event) {
    document.title = event.projectName;
    byId("event-name").textContent = event.projectName;
    const from = new Date(event.fromDate).toLocaleString();
    const to = new Date(event.toDate).toLocaleString();
    byId("event-dates").textContent = `${from} – ${to}`;
    const badge = byId("event-state");
    badge.textContent = STATE_BADGES[state.eventState];
    badge.dataset.open = String(accepting());
    badge.dataset.state = state.eventState;
    if (!accepting()) say(stateNotice(event), "info");
    if (event.logoUrl) {
      const logo = byId("event-logo");
      logo.src = event.logoUrl;
      logo.alt = `${event.projectName} logo`;
      logo.hidden = false;
    }
    byId("event").hidden = false;
  }

  function performedValue(actionId) {
    const found = state.participation.performed.find((p) => p.actionId === actionId);
    return found ? found.value : undefined;
  }

  function actionControl(action) {
    const inputId = `action-${action._id}`;
    if (action.type === "INFO_TEXT") return [element("p", { textContent: action.value })];
    if (action.type === "HYPERLINK_URL") {
      const link = element("a", { href: action.value, target: "_blank", rel: "noopener noreferrer", textContent: action.value });
      const done = element("button", { type: "submit", textContent: "I visited the link" });
      return [element("p", {}, "Visit ", link), done];
    }
    const provider = AUTH_PROVIDERS[action.type];
    const labelText = provider ? `Your ${provider} account` : action.title;
    const input = element("input", {
      id: inputId,
      name: "value",
      type: INPUT_TYPES[action.type] || "text",
      placeholder: action.placeHolder || "",
      required: true,
      value: performedValue(action._id) || "",
    });
    if (action.type === "INPUT_NUMBER") input.step = "any";
    return [element("label", { htmlFor: inputId, textContent: labelText }), input, element("button", { type: "submit", textContent: "Save" })];
  }

  function renderActions() {
    const list = byId("actions");
    list.replaceChildren();
    for (const action of state.event.actions) {
      const done = performedValue(action._id);
      const item = element("li", { id: `item-${action._id}` });
      item.dataset.done = String(done !== undefined);
      const meta = [action.isManadatory ? "required" : "optional", action.type === "INFO_TEXT" ? null : `${action.score} points`]
        .filter(Boolean)
        .join(" · ");
      item.append(element("p", { className: "action-title", textContent: action.title }), element("p", { className: "meta", textContent: meta }));
      if (!accepting()) {
        // Listed for what it was and what the person did, with nothing to perform.
        if (action.type === "INFO_TEXT") item.append(element("p", { textContent: action.value }));
        else if (done !== undefined) item.append(element("p", { className: "done", textContent: `Done: ${done}` }));
        list.append(item);
        continue;
      }
      const form = element("form", { noValidate: true }, ...actionControl(action));
      if (action.type !== "INFO_TEXT") {
        form.addEventListener("submit", (submitted) => {
          submitted.preventDefault();
          const value = form.elements.value ? form.elements.value.value : action.value;
          void perform(action, value, form);
        });
        item.append(form);
        if (done !== undefined) item.append(element("p", { className: "done", textContent: `Done: ${done}` }));
      } else {
        item.append(form);
      }
      list.append(item);
    }
    byId("score").textContent = `Your score: ${state.participation.score}`;
  }

  async function perform(action, value, form) {
    const button = form.querySelector("button");
    button.disabled = true;
    try {
      state.participation = await api(`/${encodeURIComponent(slug)}/actions/${encodeURIComponent(action._id)}`, { body: { value } });
      say(`Saved: ${action.title}`, "info");
      renderActions();
      byId(`item-${action._id}`).querySelector("button")?.focus();
    } catch (error) {
      if (error.status === 401) return signedOut(error.message);
      say(error.message);
      button.disabled = false;
    }
  }

  async function signedIn(session, email) {
    state.session = session;
    state.email = email;
    byId("auth").hidden = true;
    byId("signed-in-as").textContent = `Signed in as ${email}`;
    state.participation = await api(`/${encodeURIComponent(slug)}/participation`, { method: "GET" });
    byId("participation").hidden = false;
    renderActions();
  }

  function signedOut(message) {
    state.session = null;
    byId("participation").hidden = true;
    byId("auth").hidden = !canSignIn();
    say(message);
  }

  function bindAuthForm(formId, path) {
    const form = byId(formId);
    form.addEventListener("submit", async (submitted) => {
      submitted.preventDefault();
      const button = form.querySelector("button");
      button.disabled = true;
      try {
        const email = form.elements.email.value.trim();
        const password = form.elements.password.value;
        if (!email || !password) throw new ApiError("Enter your email and password.", 400);
        const data = await api(path, { body: { email, password, userRedirectionToken: redirectionToken } });
        say("", "info");
        await signedIn(data.sessionToken, data.email);
      } catch (error) {
        say(error.message);
      } finally {
        button.disabled = false;
      }
    });
  }

  async function start() {
    if (!redirectionToken) {
      say("This page needs the link the app gave you. Go back to the app and open the event from there.");
      return;
    }
    bindAuthForm("sign-in", "/login");
    bindAuthForm("sign-up", "/signup");
    try {
      const grant = await api("/grant", { body: { slug, userRedirectionToken: redirectionToken } });
      state.event = grant.event;
      state.eventState = grant.eventState in STATE_BADGES ? grant.eventState : "closed";
      state.event.actions.sort((a, b) => a.order - b.order);
      showEvent(grant.event);
      if (grant.signedIn) await signedIn(grant.sessionToken, grant.email);
      else if (canSignIn()) byId("auth").hidden = false;
    } catch (error) {
      say(error.message);
    }
  }

  document.addEventListener("DOMContentLoaded", () => void start());
})();
