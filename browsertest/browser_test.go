package browsertest

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var screenshot = flag.String("screenshot", "", "save the screenshot of mandelbrot.b's hottest loop to this `PNG` file (the README's: ../docs/jitview.png)")

// chromiumFlags are the flags Chromium needs on these machines: no
// sandbox (tests run as root), no GPU, and none of the background
// connections a closed network refuses.
var chromiumFlags = []chromedp.ExecAllocatorOption{
	chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
	chromedp.Flag("disable-background-networking", true),
	chromedp.Flag("disable-component-update", true),
	chromedp.Flag("disable-sync", true),
	chromedp.Flag("disable-quic", true),
	chromedp.Flag("disable-dev-shm-usage", true),
	chromedp.Flag("disable-extensions", true),
	chromedp.Flag("disable-default-apps", true),
}

// browserTimeout bounds one test's use of the browser.
const browserTimeout = 90 * time.Second

// browser is a headless Chromium tab and what its page wrote to the
// console.
type browser struct {
	ctx  context.Context
	mu   sync.Mutex
	msgs []chromedp.ConsoleMessage
}

// newBrowser starts Chromium, or skips the test when there is none.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	path := os.Getenv("CHROMIUM")
	if path == "" {
		for _, name := range []string{"chromium", "chromium-browser"} {
			if p, err := exec.LookPath(name); err == nil {
				path = p
				break
			}
		}
	}
	if path == "" {
		t.Skip("no chromium here (apt-get install chromium: .ci/run does)")
	}
	opts := append(chromiumFlags, chromedp.ExecPath(path), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 800))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		t.Fatalf("chromium: %v", err)
	}
	b := &browser{ctx: ctx}
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			b.mu.Lock()
			b.msgs = append(b.msgs, m)
			b.mu.Unlock()
		}
	}()
	return b
}

// do runs actions with the test's time limit.
func (b *browser) do(t *testing.T, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, browserTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v\nconsole:\n%s", what, err, b.console())
	}
}

// eval evaluates a JavaScript expression.
func eval[T any](t *testing.T, b *browser, expr string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, browserTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// console is what the page wrote to the console so far.
func (b *browser) console() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var lines []string
	for _, m := range b.msgs {
		lines = append(lines, m.String())
	}
	return strings.Join(lines, "\n")
}

// checkConsole fails the test on any error or exception the page
// reported.
func (b *browser) checkConsole(t *testing.T) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, m := range b.msgs {
		if m.Type == chromedp.ConsoleError || m.IsException() {
			t.Errorf("console: %s", m)
		}
	}
}

// open loads the page at path and waits until its script has rendered.
func (b *browser) open(t *testing.T, path string) {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	b.do(t, "open "+filepath.Base(path), chromedp.Navigate("file://"+abs), chromedp.WaitReady(chromedp.CSS(`body[data-ready="1"]`)))
}

// heading waits until the detail's heading names want.
func (b *browser) heading(t *testing.T, want string) {
	t.Helper()
	b.do(t, "wait for "+want, chromedp.Poll[chromedp.Void](fmt.Sprintf(`(document.querySelector('#detail h2') || {}).textContent?.startsWith(%q)`, want+" ")))
}

// navigate checks the page as a person uses it: the hottest loop first
// in the list, its source and optimized IR, one of its guards to its
// bridge and back.
func navigate(t *testing.T, b *browser, p *page) {
	hot := hottestLoop(p.run)
	g, bridge, ok := guardWithBridge(p.run, hot)
	if !ok {
		t.Fatalf("no guard of loop #%d has a bridge", hot.ID)
	}
	b.open(t, p.path)
	first := eval[string](t, b, `document.querySelector('#traces tr.row .kind.loop').closest('tr').dataset.id`)
	if first != fmt.Sprint(hot.ID) {
		t.Errorf("the first loop of the list is #%s, the hottest is #%d", first, hot.ID)
	}
	row := chromedp.CSS(fmt.Sprintf(`#traces tr.row[data-id="%d"]`, hot.ID))
	b.do(t, "click the hottest loop", chromedp.Click(row))
	b.heading(t, fmt.Sprintf("loop #%d", hot.ID))
	b.do(t, "its source", chromedp.WaitVisible(chromedp.CSS(`#detail .src .line.covered mark`)))
	src := eval[string](t, b, `document.querySelector('#detail .src').innerText`)
	if !strings.Contains(src, filepath.Base(p.run.Sources[0].Name)) || !strings.Contains(src, hot.Recorded[len(hot.Recorded)-1].Text) {
		t.Errorf("the source view shows neither the file nor the recorded IR:\n%.2000s", src)
	}
	b.do(t, "show the optimized IR", chromedp.Click(chromedp.CSS(`#detail .toggles button[data-part="opt"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#detail section.opt .op.label`)))
	opt := eval[string](t, b, `document.querySelector('#detail section.opt').innerText`)
	for _, op := range hot.Optimized {
		if !strings.Contains(opt, op.Text) {
			t.Errorf("the optimized IR lacks %q", op.Text)
			break
		}
	}
	b.do(t, "follow guard op "+fmt.Sprint(g.Op)+" to its bridge",
		chromedp.Click(chromedp.CSS(fmt.Sprintf(`#detail #g-%d a.bridge`, g.Op))))
	b.heading(t, fmt.Sprintf("bridge #%d", bridge.ID))
	b.do(t, "and back", chromedp.Click(chromedp.CSS(`#detail a.parent`)))
	b.heading(t, fmt.Sprintf("loop #%d", hot.ID))
	b.do(t, "the guard is pointed at", chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#detail tr#g-%d.flash`, g.Op))))
	b.checkConsole(t)
}

// TestBfPage opens the page of bf's mandelbrot.b in Chromium and
// navigates it, and takes the README's screenshot.
func TestBfPage(t *testing.T) {
	p := mandelbrotPage(t)
	b := newBrowser(t)
	navigate(t, b, p)
	// The screenshot: the hottest loop with its source and guards.
	hot := hottestLoop(p.run)
	b.do(t, "screenshot view", chromedp.EmulateViewport(1200, 720), chromedp.Navigate("file://"+p.path+fmt.Sprintf("#t%d", hot.ID)),
		chromedp.WaitReady(chromedp.CSS(`body[data-ready="1"]`)), chromedp.WaitVisible(chromedp.CSS(`#detail .src .line.covered mark`)))
	ctx, cancel := context.WithTimeout(b.ctx, browserTimeout)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil || len(png) < 1000 {
		t.Fatalf("screenshot: %d bytes, %v", len(png), err)
	}
	if png, err = shrinkPNG(png); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	out := *screenshot
	if out == "" {
		out = filepath.Join(t.TempDir(), "jitview.png")
	}
	if err := os.WriteFile(out, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot of loop #%d: %s (%d bytes)", hot.ID, out, len(png))
	b.checkConsole(t)
}

// TestToyvmPage opens the page of toyvm's polymorphic.tlc and navigates
// it.
func TestToyvmPage(t *testing.T) {
	p := polymorphicPage(t)
	b := newBrowser(t)
	navigate(t, b, p)
	// Its send sees three classes: its inline cache is polymorphic.
	b.do(t, "the inline caches", chromedp.Click(chromedp.CSS(`#tabs button[data-tab="caches"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#other table.caches`)))
	caches := eval[string](t, b, `document.querySelector('#other table.caches').innerText`)
	if !strings.Contains(caches, "SEND") || !strings.Contains(caches, "polymorphic") {
		t.Errorf("the inline caches tab shows no polymorphic send:\n%s", caches)
	}
	b.checkConsole(t)
}
