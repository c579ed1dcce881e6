extension InspectorPage {
  /// The page's script: `MVIInspector.mount(element, transport)` builds the inspector in an
  /// element; the standalone page mounts it on itself (fetch and Server-Sent Events), an app's
  /// panel with its own transport (`mvi-web` reuses it over its WebSocket and routes).
  package static let script = #"""
    // swift-mvi inspector: the steps of a running store, live; a step's diff and replayed state;
    // time travel, sessions in and out. No dependency, no build step.
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
        const timelines = { live: { steps: [], first: 0, next: 0, limit: 0 }, imported: null };
        const ui = {
          timeline: "live", selected: null, paused: false, held: 0, kinds: new Set(KINDS), text: "",
          sessions: false, branch: null,
        };
        const bar = el("div", { class: "mi-bar" });
        const button = (name, label, title) => el("button", { type: "button", "data-mi": name, text: label, title: title || label });
        const pause = button("pause", "Pause", "Hold live updates (then resume)");
        const liveButton = button("live", "Live", "The running store's steps");
        const importedButton = button("imported", "Imported", "The imported session's steps");
        const exportButton = button("export", "Export", "Download the session (JSON Lines)");
        const importInput = el("input", { type: "file", accept: ".jsonl,.json,.txt", "data-mi": "import", class: "mi-file" });
        const importLabel = el("label", { class: "mi-button", title: "Step through a recorded session" }, [document.createTextNode("Import"), importInput]);
        const testButton = button("test", "Copy as test", "A Swift test that replays the session (assertReplays)");
        importedButton.hidden = true;
        bar.append(el("strong", { text: "Inspector" }), liveButton, importedButton, pause, exportButton, importLabel, testButton);
        const filters = el("div", { class: "mi-filters" });
        for (const kind of KINDS) {
          const box = el("input", { type: "checkbox", "data-mi-kind": kind });
          box.checked = true;
          filters.appendChild(el("label", { class: "mi-kind-filter mi-" + kind }, [box, document.createTextNode(kind)]));
        }
        const textFilter = el("input", { type: "search", placeholder: "filter text", "data-mi": "filter" });
        filters.appendChild(textFilter);
        const status = el("div", { class: "mi-status", "data-mi": "status" });
        const error = el("div", { class: "mi-error", "data-mi": "error" });
        error.hidden = true;
        const list = el("ol", { class: "mi-steps", "data-mi": "steps", tabindex: "0" });
        const detail = el("div", { class: "mi-detail", "data-mi": "detail" });
        root.classList.add("mi");
        root.replaceChildren(bar, filters, status, error, list, detail);

        function showError(text) {
          error.textContent = text;
          error.hidden = !text;
          delete error.dataset.from;
        }
        function current() {
          return ui.timeline === "live" ? timelines.live : timelines.imported;
        }
        function visible(step) {
          return ui.kinds.has(step.kind) && (!ui.text || step.text.toLowerCase().includes(ui.text) || String(step.index) === ui.text);
        }
        function row(step) {
          const item = el("li", { class: `mi-step mi-${step.kind}` + (step.cause !== undefined && step.cause !== null ? " mi-caused" : ""), "data-index": String(step.index), "data-kind": step.kind }, [
            el("span", { class: "mi-n", text: String(step.index) }),
            el("span", { class: "mi-k", text: step.kind }),
            el("span", { class: "mi-src", text: step.source ? (step.source === "intent" ? "← intent" : "← effect") : "" }),
            el("span", { class: "mi-text", text: step.text }),
          ]);
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
        }
        function renderList() {
          const t = current();
          list.replaceChildren(...(t ? t.steps.map(row) : []));
          renderStatus();
        }
        function merge(timeline, update) {
          const t = timeline;
          t.first = update.first;
          t.limit = update.limit;
          ui.sessions = update.sessions;
          let dropped = 0;
          while (t.steps.length && t.steps[0].index < update.first) {
            t.steps.shift();
            dropped += 1;
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
          if (ui.timeline === "live") {
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
              call("GET", "/step", lines ? { index, timeline: ui.timeline, lines } : { index, timeline: ui.timeline }),
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
          const head = el("div", { class: "mi-detail-head" }, [el("strong", { text: `Step ${step.index} · ${step.kind}` })]);
          const cont = button("continue", "Continue from here", "A new store at this state; the live store is untouched");
          cont.hidden = !transport.continues;
          head.append(cont, button("deselect", "Back to live"));
          if (step.truncated) head.append(button("more", `Show all ${step.lines} lines`, "Each text is cut at 2,000 lines; this asks for all of them"));
          const parts = [head];
          if (step.warning) parts.push(el("div", { class: "mi-warning", "data-mi": "warning", text: step.warning }));
          parts.push(el("h4", { text: "Value" }), pre("mi-value", step.value, false));
          if (step.kind === "action") parts.push(el("h4", { text: "State change" }), step.diff ? pre("mi-diff", step.diff, true) : el("p", { class: "mi-note", text: "no change" }));
          parts.push(el("h4", { text: step.replayed ? "State at this step (replayed)" : "State at this step (as the file recorded it; not replayed)" }), pre("mi-state", step.state, false));
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
            } else if (action === "export") {
              const text = await call("GET", "/export", { timeline: ui.timeline });
              window.mviInspectorExport = text;
              download(`session-${ui.timeline}.jsonl`, text, "application/x-ndjson");
            } else if (action === "test") {
              const text = await call("GET", "/test", { timeline: ui.timeline });
              const area = el("textarea", { class: "mi-snippet", "data-mi-snippet": "", readonly: "readonly", rows: "12" });
              area.value = text;
              detail.replaceChildren(el("h4", { text: "Regression test (copied)" }), area);
              area.select();
              try { await navigator.clipboard.writeText(text); } catch (_) { document.execCommand && document.execCommand("copy"); }
            } else if (action === "continue") {
              const index = ui.selected;
              const params = { index, timeline: ui.timeline };
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
            const update = await call("POST", "/import", {}, await file.text());
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
