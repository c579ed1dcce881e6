#!/usr/bin/env python3
"""Browser tests of mvi-web in a real headless Chromium (Debian's chromium + chromium-driver,
selenium from PyPI).

    python3 Examples/mvi-web/BrowserTests/browser_tests.py [path/to/mvi-web [path/to/inspector-demo]]

Starts the built server on free 127.0.0.1 ports (one with the offline sources, one against a fake
Kakao/feed server this script runs on 127.0.0.1), clicks and types through every sample's main
path, an error with retry, hostile messages and a script in a title, the inspector panel, and
MVIInspector's standalone page on Examples/inspector-demo (two stores of one's own app on one
page with `InspectorGroup`, driven through its stdin); saves screenshots in docs/screenshots/web/.
Exits non-zero when a path fails.
"""
import http.client
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SHOTS = os.path.join(ROOT, "docs", "screenshots", "web")
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "mvi-web")
DEMO = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(BINARY), "inspector-demo")
STATE_DIRS = []  # each server's --state-dir, removed at the end
SCRIPT_TITLE = "<script>document.title='pwned'</script><img src=x onerror=alert(1)>"


class FakeBackend(http.server.BaseHTTPRequestHandler):
    """A Kakao image search and a JSONPlaceholder feed that fail their first request."""

    failed = set()

    def log_message(self, *args):
        pass

    def reply(self, status, body, content_type="application/json"):
        data = body.encode() if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def fail_once(self, key):
        if key in FakeBackend.failed:
            return False
        FakeBackend.failed.add(key)
        self.reply(500, json.dumps({"errorType": "InternalError", "message": "fake outage"}))
        return True

    def do_GET(self):
        port = self.server.server_address[1]
        if self.path.startswith("/v2/search/image"):
            if self.fail_once("kakao"):
                return
            docs = [{"collection": "blog", "thumbnail_url": f"http://127.0.0.1:{port}/pic/{i}.svg",
                     "image_url": f"http://127.0.0.1:{port}/pic/{i}.svg", "width": 400, "height": 300,
                     "display_sitename": SCRIPT_TITLE, "doc_url": "https://example.com/",
                     "datetime": "2024-01-01T00:00:00.000+09:00"} for i in range(10)]
            self.reply(200, json.dumps({"meta": {"total_count": 10, "pageable_count": 10, "is_end": True},
                                        "documents": docs}))
        elif self.path.startswith("/pic/"):
            hue = (int(self.path[5:].split(".")[0] or 0) * 36) % 360
            self.reply(200, f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" '
                            f'height="30" fill="hsl({hue},70%,60%)"/></svg>', "image/svg+xml")
        elif self.path == "/posts":
            if self.fail_once("posts"):
                return
            self.reply(200, json.dumps([{"userId": 1, "id": 1, "title": SCRIPT_TITLE, "body": "hostile title"},
                                        {"userId": 2, "id": 2, "title": "a plain post", "body": "hello"}]))
        elif self.path.startswith("/posts/") and self.path.endswith("/comments"):
            self.reply(200, json.dumps([{"postId": 1, "id": 1, "name": "n", "email": "e@x", "body": "b"}]))
        else:
            self.reply(404, "{}")


def start_server(*args, env=None):
    # A fresh state folder for each server: a run never reads what an earlier one left, nor a user's.
    state = tempfile.mkdtemp(prefix="mvi-web-state-")
    STATE_DIRS.append(state)
    process = subprocess.Popen([BINARY, "--host", "127.0.0.1", "--port", "0", "--state-dir", state, *args],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    deadline = time.time() + 30
    while time.time() < deadline:
        line = process.stdout.readline()
        if "serving the samples on " in line:
            return process, line.split("serving the samples on ")[1].split()[0]
        if process.poll() is not None:
            break
    process.kill()
    raise RuntimeError("mvi-web did not start")


def make_driver():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=430,900",
                 "--force-device-scale-factor=1", "--lang=ko-KR"):
        options.add_argument(flag)
    binary = next((p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p)), None)
    if binary:
        options.binary_location = binary
    driver_path = next((p for p in ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver") if os.path.exists(p)),
                       None)
    return webdriver.Chrome(service=Service(driver_path) if driver_path else Service(), options=options)


class Run:
    def __init__(self, driver, base):
        self.driver, self.base, self.failures = driver, base, []

    def wait(self, condition, what, timeout=15):
        # An element found and then drawn again before it is read is stale: it is looked up again on
        # the next poll (a page that redraws between the two reads is not a failure).
        wait = WebDriverWait(self.driver, timeout, ignored_exceptions=(NoSuchElementException,
                                                                       StaleElementReferenceException))
        try:
            return wait.until(lambda d: condition(d))
        except TimeoutException:
            raise AssertionError(f"timed out waiting for {what}")
        except Exception as error:
            raise AssertionError(f"{type(error).__name__} while waiting for {what}: {error}")

    def open(self, path):
        self.driver.get(self.base + path)
        self.wait(lambda d: d.execute_script("return window.mviPatches || 0") > 0, f"the first patch of {path}")

    def text(self):
        return self.driver.find_element(By.ID, "root").text

    def has_text(self, text, timeout=15):
        return self.wait(lambda d: text in self.text(), repr(text), timeout)

    def click(self, label):
        buttons = [b for b in self.driver.find_elements(By.CSS_SELECTOR, "#root button") if label in b.text]
        assert buttons, f"no button {label!r}"
        buttons[0].click()

    def shot(self, name):
        time.sleep(0.3)
        self.driver.save_screenshot(os.path.join(SHOTS, name))

    def loaded_images(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#results img'))"
            ".filter(i => i.complete && i.naturalWidth > 0).length")

    def case(self, name, body):
        try:
            body()
            print(f"ok   {name}")
        except Exception as error:  # noqa: BLE001 - every failure is reported, then the run fails
            self.failures.append(name)
            print(f"FAIL {name}: {error}")


def offline_cases(run):
    d = run.driver

    def image_search():
        run.open("/image-search")
        field = d.find_element(By.ID, "query")
        field.click()
        field.send_keys("\ue009a")  # select all (Ctrl-A)
        field.send_keys("\ue003")
        run.has_text("검색어를 입력해주세요")
        field.send_keys("강아지")
        run.wait(lambda _: run.loaded_images() == 10, "10 loaded pictures")
        assert d.find_element(By.CSS_SELECTOR, ".large-title").text == "검색 결과🔍"
        assert d.title == "검색 결과🔍"
        active = d.execute_script("const a = document.activeElement; return [a.id, a.value, a.selectionStart]")
        assert active == ["query", "강아지", 3], f"focus or caret lost: {active}"
        run.shot("image-search.png")
        d.find_elements(By.CSS_SELECTOR, "#results button")[0].click()
        run.wait(lambda _: d.find_elements(By.ID, "detail"), "the detail")
        run.click("닫기")
        run.wait(lambda _: not d.find_elements(By.ID, "detail"), "the detail to close")

    def poster():
        run.open("/poster")
        run.has_text("Get Poster! 를 누르면")
        run.click("Get Poster!")
        first = run.wait(lambda _: d.execute_script(
            "const i = document.querySelector('img#poster'); return i && i.complete && i.naturalWidth > 0 && i.src"),
            "a poster")
        assert first.startswith("data:image/png;base64,")
        run.click("Get Poster!")
        run.wait(lambda _: d.execute_script(
            "const i = document.querySelector('img#poster'); return i && i.complete && i.src") not in (None, first),
            "a new poster")
        run.shot("poster.png")

    def onboarding(answer):
        run.open("/onboarding")
        if answer != "allow":  # after the allowed run: the finished onboarding is remembered
            run.has_text("온보딩을 마쳤습니다")
            run.click("Start over")
        run.has_text("환영합니다")
        if answer == "allow":
            run.shot("onboarding.png")
        run.click("Next")
        run.has_text("내 주변 산책로")
        run.click("Next")
        run.has_text("위치 권한")
        run.click("Next")
        run.wait(lambda _: d.find_elements(By.ID, "location-alert"), "the location alert")
        if answer == "allow":
            run.shot("onboarding-permission.png")
            run.click("Allow While Using App")
            run.has_text("온보딩을 마쳤습니다")
            assert d.find_element(By.CSS_SELECTOR, ".large-title").text == "메인 화면"
        else:
            run.click("Don't Allow")
            run.has_text("위치 권한이 거부되었습니다")
            run.has_text("Try again")
            run.shot("onboarding-denied.png")
            run.click("Try again")
            run.wait(lambda _: d.find_elements(By.ID, "location-alert"), "the alert again")
            run.click("Always Allow")
            run.has_text("온보딩을 마쳤습니다")

    def form():
        run.open("/form")
        run.click("Update")
        run.has_text("Name cannot be empty!")
        run.has_text("Coffee name cannot be empty")
        run.shot("form-validation.png")
        d.find_element(By.ID, "name").send_keys("John Doe")
        d.find_element(By.ID, "example-name").send_keys("SwiftUI")
        run.wait(lambda _: "Name cannot be empty!" not in run.text(), "the message to go")
        run.click("Update")
        run.has_text("Update Successful")
        run.shot("form-success.png")
        coffee = lambda: d.find_element(By.ID, "example-name").get_attribute("value")  # noqa: E731
        run.click("Undo")  # the coffee's typing (one step, unless a keystroke came over a second late)
        run.wait(lambda _: len(coffee()) < len("SwiftUI") and "SwiftUI".startswith(coffee()), "the coffee undone")
        run.wait(lambda _: "Update Successful" not in run.text(), "the success to go with the values it described")
        run.click("Redo")
        run.wait(lambda _: coffee() == "SwiftUI", "the coffee redone")
        run.open("/form")  # a new tab: the saved values are remembered
        run.wait(lambda _: d.find_element(By.ID, "name").get_attribute("value") == "John Doe", "the saved name")
        assert d.find_element(By.ID, "example-name").get_attribute("value") == "SwiftUI"

    def feed():
        run.open("/feed")
        run.wait(lambda _: len(d.find_elements(By.CSS_SELECTOR, "#posts li")) > 3, "the posts")
        run.shot("feed.png")
        title = d.find_elements(By.CSS_SELECTOR, "#posts .row-title")[0].text
        first = d.find_elements(By.CSS_SELECTOR, "#posts .row-open")[0]
        path = "/feed/post/" + first.get_attribute("data-index")
        first.click()
        run.wait(lambda _: d.execute_script("return location.pathname") == path, path)
        run.wait(lambda _: d.find_elements(By.CSS_SELECTOR, "#comments li"), "the comments")
        assert d.find_element(By.CSS_SELECTOR, ".large-title").text == title
        run.shot("feed-detail.png")
        d.back()
        run.wait(lambda _: d.execute_script("return location.pathname") == "/feed", "/feed after Back")
        run.wait(lambda _: d.find_elements(By.CSS_SELECTOR, "#posts li"), "the list after Back")

    def likes_in_two_tabs():
        def hearts():
            return [b.text for b in d.find_elements(By.CSS_SELECTOR, "#posts button.like")]

        run.open("/feed")
        run.wait(lambda _: len(hearts()) > 3, "the posts in the first tab")
        first = d.current_window_handle
        d.switch_to.new_window("tab")
        run.open("/feed")
        run.wait(lambda _: len(hearts()) > 3, "the posts in the second tab")
        second = d.current_window_handle
        before = hearts()[:2]
        d.switch_to.window(first)
        d.find_elements(By.CSS_SELECTOR, "#posts button.like")[0].click()
        d.switch_to.window(second)
        run.wait(lambda _: hearts()[0] != before[0], "the first tab's like shown in the second")
        d.find_elements(By.CSS_SELECTOR, "#posts button.like")[1].click()
        d.switch_to.window(first)
        run.wait(lambda _: hearts()[1] != before[1], "the second tab's like shown in the first")
        d.switch_to.window(second)
        d.close()
        d.switch_to.window(first)
        run.open("/feed")
        run.wait(lambda _: len(hearts()) > 3 and hearts()[:2] != before, "the posts in a new tab")
        assert [h != b for h, b in zip(hearts()[:2], before)] == [True, True], \
            f"a new tab shows {hearts()[:2]}, both changes kept? before {before}"
        for index in (0, 1):  # as they were, for the cases after
            d.find_elements(By.CSS_SELECTOR, "#posts button.like")[index].click()
            run.wait(lambda _: hearts()[index] == before[index], "the like taken back")

    def hostile():
        run.open("/image-search")
        run.wait(lambda _: run.loaded_images() == 10, "the pictures")

        def error_for(raw, code):
            d.execute_script("document.getElementById('mvi-error').textContent = ''; window.mviSendRaw(arguments[0])",
                             raw)
            run.wait(lambda _: d.find_element(By.ID, "mvi-error").text.startswith(code), f"error {code}")

        error_for("not json", "malformed")
        error_for("x" * 5000, "message-too-large")
        error_for(json.dumps({"tab": "tab-someone-else", "sample": "image-search", "intent": {"type": "retryTapped"}}),
                  "wrong-tab")
        d.execute_script("window.mviFlood = (t) => { for (let i = 0; i < 300; i++) window.mviSendRaw(t) }")
        d.execute_script("document.getElementById('mvi-error').textContent = ''; window.mviFlood('{}')")
        run.wait(lambda _: "rate-limited" in d.find_element(By.ID, "mvi-error").text, "rate-limited")
        time.sleep(1.5)
        field = d.find_element(By.ID, "query")
        field.send_keys("\ue009a")
        field.send_keys("고양이")
        run.wait(lambda _: run.loaded_images() > 0 and d.find_element(By.ID, "query").get_attribute("value") == "고양이",
                 "the tab still working after hostile messages")
        # An upgrade from another origin is refused.
        host, port = run.base.split("//")[1].split(":")
        connection = http.client.HTTPConnection(host, int(port), timeout=5)
        connection.request("GET", "/ws?tab=tab-12345678&sample=poster", headers={
            "Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Origin": "http://evil.example"})
        status = connection.getresponse().status
        assert status == 403, f"a foreign Origin got {status}"

    run.case("image search: 강아지 → 10 pictures, 검색 결과🔍, focus and caret kept", image_search)
    run.case("poster: Get Poster! → an image, again → a new image", poster)
    run.case("onboarding: Next, Next, Next → allowed → main", lambda: onboarding("allow"))
    run.case("onboarding: remembered as finished; Start over, then denied → why and Try again → allowed",
             lambda: onboarding("deny"))
    run.case("form: validation messages, then Update Successful; Undo and Redo", form)
    run.case("feed: list → detail with comments → browser Back", feed)
    run.case("feed: a like in one tab shows in the other, and a new tab has both", likes_in_two_tabs)
    run.case("hostile: malformed, oversized, other tab, flood, foreign Origin", hostile)


def inspector_cases(run):
    """The inspector panel (`?inspect`): live steps, time travel, a branch, sessions out and in."""
    d = run.driver
    d.set_window_size(1280, 900)

    def steps():
        return d.execute_script(
            "return Array.from(document.querySelectorAll('#mvi-inspector .mi-step'))"
            ".map(r => [Number(r.dataset.index), r.dataset.kind, r.querySelector('.mi-text').textContent])")

    def api(path):
        return d.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch('/inspector/api/' + arguments[0] + (arguments[0].includes('?') ? '&' : '?') + "
            "'tab=' + window.mviInspectorTab).then(r => r.json()).then(done, e => done({error: String(e)}))", path)

    def row(text):
        rows = [r for r in d.find_elements(By.CSS_SELECTOR, "#mvi-inspector .mi-step") if text in r.text]
        assert rows, f"no step {text!r}"
        return rows[0]

    def name_shown():
        return d.find_element(By.ID, "name").get_attribute("value")

    def live_steps():
        run.open("/form?inspect")
        run.wait(lambda _: d.find_elements(By.CSS_SELECTOR, "#mvi-inspector .mi-bar"), "the inspector panel")
        field = d.find_element(By.ID, "name")
        seen = []
        for letter in "John":
            field.send_keys(letter)
            run.wait(lambda _: any(f'nameUpdated("{name_shown()}")' in text for _, _, text in steps()),
                     f"the action of {letter!r} in the panel")
            seen.append(len(steps()))
        assert seen == sorted(seen) and seen[0] < seen[-1], f"the list did not grow live: {seen}"
        kinds = {kind for _, kind, _ in steps()}
        assert {"intent", "action"} <= kinds, kinds
        assert "← intent" in row('nameUpdated("J")').text, "an intent's action names its source"
        shown_error = d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi=error]")
        assert not shown_error.is_displayed(), f"the panel shows an error: {shown_error.text}"
        run.shot("inspector-live.png")

    def time_travel():
        row('nameUpdated("Jo")').click()
        run.wait(lambda _: name_shown() == "Jo", "the screen of the step where the name was Jo")
        assert "travelling" in d.find_element(By.ID, "root").get_attribute("class")
        assert "Time travel" in d.find_element(By.ID, "mvi-travel").text
        run.wait(lambda _: "State at this step" in d.find_element(By.CSS_SELECTOR, "[data-mi=detail]").text,
                 "the step's detail")
        run.shot("inspector-time-travel.png")
        keys = lambda text: ActionChains(d).send_keys(text).perform()  # noqa: E731
        keys("jj")  # the next step is the intent "Joh" (its state is still "Jo"), then its action
        run.wait(lambda _: name_shown() == "Joh", "j: a step forward")
        keys("kk")
        run.wait(lambda _: name_shown() == "Jo", "k: a step back")
        keys("\ue012")  # ←
        run.wait(lambda _: d.find_element(By.CSS_SELECTOR, "[data-mi=detail]").get_attribute("data-index")
                 == str(int(row('nameUpdated("Jo")').get_attribute("data-index")) - 1), "←: a step back")
        keys("\ue014")  # →
        run.wait(lambda _: name_shown() == "Jo", "→: a step forward")
        keys("\ue00c")  # Esc: back to live
        run.wait(lambda _: name_shown() == "John", "Esc: the live screen again")
        assert "travelling" not in d.find_element(By.ID, "root").get_attribute("class")

    def branch():
        before = steps()
        row('nameUpdated("J")').click()
        run.wait(lambda _: name_shown() == "J", "the step where the name was J")
        d.find_element(By.CSS_SELECTOR, "[data-mi=continue]").click()
        run.wait(lambda _: "Branch" in d.find_element(By.ID, "mvi-travel").text, "the branch banner")
        field = d.find_element(By.ID, "name")
        field.send_keys("ane")
        run.wait(lambda _: name_shown() == "Jane", "the branch taking the typing")
        run.shot("inspector-branch.png")
        assert steps() == before, "the branch recorded into the live store's history"
        last = before[-1][0]
        state = "\n".join(api(f"step?index={last}")["state"])
        assert 'name: "John"' in state, f"the live store's state changed: {state[:200]}"
        d.find_element(By.ID, "mvi-back-to-live").click()
        run.wait(lambda _: name_shown() == "John", "back to live: the live store's screen, unchanged")

    def send_intent():
        # The form's Intent is not Codable: the panel says so and offers no form.
        note = d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi=send-note]")
        assert "not Codable" in note.get_attribute("textContent"), note.get_attribute("textContent")
        run.open("/image-search?inspect")
        run.wait(lambda _: run.loaded_images() == 10, "the pictures")
        panel = d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi=send-panel]")
        panel.find_element(By.TAG_NAME, "summary").click()
        area = panel.find_element(By.CSS_SELECTOR, "[data-mi=intent]")
        run.wait(lambda _: area.get_attribute("value"), "a seen intent to edit")
        area.clear()
        area.send_keys('{"queryChanged":{"_0":"고양이"}}')
        panel.find_element(By.CSS_SELECTOR, "[data-mi=send]").click()
        run.wait(lambda _: d.find_element(By.ID, "query").get_attribute("value") == "고양이", "the sent query on screen")
        run.wait(lambda _: any('imagesLoaded(query: "고양이"' in t for _, _, t in steps()), "its search, run by the store")
        before = steps()
        area.clear()
        area.send_keys('{"queryChanged":{"_0":42}}')
        panel.find_element(By.CSS_SELECTOR, "[data-mi=send]").click()
        error = d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi=error]")
        run.wait(lambda _: "does not decode at queryChanged._0" in error.text, "a typed error naming where it failed")
        assert steps() == before, "a bad intent reached the store"
        run.shot("inspector-send.png")

    def sessions():
        run.open("/image-search?inspect")
        run.wait(lambda _: run.loaded_images() == 10, "the pictures")
        field = d.find_element(By.ID, "query")
        field.send_keys("\ue009a")
        field.send_keys("고양이")
        run.wait(lambda _: run.loaded_images() > 0 and any('imagesLoaded(query: "고양이"' in t for _, _, t in steps()),
                 "the cat pictures, in the panel")
        d.find_element(By.CSS_SELECTOR, "[data-mi=export]").click()
        text = run.wait(lambda _: d.execute_script("return window.mviInspectorExport"), "the exported session")
        assert text.startswith('{"feature":"ImageSearch","format":"swift-mvi session"'), text[:80]
        live = steps()
        path = os.path.join(tempfile.mkdtemp(), "session.jsonl")
        with open(path, "w") as file:
            file.write(text)
        d.find_element(By.CSS_SELECTOR, "[data-mi=import]").send_keys(path)
        run.wait(lambda _: "imported session" in d.find_element(By.CSS_SELECTOR, "[data-mi=status]").text,
                 "the imported timeline")
        imported = steps()
        assert [(k, t) for _, k, t in imported] == [(k, t) for _, k, t in live], "the imported steps differ"
        for (mine, _, _), (theirs, _, _) in zip(live, imported):
            a, b = api(f"step?index={mine}"), api(f"step?index={theirs}&timeline=imported")
            assert a["state"] == b["state"] and not b.get("warning"), f"step {theirs} replays to another state"
        row('queryUpdated("고양")').click()
        run.wait(lambda _: d.find_element(By.ID, "query").get_attribute("value") == "고양", "an imported step's screen")
        run.shot("inspector-imported.png")
        d.find_element(By.CSS_SELECTOR, "[data-mi=test]").click()
        snippet = run.wait(lambda _: d.find_elements(By.CSS_SELECTOR, "[data-mi-snippet]"), "the regression test")
        code = snippet[0].get_attribute("value")
        assert "assertReplays(session, through: ImageSearch(service: .offline()))" in code, code[:300]

    def hostile_import():
        d.execute_script("window.mviInspectorExport = null")
        path = os.path.join(tempfile.mkdtemp(), "bad.jsonl")
        with open(path, "w") as file:
            file.write('{"feature":"ImageSearch","format":"swift-mvi session","version":1,"initialState":{}}\n')
        d.find_element(By.CSS_SELECTOR, "[data-mi=import]").send_keys(path)
        run.wait(lambda _: "could not be imported" in d.find_element(By.CSS_SELECTOR, "[data-mi=error]").text,
                 "a typed error for a bad session")
        answer = d.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch('/inspector/api/import?tab=' + window.mviInspectorTab, {method: 'POST', body: 'x'.repeat(17 << 20)})"
            ".then(r => done(r.status), e => done(String(e)))")
        assert answer == 413, f"a huge import got {answer}"

    def panel_filter_and_pause():
        run.open("/form?inspect")
        run.wait(lambda _: d.find_elements(By.CSS_SELECTOR, "#mvi-inspector .mi-bar"), "the inspector panel")
        field = d.find_element(By.ID, "name")
        field.send_keys("Al")
        run.wait(lambda _: any('nameUpdated("Al")' in t for _, _, t in steps()), "the typing in the panel")
        shown = lambda: [s for s, r in zip(steps(), d.find_elements(  # noqa: E731
            By.CSS_SELECTOR, "#mvi-inspector .mi-step")) if r.is_displayed()]
        every = steps()
        d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi-kind=intent]").click()
        run.wait(lambda _: shown() == [r for r in every if r[1] != "intent"], "intents hidden")
        d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi-kind=intent]").click()
        text = d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi=filter]")
        text.send_keys('"al"')
        run.wait(lambda _: shown() == [r for r in every if '"al"' in r[2].lower()], "only the rows with \"Al\"")
        text.send_keys("\ue009a")
        text.send_keys("\ue003")
        run.wait(lambda _: shown() == every, "every row again")
        d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi=pause]").click()
        field.send_keys("i")
        run.wait(lambda _: name_shown() == "Ali", "the screen still live while the panel pauses")
        run.wait(lambda _: "new held" in d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi=status]").text,
                 "the held steps counted")
        assert steps() == every, "a step appeared in the paused panel"
        d.find_element(By.CSS_SELECTOR, "#mvi-inspector [data-mi=pause]").click()
        run.wait(lambda _: any('nameUpdated("Ali")' in t for _, _, t in steps()), "the held steps after Resume")

    run.case("inspector panel: filter by kind and text; pause holds, resume shows", panel_filter_and_pause)
    run.case("inspector: actions appear live while the form is typed in", live_steps)
    run.case("inspector: an earlier step shows its screen; j/k and arrows step; Esc is live", time_travel)
    run.case("inspector: continue from here diverges; the live store is unchanged", branch)
    run.case("inspector: an intent sent from the panel reaches the store; bad JSON is a typed error", send_intent)
    run.case("inspector: an exported session imports and replays to identical states", sessions)
    run.case("inspector: a bad or huge import gets a typed error", hostile_import)
    d.set_window_size(430, 900)


def start_inspector_demo(binary):
    """inspector-demo: two stores of one's own app on one page (`InspectorGroup`), driven through stdin."""
    process = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, bufsize=1)
    deadline = time.time() + 30
    while time.time() < deadline:
        line = process.stdout.readline()
        if "MVIInspector: inspecting TodoList and Preferences on " in line:
            threading.Thread(target=lambda: [None for _ in process.stdout], daemon=True).start()
            return process, line.split(" on ")[1].strip().rstrip("/")
        if process.poll() is not None:
            break
    process.kill()
    raise RuntimeError("inspector-demo did not start")


def standalone_cases(run, demo):
    """MVIInspector's own page, served by its dependency-free server in the user's app."""
    d = run.driver
    d.set_window_size(1100, 1560)

    def command(line):
        demo.stdin.write(line + "\n")
        demo.stdin.flush()

    def rows(visible_only=False):
        return d.execute_script(
            "return Array.from(document.querySelectorAll('.mi-step'))"
            ".filter(r => !arguments[0] || !r.hidden)"
            ".map(r => [Number(r.dataset.index), r.dataset.kind, r.querySelector('.mi-text').textContent])",
            visible_only)

    def has_step(text):
        return any(text in t for _, _, t in rows())

    def step(text):
        return [r for r in d.find_elements(By.CSS_SELECTOR, ".mi-step")
                if text in r.text and r.get_attribute("data-kind") == "action"][0]

    def skipped(text):
        # The list is drawn again after a skip: its classes are read in one script, not from old rows.
        return d.execute_script(
            "return Array.from(document.querySelectorAll('.mi-step[data-kind=action]'))"
            ".some(r => r.textContent.includes(arguments[0]) && r.classList.contains('mi-skipped'))", text)

    def live():
        d.get(run.base + "/")
        run.wait(lambda _: d.find_elements(By.CSS_SELECTOR, "[data-mi=steps]"), "the standalone inspector")
        assert d.title == "Inspector · inspector-demo", d.title
        for title, marker in (("Buy milk", 'added("Buy milk")'), ("Call Ann", 'added("Call Ann")'),
                              ("Water the plants", 'added("Water the plants")')):
            before = len(rows())
            command("add " + title)
            run.wait(lambda _: has_step(marker), f"the action of 'add {title}' live")
            assert len(rows()) > before, "the list did not grow"
        command("toggle 1")
        command("save")
        command("break")
        command("clear")
        run.wait(lambda _: {"intent", "action", "event", "failure"} <= {k for _, k, _ in rows()},
                 "an intent, actions, an event and a failure")
        run.wait(lambda _: any(k == "action" and "saved(3)" in t for _, k, t in rows()), "the effect's answer")
        saved = [r for r in d.find_elements(By.CSS_SELECTOR, ".mi-step") if "saved(3)" in r.text][0]
        assert "← effect" in saved.text, saved.text
        added = [r for r in d.find_elements(By.CSS_SELECTOR, ".mi-step") if 'added("Buy milk")' in r.text][0]
        assert "← intent" in added.text, added.text
        assert "diskFull" in " ".join(t for _, k, t in rows() if k == "failure")
        assert not d.find_element(By.CSS_SELECTOR, "[data-mi=error]").is_displayed(), "the page shows an error"

    def select():
        row = [r for r in d.find_elements(By.CSS_SELECTOR, ".mi-step") if 'added("Call Ann")' in r.text][0]
        row.click()
        detail = lambda: d.find_element(By.CSS_SELECTOR, "[data-mi=detail]").text  # noqa: E731
        run.wait(lambda _: "State at this step (replayed)" in detail(), "the step's detail")
        state = detail().split("State at this step (replayed)")[1]
        assert '"Call Ann"' in state and '"Water the plants"' not in state, state[:400]
        assert "+" in d.find_element(By.CSS_SELECTOR, ".mi-diff").text, "no state diff"
        d.execute_script("document.querySelector('[data-mi=steps]').scrollTop = 0")
        run.shot("inspector-standalone.png")
        ActionChains(d).send_keys("j").perform()
        run.wait(lambda _: "State at this step (replayed)" in detail() and d.find_element(
            By.CSS_SELECTOR, "[data-mi=detail]").get_attribute("data-index") == str(int(row.get_attribute(
                "data-index")) + 1), "j: the next step")
        ActionChains(d).send_keys("\ue00c").perform()
        run.wait(lambda _: not detail(), "Esc: no step selected")

    def filters():
        every = rows()
        box = lambda kind: d.find_element(By.CSS_SELECTOR, f"[data-mi-kind={kind}]")  # noqa: E731
        box("action").click()
        run.wait(lambda _: all(k != "action" for _, k, _ in rows(True)), "actions hidden")
        assert [r for r in every if r[1] != "action"] == rows(True), "only actions should be hidden"
        box("action").click()
        run.wait(lambda _: rows(True) == every, "actions shown again")
        field = d.find_element(By.CSS_SELECTOR, "[data-mi=filter]")
        field.send_keys("ann")
        run.wait(lambda _: rows(True) == [r for r in every if "ann" in r[2].lower()], "only the rows with 'ann'")
        assert rows(True), "the text filter hid everything"
        field.send_keys("\ue009a")
        field.send_keys("\ue003")
        run.wait(lambda _: rows(True) == every, "every row after clearing the text")

    def pause():
        d.find_element(By.CSS_SELECTOR, "[data-mi=pause]").click()
        run.wait(lambda _: d.find_element(By.CSS_SELECTOR, "[data-mi=pause]").text == "Resume", "Resume")
        before = rows()
        command("add Held while paused")
        status = lambda: d.find_element(By.CSS_SELECTOR, "[data-mi=status]").text  # noqa: E731
        run.wait(lambda _: "new held" in status(), "the held steps counted")
        assert rows() == before, "a step appeared while paused"
        assert not has_step("Held while paused")
        d.find_element(By.CSS_SELECTOR, "[data-mi=pause]").click()
        run.wait(lambda _: has_step('added("Held while paused")'), "the held steps after Resume")
        assert "live" in status()

    def two_stores():
        command("dark")
        command("font 18")
        command("font 20")
        run.wait(lambda _: has_step("setFontSize(20)"), "the second store's steps")
        every = rows()
        assert [i for i, _, _ in every] == sorted(i for i, _, _ in every), "the merged steps are out of order"
        stores = d.execute_script("return Array.from(document.querySelectorAll('.mi-step'))"
                                  ".map(r => (r.querySelector('.mi-store') || {}).textContent)")
        assert {"TodoList", "Preferences"} == set(stores), stores
        d.find_element(By.CSS_SELECTOR, "[data-mi-store=TodoList]").click()
        run.wait(lambda _: all("Preferences" in t for _, _, t in rows(True)), "only the preferences")
        d.find_element(By.CSS_SELECTOR, "[data-mi-store=TodoList]").click()
        run.wait(lambda _: rows(True) == rows(), "both stores again")
        detail = lambda: d.find_element(By.CSS_SELECTOR, "[data-mi=detail]").text  # noqa: E731
        step("setFontSize(18)").click()
        run.wait(lambda _: d.find_elements(By.CSS_SELECTOR, "[data-mi=skip]"), "the Skip button")
        d.find_element(By.CSS_SELECTOR, "[data-mi=skip]").click()
        run.wait(lambda _: skipped("setFontSize(18)"), "the step marked skipped")
        step("setFontSize(20)").click()
        run.wait(lambda _: "Folded without step" in detail(), "the later state folded without it")
        assert "-   fontSize: 14" in detail() and "+   fontSize: 20" in detail(), detail()[:600]
        panel = d.find_element(By.CSS_SELECTOR, "[data-mi=send-panel]")
        panel.find_element(By.TAG_NAME, "summary").click()
        area = panel.find_element(By.CSS_SELECTOR, "[data-mi=intent]")
        area.clear()
        area.send_keys('{"add":{"_0":"Sent from the page"}}')
        panel.find_element(By.CSS_SELECTOR, "[data-mi=send]").click()
        run.wait(lambda _: has_step('added("Sent from the page")'), "the intent sent to the to-do list")
        step("setFontSize(20)").click()
        run.wait(lambda _: "Folded without step" in detail(), "the folded state again")
        run.shot("inspector-acting.png")
        step("setFontSize(18)").click()
        run.wait(lambda _: d.find_element(By.CSS_SELECTOR, "[data-mi=skip]").text == "Unskip", "Unskip")
        d.find_element(By.CSS_SELECTOR, "[data-mi=skip]").click()
        run.wait(lambda _: not skipped("setFontSize(18)"), "unskipped")

    def late_seen_intents():
        # A slow answer: the seen intents come after the user is already in the field.
        d.get(run.base + "/")
        run.wait(lambda _: has_step("setFontSize(20)"), "the steps after a reload")
        d.execute_script(
            "const fetch = window.fetch; window.fetch = async (url, options) => {"
            "  const answer = await fetch(url, options);"
            "  if (String(url).includes('/intents')) await new Promise((go) => {"
            "    const poll = setInterval(() => window.miGate && (clearInterval(poll), go()), 5); });"
            "  return answer; };")
        panel = d.find_element(By.CSS_SELECTOR, "[data-mi=send-panel]")
        panel.find_element(By.TAG_NAME, "summary").click()
        area = panel.find_element(By.CSS_SELECTOR, "[data-mi=intent]")
        area.click()
        d.execute_script("window.miGate = true")
        seen = panel.find_element(By.CSS_SELECTOR, "[data-mi=seen]")
        run.wait(lambda _: "seen intents" in seen.text, "the seen intents, late")
        assert area.get_attribute("value") == "", area.get_attribute("value")
        area.send_keys('{"add":{"_0":"Typed while the list loaded"}}')
        panel.find_element(By.CSS_SELECTOR, "[data-mi=send]").click()
        run.wait(lambda _: has_step('added("Typed while the list loaded")'), "the typed intent sent")
        assert not d.find_element(By.CSS_SELECTOR, "[data-mi=error]").is_displayed(), "the page shows an error"

    def skip_before_a_late_update():
        # Live updates held 1.5 s on their way: one built before a skip comes after the skip's answer.
        held = d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
            "window.miEventDelay = 0; const Native = window.EventSource;"
            "window.EventSource = function (url) { const source = new Native(url);"
            "  const add = source.addEventListener.bind(source);"
            "  source.addEventListener = (type, listener) => add(type, (event) => window.miEventDelay"
            "    ? setTimeout(() => listener(event), window.miEventDelay) : listener(event));"
            "  return source; };")})
        try:
            d.get(run.base + "/")
            run.wait(lambda _: has_step("setFontSize(20)"), "the steps after a reload")
            darks = len([t for _, k, t in rows() if k == "action" and "toggleDarkMode" in t])
            step("setFontSize(20)").click()
            run.wait(lambda _: d.find_element(By.CSS_SELECTOR, "[data-mi=skip]").text == "Skip", "the Skip button")
            d.execute_script("window.miEventDelay = 1500")
            command("dark")
            time.sleep(0.3)  # the update of the new step is built, not yet shown
            d.find_element(By.CSS_SELECTOR, "[data-mi=skip]").click()
            run.wait(lambda _: skipped("setFontSize(20)"), "the step marked skipped")
            run.wait(lambda _: len([t for _, k, t in rows() if k == "action" and "toggleDarkMode" in t]) > darks,
                     "the held update")
            # The step's detail drawn again from what the page now holds.
            shown = lambda: d.find_element(By.CSS_SELECTOR, "[data-mi=detail]").get_attribute("data-index")  # noqa: E731
            other = step("toggleDarkMode")
            other.click()
            run.wait(lambda _: shown() == other.get_attribute("data-index"), "another step's detail")
            font = step("setFontSize(20)")
            font.click()
            run.wait(lambda _: shown() == font.get_attribute("data-index"), "the skipped step's detail again")
            button = d.find_element(By.CSS_SELECTOR, "[data-mi=skip]").text
            assert button == "Unskip", f"an update built before the skip undid it: the button reads {button!r}"
            assert skipped("setFontSize(20)"), "the step is not marked skipped"
            d.find_element(By.CSS_SELECTOR, "[data-mi=skip]").click()
            run.wait(lambda _: not skipped("setFontSize(20)"), "unskipped")
        finally:
            d.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": held["identifier"]})

    run.case("standalone page (.inspector in one's own app): steps appear live as the app sends", live)
    run.case("standalone page: a selected step shows its replayed state and diff; j steps; Esc", select)
    run.case("standalone page: filter by kind and by text", filters)
    run.case("standalone page: pause holds new steps, resume shows them", pause)
    run.case("standalone page: two stores merged, filtered per store; skip folds, send reaches the store",
             two_stores)
    run.case("standalone page: seen intents that load late leave what is typed alone", late_seen_intents)
    run.case("standalone page: a live update built before a skip does not undo it", skip_before_a_late_update)
    d.set_window_size(430, 900)


def backend_cases(run):
    d = run.driver

    def image_error():
        run.open("/image-search")
        run.has_text("사진 불러오기에 실패했습니다🥺")
        assert d.find_element(By.CSS_SELECTOR, ".large-title").text == "에러 발생"
        run.shot("image-search-error.png")
        run.click("Retry")
        run.wait(lambda _: run.loaded_images() == 10, "10 pictures after retry")
        d.find_elements(By.CSS_SELECTOR, "#results button")[0].click()
        run.wait(lambda _: d.find_elements(By.ID, "detail"), "the detail")
        assert SCRIPT_TITLE in d.find_element(By.ID, "detail").text

    def feed_script_title():
        run.open("/feed")
        run.has_text("Couldn't load the feed")
        run.click("Retry")
        run.wait(lambda _: d.find_elements(By.CSS_SELECTOR, "#posts li"), "the posts after retry")
        shown = d.find_elements(By.CSS_SELECTOR, "#posts .row-title")[0].text
        assert shown == SCRIPT_TITLE, f"the title is not shown as text: {shown!r}"
        assert not d.find_elements(By.CSS_SELECTOR, "#root script, #root img[src=x]"), "markup from a title ran"
        assert d.title != "pwned"
        run.shot("feed-script-title.png")

    run.case("image search (fake Kakao): error → Retry → 10 pictures; a script in a site name stays text",
             image_error)
    run.case("feed (fake server): error → Retry; a script in a title stays text", feed_script_title)


def main():
    os.makedirs(SHOTS, exist_ok=True)
    backend = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakeBackend)
    threading.Thread(target=backend.serve_forever, daemon=True).start()
    fake = f"http://127.0.0.1:{backend.server_address[1]}"
    offline, offline_url = start_server()
    inspected, inspected_url = start_server()  # its own state: the form the inspector cases type in is empty
    env = dict(os.environ, KAKAO_REST_API_KEY="test-key-not-real")
    online, online_url = start_server("--image-endpoint", fake, "--feed-endpoint", fake, env=env)
    demo, demo_url = start_inspector_demo(DEMO)
    driver = make_driver()
    failures = []
    try:
        for base, cases in ((offline_url, offline_cases), (inspected_url, inspector_cases),
                            (online_url, backend_cases)):
            run = Run(driver, base)
            cases(run)
            failures += run.failures
        run = Run(driver, demo_url)
        standalone_cases(run, demo)
        failures += run.failures
    finally:
        driver.quit()
        for process in (offline, inspected, online):
            process.send_signal(2)  # Ctrl-C: the server stops cleanly
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                failures.append("mvi-web did not stop on SIGINT")
        demo.stdin.close()  # end of input: the demo exits
        try:
            demo.wait(timeout=10)
        except subprocess.TimeoutExpired:
            demo.kill()
            failures.append("inspector-demo did not stop at the end of its input")
        backend.shutdown()
        for state in STATE_DIRS:
            shutil.rmtree(state, ignore_errors=True)
    if failures:
        print(f"\n{len(failures)} browser test(s) failed: {failures}")
        return 1
    print("\nall browser tests passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
