extension InspectorPage {
  /// The page's script: `MVIInspector.mount(element, transport)` builds the inspector in an
  /// element; the standalone page mounts it on itself (fetch and Server-Sent Events), an app's
  /// panel with its own transport (`mvi-web` reuses it over its WebSocket and routes).
  package static let script = #"""
    // swift-mvi inspector: the steps of a running store (or of an app's stores, merged), live; a
    // step's diff and replayed state; time travel, sessions in and out; sending an intent,
    // skipping an action. No dependency, no build step.
    "use strict";
    (() => {
      const KINDS = ["intent", "action", "event", "failure"];
      function el(tag, attributes, children) {
        const node = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes || {})) {
          if (name === "text") node.textContent = value;
          else node.setAttribute(name, value);
        }
        for (const child of children || []) node.appendChild(child);
        return node;
      }

      function mount(root, transport) {
        const query = (params) => {
          const all = Object.assign({}, transport.query || {}, params || {});
          const text = Object.entries(all).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
          return text ? "?" + text : "";
        };
        async function call(method, path, params, body) {
          const response = await fetch(transport.base + path + query(params), { method, body, headers: body ? { "Content-Type": "application/x-ndjson" } : {} });
          const type = response.headers.get("Content-Type") || "";
          const payload = type.startsWith("application/json") ? await response.json() : await response.text();
          if (!response.ok) throw new Error((payload && payload.error) || `${response.status} ${payload}`);
          return payload;
        }
        const timelines = { live: { steps: [], first: 0, next: 0, limit: 0, skipped: new Set() }, imported: null };
        const ui = {
          timeline: "live", selected: null, paused: false, held: 0, kinds: new Set(KINDS), text: "",
          sessions: false, branch: null, sends: false, attached: false, stores: null, hiddenStores: new Set(), store: null, intentTouched: false, skipVersion: -1,
        };
        // In a group, what concerns one store alone (sending, sessions, the imported timeline) names it.
        const forStore = (params) => (ui.stores ? Object.assign({ store: ui.store }, params) : params);
        const bar = el("div", { class: "mi-bar" });
        const button = (name, label, title) => el("button", { type: "button", "data-mi": name, text: label, title: title || label });
        const pause = button("pause", "Pause", "Hold live updates (then resume)");
        const liveButton = button("live", "Live", "The running store's steps");
        const importedButton = button("imported", "Imported", "The imported session's steps");
        const exportButton = button("export", "Export", "Download the session (JSON Lines)");
        const importInput = el("input", { type: "file", accept: ".jsonl,.json,.txt", "data-mi": "import", class: "mi-file" });
        const importLabel = el("label", { class: "mi-button", title: "Step through a recorded session" }, [document.createTextNode("Import"), importInput]);
        const testButton = button("test", "Copy as test", "A Swift test that replays the session (assertReplays)");
        const storeSelect = el("select", { "data-mi": "store", title: "The store that sending, export, import and tests concern" });
        storeSelect.hidden = true;
        importedButton.hidden = true;
        bar.append(el("strong", { text: "Inspector" }), liveButton, importedButton, pause, storeSelect, exportButton, importLabel, testButton);
        const storeFilters = el("div", { class: "mi-filters mi-store-filters", "data-mi": "store-filters" });
        storeFilters.hidden = true;
        const filters = el("div", { class: "mi-filters" });
        for (const kind of KINDS) {
          const box = el("input", { type: "checkbox", "data-mi-kind": kind });
          box.checked = true;
          filters.appendChild(el("label", { class: "mi-kind-filter mi-" + kind }, [box, document.createTextNode(kind)]));
        }
        const textFilter = el("input", { type: "search", placeholder: "filter text", "data-mi": "filter" });
        filters.appendChild(textFilter);
        const sendPanel = el("details", { class: "mi-send", "data-mi": "send-panel" });
        const seenSelect = el("select", { "data-mi": "seen", title: "Intents this store handled; pick one to edit it" });
        const intentText = el("textarea", { "data-mi": "intent", rows: "2", spellcheck: "false", placeholder: '{"add":{"_0":"Buy milk"}}' });
        const sendNote = el("div", { class: "mi-note", "data-mi": "send-note" });
        const sendTitle = el("summary", { text: "Send an intent" });
        sendPanel.append(
          sendTitle,
          el("div", { class: "mi-send-row" }, [seenSelect, button("send", "Send", "Decode this JSON as the store's Intent and send it")]),
          intentText, sendNote);
        const status = el("div", { class: "mi-status", "data-mi": "status" });
        const error = el("div", { class: "mi-error", "data-mi": "error" });
        error.hidden = true;
        const list = el("ol", { class: "mi-steps", "data-mi": "steps", tabindex: "0" });
        const detail = el("div", { class: "mi-detail", "data-mi": "detail" });
        root.classList.add("mi");
        root.replaceChildren(bar, filters, storeFilters, sendPanel, status, error, list, detail);

        function showError(text) {
          error.textContent = text;
          error.hidden = !text;
          delete error.dataset.from;
        }
        function current() {
          return ui.timeline === "live" ? timelines.live : timelines.imported;
        }
        function visible(step) {
          if (step.store && ui.hiddenStores.has(step.store)) return false;
          return ui.kinds.has(step.kind) && (!ui.text || step.text.toLowerCase().includes(ui.text) || String(step.index) === ui.text);
        }
        function storeClass(name) {
          return "mi-store-" + ((ui.stores || []).indexOf(name) % 6);
        }
        function row(step) {
          const skipped = ui.timeline === "live" && timelines.live.skipped.has(step.index);
          const item = el("li", { class: `mi-step mi-${step.kind}` + (step.cause !== undefined && step.cause !== null ? " mi-caused" : "") + (skipped ? " mi-skipped" : ""), "data-index": String(step.index), "data-kind": step.kind }, [
            el("span", { class: "mi-n", text: String(step.index) }),
            ...(step.store ? [el("span", { class: "mi-store " + storeClass(step.store), "data-store": step.store, title: `${step.store}, its step ${step.storeIndex}`, text: step.store })] : []),
            el("span", { class: "mi-k", text: step.kind }),
            el("span", { class: "mi-src", text: step.source ? (step.source === "intent" ? "← intent" : "← effect") : "" }),
            el("span", { class: "mi-text", text: step.text }),
          ]);
          if (skipped) item.title = "Skipped: the later states are folded without it";
          item.hidden = !visible(step);
          if (step.index === ui.selected) item.classList.add("mi-on");
          return item;
        }
        function renderStatus() {
          const t = current();
          if (!t) return;
          const parts = [`${t.steps.length} steps`];
          if (t.first > 0) parts.push(`${t.first} earlier dropped (keeps ${t.limit})`);
          parts.push(ui.timeline === "live" ? (ui.paused ? `paused${ui.held ? ` · ${ui.held} new held` : ""}` : "live") : "imported session");
          if (ui.selected !== null) parts.push(`step ${ui.selected} selected (Esc: live)`);
          if (!ui.sessions) parts.push("export and import need Codable State, Intent, Action and Event");
          status.textContent = parts.join(" · ");
          exportButton.disabled = testButton.disabled = !ui.sessions;
          importInput.disabled = !ui.sessions;
          importLabel.classList.toggle("mi-disabled", !ui.sessions);
          pause.textContent = ui.paused ? "Resume" : "Pause";
          liveButton.classList.toggle("mi-on", ui.timeline === "live");
          importedButton.classList.toggle("mi-on", ui.timeline === "imported");
          importedButton.hidden = !timelines.imported;
          const live = ui.timeline === "live";
          const sendable = live && ui.sends && ui.attached;
          sendPanel.classList.toggle("mi-disabled", !sendable);
          intentText.disabled = seenSelect.disabled = !sendable;
          sendPanel.querySelector('[data-mi="send"]').disabled = !sendable;
          if (!live) delete sendNote.dataset.sent;
          if (!sendNote.dataset.sent) sendNote.textContent = !live
            ? "Intents are sent to the live store only, never while an imported session is shown."
            : !ui.sends ? "This store's Intent is not Codable: it cannot be sent from here."
            : !ui.attached ? "No store is attached to send to: make it with inspector.store(initialState:), or call inspector.attach(store)."
            : "The JSON of the store's Intent, as its Codable conformance reads it.";
        }
        function renderStores() {
          if (!ui.stores) return;
          storeSelect.hidden = storeFilters.hidden = false;
          if (storeSelect.options.length !== ui.stores.length) {
            storeSelect.replaceChildren(...ui.stores.map((name) => el("option", { value: name, text: name })));
            storeFilters.replaceChildren(el("span", { class: "mi-note", text: "Stores:" }), ...ui.stores.map((name) => {
              const box = el("input", { type: "checkbox", "data-mi-store": name });
              box.checked = !ui.hiddenStores.has(name);
              return el("label", { class: "mi-kind-filter mi-store " + storeClass(name) }, [box, document.createTextNode(name)]);
            }));
          }
          if (!ui.store || !ui.stores.includes(ui.store)) ui.store = ui.stores[0];
          storeSelect.value = ui.store;
          sendTitle.textContent = `Send an intent to ${ui.store}`;
        }
        function renderList() {
          const t = current();
          list.replaceChildren(...(t ? t.steps.map(row) : []));
          renderStatus();
        }
        // The skipped steps come in live updates and in a skip's answer, on two connections: the
        // set with the higher version is the newer, whichever arrives last.
        function takeSkipped(skipped, version) {
          if (typeof version === "number" && version < ui.skipVersion) return;
          timelines.live.skipped = new Set(skipped);
          if (typeof version === "number") ui.skipVersion = version;
        }
        function merge(timeline, update) {
          const t = timeline;
          t.first = update.first;
          t.limit = update.limit;
          ui.sessions = update.sessions;
          if (update.timeline === "live") {
            if (update.skipped) takeSkipped(update.skipped, update.skipVersion);
            if (update.sends !== undefined && update.sends !== null) ui.sends = update.sends;
            if (update.attached !== undefined && update.attached !== null) ui.attached = update.attached;
            if (update.stores) {
              ui.stores = update.stores;
              renderStores();
            }
          }
          let dropped = 0;
          while (t.steps.length && t.steps[0].index < update.first) {
            t.steps.shift();
            dropped += 1;
          }
          if (update.storeFirst) {
            // Each store keeps its own last steps: a busy store's oldest go before a quiet one's.
            const before = t.steps.length;
            t.steps = t.steps.filter((s) => !s.store || s.index >= (update.storeFirst[s.store] ?? 0));
            if (t.steps.length !== before) dropped = -1;
          }
          const fresh = update.steps.filter((s) => s.index >= t.next);
          t.steps.push(...fresh);
          t.next = Math.max(t.next, update.next);
          return { dropped, fresh };
        }
        function applyLive(update) {
          if (ui.paused) {
            ui.pending = ui.pending || [];
            ui.pending.push(update);
            ui.held = ui.pending.reduce((n, u) => n + u.steps.length, 0);
            renderStatus();
            return;
          }
          const { dropped, fresh } = merge(timelines.live, update);
          if (ui.timeline === "live" && dropped < 0) {
            renderList();
          } else if (ui.timeline === "live") {
            for (let i = 0; i < dropped && list.firstChild; i += 1) list.removeChild(list.firstChild);
            const stick = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
            for (const step of fresh) list.appendChild(row(step));
            if (stick && ui.selected === null) list.scrollTop = list.scrollHeight;
            renderStatus();
          }
          window.mviInspectorUpdates = (window.mviInspectorUpdates || 0) + 1;
        }
        let fetching = false;
        let again = false;
        async function pull() {
          if (fetching) {
            again = true;
            return;
          }
          fetching = true;
          try {
            applyLive(await call("GET", "/steps", { timeline: "live", from: timelines.live.next }));
            if (error.dataset.from === "pull") showError("");
          } catch (e) {
            // A failed poll's error goes once a poll succeeds again.
            showError(e.message);
            error.dataset.from = "pull";
          } finally {
            fetching = false;
            if (again) {
              again = false;
              pull();
            }
          }
        }
        transport.subscribe((update) => (update ? applyLive(update) : pull()));

        async function select(index, lines) {
          ui.selected = index;
          for (const item of list.querySelectorAll(".mi-on")) item.classList.remove("mi-on");
          const item = list.querySelector(`[data-index="${index}"]`);
          if (item) {
            item.classList.add("mi-on");
            item.scrollIntoView({ block: "nearest" });
          }
          renderStatus();
          try {
            const [step] = await Promise.all([
              call("GET", "/step", ui.timeline === "imported" ? forStore(lines ? { index, timeline: ui.timeline, lines } : { index, timeline: ui.timeline }) : lines ? { index, timeline: ui.timeline, lines } : { index, timeline: ui.timeline }),
              transport.screen ? transport.screen(index, ui.timeline) : null,
            ]);
            if (ui.selected !== index) return;
            renderDetail(step);
            showError("");
          } catch (e) {
            showError(e.message);
          }
        }
        function pre(className, lines, diff) {
          const block = el("pre", { class: className });
          for (const line of lines) {
            const kind = diff ? (line.startsWith("+") ? "mi-add" : line.startsWith("-") ? "mi-del" : "") : "";
            block.appendChild(el("span", { class: "mi-line " + kind, text: line + "\n" }));
          }
          return block;
        }
        function renderDetail(step) {
          const title = step.store ? `Step ${step.index} · ${step.store} #${step.storeIndex} · ${step.kind}` : `Step ${step.index} · ${step.kind}`;
          const head = el("div", { class: "mi-detail-head" }, [el("strong", { text: title })]);
          const cont = button("continue", "Continue from here", "A new store at this state; the live store is untouched");
          cont.hidden = !transport.continues;
          head.append(cont);
          if (step.kind === "action" && step.timeline === "live") {
            const skipped = timelines.live.skipped.has(step.index);
            const skip = button("skip", skipped ? "Unskip" : "Skip", skipped ? "Fold the later states with this action again" : "Fold the later states without this action (the store is untouched)");
            skip.dataset.skipped = String(skipped);
            head.append(skip);
          }
          head.append(button("deselect", "Back to live"));
          if (step.truncated) head.append(button("more", `Show all ${step.lines} lines`, "Each text is cut at 2,000 lines; this asks for all of them"));
          const parts = [head];
          if (step.warning) parts.push(el("div", { class: "mi-warning", "data-mi": "warning", text: step.warning }));
          if (step.foldedWithout && step.foldedWithout.length) {
            const names = step.foldedWithout.map((n) => `step ${n}`).join(", ");
            parts.push(el("div", { class: "mi-folded", "data-mi": "folded", text: `Folded without ${names} (skipped): this is the state reduce gives without it, not the store's; no effect ran and the store is untouched.` }));
          }
          parts.push(el("h4", { text: "Value" }), pre("mi-value", step.value, false));
          if (step.kind === "action") parts.push(el("h4", { text: "State change" }), step.diff ? pre("mi-diff", step.diff, true) : el("p", { class: "mi-note", text: "no change" }));
          const folded = step.foldedWithout && step.foldedWithout.length ? `State at this step (folded without step ${step.foldedWithout.join(", ")})` : "State at this step (replayed)";
          parts.push(el("h4", { text: step.replayed ? folded : "State at this step (as the file recorded it; not replayed)" }), pre("mi-state", step.state, false));
          detail.replaceChildren(...parts);
          detail.dataset.index = String(step.index);
          detail.dataset.lines = String(step.lines);
        }
        async function deselect() {
          ui.selected = null;
          for (const item of list.querySelectorAll(".mi-on")) item.classList.remove("mi-on");
          detail.replaceChildren();
          delete detail.dataset.index;
          renderStatus();
          if (transport.live) await transport.live();
        }
        function move(delta) {
          const rows = Array.from(list.children).filter((r) => !r.hidden);
          if (!rows.length) return;
          const at = rows.findIndex((r) => Number(r.dataset.index) === ui.selected);
          const next = at < 0 ? (delta < 0 ? rows.length - 1 : 0) : Math.min(rows.length - 1, Math.max(0, at + delta));
          select(Number(rows[next].dataset.index));
        }
        function download(name, text, type) {
          const link = el("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
          document.body.appendChild(link);
          link.click();
          link.remove();
        }
        root.addEventListener("click", async (event) => {
          const target = event.target.closest("[data-mi], .mi-step");
          if (!target) return;
          if (target.classList.contains("mi-step")) return select(Number(target.dataset.index));
          const action = target.dataset.mi;
          try {
            if (action === "pause") {
              ui.paused = !ui.paused;
              if (!ui.paused) {
                const pending = ui.pending || [];
                ui.pending = [];
                ui.held = 0;
                pending.forEach(applyLive);
              }
              renderStatus();
            } else if (action === "live" || action === "imported") {
              ui.timeline = action;
              await deselect();
              renderList();
            } else if (action === "more") {
              await select(ui.selected, Number(detail.dataset.lines) || 1000000);
            } else if (action === "deselect") {
              await deselect();
            } else if (action === "skip") {
              const index = ui.selected;
              const skip = target.dataset.skipped !== "true";
              const answer = await call("POST", "/skip", { index, timeline: ui.timeline, skip: String(skip) });
              takeSkipped(answer.skipped, answer.skipVersion);
              renderList();
              await select(index);
            } else if (action === "send") {
              const answer = await call("POST", "/send", forStore({ timeline: ui.timeline }), intentText.value);
              const step = ui.stores ? answer.order : answer.sent;
              sendNote.textContent = ui.stores ? `sent to ${ui.store} (step ${step})` : `sent (step ${step})`;
              sendNote.dataset.sent = String(step);
            } else if (action === "export") {
              const text = await call("GET", "/export", forStore({ timeline: ui.timeline }));
              window.mviInspectorExport = text;
              download(`session-${ui.timeline}.jsonl`, text, "application/x-ndjson");
            } else if (action === "test") {
              const text = await call("GET", "/test", forStore({ timeline: ui.timeline }));
              const area = el("textarea", { class: "mi-snippet", "data-mi-snippet": "", readonly: "readonly", rows: "12" });
              area.value = text;
              detail.replaceChildren(el("h4", { text: "Regression test (copied)" }), area);
              area.select();
              try { await navigator.clipboard.writeText(text); } catch (_) { document.execCommand && document.execCommand("copy"); }
            } else if (action === "continue") {
              const index = ui.selected;
              const params = ui.timeline === "imported" ? forStore({ index, timeline: ui.timeline }) : { index, timeline: ui.timeline };
              if (ui.timeline === "imported") {
                // A file's state may be one the app never reaches: running the app on it can crash it.
                if (!window.confirm("Continue from a state read from a file? The app runs its own code on it; a state it never reaches can crash it.")) return;
                params.confirm = "true";
              }
              await call("POST", "/continue", params);
              ui.branch = index;
              if (transport.continued) await transport.continued(index);
              status.textContent = `continued from step ${index}: a new store; the live store is untouched`;
            }
            showError("");
          } catch (e) {
            showError(e.message);
          }
        });
        importInput.addEventListener("change", async () => {
          const file = importInput.files[0];
          if (!file) return;
          try {
            const update = await call("POST", "/import", forStore({}), await file.text());
            timelines.imported = { steps: [], first: 0, next: 0, limit: 0 };
            merge(timelines.imported, update);
            ui.timeline = "imported";
            await deselect();
            renderList();
            showError("");
          } catch (e) {
            showError(e.message);
          } finally {
            importInput.value = "";
          }
        });
        async function loadIntents() {
          if (!ui.sends || !ui.attached || ui.timeline !== "live") return;
          try {
            const intents = await call("GET", "/intents", forStore({}));
            const options = intents.seen.map((json) => el("option", { value: json, text: json.length > 80 ? json.slice(0, 79) + "…" : json }));
            seenSelect.replaceChildren(el("option", { value: "", text: intents.seen.length ? `${intents.seen.length} seen intents…` : "no intent seen yet" }), ...options);
            if (!intentText.value && !ui.intentTouched && intents.seen.length) intentText.value = intents.seen[0];
          } catch (e) {
            showError(e.message);
          }
        }
        sendPanel.addEventListener("toggle", () => sendPanel.open && loadIntents());
        // The first seen intent fills the field only while nobody has been in it: a list that comes
        // late never lands in front of what is being typed.
        const touch = () => { ui.intentTouched = true; };
        intentText.addEventListener("focus", touch);
        intentText.addEventListener("input", touch);
        seenSelect.addEventListener("focus", loadIntents);
        seenSelect.addEventListener("change", () => {
          if (seenSelect.value) intentText.value = seenSelect.value;
        });
        storeSelect.addEventListener("change", () => {
          ui.store = storeSelect.value;
          sendTitle.textContent = `Send an intent to ${ui.store}`;
          intentText.value = "";
          ui.intentTouched = false;
          loadIntents();
        });
        storeFilters.addEventListener("input", () => {
          ui.hiddenStores = new Set(Array.from(storeFilters.querySelectorAll("[data-mi-store]")).filter((b) => !b.checked).map((b) => b.dataset.miStore));
          const t = current();
          const byIndex = new Map((t ? t.steps : []).map((s) => [String(s.index), s]));
          for (const item of list.children) item.hidden = !visible(byIndex.get(item.dataset.index));
        });
        filters.addEventListener("input", () => {
          ui.kinds = new Set(Array.from(filters.querySelectorAll("[data-mi-kind]")).filter((b) => b.checked).map((b) => b.dataset.miKind));
          ui.text = textFilter.value.trim().toLowerCase();
          const t = current();
          const byIndex = new Map((t ? t.steps : []).map((s) => [String(s.index), s]));
          for (const item of list.children) item.hidden = !visible(byIndex.get(item.dataset.index));
        });
        document.addEventListener("keydown", (event) => {
          const target = event.target;
          if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
          if (event.altKey || event.ctrlKey || event.metaKey) return;
          if (["ArrowUp", "ArrowLeft", "k"].includes(event.key)) move(-1);
          else if (["ArrowDown", "ArrowRight", "j"].includes(event.key)) move(1);
          else if (event.key === "Escape" && ui.selected !== null) deselect();
          else return;
          event.preventDefault();
        });
        renderList();
        return { select, deselect, pull };
      }

      window.MVIInspector = { mount };
      const standalone = document.querySelector("[data-mvi-inspector-standalone]");
      if (standalone) {
        window.mviInspector = mount(standalone, {
          base: "/api",
          continues: standalone.dataset.continues === "true",
          subscribe(onUpdate) {
            const source = new EventSource("/api/events");
            source.addEventListener("update", (event) => onUpdate(JSON.parse(event.data)));
          },
        });
      }
    })();
    """#
}
