package jitcore

// DefaultBackend is the code generator used unless backend= says otherwise.
const DefaultBackend = "exec"
