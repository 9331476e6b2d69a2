// Package config is what every binary says about the JIT: the
// parameters (Params, DESIGN.md §8) with their defaults and their
// "name=value,..." syntax, the command-line switches and the MICROJIT
// environment variable that set them (Options), and the code generator
// they choose (NewBackend). It knows nothing of the driver, so that
// jitcore/lang and jitcore/cli take a language's JIT options without
// importing it.
package config
