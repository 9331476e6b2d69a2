// Package domain is how a language writes its semantics once: one
// interpreter, generic over a value domain, that runs concretely as the
// interpreter and symbolically as the recorder.
//
// (See jitcore's package comment, "How a language talks to the JIT".)
package domain
