// Package backend is the contract between the JIT driver and its code
// generators (the portable executor in backend/exec, native x86-64 code in
// backend/amd64): a Backend compiles a trace to Code, runs Code until a
// guard without a bridge fails or the frame it was entered in returns
// (function traces), and attaches bridges to guards. A guard that fails
// below calls of compiled functions stops them all: the Stop lists each
// call's site and live values, so that the driver can rebuild the
// callers' frames.
package backend
