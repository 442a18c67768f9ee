#!/usr/bin/env python3
"""Checks a built gallery in headless Chromium over the DevTools protocol (no packages needed).

Usage: check_gallery.py GALLERY_DIR [--shots DIR] [--brands a,b,c] [--search WORD]

Opens every page (index, brand and component pages) from file://, makes lazy images load, and
fails when an image does not load, a console error or uncaught exception is logged, or a link
points at a file the gallery does not have. Then it types WORD into the index's search and checks
results appear and the Tokens filter keeps only tokens. With --shots it saves screenshots of the
named brands' pages at 1440 and 390 px (top, colours, type) for a person to look at.
Prints one line per problem and a summary; exits 1 on any problem.
"""
import base64, json, os, shutil, socket, struct, subprocess, sys, tempfile, time, urllib.parse


class DevTools:
    """A minimal WebSocket client for one Chromium page target."""

    def __init__(self, url):
        rest = url[len("ws://"):]
        host_port, path = rest.split("/", 1)
        host, port = host_port.split(":")
        self.sock = socket.create_connection((host, int(port)))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.sock.recv(1)
        self.next_id, self.events = 0, []

    def _exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise RuntimeError("chromium closed the connection")
            data += chunk
        return data

    def _message(self):
        payload = b""
        while True:
            first, second = self._exact(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._exact(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._exact(8))[0]
            payload += self._exact(length)
            if first & 0x80:
                return json.loads(payload)

    def call(self, method, **params):
        self.next_id += 1
        data = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        header = bytearray([0x81])
        if len(data) < 126:
            header.append(0x80 | len(data))
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        self.sock.sendall(bytes(header) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
        while True:
            message = self._message()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[: index + 1]
                    return event
            self.events.append(self._message())
        raise RuntimeError(f"timed out waiting for {method}")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")


def start_chromium(profile):
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if not binary:
        sys.exit("chromium is not installed: run ./install-deps.sh --test (or apt-get install chromium)")
    process = subprocess.Popen([binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                "--remote-debugging-port=0", f"--user-data-dir={profile}", "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    for _ in range(300):
        if os.path.exists(port_file) and open(port_file).read().count("\n") >= 1:
            break
        time.sleep(0.1)
    port = open(port_file).read().split("\n")[0]
    for _ in range(100):
        try:
            import urllib.request
            targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
            page = next(t for t in targets if t["type"] == "page")
            return process, page["webSocketDebuggerUrl"]
        except Exception:
            time.sleep(0.1)
    sys.exit("chromium did not open its DevTools port")


LOAD_IMAGES = """(async () => {
  document.querySelectorAll('img[loading="lazy"]').forEach(i => i.loading = 'eager');
  await Promise.all(Array.from(document.images).map(i => i.complete ? 0 :
    new Promise(r => { i.addEventListener('load', r); i.addEventListener('error', r); setTimeout(r, 15000); })));
  const broken = Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src'));
  const links = Array.from(document.querySelectorAll('a[href], script[src]')).map(a => a.getAttribute('href') || a.getAttribute('src'));
  return {images: document.images.length, broken, links, cards: document.querySelectorAll('.card').length};
})()"""


def check_page(tools, root, page, problems):
    tools.events.clear()
    tools.call("Page.navigate", url="file://" + urllib.parse.quote(os.path.join(root, page)))
    tools.wait_for("Page.loadEventFired")
    state = tools.evaluate(LOAD_IMAGES)
    for src in state["broken"]:
        problems.append(f"{page}: image did not load: {src}")
    for event in tools.events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            problems.append(f"{page}: uncaught exception: {params['exceptionDetails'].get('text')}")
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            problems.append(f"{page}: console error: {params.get('args')}")
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            problems.append(f"{page}: {params['entry'].get('text')} {params['entry'].get('url', '')}")
    for link in state["links"]:
        parts = urllib.parse.urlsplit(link)
        if parts.scheme or not parts.path:
            if parts.scheme in ("http", "https"):
                problems.append(f"{page}: refers to the network: {link}")
            continue
        target = os.path.normpath(os.path.join(root, os.path.dirname(page), urllib.parse.unquote(parts.path)))
        if not os.path.exists(target):
            problems.append(f"{page}: broken link {link}")
    return state


def screenshot(tools, width, path, anchor=None):
    tools.call("Emulation.setDeviceMetricsOverride", width=width, height=1600 if width > 600 else 1400,
               deviceScaleFactor=1, mobile=width <= 600)
    tools.evaluate(f"document.getElementById({json.dumps(anchor)}).scrollIntoView()" if anchor else "window.scrollTo(0, 0)")
    time.sleep(0.2)
    data = tools.call("Page.captureScreenshot", format="png")["data"]
    with open(path, "wb") as file:
        file.write(base64.b64decode(data))


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__.strip().splitlines()[2])
    root = os.path.abspath(args[0])
    options = dict(zip(args[1::2], args[2::2]))
    if not os.path.exists(os.path.join(root, "index.html")):
        sys.exit(f"{root}: no index.html; build the gallery first (mockup gallery -o DIR)")
    pages = ["index.html"] + sorted(p for p in os.listdir(root) if p.endswith(".html") and p != "index.html")
    profile = tempfile.mkdtemp(prefix="mockup-gallery-chromium-")
    process, url = start_chromium(profile)
    problems, images, started = [], 0, time.time()
    try:
        tools = DevTools(url)
        for domain in ("Page", "Runtime", "Log"):
            tools.call(f"{domain}.enable")
        tools.call("Emulation.setDeviceMetricsOverride", width=1440, height=1600, deviceScaleFactor=1, mobile=False)
        for page in pages:
            images += check_page(tools, root, page, problems)["images"]
        # Search: typing a word shows results; the Tokens filter keeps only tokens.
        word = options.get("--search", "button")
        check_page(tools, root, "index.html", problems)
        found = tools.evaluate(f"""(() => {{ const q = document.getElementById('q'); q.value = {json.dumps(word)};
            q.dispatchEvent(new Event('input')); const all = document.querySelectorAll('#results li').length;
            document.querySelector('[data-kind="token"]').click();
            const kinds = Array.from(document.querySelectorAll('#results .kind')).map(k => k.textContent);
            return {{all, tokens: kinds.length, other: kinds.filter(k => k !== 'token').length}}; }})()""")
        if found["all"] == 0:
            problems.append(f"index.html: searching '{word}' shows no results")
        if found["other"]:
            problems.append(f"index.html: the Tokens filter shows {found['other']} results that are not tokens")
        print(f"search '{word}': {found['all']} results, {found['tokens']} tokens")
        shots = options.get("--shots")
        if shots:
            os.makedirs(shots, exist_ok=True)
            for brand in [b for b in options.get("--brands", "").split(",") if b]:
                check_page(tools, root, f"{brand}.html", [])
                for width in (1440, 390):
                    for anchor in (None, "colors", "type"):
                        screenshot(tools, width, os.path.join(shots, f"{brand}-{anchor or 'top'}-{width}.png"), anchor)
            check_page(tools, root, "index.html", [])
            screenshot(tools, 390, os.path.join(shots, "index-390.png"))
            screenshot(tools, 1440, os.path.join(shots, "index-1440.png"))
    finally:
        process.terminate()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)
    for problem in problems:
        print(problem)
    print(f"{len(pages)} pages, {images} images, {len(problems)} problems ({time.time() - started:.0f} s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
