// Package microjit is the root of the microjit workspace: small-language
// interpreters (langs/) on one meta-tracing JIT core (jitcore/). Its only
// job is to make "go generate ./..." at the repository root regenerate
// every generated file of the workspace's modules (the concrete
// interpreters jitcore/cmd/jitgen writes), which the nested modules'
// own "./..." would not reach from here.
package microjit

//go:generate go generate github.com/microjit/microjit/jitcore/... github.com/microjit/microjit/langs/...
