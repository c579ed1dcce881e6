// swift-mvi web client: sends DOM events as intents over one WebSocket per tab and patches the
// DOM with the HTML the tab's store renders on the server, keeping focus and the caret.
// Committed as is: no build step, no dependency.
"use strict";
(() => {
  const sample = document.body.dataset.sample;
  if (!sample) return;
  const root = document.getElementById("root");
  const banner = document.getElementById("mvi-error");
  const tab = "tab-" + Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const inspect = document.body.dataset.inspect === "true";
  const socket = new WebSocket(`${scheme}//${location.host}/ws?tab=${tab}&sample=${encodeURIComponent(sample)}${inspect ? "&inspect=1" : ""}`);
  let first = true;
  let popping = false;
  let lastPatch = null;
  // Time travel (the inspector panel): the root shows a past step's screen, and the live
  // store's patches wait until the user is back to live.
  let travelling = false;
  let onInspectorChange = null;
  const travel = document.getElementById("mvi-travel");
  window.mviPatches = 0;

  function send(intent) {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ tab, sample, intent }));
  }
  window.mviSendRaw = (text) => socket.send(text); // for the browser tests' hostile messages
  window.mviInspectorTab = tab; // for the browser tests' requests to the inspector's API

  function showError(text) {
    banner.textContent = text;
    banner.hidden = false;
  }

  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "error") {
      showError(`${message.code}: ${message.message}`);
      return;
    }
    if (message.type === "inspector") {
      if (onInspectorChange) onInspectorChange(null);
      return;
    }
    if (message.type !== "patch") return;
    if (first && onInspectorChange) onInspectorChange(null);
    lastPatch = message;
    if (travelling) return;
    showHTML(message.html);
    document.title = message.title;
    if (message.path && message.path !== location.pathname) {
      if (first || popping || message.path.length < location.pathname.length) history.replaceState(null, "", message.path);
      else history.pushState(null, "", message.path);
    }
    first = false;
    popping = false;
    window.mviPatches += 1;
  });
  function showHTML(html) {
    const next = document.createElement("main");
    next.innerHTML = html;
    morphChildren(root, next);
  }

  function showBanner(text, back) {
    travel.replaceChildren(document.createTextNode(text + " "));
    if (back) {
      const button = document.createElement("button");
      button.type = "button";
      button.id = "mvi-back-to-live";
      button.textContent = "Back to live";
      button.addEventListener("click", back);
      travel.appendChild(button);
    }
    travel.hidden = !text;
  }

  // The inspector panel beside the sample (`?inspect`): MVIInspector's script, over this
  // server's `/inspector/api/…` and this tab's WebSocket.
  const panel = document.getElementById("mvi-inspector");
  if (inspect && panel && window.MVIInspector) {
    const api = (method, path) => fetch(`/inspector/api/${path}${path.includes("?") ? "&" : "?"}tab=${tab}`, { method }).then((r) => r.json());
    async function backToLive() {
      await api("POST", "live");
      travelling = false;
      root.classList.remove("travelling");
      showBanner("");
    }
    window.mviInspector = window.MVIInspector.mount(panel, {
      base: "/inspector/api",
      query: { tab },
      continues: true,
      subscribe(onUpdate) {
        // The first pull waits for the first patch: until then the server may not know the tab
        // (its WebSocket is still opening) and would answer 404.
        onInspectorChange = onUpdate;
        if (!first) onUpdate(null);
      },
      async screen(index, timeline) {
        const screen = await api("GET", `screen?index=${index}&timeline=${timeline}`);
        if (screen.error) throw new Error(screen.error);
        travelling = true;
        root.classList.add("travelling");
        showHTML(screen.html);
        root.dataset.step = String(index);
        showBanner(`Time travel: step ${index} (${timeline}), ${timeline === "imported" ? "as the file recorded it" : "replayed"}; the live store is untouched. Esc: back to live.`);
      },
      async live() {
        travelling = false;
        root.classList.remove("travelling");
        delete root.dataset.step;
        showBanner("");
        if (lastPatch) showHTML(lastPatch.html);
      },
      async continued(index) {
        travelling = false;
        root.classList.remove("travelling");
        delete root.dataset.step;
        if (lastPatch) showHTML(lastPatch.html);
        root.dataset.branch = String(index);
        showBanner(`Branch: a new store continued from step ${index}. The live store keeps running, untouched.`, async () => {
          delete root.dataset.branch;
          await backToLive();
        });
      },
    });
  }

  socket.addEventListener("close", (event) => showError(`disconnected (${event.code}${event.reason ? ": " + event.reason : ""}); reload the page`));

  document.addEventListener("click", (event) => {
    const target = event.target.closest("[data-intent]");
    if (!target || target.disabled || travelling) return;
    event.preventDefault();
    if (target.dataset.history === "back") {
      history.back();
      return;
    }
    const intent = { type: target.dataset.intent };
    if (target.dataset.index !== undefined) intent.index = Number(target.dataset.index);
    if (target.dataset.answer !== undefined) intent.answer = target.dataset.answer;
    send(intent);
  });
  document.addEventListener("input", (event) => {
    const field = event.target;
    if (travelling) return;
    if (field.dataset && field.dataset.input) send({ type: field.dataset.input, text: field.value });
  });
  document.addEventListener("keydown", (event) => {
    const field = event.target;
    if (event.key === "Enter" && field.dataset && field.dataset.submit) send({ type: field.dataset.submit });
  });
  window.addEventListener("popstate", () => {
    popping = true;
    send({ type: "backTapped" });
  });

  // The DOM morph: elements of the same tag (and data-key) are kept and updated in place, so a
  // focused field keeps its focus, its caret and what is typed ahead of the server.
  function same(a, b) {
    if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
    return a.nodeType !== 1 || (a.getAttribute("data-key") || "") === (b.getAttribute("data-key") || "");
  }
  function morphChildren(from, to) {
    const old = Array.from(from.childNodes);
    const fresh = Array.from(to.childNodes);
    fresh.forEach((node, index) => {
      const current = old[index];
      if (!current) from.appendChild(node);
      else if (!same(current, node)) from.replaceChild(node, current);
      else if (node.nodeType === 1) morph(current, node);
      else if (current.nodeValue !== node.nodeValue) current.nodeValue = node.nodeValue;
    });
    for (let index = fresh.length; index < old.length; index += 1) from.removeChild(old[index]);
  }
  function morph(from, to) {
    for (const attribute of Array.from(from.attributes)) {
      if (!to.hasAttribute(attribute.name)) from.removeAttribute(attribute.name);
    }
    for (const attribute of Array.from(to.attributes)) {
      if (from.getAttribute(attribute.name) !== attribute.value) from.setAttribute(attribute.name, attribute.value);
    }
    if (from.nodeName === "INPUT" || from.nodeName === "TEXTAREA") {
      const value = to.getAttribute("value") || "";
      if (from !== document.activeElement && from.value !== value) from.value = value;
      return;
    }
    if (from.nodeName === "BUTTON") from.disabled = to.hasAttribute("disabled");
    morphChildren(from, to);
  }
})();
