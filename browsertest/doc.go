// Package browsertest opens the pages jitview writes in a real browser:
// headless Chromium, driven from Go through the DevTools protocol
// (chromedp). It is a module of its own so that the browser driver stays
// out of jitcore's dependencies: only these tests need it.
package browsertest
