// Package backend is the contract between the JIT driver and its code
// generators (the portable executor in backend/exec, native x86-64 code in
// backend/amd64): a Backend compiles a trace to Code, runs Code until a
// guard without a bridge fails, and attaches bridges to guards.
package backend
